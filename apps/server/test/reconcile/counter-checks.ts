import type { ReportRow } from '@namiar/domain';
import { expect } from 'vitest';
import { num, type World } from './kit';

/**
 * 'Licznik km' means one thing everywhere (issue 27 §1): the vehicle's km counter — set from
 * its odometer when the recorder was fitted, then counting its road — read at a span's first and
 * last record. The km counter report, the daily report's first and last day and the device's own
 * odometer ('Drogomierz') agree on it; differences are named as differences.
 */
export async function checkCounters(w: World, range: { from: string; to: string }, days: (id: number) => ReportRow[]) {
  const ids = w.vehicles.map((v) => v.id);
  const r = await w.report('repvehkmcounters', ids, range.from, range.to, { summary: 'true' });
  const titles = new Map(r.grid.map((c) => [c.field, c.title]));
  expect(titles.get('km_start')).toBe('Licznik km – początek');
  expect(titles.get('km')).toBe('Licznik km – różnica');
  expect(titles.get('odo')).toBe('Drogomierz – różnica');
  let odometers = 0;
  for (const row of r.data) {
    const v = w.vehicles.find((x) => x.id === row._vid)!;
    const rows = days(v.id);
    const first = rows.find((d) => d.odo_start !== null)!;
    const last = rows.findLast((d) => d.odo_end !== null)!;
    // The daily report shows whole km (floored) of the same readings.
    expect([v.regno, Math.floor(num(row, 'km_start') + 1e-9), Math.floor(num(row, 'km_end') + 1e-9)]).toEqual([
      v.regno,
      first.odo_start,
      last.odo_end,
    ]);
    expect(num(row, 'km')).toBeCloseTo(num(row, 'km_end') - num(row, 'km_start'), 1);
    if (row.odo_start === null) continue;
    // The counter is the vehicle's odometer: within 1 % of what the device's own odometer reads.
    odometers++;
    expect(Math.abs(num(row, 'km_start') - num(row, 'odo_start'))).toBeLessThan(0.01 * num(row, 'odo_start'));
    expect(Math.abs(num(row, 'km_end') - num(row, 'odo_end'))).toBeLessThan(0.01 * num(row, 'odo_end'));
  }
  expect(odometers).toBeGreaterThan(15);
}
