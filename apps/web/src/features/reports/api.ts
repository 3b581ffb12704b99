import type { ExportAnswer, GenericExportBody, ReportAnswer, ReportListsAnswer } from '@namiar/domain';
import { ApiError, apiCall } from '../../kit/api/api';
import { toastError } from '../../kit/ui/toasts';
import type { ReportFormOptions } from './reportForm';
import type { DateRange } from './reportPeriods';

/** `POST /app/reports/?type=route` (spec 2 §3.3): vehicles, drivers and own points, sorted by name. */
export function fetchReportLists(signal?: AbortSignal): Promise<ReportListsAnswer> {
  return apiCall<ReportListsAnswer>('reports/', { method: 'POST', body: {}, query: { type: 'route' }, signal });
}

export interface ReportRequest extends DateRange {
  type: string;
  name: string;
  ids: readonly number[];
  options: ReportFormOptions;
  summary: boolean;
}

/**
 * `POST /app/{type}` (spec 2 §7, cancellable). Quiet: an err marks the object failed on the
 * screen ('Wystąpił błąd generowania raportu dla tego obiektu.'), not one toast per object.
 */
export async function fetchReport(request: ReportRequest, signal: AbortSignal): Promise<ReportAnswer> {
  const answer = await apiCall<ReportAnswer>(request.type, {
    method: 'POST',
    body: {
      type: request.type,
      name: request.name,
      ids: request.ids.join('|'),
      from_date: request.from_date,
      to_date: request.to_date,
      options: JSON.stringify(request.options),
      summary: request.summary,
      gridSchema: true,
    },
    signal,
    silent: true,
  });
  if (!Array.isArray(answer.grid) || !Array.isArray(answer.data)) throw new Error('report: malformed answer');
  return answer;
}

export type ExportKind = 'xlsx' | 'csv' | 'pdf';

const EXPORT_PATHS: Record<ExportKind, string> = {
  xlsx: 'xlscreator/export',
  csv: 'csvcreator/export',
  pdf: 'pdfcreator/export',
};

/** Calls whose err.global the user should read (exports, input names); transport failures stay silent. */
async function post<T>(path: string, body: Record<string, string>, signal?: AbortSignal): Promise<T> {
  try {
    return await apiCall<T>(path, { method: 'POST', body, signal, silent: true });
  } catch (e) {
    if (e instanceof ApiError && e.failure === 'answer' && e.global) toastError(e.global);
    throw e;
  }
}

/** `/xlscreator|csvcreator|pdfcreator/export` (spec 2 §7): the file's path; an err rejects (no file). */
export async function exportReport(kind: ExportKind, body: GenericExportBody): Promise<string> {
  const answer = await post<ExportAnswer>(EXPORT_PATHS[kind], { json: JSON.stringify(body) });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}

export type InputNames = Record<'input_1' | 'input_2' | 'input_3' | 'input_4', string>;

export const INPUT_KEYS = ['input_1', 'input_2', 'input_3', 'input_4'] as const;

function readInputNames(json: unknown): InputNames {
  const src = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return Object.fromEntries(INPUT_KEYS.map((k) => [k, typeof src[k] === 'string' ? src[k] : ''])) as InputNames;
}

/** `POST /app/repvehworkday/saveInputNames` command get: the saved input descriptions. */
export async function fetchInputNames(signal?: AbortSignal): Promise<InputNames> {
  const answer = await post<{ json?: unknown }>(
    'repvehworkday/saveInputNames',
    { module: 'repvehworkday', command: 'get' },
    signal,
  );
  return readInputNames(answer.json);
}

/** command set: field messages come back as an ApiError answer (`err.<field>`). */
export async function saveInputNames(names: InputNames): Promise<void> {
  await apiCall<unknown>('repvehworkday/saveInputNames', {
    method: 'POST',
    body: { module: 'repvehworkday', command: 'set', json: JSON.stringify(names) },
    silent: true,
  });
}

/**
 * Opens an exported file in a new window (spec 2 §7); a blocked window gets a download instead.
 */
export function openExportedFile(path: string): void {
  const tab = window.open(path, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
