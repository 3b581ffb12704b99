import { describe, expect, it } from 'vitest';
import { packColumns, unpackColumns } from '../api/columns';
import type { EcoTotals } from './derive';
import { sampleTrack, withRouteTrack } from './route-track';
import { ecoStats } from './stats';

const track = { time: [1000, 2000, 3000, 4000], sumrg: [0, 120, NaN, 450.4], et: [0, 1, 2, 3600] };

describe('the eco answer on the route track', () => {
  it('samples the last point at or before each time, the first before it, a gap as the last known', () => {
    expect(sampleTrack(track, track.sumrg, [0, 1000, 1999, 2000, 3500, 4000, 9000])).toEqual([
      0, 0, 0, 120, 120, 450.4, 450.4,
    ]);
    expect(sampleTrack({ time: [], sumrg: [], et: [] }, [], [1, 2])).toEqual([0, 0]);
  });

  it("takes the chart's road and engine scales and the points' road from the route", () => {
    const points = packColumns(3, {
      dtValue: [1000, 2500, 4000],
      sumrg: [0, 999, 1999],
      rg: [0, 999, 1000],
      v: [1, 2, 3],
    });
    const chart = {
      t: [1000, 4000],
      power: [],
      po: [],
      speed: [],
      voltage: [],
      over: [],
      road: [9, 9],
      engine: [9, 9],
    };
    const out = withRouteTrack({ chart, points }, track);
    expect(out.chart.road).toEqual([0, 0.45]);
    expect(out.chart.engine).toEqual([0, 1]);
    const cols = unpackColumns(out.points);
    expect(cols.sumrg).toEqual([0, 120, 450]);
    expect(cols.rg).toEqual([0, 120, 330]);
    expect(cols.v).toEqual([1, 2, 3]);
  });

  it("gives the panel the route's road, state seconds and speeds; energy per km over the route's road", () => {
    const t: EcoTotals = {
      n: 10,
      ttMs: 3_600_000,
      roadUm: 50_000 * 1e6,
      rtMs: 2_000_000,
      stMs: 1_000_000,
      htMs: 600_000,
      etMs: 2_600_000,
      vmax: 120,
      e1Units: 100 * 1e6,
      e2Units: 0,
      skipped: 0,
    };
    const own = ecoStats(t, [], true);
    expect(own).toMatchObject({ road_km: 50, drive_s: 2000, total_s: 3600, e_per_km: 2 });
    const s = ecoStats(t, [], true, { rg: 40_000, rt: 1800, st: 1500, ht: 400, va: 80, vm: 110 });
    expect(s).toMatchObject({
      road_km: 40,
      drive_s: 1800,
      stop_s: 1500,
      halt_s: 400,
      total_s: 3700,
      vmax: 110,
      vavg: 80,
      ride_pct: 48.6,
      e_drawn: 100,
      e_per_km: 2.5,
      e_per_h: 200,
    });
  });
});
