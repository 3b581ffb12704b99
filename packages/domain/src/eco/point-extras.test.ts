import { describe, expect, it } from 'vitest';
import { unpackColumns } from '../api/columns';
import { ECO_POINT_FIELDS } from './answer';
import { buildEcoReport } from './build';
import { deriveEcoPoints } from './derive';
import { bitCounters, ecoPointExtras } from './point-extras';
import type { EcoRecord } from './records';

const T0 = Date.parse('2026-03-10T08:00:00Z');
const MIN = 60_000;

function rec(k: number, over: Partial<EcoRecord> = {}): EcoRecord {
  return {
    t: T0 + k * MIN,
    lat: 52,
    lon: 21,
    v: 36,
    gps: true,
    key: true,
    e1: 1000 + k * 10,
    e2: 0,
    pow: null,
    vol: 3000,
    gsm: 20,
    al: 24000,
    d1: null,
    d2: null,
    r: 800 + k * 100,
    tv: 36,
    odo: 5_000_000 + k * 600,
    mth: 36_000 + k * 60,
    temps: [20 + k, null, -5],
    inp: 0,
    out: 0,
    ...over,
  };
}

describe('eco point extras (spec 2 §3.5)', () => {
  it('counts a bit: switches on, seconds on so far, the current or last on-period', () => {
    // off, on, on, off, off, on (a minute apart): the interval belongs to the first point's state.
    const times = [0, 1, 2, 3, 4, 5].map((k) => k * MIN);
    const masks = [0, 2, 2, 0, 0, 2];
    expect(bitCounters(times, masks, 1)).toEqual({
      state: [0, 1, 1, 0, 0, 1],
      count: [0, 1, 1, 1, 1, 2],
      on: [0, 0, 60, 120, 120, 120],
      last: [0, 0, 60, 120, 120, 0],
    });
    // On at the range's first point: one on-period already.
    expect(bitCounters([0, MIN], [1, 1], 0)).toEqual({ state: [1, 1], count: [1, 1], on: [0, 60], last: [0, 60] });
  });

  it('derives rpm so far, tachograph road, counters, duty factor, energy and its average power', () => {
    const recs = [rec(0), rec(1), rec(2, { key: false, r: null, v: 0, tv: 0 }), rec(3, { tv: null })];
    const x = ecoPointExtras(recs, deriveEcoPoints(recs), { inputs: [], outputs: [], thermometers: [1, 3] });
    expect(x.r).toEqual([800, 900, null, 1100]);
    expect(x.emax).toEqual([800, 900, 900, 1100]);
    expect(x.ea).toEqual([800, 850, 850, 933]);
    // 36 km/h is 10 m/s: 600 m a minute by the tachograph, none after a standing point.
    expect(x.th).toEqual([null, 600, 600, 0]);
    expect(x.sumth).toEqual([0, 600, 1200, 1200]);
    expect(x.ckm).toEqual([5_000_000, 5_000_600, 5_001_200, 5_001_800]);
    expect(x.cmt).toEqual([36_000, 36_060, 36_120, 36_180]);
    // 10 kWh a minute drawn; key-on 60 s, 120 s, then off: 10 kWh in 1/60 h is 600 kW.
    expect(x.pu).toEqual([0, 10, 20, 30]);
    expect(x.pa).toEqual([null, 600, 600, 900]);
    expect(x.df[0]).toBe(0);
    expect(x.t1).toEqual([20, 21, 22, 23]);
    expect(x.t3).toEqual([-5, -5, -5, -5]);
    expect(x.t2).toBeUndefined();
  });

  it('travel in the transgression answer: every fixed field, the active io by pattern only', () => {
    const recs = [0, 1, 2, 3].map((k) => rec(k, { inp: k === 1 || k === 2 ? 2 : 0, out: 1 }));
    const built = buildEcoReport('transgression', recs, {
      timeZone: 'Europe/Warsaw',
      power: [],
      counterNumber: null,
      hasEnergy: true,
      io: { inputs: [2], outputs: [1], thermometers: [] },
    });
    const cols = unpackColumns(built.answer.points);
    for (const f of ECO_POINT_FIELDS) expect([f, f in cols]).toEqual([f, true]);
    expect(cols.i2).toEqual([0, 1, 1, 0]);
    expect(cols.i2c).toEqual([0, 1, 1, 1]);
    expect(cols.i2st).toEqual([0, 0, 60, 120]);
    expect(cols.o1lt).toEqual([0, 60, 120, 180]);
    expect(cols.i1).toBeUndefined();
    expect(cols.t1).toBeUndefined();
    // The window reports answer no points at all.
    expect(
      buildEcoReport('report1', recs, { timeZone: 'Europe/Warsaw', power: [], counterNumber: null, hasEnergy: true })
        .answer.points.n,
    ).toBe(0);
  });
});
