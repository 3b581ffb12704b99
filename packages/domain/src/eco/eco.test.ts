import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../time';
import type { EcoType } from './answer';
import { buildEcoReport, type EcoBuildOptions } from './build';
import { ecoAnswerRows, packEcoEnergy, unpackEcoEnergy } from './energy-pack';
import { CounterSteps } from './counter-steps';
import { deriveEcoPoints } from './derive';
import type { EcoRecord } from './records';
import { ecoWindows } from './windows';
import { minuteFormatter } from './zone-minutes';
import { formatDateTime } from '../time';

const TZ = 'Europe/Warsaw';
const at = (text: string) => parseDateTime(text, TZ)!;

function rec(t: number, e1: number | null, over: Partial<EcoRecord> = {}): EcoRecord {
  return {
    t,
    lat: 52,
    lon: 21,
    v: 50,
    gps: true,
    key: true,
    e1,
    e2: e1 === null ? null : 0,
    pow: null,
    vol: 3000,
    gsm: 20,
    al: 24000,
    d1: null,
    d2: null,
    ...over,
  };
}

/** Records every minute from `start`, counter growing by `perMin` kWh a minute. */
function series(start: number, minutes: number, perMin: number, e0 = 1000): EcoRecord[] {
  return Array.from({ length: minutes + 1 }, (_, k) => rec(start + k * 60_000, e0 + k * perMin));
}

/** The answer as the web reads it: the packed windows and the grid rows unpacked. */
function report(type: EcoType, recs: EcoRecord[], o: EcoBuildOptions) {
  const answer = buildEcoReport(type, recs, o).answer;
  const { energy, rows } = ecoAnswerRows({ ...answer, info: { tz: o.timeZone } as never });
  return { ...answer, energy, data: rows };
}

const opts = (power: { year: number; months: (number | null)[] }[] = []) => ({
  timeZone: TZ,
  power,
  counterNumber: 'LE-1',
  hasEnergy: true,
});
const months = (kw: number | null) => Array.from({ length: 12 }, () => kw);

