import { describe, expect, it } from 'vitest';
import { eventPointStats, lowerBound, nearestIndex } from './events';

const f = (...v: number[]) => Float64Array.from(v);

describe('point search', () => {
  it('finds the first point at or after a time', () => {
    expect(lowerBound(f(), 5)).toBe(0);
    expect(lowerBound(f(10, 20, 30), 20)).toBe(1);
    expect(lowerBound(f(10, 20, 30), 31)).toBe(3);
  });
  it('finds the nearest point, the earlier on a tie, -1 with none', () => {
    expect(nearestIndex(f(), 5)).toBe(-1);
    expect(nearestIndex(f(10), 500)).toBe(0);
    expect(nearestIndex(f(10, 20, 30), 24)).toBe(1);
    expect(nearestIndex(f(10, 20, 30), 25)).toBe(1);
    expect(nearestIndex(f(10, 20, 30), 26)).toBe(2);
    expect(nearestIndex(f(10, 20, 30), 0)).toBe(0);
  });
});

describe('event statistics from the points', () => {
  const cols = {
    time: f(10, 20, 30, 40),
    temps: [f(-18, -15, NaN, -20), f(NaN, NaN, NaN, NaN)],
    ckm: f(1000, 1500, 2000, 2500),
    cmth: f(60, 70, 80, 90),
    fuel: f(NaN, 100, 99, 98),
  };
  it('takes min/max over the event and counters at its start', () => {
    const s = eventPointStats(cols, 20, 40);
    expect(s.tmin).toEqual([-20, null, null, null]);
    expect(s.tmax).toEqual([-15, null, null, null]);
    expect([s.ckm, s.cmth, s.fl]).toEqual([1500, 70, 100]);
  });
  it('reads an event begun before the route from the first point, an open one to the end', () => {
    const s = eventPointStats(cols, 0, null);
    expect(s.tmin[0]).toBe(-20);
    expect([s.ckm, s.fl]).toEqual([1000, null]);
  });
  it('gives nulls for an event after the last point and for no points', () => {
    const s = eventPointStats(cols, 50, 60);
    expect(s).toEqual({
      tmin: [null, null, null, null],
      tmax: [null, null, null, null],
      ckm: null,
      cmth: null,
      fl: null,
    });
    const none = eventPointStats({ time: f(), temps: [], ckm: f(), cmth: f(), fuel: f() }, 0, 1);
    expect(none.ckm).toBeNull();
  });
});
