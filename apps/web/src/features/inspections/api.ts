import type { FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the inspection records (spec 3 §7 Inspections). */

export interface InspectionRow {
  iid: number;
  vehicle_code: number;
  reg_no?: string;
  inspection_level_type_id: number;
  name: string;
  custom_name: string;
  inspection_date: string;
  inspection_done_date: string | null;
  inspection_status_id: number | null;
  description: string | null;
  [key: string]: unknown;
}

export interface Option {
  value: number;
  text: string;
}

export interface InspectionDetails {
  inspection: Partial<InspectionRow> & { iid: number };
  remind_time_conditions: Option[];
  remind_distance_conditions: Option[];
  remind_mth_conditions: Option[];
  inspection_levels: { inspection_level_type_id: number; name: string }[];
  vehicles: { vid: number; reg_no: string }[];
}

export interface LevelType {
  inspection_level_type_id: number;
  name: string;
  iid: number | null;
  custom_name: string | null;
  inspection_status_id: number | null;
}

export async function loadInspections(
  type: string,
  done: boolean,
  signal: AbortSignal,
): Promise<RecordList<InspectionRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; list: InspectionRow[] }>(
    'inspections',
    { gridSchema: true, type, done },
    signal,
  );
  return { grid: a.grid, rows: a.list };
}

export function loadInspectionDetails(type: string, id: string, signal: AbortSignal): Promise<InspectionDetails> {
  return recordLoad('inspections/details', { iid: id === 'new' ? 0 : id, type, done: 0 }, signal);
}

export function saveInspection(body: FormBody): Promise<{ ok: true; iid: number }> {
  return recordPost('inspections/save', body);
}

export function deleteInspection(type: string, iid: number): Promise<{ ok: true }> {
  return recordPost('inspections/delete', { iid, type });
}

export function loadCounters(
  type: string,
  vid: number,
  date: string,
): Promise<{ counters: { ckm: number | null; cmth: number | null } }> {
  return recordPost('inspections/getcounters', { type, vid, date });
}

export function loadLevelTypes(type: string, vid: number): Promise<{ level_types: LevelType[] }> {
  return recordPost('inspections/getleveltypes', { type, vid });
}

export function loadPerform(
  type: string,
  iid: string | undefined,
  signal: AbortSignal,
): Promise<Omit<InspectionDetails, 'inspection'> & { inspection: InspectionRow | null }> {
  return recordLoad('inspections/perform', { type, iid: iid ?? '' }, signal);
}

export function performSave(body: FormBody): Promise<{ ok: true; iids: number[] }> {
  return recordPost('inspections/psave', body);
}
