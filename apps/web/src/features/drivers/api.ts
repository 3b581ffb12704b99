import type { DriverDetailsAnswer, DriverRow } from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the driver records (spec 3 §7 Drivers). */

export async function loadDrivers(signal: AbortSignal): Promise<RecordList<DriverRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; drivers: DriverRow[] }>(
    'drivers',
    { gridSchema: true },
    signal,
  );
  return { grid: a.grid, rows: a.drivers };
}

/** 'new' is sent as did 0 (the empty driver and the option lists). */
export function loadDriverDetails(id: string, signal: AbortSignal): Promise<DriverDetailsAnswer> {
  return recordLoad<DriverDetailsAnswer>('drivers/details', { did: id === 'new' ? 0 : id }, signal);
}

export function saveDriver(body: FormBody): Promise<{ ok: true; did: number }> {
  return recordPost('drivers/save', body);
}

export function deleteDriver(did: number): Promise<{ ok: true }> {
  return recordPost('drivers/delete', { did });
}
