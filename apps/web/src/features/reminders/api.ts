import type {
  ExportAnswer,
  GenericExportBody,
  ReminderCountersAnswer,
  ReminderDetailsAnswer,
  ReminderListRow,
} from '@namiar/domain';
import { apiCall, type FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the reminder records (spec 3 §7 Reminders, Exports). */

export async function loadReminders(signal: AbortSignal): Promise<RecordList<ReminderListRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; reminders: ReminderListRow[] }>(
    'reminders',
    { gridSchema: true },
    signal,
  );
  return { grid: a.grid, rows: a.reminders };
}

/** 'new' is sent as rid 0 (the empty reminder and the option lists). */
export function loadReminderDetails(id: string, signal: AbortSignal): Promise<ReminderDetailsAnswer> {
  return recordLoad<ReminderDetailsAnswer>('reminders/details', { rid: id === 'new' ? 0 : id }, signal);
}

export function saveReminder(body: FormBody): Promise<{ ok: true; rid: number }> {
  return recordPost('reminders/save', body);
}

export function deleteReminder(rid: number): Promise<{ ok: true }> {
  return recordPost('reminders/delete', { rid });
}

/** The vehicle's km and engine-hour counters at a date ('Pobierz liczniki'). */
export function loadReminderCounters(vid: number, date: string): Promise<ReminderCountersAnswer> {
  return recordPost('reminders/getcounters', { vid, date });
}

export type ReminderExportKind = 'xlsx' | 'pdf';

/** The exported file's path; an err rejects (no file is opened). */
export async function exportReminders(kind: ReminderExportKind, body: GenericExportBody): Promise<string> {
  const path = kind === 'xlsx' ? 'xlscreator/export' : 'pdfcreator/export';
  const answer = await apiCall<ExportAnswer>(path, { body: { json: JSON.stringify(body) } });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}