describe('eco windows', () => {
  it('buckets points into clock-aligned 1- and 15-minute windows whose energy adds up to the counter change', () => {
    const recs = series(at('2026-03-10 08:07:00'), 60, 25);
    const d = deriveEcoPoints(recs);
    const w1 = ecoWindows(recs, d, { ...opts(), minutes: 1 });
    const w15 = ecoWindows(recs, d, { ...opts(), minutes: 15 });
    expect(w1).toHaveLength(61);
    expect(w15.map((w) => w.ld)).toEqual([
      '2026-03-10 08:00:00',
      '2026-03-10 08:15:00',
      '2026-03-10 08:30:00',
      '2026-03-10 08:45:00',
      '2026-03-10 09:00:00',
    ]);
    expect(w15[1].ldu).toBe('2026-03-10 08:30:00');
    const sum = (ws: typeof w1) => ws.reduce((s, w) => s + (w.pu ?? 0), 0);
    expect(sum(w1)).toBe(60 * 25);
    expect(sum(w15)).toBe(60 * 25);
    // A full 15-minute window: 15 × 25 kWh = 375 kWh → 1500 kW average; its meter reading at the end.
    expect(w15[1].pu).toBe(375);
    expect(w15[1].pum).toBe(1500);
    expect(w15[1].pc).toBe(1000 + 22 * 25);
    expect(w1[3].pum).toBe(1500);
    expect(w15[1].c_no).toBe('LE-1');
  });

  it('an average power exactly equal to the ordered power is not a transgression; above it is', () => {
    const recs = series(at('2026-03-10 08:00:00'), 30, 25);
    recs.push(...series(at('2026-03-10 08:31:00'), 14, 26, recs[recs.length - 1].e1! + 26));
    const w = ecoWindows(recs, deriveEcoPoints(recs), { ...opts([{ year: 2026, months: months(1500) }]), minutes: 15 });
    expect(w[1].pum).toBe(1500);
    expect(w[1].over).toBe(false);
    expect(w[1].ex).toBe(0);
    // 08:30 point (+25) and 08:31–08:44 (14 × 26): 389 kWh → 1556 kW.
    expect(w[2].pum).toBe(1556);
    expect(w[2].over).toBe(true);
    expect(w[2].ex).toBe(56);
  });

  it('a window from midnight of the 1st uses the new month’s ordered power', () => {
    const recs = series(at('2026-03-31 23:30:00'), 45, 25);
    const power = [{ year: 2026, months: [null, null, 2000, 1000, null, null, null, null, null, null, null, null] }];
    const w = ecoWindows(recs, deriveEcoPoints(recs), { ...opts(power), minutes: 15 });
    expect(w.map((x) => [x.ld, x.po, x.over])).toEqual([
      ['2026-03-31 23:30:00', 2000, false],
      ['2026-03-31 23:45:00', 2000, false],
      ['2026-04-01 00:00:00', 1000, true],
      ['2026-04-01 00:15:00', 1000, false],
    ]);
  });

  it('a counter reset or an impossible jump is skipped and counted, never negative energy', () => {
    const t0 = at('2026-03-10 08:00:00');
    const recs = [
      rec(t0, 5000),
      rec(t0 + 60_000, 5020),
      rec(t0 + 120_000, 3), // meter swapped / reset
      rec(t0 + 180_000, 23),
      rec(t0 + 240_000, 900_000), // corrupt: 900 MWh in a minute
      rec(t0 + 300_000, 900_010),
      rec(t0 + 360_000, null), // not reported: spanned
      rec(t0 + 420_000, 900_030),
    ];
    const d = deriveEcoPoints(recs);
    const w = ecoWindows(recs, d, { ...opts(), minutes: 15 });
    expect(w).toHaveLength(1);
    expect(w[0].pu).toBe(20 + 20 + 10 + 20);
    expect(w[0].skipped).toBe(2);
    for (const x of ecoWindows(recs, d, { ...opts(), minutes: 1 })) expect(x.pu).toBeGreaterThanOrEqual(0);
  });

  it('counter steps: a step with no elapsed time is skipped, equal readings are not anomalies', () => {
    const c = new CounterSteps();
    expect(c.step(0, 10)).toEqual({ used: 0, units: 0, skipped: false });
    expect(c.step(0, 12)).toEqual({ used: 0, units: 0, skipped: true });
    expect(c.step(1000, 12)).toEqual({ used: 0, units: 0, skipped: false });
    expect(c.step(3_601_000, 1012)).toEqual({ used: 1000, units: 1_000_000_000, skipped: false });
  });

  it('a vehicle without energy counters: windows without energy, and an answer of points only', () => {
    const recs = series(at('2026-03-10 08:00:00'), 20, 0).map((r) => ({ ...r, e1: null, e2: null }));
    const o = { ...opts([{ year: 2026, months: months(1) }]), hasEnergy: false };
    const w = ecoWindows(recs, deriveEcoPoints(recs), { ...o, minutes: 15 });
    expect(w.every((x) => x.pu === null && x.pum === null && !x.over)).toBe(true);
    const r = report('transgression', recs, o);
    expect(r.energy).toEqual([]);
    expect(r.chart.t).toEqual([]);
    expect(r.data).toEqual([]);
    expect(r.stats.e_drawn).toBeNull();
    expect(r.points.n).toBe(21);
  });
});

describe('eco derived points and stats', () => {
  it('counts road, running maximum, average speed, ride ratio and state durations', () => {
    const t0 = at('2026-03-10 08:00:00');
    // 0→60 s driving 1 km east-ish; 60→120 s halted (key on, 0 km/h); 120→180 s stopped (key off).
    const recs = [
      rec(t0, 100, { v: 60, lat: 52, lon: 21 }),
      rec(t0 + 60_000, 110, { v: 0, lat: 52, lon: 21.0146 }),
      rec(t0 + 120_000, 111, { v: 0, key: false, lat: 52, lon: 21.0146 }),
      rec(t0 + 180_000, 111, { v: 0, key: false, lat: 52, lon: 21.0146 }),
    ];
    const d = deriveEcoPoints(recs);
    expect(d.sumrg[3]).toBeGreaterThan(990);
    expect(d.sumrg[3]).toBeLessThan(1010);
    expect([d.rt[3], d.ht[3], d.st[3], d.et[3], d.tt[3]]).toEqual([60, 60, 60, 120, 180]);
    expect(Array.from(d.vmax)).toEqual([60, 60, 60, 60]);
    expect(d.vavg[3]).toBeCloseTo((d.sumrg[3] / 60) * 3.6, 0);
    expect(d.rr[3]).toBe(33.3);
    const r = report('report15', recs, opts([{ year: 2026, months: months(30) }]));
    expect(r.stats).toMatchObject({
      total_s: 180,
      drive_s: 60,
      stop_s: 60,
      halt_s: 60,
      vmax: 60,
      ride_pct: 33.3,
      e_drawn: 11,
      e_net: 11,
      p15max: 44,
      po: 30,
      transgressions: 1,
      points: 4,
    });
    expect(r.stats.road_km).toBe(Math.round(d.sumrg[3] / 10) / 100);
    expect(r.chart.over).toEqual([1]);
  });

  it('report types: report1 grid per minute, report15 per 15 minutes, transgression only the transgressing windows', () => {
    const recs = [
      ...series(at('2026-03-10 08:00:00'), 29, 25),
      ...series(at('2026-03-10 08:30:00'), 14, 40, 1000 + 29 * 25 + 40),
    ];
    const o = opts([{ year: 2026, months: months(1500) }]);
    const r1 = report('report1', recs, o);
    const r15 = report('report15', recs, o);
    const rt = report('transgression', recs, o);
    expect(r1.data).toHaveLength(45);
    expect(r15.data).toHaveLength(3);
    expect(rt.data.map((w) => w.ld)).toEqual(['2026-03-10 08:30:00']);
    expect(rt.stats.transgressions).toBe(1);
    expect(r1.columns.map((c) => c.field)).toEqual(['ld', 'pc', 'pu', 'c_no', 'lon', 'lat']);
    // Every 15-minute window's energy is the sum of its 1-minute windows'.
    for (const w of r15.data) {
      const inside = r1.data.filter((m) => m.ldValue >= w.ldValue && m.ldValue < w.lduValue);
      expect(inside.reduce((s, m) => s + m.pu!, 0)).toBeCloseTo(w.pu!, 6);
    }
  });
});

