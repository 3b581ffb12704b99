import type { ReportRow, RouteAnswer } from '@namiar/domain';
import { expect } from 'vitest';
import { at, coveredSeconds, num, sum, type World } from './kit';

/**
 * The drive reports against the route viewer and the daily report (issue 27 §2): courses are
 * the route's drive rows, shifts and workdays partition the range as days do, overspeed
 * episodes are the route's speeding rows; their totals add up, ratios total over total.
 */

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;
const ALL_SHIFTS = JSON.stringify({ shift_1: true, shift_2: true, shift_3: true });

/** A route row's span: seconds from its clipped start to its end (a row's _from, _to). */
const spanOf = (row: ReportRow) => ({ from: at(String(row._from)), end: at(String(row._to)) + 1000 });

export async function checkCourses(
  w: World,
  range: { from: string; to: string },
  monthRoute: (id: number) => Promise<RouteAnswer>,
) {
  let courses = 0;
  for (const v of w.vehicles) {
    const r = await w.report('repvehcourses', [v.id], range.from, range.to);
    const route = await monthRoute(v.id);
    const drives = new Map(route.events.filter((e) => e.eid === 3).map((e) => [e.fdt, e]));
    for (const row of r.data) {
      const e = drives.get(String(row.start_time));
      expect([v.regno, row.start_time, !!e]).toEqual([v.regno, row.start_time, true]);
      expect({
        v: v.regno,
        at: row.start_time,
        dur: row.dur,
        km: row.km,
        vmax: row.vmax,
        vavg: row.vavg,
        fuel: row.fuel,
      }).toEqual({
        v: v.regno,
        at: row.start_time,
        dur: e!.dur,
        km: (e!.rgp ?? 0) / 1000,
        vmax: e!.vm,
        vavg: e!.vavg,
        fuel: e!.flu,
      });
      courses++;
    }
    const f = r.footer!;
    expect([v.regno, f.count, f.dur]).toEqual([v.regno, r.data.length, sum(r.data, 'dur')]);
    expect(num(f, 'km')).toBeCloseTo(sum(r.data, 'km'), 6);
    const fuelled = r.data.filter((row) => row.fuel !== null);
    const fuelKm = sum(fuelled, 'km');
    expect([v.regno, f.fuel100]).toEqual([
      v.regno,
      fuelled.length && fuelKm > 0 ? r2((sum(fuelled, 'fuel') / fuelKm) * 100) : null,
    ]);
    expect(f.vavg).toBe(num(f, 'dur') > 0 ? r1((num(f, 'km') / num(f, 'dur')) * 3600) : 0);
  }
  expect(courses).toBeGreaterThan(100);
}

/**
 * Shifts: each shift's states partition it, the shifts of the range add up to the days of the
 * range (the same additive figures), and a few shifts are checked against a route over their hours.
 */
export async function checkShifts(
  w: World,
  range: { from: string; to: string },
  dailyFooter: (id: number) => ReportRow,
  sampled: number,
) {
  for (const [k, v] of w.vehicles.entries()) {
    const r = await w.report('repvehshifts', [v.id], range.from, range.to, { options: ALL_SHIFTS });
    for (const row of r.data) {
      const s = spanOf(row);
      const label = `${v.regno} ${row.date} ${row.shift}`;
      expect([label, num(row, 'drive') + num(row, 'halt') + num(row, 'stand')]).toEqual([
        label,
        coveredSeconds(w, v.id, s.from, s.end),
      ]);
    }
    const day = dailyFooter(v.id);
    for (const f of ['drive', 'halt', 'stand']) expect([v.regno, f, sum(r.data, f)]).toEqual([v.regno, f, num(day, f)]);
    // Road and litres: each span rounded to its whole metre / 0.01 l.
    expect(Math.abs(sum(r.data, 'km') - num(day, 'km'))).toBeLessThanOrEqual(0.001 * r.data.length + 1e-6);
    for (const f of ['fuel_in', 'fuel_out']) expect(r2(sum(r.data, f))).toBe(num(day, f));
    expect(Math.abs(sum(r.data, 'fuel') - num(day, 'fuel'))).toBeLessThanOrEqual(0.01 * r.data.length + 1e-6);
    if (k >= sampled) continue;
    for (const row of r.data.slice(0, 6)) {
      const route = (await w.route(v.id, String(row._from), String(row._to))).report;
      expect({ v: v.regno, at: row._from, km: row.km, drive: row.drive, halt: row.halt, stand: row.stand }).toEqual({
        v: v.regno,
        at: row._from,
        km: route.rg / 1000,
        drive: route.rt,
        halt: route.ht,
        stand: route.st,
      });
    }
  }
}

/** Workdays (06:00 → 06:00): engine time and km of each the route's over its hours; they add up to the range's. */
export async function checkWorkdays(
  w: World,
  range: { from: string; to: string },
  monthRoute: (id: number) => Promise<RouteAnswer>,
  sampled: number,
) {
  for (const [k, v] of w.vehicles.entries()) {
    const r = await w.report('repvehworkday', [v.id], range.from, range.to);
    const month = (await monthRoute(v.id)).report;
    // Engine time is counted inside each span (its edges cut the intervals): the spans add up to the range.
    expect(Math.abs(sum(r.data, 'engine') - month.et)).toBeLessThanOrEqual(r.data.length);
    expect(Math.abs(sum(r.data, 'km') - month.rg / 1000)).toBeLessThanOrEqual(0.001 * r.data.length + 1e-6);
    expect([v.regno, num(r.footer, 'engine')]).toEqual([v.regno, sum(r.data, 'engine')]);
    if (k >= sampled) continue;
    for (const row of r.data.slice(0, 4)) {
      const route = (await w.route(v.id, String(row._from), String(row._to))).report;
      expect({ v: v.regno, at: row._from, engine: row.engine, km: row.km }).toEqual({
        v: v.regno,
        at: row._from,
        engine: route.et,
        km: route.rg / 1000,
      });
    }
  }
}

/** Overspeed episodes: the route's speeding rows (4), the same seconds; the footer adds them up. */
export async function checkSpeeds(
  w: World,
  range: { from: string; to: string },
  monthRoute: (id: number) => Promise<RouteAnswer>,
) {
  let episodes = 0;
  for (const v of w.vehicles) {
    const r = await w.report('repvehspeeds', [v.id], range.from, range.to);
    const speeding = (await monthRoute(v.id)).events.filter((e) => e.eid === 4);
    expect([v.regno, r.data.map((row) => [row.start_time, row.dur])]).toEqual([
      v.regno,
      speeding.map((e) => [e.fdt, e.dur]),
    ]);
    expect([v.regno, r.footer!.count, r.footer!.dur]).toEqual([v.regno, r.data.length, sum(r.data, 'dur')]);
    episodes += r.data.length;
  }
  expect(episodes).toBeGreaterThan(0);
}
