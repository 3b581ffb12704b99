import { describe, expect, it } from 'vitest';
import { segmentRowStats } from './event-stats';

const f = (...v: number[]) => Float64Array.from(v);
// A stop until 10 s, a drive from 10 s (its first point already 100 m on) to 40 s, a stop.
const cols = {
  time: f(0, 10_000, 20_000, 30_000, 40_000, 50_000),
  v: f(0, 36, 72, 50, 0, 0),
  sumrg: f(0, 100, 300, 450, 460, 460),
  sumth: f(0, 90, 290, 440, 450, 450),
  flu: f(NaN, NaN, NaN, NaN, NaN, NaN),
  plu: f(0, 0.1, 0.25, 0.4, 0.4, 0.4),
};

describe('event statistics from the points', () => {
  it("measures a drive's road from the point before its first point to the point that ended it", () => {
    expect(segmentRowStats(cols, 3, 10_000, 40_000)).toEqual({ rg: 460, th: 450, vmax: 72, vavg: 55.2, fuel: 0.3 });
  });

  it('gives a stop or a halt no road and no speeds, only the fuel used', () => {
    expect(segmentRowStats(cols, 1, 0, 10_000)).toEqual({ rg: null, th: null, vmax: null, vavg: null, fuel: 0.1 });
    expect(segmentRowStats(cols, 2, 40_000, null)).toEqual({ rg: null, th: null, vmax: null, vavg: null, fuel: 0 });
  });

  it('counts a drive begun before the range from the range start, and runs an open one to the last point', () => {
    const withFlow = { ...cols, flu: f(0, 1, 2, 3, 4, 4) };
    expect(segmentRowStats(withFlow, 3, 0, null)).toEqual({ rg: 460, th: 450, vmax: 72, vavg: 33.1, fuel: 4 });
    expect(segmentRowStats(withFlow, 3, 20_000, null)!.rg).toBe(360);
  });

  it('has none without points or for other events', () => {
    expect(segmentRowStats({ ...cols, time: f() }, 3, 0, 1)).toBeNull();
    expect(segmentRowStats(cols, 25, 0, 10_000)).toBeNull();
  });
});
