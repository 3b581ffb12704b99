import type { CounterDetailsAnswer, CounterRecord, EnergyCounterRow } from '@namiar/domain';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the energy counters (spec 3 §7 Counters). */

export async function loadCounters(signal: AbortSignal): Promise<RecordList<EnergyCounterRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; counters: EnergyCounterRow[] }>(
    'counters',
    { gridSchema: true },
    signal,
  );
  return { grid: a.grid, rows: a.counters };
}

/** 'new' is sent as cid 0. */
export function loadCounterDetails(id: string, signal: AbortSignal): Promise<CounterDetailsAnswer> {
  return recordLoad<CounterDetailsAnswer>('counters/details', { cid: id === 'new' ? 0 : id }, signal);
}

/** The form without undefined values (spec 3 §4): empty fields go as ''. */
export function saveCounter(v: CounterRecord): Promise<{ ok: true; cid: number }> {
  const body: Record<string, string | number> = {};
  for (const [k, value] of Object.entries(v)) body[k] = value ?? '';
  return recordPost('counters/save', body);
}

export function deleteCounter(cid: number): Promise<{ ok: true }> {
  return recordPost('counters/delete', { cid });
}
