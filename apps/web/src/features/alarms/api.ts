import type { AlarmRow, ExportAnswer, GenericExportBody } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import type { AlarmScreenRow } from './alarmsModel';

/** `POST /alarms` (spec 2 §7; docs/api.md): current alarms, an archive page and the schema. */
export interface AlarmsListAnswer {
  alarms: AlarmRow[];
  archive: AlarmScreenRow[];
  /** The next archive page's cursor; null at the archive's end. */
  archive_next?: string | null;
  grid?: GridColumnSchema[];
}

export interface AlarmsListRequest {
  gridSchema: boolean;
  /** The archive starts before this moment ('Pokaż alarmy starsze niż'). */
  fromDate: string;
  /** 'Załaduj starsze': where the last page ended. */
  cursor?: string;
}

export async function fetchAlarms(request: AlarmsListRequest, signal?: AbortSignal): Promise<AlarmsListAnswer> {
  const answer = await apiCall<AlarmsListAnswer>('alarms', {
    body: {
      gridSchema: request.gridSchema,
      onlyNotAccepted: false,
      from_date: request.fromDate,
      cursor: request.cursor ?? '',
    },
    signal,
  });
  if (!Array.isArray(answer.alarms) || !Array.isArray(answer.archive)) throw new Error('alarms: malformed answer');
  return answer;
}

/** 'Usuń alarm': errors are shown by the central handler, the promise rejects. */
export async function deleteAlarms(ids: readonly number[]): Promise<void> {
  await apiCall<unknown>('alarms/delete/', { body: { alarms: ids.join('|') } });
}

/** 'Dodaj/zmień opis alarmu': the description only (docs/api.md '/alarms/description/'). */
export async function describeAlarms(ids: readonly number[], description: string): Promise<void> {
  await apiCall<unknown>('alarms/description/', { body: { alarms: ids.join('|'), description } });
}

export type ExportKind = 'xlsx' | 'csv' | 'pdf';

const EXPORT_PATHS: Record<ExportKind, string> = {
  xlsx: 'xlscreator/export',
  csv: 'csvcreator/export',
  pdf: 'pdfcreator/export',
};

/** The exported file's path; an err rejects (no file is opened, spec 2 §8). */
export async function exportAlarms(kind: ExportKind, body: GenericExportBody): Promise<string> {
  const answer = await apiCall<ExportAnswer>(EXPORT_PATHS[kind], { body: { json: JSON.stringify(body) } });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}
