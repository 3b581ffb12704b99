import type { EcoAnswer, EcoType, ReportRow, RouteAnswer } from '@namiar/domain';
import { unpackColumns } from '@namiar/domain';
import { expect } from 'vitest';
import { post } from '../harness';
import { num, type World } from './kit';

/**
 * The eco reports against the route viewer and the daily report (issue 27 §2): the statistics
 * panel's road, times in each state and speeds are the route's over the same range, its states
 * partition the range, the chart's road scale never passes the panel's road, and the points'
 * road ends where the route's does.
 */

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;

async function eco(w: World, type: EcoType, id: number, from: string, to: string) {
  const res = await post(
    w.t.app,
    `/app/ecodriving/${type}`,
    { id: String(id), from_date: from, to_date: to },
    w.s.admin,
  );
  const json = res.json() as EcoAnswer & { err?: unknown };
  if (res.statusCode !== 200 || json.err) throw new Error(`eco ${type}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return json;
}

/** The panel's figures the route also has, as the route gives them. */
function expectPanelIsRoute(label: string, a: EcoAnswer, route: RouteAnswer) {
  const r = route.report;
  const s = a.stats;
  expect({ label, road: s.road_km, drive: s.drive_s, stop: s.stop_s, halt: s.halt_s, total: s.total_s }).toEqual({
    label,
    road: r2(r.rg / 1000),
    drive: r.rt,
    stop: r.st,
    halt: r.ht,
    total: r.rt + r.st + r.ht,
  });
  expect({ label, vmax: s.vmax, vavg: s.vavg, ride: s.ride_pct }).toEqual({
    label,
    vmax: r1(r.vm),
    vavg: r1(r.va),
    ride: s.total_s > 0 ? r1((s.drive_s / s.total_s) * 100) : 0,
  });
  // The chart's road scale is read at window starts: it grows and never passes the range's road.
  const road = a.chart.road;
  expect(road.every((x, i) => i === 0 || x >= road[i - 1])).toBe(true);
  if (road.length > 0) expect(road[road.length - 1]).toBeLessThanOrEqual(s.road_km);
  if (a.stats.e_drawn !== null && s.road_km > 0) {
    // Energy per km over the route's road (the drawn energy travels rounded to 0.1 kWh).
    expect(Math.abs(a.stats.e_per_km! - a.stats.e_drawn / s.road_km)).toBeLessThan(0.06 + 0.05 / s.road_km);
  }
}

/**
 * Every vehicle: report15 over the month against the route over it; report1, report15 and the
 * transgression view over each sampled day against the route over the day and the daily
 * report's row. Returns how many answers were compared.
 */
export async function checkEco(
  w: World,
  range: { from: string; to: string },
  sampledDays: readonly string[],
  monthRoute: (id: number) => Promise<RouteAnswer>,
  daily: (id: number) => ReportRow[],
) {
  let compared = 0;
  for (const v of w.vehicles) {
    const month = await eco(w, 'report15', v.id, range.from, range.to);
    expectPanelIsRoute(`${v.regno} month`, month, await monthRoute(v.id));
    compared++;
    for (const day of sampledDays) {
      const from = `${day} 00:00:00`;
      const to = `${day} 23:59:59`;
      const route = await w.route(v.id, from, to);
      const row = daily(v.id).find((r) => r.date === day)!;
      for (const type of ['report1', 'report15', 'transgression'] as const) {
        const a = await eco(w, type, v.id, from, to);
        const label = `${v.regno} ${day} ${type}`;
        expectPanelIsRoute(label, a, route);
        // The daily report's row of the day: the same seconds and km.
        expect({
          label,
          km: a.stats.road_km,
          drive: a.stats.drive_s,
          halt: a.stats.halt_s,
          stop: a.stats.stop_s,
        }).toEqual({
          label,
          km: r2(num(row, 'km')),
          drive: num(row, 'drive'),
          halt: num(row, 'halt'),
          stop: num(row, 'stand'),
        });
        if (type === 'transgression' && a.points.n > 0) {
          // The points' road so far ends at the route's road.
          const sumrg = unpackColumns(a.points).sumrg as number[];
          expect([label, sumrg[sumrg.length - 1]]).toEqual([label, route.report.rg]);
        }
        compared++;
      }
    }
  }
  return compared;
}
