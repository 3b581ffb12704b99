import { formatPowerString, type PowerOrderDetailsAnswer, type PowerOrderRow, type PowerYear } from '@namiar/domain';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of ordered power (spec 3 §7 Ordered power); the screen deletes none (§8). */

export async function loadPowerOrders(signal: AbortSignal): Promise<RecordList<PowerOrderRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; powerorders: PowerOrderRow[] }>(
    'powerorder',
    { gridSchema: true },
    signal,
  );
  return { grid: a.grid, rows: a.powerorders };
}

/** 'new' is sent as vid 0 (the editor then chooses the vehicle). */
export function loadPowerOrderDetails(id: string, signal: AbortSignal): Promise<PowerOrderDetailsAnswer> {
  return recordLoad<PowerOrderDetailsAnswer>('powerorder/details', { vid: id === 'new' ? 0 : id }, signal);
}

/** The cards go as the one power string of spec 3 §3.14. */
export function savePowerOrder(vid: number, power: PowerYear[]): Promise<{ ok: true; vid: number }> {
  return recordPost('powerorder/save', { vid, power: formatPowerString(power) });
}
