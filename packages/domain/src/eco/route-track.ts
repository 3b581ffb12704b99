import { packColumn, unpackColumn } from '../api/columns';
import type { EcoAnswer } from './answer';
import { chartEngine, chartRoad } from './build';

/**
 * The route's cumulative road (m) and engine time (s) by point time over the eco range (the
 * route viewer's point columns: road past the vehicle's GPS-jump and standing-jitter rules).
 */
export interface EcoRouteTrack {
  time: ArrayLike<number>;
  sumrg: ArrayLike<number>;
  et: ArrayLike<number>;
}

/**
 * The track's `values` at the last point at or before each of the ascending `times` (the first
 * point's before it); NaN (a point that does not know) reads as the last known value, 0 at first.
 */
export function sampleTrack(track: EcoRouteTrack, values: ArrayLike<number>, times: ArrayLike<number>): number[] {
  const out: number[] = [];
  let p = 0;
  let known = 0;
  const n = track.time.length;
  if (n === 0) return Array.from({ length: times.length }, () => 0);
  for (let k = 0; k < times.length; k++) {
    while (p + 1 < n && track.time[p + 1] <= times[k]) {
      p++;
      if (values[p] === values[p]) known = values[p];
    }
    if (p === 0 && values[0] === values[0]) known = values[0];
    out.push(known);
  }
  return out;
}

/**
 * An eco answer whose road and engine figures are the route's (issue 27: the chart's road and
 * engine scales and the points' road end where the panel's road and the route viewer's do):
 * the chart's scales at each window start, the points' rg and sumrg at each point.
 */
export function withRouteTrack<A extends Pick<EcoAnswer, 'chart' | 'points'>>(answer: A, track: EcoRouteTrack): A {
  const chart = {
    ...answer.chart,
    road: sampleTrack(track, track.sumrg, answer.chart.t).map(chartRoad),
    engine: sampleTrack(track, track.et, answer.chart.t).map(chartEngine),
  };
  const { points } = answer;
  const timeCol = points.c.dtValue;
  if (points.n === 0 || !timeCol) return { ...answer, chart };
  const times = unpackColumn(timeCol, points.n) as number[];
  const sumrg = sampleTrack(track, track.sumrg, times).map(Math.round);
  const rg = sumrg.map((m, i) => (i === 0 ? 0 : m - sumrg[i - 1]));
  return { ...answer, chart, points: { ...points, c: { ...points.c, sumrg: packColumn(sumrg), rg: packColumn(rg) } } };
}
