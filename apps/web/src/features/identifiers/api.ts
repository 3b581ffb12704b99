import type { IdentifierDetailsAnswer, IdentifierRow } from '@namiar/domain';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the driver identifiers (spec 3 §7 Identifiers); the screens delete none (§2.5). */

export async function loadIdentifiers(signal: AbortSignal): Promise<RecordList<IdentifierRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; ids: IdentifierRow[] }>('ids', { gridSchema: true }, signal);
  return { grid: a.grid, rows: a.ids };
}

/** 'new' is sent as iid 0. */
export function loadIdentifierDetails(id: string, signal: AbortSignal): Promise<IdentifierDetailsAnswer> {
  return recordLoad<IdentifierDetailsAnswer>('ids/details', { iid: id === 'new' ? 0 : id }, signal);
}

export function saveIdentifier(iid: number, identificationNo: string): Promise<{ ok: true; iid: number }> {
  return recordPost('ids/save', { iid, identification_no: identificationNo });
}
