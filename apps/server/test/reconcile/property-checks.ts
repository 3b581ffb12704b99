import fc from 'fast-check';
import type { ReportRow } from '@namiar/domain';
import { expect } from 'vitest';
import { at, coveredSeconds, fmt, num, sum, type World } from './kit';

/**
 * Any period, not only whole days (issue 27 §2): a period starting at any minute of the history
 * (DST nights included), of a few minutes to a few days, with the user's report day starting at
 * any hour, over any set of vehicles. For each: every row's states partition its span, the rows
 * add up to the route over the whole period, the summary's rows are the vehicles' own totals and
 * its 'Razem' adds them up.
 */
export async function checkAnyPeriod(w: World, bounds: { from: string; to: string }, runs: number) {
  const first = at(bounds.from);
  const last = Math.min(at(bounds.to), w.now());
  const minutes = Math.floor((last - first) / 60_000);
  const ids = w.vehicles.map((v) => v.id);
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: minutes - 1 }),
      fc.integer({ min: 1, max: 4 * 24 * 60 }),
      fc.integer({ min: 0, max: 23 }),
      fc.subarray(ids, { minLength: 1, maxLength: 4 }),
      async (startMin, lengthMin, hour, chosen) => {
        const from = first + startMin * 60_000;
        const to = Math.min(from + lengthMin * 60_000, last) - 1000;
        if (to < from) return;
        await w.saveSettings({ 'app-reportStartDayFrom': hour });
        const span = { from: fmt(from), to: fmt(to) };
        const label = `${span.from} → ${span.to}, day from ${hour}:00`;
        const own = new Map<number, ReportRow>();
        for (const id of chosen) {
          const r = await w.report('repvehdaily', [id], span.from, span.to);
          for (const row of r.data) {
            const a = at(String(row._from));
            const b = at(String(row._to)) + 1000;
            expect([label, id, row.date, num(row, 'drive') + num(row, 'halt') + num(row, 'stand')]).toEqual([
              label,
              id,
              row.date,
              coveredSeconds(w, id, a, b),
            ]);
          }
          const route = (await w.route(id, span.from, span.to)).report;
          expect([label, id, sum(r.data, 'drive'), sum(r.data, 'halt'), sum(r.data, 'stand')]).toEqual([
            label,
            id,
            route.rt,
            route.ht,
            route.st,
          ]);
          expect(Math.abs(sum(r.data, 'km') - route.rg / 1000)).toBeLessThanOrEqual(0.001 * r.data.length + 1e-6);
          own.set(id, r.footer!);
        }
        const summary = await w.report('repvehdaily', chosen, span.from, span.to, { summary: 'true' });
        for (const row of summary.data) {
          const mine = own.get(Number(row._vid))!;
          for (const f of ['km', 'drive', 'halt', 'stand', 'fuel', 'fuel_in', 'fuel_out', 'fuel100'])
            expect([label, row._vid, f, row[f]]).toEqual([label, row._vid, f, mine[f]]);
        }
        for (const f of ['drive', 'halt', 'stand'])
          expect([label, f, summary.footer![f]]).toEqual([label, f, sum(summary.data, f)]);
      },
    ),
    { numRuns: runs, seed: 27, endOnFailure: true },
  );
  await w.saveSettings({ 'app-reportStartDayFrom': 0 });
}
