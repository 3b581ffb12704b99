import type { RouteAnswer } from '@namiar/domain';
import { expect } from 'vitest';
import { num, sum, type World } from './kit';

/**
 * The fuel and place reports against the route viewer and the daily report (issue 27 §1, §2):
 * a refuelling's or loss's levels add up to its litres, its litres are the route's event's, the
 * litres added up are the daily report's; the current fuel report's range figures are the
 * route's; a stay in a base or own point lasts the seconds the route's event does, and the own
 * point report seen from the points adds up to the vehicles' visits.
 */
type Range = { from: string; to: string };
const tenths = (x: unknown) => Math.round(Number(x) * 10);

export async function checkFuelTanks(w: World, range: Range, month: (id: number) => Promise<RouteAnswer>) {
  let ins = 0;
  let outs = 0;
  for (const v of w.vehicles) {
    const r = await w.report('repvehfueltanks', [v.id], range.from, range.to);
    for (const row of r.data) {
      const at = [v.regno, row.kind, row.from];
      expect([...at, row.before !== null && row.after !== null]).toEqual([...at, true]);
      if (row.fuel_in !== null) {
        ins++;
        expect([...at, tenths(row.after) - tenths(row.before)]).toEqual([...at, tenths(row.fuel_in)]);
      } else {
        outs++;
        expect([...at, tenths(row.before) - tenths(row.after)]).toEqual([...at, tenths(row.fuel_out)]);
      }
      // Nothing to explain: the engine's own events with the levels it measured.
      expect([...at, row.note]).toEqual([...at, null]);
    }
    // The same litres as the route viewer's events, and as the daily report's totals.
    const events = (await month(v.id)).events.filter((e) => [21, 22, 39].includes(e.eid));
    expect([v.regno, ...r.data.map((row) => Number(row.fuel_in ?? row.fuel_out))]).toEqual([
      v.regno,
      ...events.map((e) => (e.val ?? 0) / 10),
    ]);
    const routeReport = (await month(v.id)).report;
    expect([v.regno, num(r.footer, 'fuel_in'), num(r.footer, 'fuel_out')]).toEqual([
      v.regno,
      routeReport.ftv,
      routeReport.flv,
    ]);
  }
  expect(ins).toBeGreaterThan(30);
  expect(outs).toBeGreaterThan(5);
}

/** repvehcurfuel's range figures are the route's over the range and the daily report's totals. */
export async function checkCurrentFuel(w: World, range: Range, month: (id: number) => Promise<RouteAnswer>) {
  const r = await w.report(
    'repvehcurfuel',
    w.vehicles.map((v) => v.id),
    range.from,
    range.to,
    { summary: 'true' },
  );
  for (const row of r.data) {
    const v = w.vehicles.find((x) => x.id === row._vid)!;
    const rr = (await month(v.id)).report;
    expect({
      v: v.regno,
      used: row.used,
      in: row.fuel_in,
      out: row.fuel_out,
      a: row.range_start,
      b: row.range_end,
    }).toEqual({
      v: v.regno,
      used: rr.flu,
      in: rr.ftv,
      out: rr.flv,
      a: rr.flb,
      b: rr.fle,
    });
  }
  for (const f of ['used', 'fuel_in', 'fuel_out'])
    expect([f, num(r.footer, f)]).toEqual([f, Math.round(sum(r.data, f) * 100) / 100]);
}

/** A stay's 'Czas pobytu' is the route's stay event's seconds (100 own point, 101 base). */
export async function checkStays(w: World, range: Range, month: (id: number) => Promise<RouteAnswer>) {
  let stays = 0;
  /** Own point name → seconds of the vehicles' visits, and the points' ids. */
  const byPoint = new Map<string, number>();
  for (const v of w.vehicles) {
    const route = await month(v.id);
    for (const [type, eid] of [
      ['repvehbases', 101],
      ['repvehpoi', 100],
    ] as const) {
      const r = await w.report(type, [v.id], range.from, range.to);
      const rows = r.data.map((row) => [row.arrival, row.time]);
      const events = route.events.filter((e) => e.eid === eid).map((e) => [e.fdt, e.dur]);
      expect([v.regno, type, rows.sort()]).toEqual([v.regno, type, events.sort()]);
      expect([v.regno, type, num(r.footer, 'time')]).toEqual([v.regno, type, sum(r.data, 'time')]);
      stays += rows.length;
      if (eid === 100)
        for (const row of r.data)
          byPoint.set(String(row.name), (byPoint.get(String(row.name)) ?? 0) + num(row, 'time'));
    }
  }
  expect(stays).toBeGreaterThan(50);
  // From the points' side: each own point's visits of every vehicle add up to the same seconds.
  const pois = await w.t.ctx.db
    .selectFrom('pois')
    .innerJoin('customers', 'customers.id', 'pois.customer_id')
    .select(['pois.id', 'pois.name'])
    .where('customers.clogin', '=', 'demo')
    .execute();
  const r = await w.report(
    'reppoiveh',
    pois.map((p) => p.id),
    range.from,
    range.to,
    { summary: 'true' },
  );
  for (const row of r.data) {
    const name = String(row.name);
    expect([name, num(row, 'time')]).toEqual([name, byPoint.get(name) ?? 0]);
  }
}
