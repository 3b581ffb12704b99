import { describe, expect, it } from 'vitest';
import { eventRoadStats } from './event-stats';

const f = (...v: number[]) => Float64Array.from(v);
const cols = {
  time: f(0, 10_000, 20_000, 30_000, 40_000),
  v: f(0, 36, 72, 50, 0),
  sumrg: f(0, 100, 300, 450, 450),
  sumth: f(0, 90, 290, 440, 440),
  flu: f(NaN, NaN, NaN, NaN, NaN),
  plu: f(0, 0.1, 0.25, 0.4, 0.4),
};

describe('event statistics from the points', () => {
  it('measures road, speeds and fuel from the start point to the end point', () => {
    expect(eventRoadStats(cols, 10_000, 30_000)).toEqual({ rg: 350, th: 350, vmax: 72, vavg: 63, fuel: 0.3 });
  });
  it('runs an open event to the last point and prefers the flow meter', () => {
    const withFlow = { ...cols, flu: f(0, 1, 2, 3, 4) };
    expect(eventRoadStats(withFlow, 20_000, null)).toEqual({ rg: 150, th: 150, vmax: 72, vavg: 27, fuel: 2 });
  });
  it('has none without points', () => {
    expect(eventRoadStats({ ...cols, time: f() }, 0, 1)).toBeNull();
  });
});
