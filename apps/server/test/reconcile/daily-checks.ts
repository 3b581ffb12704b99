import { stateSecondsWithin, type ReportRow } from '@namiar/domain';
import { expect } from 'vitest';
import { at, coveredSeconds, num, sum, type World } from './kit';

/**
 * The daily report against the route viewer (issue 27 §1, §2): every vehicle-day's states
 * partition it, the day's figures are the route's over the day (report, events table, the panel's
 * sums), a vehicle's 'Razem' adds its days up with ratios total over total, the route over the
 * whole range equals the days added up, and the summary's rows are the vehicles' own totals.
 */

/** The additive columns of the daily report and of its shifts. */
export const DAILY_SUMS = ['km', 'drive', 'halt', 'stand', 'idle', 'fuel', 'fuel_in', 'fuel_out'];

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;
/** Sums of litres are kept to 0.01 l, of km and seconds exact (floating sums to 1e-6). */
const round = (v: number, field: string) => (field.startsWith('fuel') ? r2(v) : Math.round(v * 1e6) / 1e6);

export function pick(row: ReportRow) {
  const o: Record<string, unknown> = {};
  for (const f of ['km', 'drive', 'halt', 'stand', 'idle', 'vmax', 'fuel', 'fuel_in', 'fuel_out']) o[f] = row[f];
  return o;
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The company-zone dates from `from` to `to`. */
export function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) out.push(d);
  return out;
}

export async function checkVehicleDays(w: World, dates: readonly string[], daily: (id: number) => ReportRow[]) {
  let checked = 0;
  for (const v of w.vehicles) {
    const rows = daily(v.id);
    expect(rows.map((r) => r.date)).toEqual(dates);
    for (const row of rows) {
      const day = String(row.date);
      const label = `${v.regno} ${day}`;
      // driving + halts + stops = the day (from the vehicle's first record, up to now).
      const covered = coveredSeconds(w, v.id, at(`${day} 00:00:00`), at(`${nextDay(day)} 00:00:00`));
      expect([label, num(row, 'drive') + num(row, 'halt') + num(row, 'stand')]).toEqual([label, covered]);
      const route = await w.route(v.id, `${day} 00:00:00`, `${day} 23:59:59`);
      const r = route.report;
      expect({ label, ...pick(row) }).toEqual({
        label,
        km: r.rg / 1000,
        drive: r.rt,
        halt: r.ht,
        stand: r.st,
        idle: r.ei,
        vmax: r.vm,
        fuel: r.flu,
        fuel_in: r.ftv,
        fuel_out: r.flv,
      });
      // The events table's rows add up to the report, and so does the panel over the whole route.
      const durs = (eid: number) => route.events.filter((e) => e.eid === eid).reduce((s, e) => s + e.dur, 0);
      expect([label, durs(3), durs(2), durs(1)]).toEqual([label, r.rt, r.ht, r.st]);
      expect(stateSecondsWithin(route.events, -Infinity, Infinity)).toEqual({ rt: r.rt, ht: r.ht, st: r.st });
      checked++;
    }
  }
  expect(checked).toBe(w.vehicles.length * dates.length);
}

export async function checkDailyTotals(
  w: World,
  range: { from: string; to: string },
  daily: (id: number) => { data: ReportRow[]; footer: ReportRow },
) {
  for (const v of w.vehicles) {
    const { data, footer } = daily(v.id);
    for (const f of DAILY_SUMS) expect([v.regno, f, num(footer, f)]).toEqual([v.regno, f, round(sum(data, f), f)]);
    const fuelRows = data.filter((r) => r.fuel !== null);
    const fuelKm = sum(fuelRows, 'km');
    expect([v.regno, footer.fuel100]).toEqual([
      v.regno,
      fuelRows.length > 0 && fuelKm > 0 ? r2((sum(fuelRows, 'fuel') / fuelKm) * 100) : null,
    ]);
    expect(footer.vavg).toBe(num(footer, 'drive') > 0 ? r1(num(footer, 'km') / (num(footer, 'drive') / 3600)) : 0);
    // The route over the whole range: the same states, road and fuel as the days added up.
    const month = (await w.cachedRoute(v.id, range.from, range.to)).report;
    expect([v.regno, month.rt, month.ht, month.st]).toEqual([v.regno, footer.drive, footer.halt, footer.stand]);
    expect(Math.abs(month.rg / 1000 - num(footer, 'km'))).toBeLessThan(0.001 * data.length + 1e-9);
    expect([v.regno, month.ftv, month.flv]).toEqual([v.regno, footer.fuel_in, footer.fuel_out]);
  }
}

export async function checkDailySummary(
  w: World,
  range: { from: string; to: string },
  daily: (id: number) => { data: ReportRow[]; footer: ReportRow },
) {
  const ids = w.vehicles.map((v) => v.id);
  const summary = await w.report('repvehdaily', ids, range.from, range.to, { summary: 'true' });
  expect(summary.data).toHaveLength(ids.length);
  for (const row of summary.data) {
    const own = daily(Number(row._vid)).footer;
    expect({ v: row.regno, ...pick(row) }).toEqual({ v: row.regno, ...pick(own) });
  }
  const footer = summary.footer!;
  for (const f of DAILY_SUMS) expect([f, num(footer, f)]).toEqual([f, round(sum(summary.data, f), f)]);
  // The fleet's l/100 km: the litres of the vehicles that measure fuel over their own km.
  const fuelled = summary.data.filter((r) => r.fuel !== null);
  expect(fuelled.length).toBeGreaterThan(0);
  expect(fuelled.length).toBeLessThan(summary.data.length);
  expect(footer.fuel100).toBe(r2((sum(fuelled, 'fuel') / sum(fuelled, 'km')) * 100));
  return summary;
}
