import { describe, expect, it } from 'vitest';
import {
  carryFix,
  dutyFactor,
  gprsActive,
  gprsAvailable,
  instantUse,
  perHour,
  perHundredKm,
  rpmSoFar,
  runningMax,
  stepDiff,
} from './derive';

const f = (...v: number[]) => Float64Array.from(v);
const arr = (a: ArrayLike<number>) => Array.from(a);

describe('running maximum (vmax)', () => {
  it('is empty for no points and the value itself for one', () => {
    expect(arr(runningMax(f()))).toEqual([]);
    expect(arr(runningMax(f(42)))).toEqual([42]);
  });
  it('skips unknown values and keeps the highest so far', () => {
    expect(arr(runningMax(f(NaN, 3, 1, NaN, 7, 2)))).toEqual([NaN, 3, 3, 3, 7, 7]);
  });
});

describe('step differences (rg, th, flus)', () => {
  it('counts the first point from the range start and keeps unknowns unknown', () => {
    expect(arr(stepDiff(f()))).toEqual([]);
    expect(arr(stepDiff(f(5)))).toEqual([5]);
    expect(arr(stepDiff(f(5, 8, NaN, 10)))).toEqual([5, 3, NaN, 2]);
  });
  it('gives the negative step of a counter that was reset', () => {
    expect(arr(stepDiff(f(100, 120, 3)))).toEqual([100, 20, -117]);
  });
});

describe('rpm so far (emax, ea)', () => {
  it('counts only engine-on points with a reading', () => {
    const { emax, ea } = rpmSoFar(f(NaN, 800, 2000, 1200, 3000), Uint8Array.from([1, 1, 0, 1, 0]));
    expect(arr(emax)).toEqual([NaN, 800, 800, 1200, 1200]);
    expect(arr(ea)).toEqual([NaN, 800, 800, 1000, 1000]);
  });
  it('is unknown without engine time', () => {
    const { emax, ea } = rpmSoFar(f(900), Uint8Array.from([0]));
    expect(arr(emax)).toEqual([NaN]);
    expect(arr(ea)).toEqual([NaN]);
  });
});

describe('duty factor', () => {
  it('is 0 before the engine ran, a percentage of one decimal after, never above 100', () => {
    expect(dutyFactor(0, 0)).toBe(0);
    expect(dutyFactor(10, 30)).toBe(33.3);
    expect(dutyFactor(40, 30)).toBe(100);
  });
});

describe('fuel averages', () => {
  it('gives l/100 km only from 1 km of road', () => {
    expect(arr(perHundredKm(f(0.1, 10, NaN), f(999, 100_000, 100_000)))).toEqual([NaN, 10, NaN]);
  });
  it('gives l/h only from a minute of time', () => {
    expect(arr(perHour(f(1, 2, 3), f(59, 3600, 7200)))).toEqual([NaN, 2, 1.5]);
  });
  it('measures the instantaneous use over the last 60 s, never negative', () => {
    // 0.1 l every 30 s = 12 l/h; then a refuelling (the level rises): 0.
    const t = f(0, 30_000, 60_000, 90_000, 120_000);
    const used = f(0, 0.1, 0.2, 0.3, 0.1);
    const out = arr(instantUse(t, used));
    expect(out[0]).toBeNaN();
    expect(out[1]).toBeCloseTo(12);
    expect(out[2]).toBeCloseTo(12);
    expect(out[3]).toBeCloseTo(12);
    expect(out[4]).toBe(0);
  });
  it('skips unknown used values and gives nothing for no points', () => {
    expect(arr(instantUse(f(), f()))).toEqual([]);
    const out = arr(instantUse(f(0, 10_000, 20_000), f(NaN, 1, 1.01)));
    expect(out[0]).toBeNaN();
    expect(out[1]).toBeNaN();
    expect(out[2]).toBeCloseTo(3.6);
  });
});

describe('GPRS flags', () => {
  it('marks records received within 120 s as available', () => {
    expect(arr(gprsAvailable(f(0, 0, 0), f(120_000, 120_001, -5)))).toEqual([1, 0, 1]);
  });
  it('marks records inside a connection, an open one up to the given time, merged overlaps', () => {
    const t = f(5, 15, 25, 35, 45, 55);
    const spans = [
      { from: 30, to: 40 },
      { from: 10, to: 20 },
      { from: 38, to: 46 },
      { from: 50, to: null },
    ];
    expect(arr(gprsActive(t, spans, 52))).toEqual([0, 1, 0, 1, 1, 0]);
    expect(arr(gprsActive(t, [], 100))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('fix carried over records without one', () => {
  it('carries the last fix, from before the range too', () => {
    const r = carryFix(f(0, 52, 0), f(0, 21, 0), Uint8Array.from([0, 1, 0]), { lat: 51, lon: 20 });
    expect(arr(r.lat)).toEqual([51, 52, 52]);
    expect(arr(r.lon)).toEqual([20, 21, 21]);
  });
  it('takes the first fix after when nothing came before, and NaN without any fix', () => {
    const r = carryFix(f(0, 0, 52), f(0, 0, 21), Uint8Array.from([0, 0, 1]), null);
    expect(arr(r.lat)).toEqual([52, 52, 52]);
    const none = carryFix(f(0), f(0), Uint8Array.from([0]), null);
    expect(arr(none.lat)).toEqual([NaN]);
  });
});