describe('eco answer form', () => {
  const drive = () => [
    ...series(at('2026-03-10 08:00:00'), 29, 25).map((r, k) => ({ ...r, lon: 21 + k * 0.001, pow: 1500 + k })),
    ...series(at('2026-03-10 08:30:00'), 14, 40, 1000 + 29 * 25 + 40).map((r, k) => ({ ...r, lon: 21.1 + k * 0.001 })),
  ];
  const o = opts([{ year: 2026, months: months(1500) }]);

  it('packs the windows once: unpacked they equal the rules output, the grid rows are their indexes', () => {
    const recs = drive();
    for (const type of ['report1', 'report15', 'transgression'] as const) {
      const built = buildEcoReport(type, recs, o);
      expect(unpackEcoEnergy(built.answer.energy, TZ)).toEqual(built.windows);
      expect(built.answer.energy.n).toBe(built.windows.length);
      const rows = ecoAnswerRows({ ...built.answer, info: { tz: TZ } as never }).rows;
      expect(rows).toEqual(built.windows.filter((w) => type !== 'transgression' || w.over));
    }
    expect(unpackEcoEnergy(packEcoEnergy([]), TZ)).toEqual([]);
  });

  it('points only for the transgression view; the chart carries road and engine time at each window start', () => {
    const recs = drive();
    const d = deriveEcoPoints(recs);
    expect(buildEcoReport('report1', recs, o).answer.points.n).toBe(0);
    expect(buildEcoReport('report15', recs, o).answer.points.n).toBe(0);
    expect(buildEcoReport('transgression', recs, o).answer.points.n).toBe(recs.length);
    const chart = buildEcoReport('report15', recs, o).answer.chart;
    // Windows start 08:00, 08:15, 08:30: the points at or before are the 0th, 15th and 30th.
    expect(chart.road).toEqual([0, 15, 30].map((i) => Math.round(d.sumrg[i] / 10) / 100));
    expect(chart.engine).toEqual([0, 15, 30].map((i) => Math.round((d.et[i] / 3600) * 100) / 100));
    expect(chart.road[2]).toBeGreaterThan(chart.road[1]);
    expect(chart.engine[1]).toBe(0.25);
  });
});

describe('minute formatter', () => {
  it('matches Intl over a DST change', () => {
    const f = minuteFormatter(TZ);
    const start = at('2026-03-29 01:00:00');
    for (let k = 0; k < 240; k++) {
      const t = start + k * 60_000;
      expect(f(t)).toBe(formatDateTime(t, TZ));
    }
  });
});

describe('eco body', () => {
  it('words every refusal in Polish on its field', async () => {
    const { ecoBody } = await import('../schemas/eco');
    const { fieldErrors } = await import('../schemas');
    const errs = (body: unknown) => {
      const r = ecoBody.safeParse(body);
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errs({ from_date: '2026-01-01 00:00:00', to_date: '2026-01-02 00:00:00' })).toEqual({
      id: 'Wybierz pojazd.',
    });
    expect(errs({ id: 'x', from_date: '2026-01-01 00:00:00', to_date: '2026-01-02 00:00:00' })).toEqual({
      id: 'Wybierz pojazd.',
    });
    expect(errs({ id: '7', from_date: 'wczoraj', to_date: '2026-01-02 00:00:00' })).toEqual({
      from_date: 'Podaj datę w formacie RRRR-MM-DD GG:MM:SS.',
    });
    expect(errs({ id: 7, from_date: '2026-01-01 00:00:00', to_date: '2026-01-02 00:00:00' })).toEqual({});
  });
});
