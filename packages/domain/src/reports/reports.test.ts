import { describe, expect, it } from 'vitest';
import { reportBody } from '../schemas/reports';
import { parseDateTime } from '../time';
import { reportDays, withoutClosingInstant } from './days';
import { dailyRow, sumDaily, type DailyValues } from './daily';
import * as reports from './index';
import type { ReportColumn } from './columns';

const tz = 'Europe/Warsaw';
const at = (text: string) => parseDateTime(text, tz)!;

describe('report days', () => {
  it('start at the daily hour, 23 and 25 hours long across DST, clipped to the range', () => {
    const days = reportDays(at('2026-03-28 00:00:00'), at('2026-03-30 12:00:00'), tz, 6);
    expect(days.map((d) => d.date)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days[0]).toMatchObject({ start: at('2026-03-28 00:00:00'), end: at('2026-03-28 06:00:00') });
    // 28 Mar 06:00 → 29 Mar 06:00 loses the hour of the change to summer time.
    expect(days[1].end - days[1].start).toBe(23 * 3_600_000);
    expect(days[2]).toMatchObject({ start: at('2026-03-29 06:00:00'), end: at('2026-03-30 06:00:00') });
    expect(days[3]).toMatchObject({ start: at('2026-03-30 06:00:00'), end: at('2026-03-30 12:00:00') });
    const autumn = reportDays(at('2026-10-25 00:00:00'), at('2026-10-26 00:00:00'), tz, 0);
    expect(autumn.map((d) => (d.end - d.start) / 3_600_000)).toEqual([25]);
  });

  it('are whole company-zone days at hour 0', () => {
    const days = reportDays(at('2026-03-01 00:00:00'), at('2026-04-01 00:00:00'), tz, 0);
    expect(days).toHaveLength(31);
    expect(days.every((d, k) => k === 0 || d.start === days[k - 1].end)).toBe(true);
  });

  it("give the range's closing second no day of its own: 06:00 → 06:00 is one workday", () => {
    // A range read to the second: its last millisecond is the closing second's (route.service).
    const through = (text: string) => at(text) + 999;
    const cut = (from: string, to: string, hour: number) =>
      withoutClosingInstant(reportDays(at(from), through(to) + 1, tz, hour), through(to));
    // The workday default (spec 2 §5): yesterday 06:00 through today 06:00.
    const days = cut('2026-03-10 06:00:00', '2026-03-11 06:00:00', 6);
    expect(days.map((d) => [d.date, d.start, d.end])).toEqual([
      ['2026-03-10', at('2026-03-10 06:00:00'), at('2026-03-11 06:00:00')],
    ]);
    // A day range ending at the next midnight: the days, not an extra one of one second.
    expect(cut('2026-03-10 00:00:00', '2026-03-12 00:00:00', 0).map((d) => d.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
    // Ending a second earlier changes nothing; a range of one second keeps its one day.
    expect(cut('2026-03-10 00:00:00', '2026-03-11 23:59:59', 0)).toHaveLength(2);
    expect(cut('2026-03-11 06:00:00', '2026-03-11 06:00:00', 6)).toHaveLength(1);
  });
});

describe('daily totals', () => {
  const day = (road: number, drive: number, fuel: number | null, odo: [number, number]): DailyValues => ({
    start: { time: 1000, place: 'A' },
    stop: { time: 2000, place: 'B' },
    road,
    drive,
    halt: 5,
    stand: 10,
    idle: 5,
    vmax: road / 1000,
    fuel,
    fuelRoad: fuel === null ? 0 : road,
    fuelIn: 1.1,
    fuelOut: 0,
    odoStart: odo[0],
    odoEnd: odo[1],
  });

  it("add a vehicle's days up and keep the counters at the ends", () => {
    const total = sumDaily([day(10_000, 600, 1.5, [5000, 15000]), day(30_000, 1800, null, [15000, 45900])], true);
    expect(total).toMatchObject({ road: 40_000, drive: 2400, fuel: 1.5, fuelIn: 2.2, vmax: 30 });
    const row = dailyRow(total, { date: null }, String);
    // 1.5 l over the 10 km of the day that measured fuel, not over all 40 km.
    expect(row).toMatchObject({ km: 40, vavg: 60, fuel100: 15, odo_start: 5, odo_end: 45 });
  });

  it("divide the litres of the rows that know their fuel by those rows' road (issue 27)", () => {
    // Two vehicles with fuel data (30 l over 100 km, 10 l over 100 km), two without (800 km).
    const rows = [day(100_000, 3600, 30, [0, 0]), day(100_000, 3600, 10, [0, 0])];
    rows.push(day(500_000, 3600, null, [0, 0]), day(300_000, 3600, null, [0, 0]));
    const footer = dailyRow(sumDaily(rows, false), { regno: 'Razem' }, String);
    expect(footer.fuel).toBe(40);
    expect(footer.km).toBe(1000);
    expect(footer.fuel100).toBe(20);
    // The totals row of totals rows keeps the rule (a summary adds vehicles' totals up).
    const twice = sumDaily([sumDaily(rows.slice(0, 2), true), sumDaily(rows.slice(2), true)], false);
    expect(dailyRow(twice, {}, String).fuel100).toBe(20);
  });

  it('leave starts, stops and counters empty when adding vehicles up', () => {
    const total = sumDaily([day(1000, 60, 0.2, [0, 1000]), day(2000, 60, 0.3, [0, 2000])], false);
    expect(total).toMatchObject({ start: null, stop: null, odoStart: null, odoEnd: null, fuel: 0.5 });
  });
});

describe('report body', () => {
  const base = { ids: '7|9|7', from_date: '2026-03-01 00:00:00', to_date: '2026-03-02 00:00:00' };
  it('reads ids joined by a bar and options as JSON or as form fields', () => {
    const b = reportBody.parse({ ...base, options: '{"shift_1":true,"halt_too":"1"}', input_2: 'true' });
    expect(b.ids).toEqual([7, 9]);
    expect(b.options).toMatchObject({ shift_1: true, halt_too: true, input_2: true, shift_2: false });
  });

  it('refuses malformed options and ids in Polish', () => {
    for (const bad of [{ options: '{' }, { options: '[1]' }, { options: '{"x":true}' }, { ids: '1,2' }, { ids: '' }]) {
      const r = reportBody.safeParse({ ...base, ...bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].message).toMatch(/[ąęłóśżźńć]|Wybierz|Nieprawidłowe/);
    }
  });
});

describe('report columns', () => {
  /** Every column list the report types answer with (the constants and the built ones). */
  const grids: [string, readonly ReportColumn[]][] = [
    ...Object.entries(reports).filter(
      (e): e is [string, readonly ReportColumn[]] =>
        Array.isArray(e[1]) && e[1].every((c: unknown) => typeof c === 'object' && c !== null && 'field' in c),
    ),
    ['visitsGrid', reports.visitsGrid('Baza')],
    ['workdayGrid', reports.workdayGrid(reports.WORKDAY_DATE_COLUMN, reports.inputNames(null), [1, 2, 3, 4])],
  ];

  it('show every road in km with one decimal (issue 15)', () => {
    expect(grids.length).toBeGreaterThan(20);
    const km = grids.flatMap(([name, cols]) =>
      cols.filter((c) => c.type === 'km').map((c) => [name, c.field, c.decimals]),
    );
    expect(km.length).toBeGreaterThan(10);
    expect(km.filter(([, , d]) => d !== 1)).toEqual([]);
  });
});
