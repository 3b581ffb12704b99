import { lowerBound } from './events';

/**
 * Statistics of a driving, halt or stop event (1–3) from the route's points, by the engine's
 * rules (docs/events.md §3): a drive's road runs from the point before its first point (the
 * interval into its first moving point is driven) to the point that ended it, its highest
 * speed over its points, average = road / duration; a stop ('Postój') or halt
 * ('Zatrzymanie') stands: it has no road and no speeds by definition (null, shown empty), only
 * the fuel used. Fuel by the flow meter, else by the level. Columns are cumulative from the
 * range start, NaN where unknown. Rules: docs/route.md.
 */
export interface EventStatColumns {
  time: ArrayLike<number>;
  v: ArrayLike<number>;
  sumrg: ArrayLike<number>;
  sumth: ArrayLike<number>;
  flu: ArrayLike<number>;
  plu: ArrayLike<number>;
}

/** An event row's road, tacho road (metres), highest and average speed (km/h) and fuel used (litres). */
export interface SegmentRowStats {
  rg: number | null;
  th: number | null;
  vmax: number | null;
  vavg: number | null;
  fuel: number | null;
}

const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
const r2 = (v: number) => Math.round(v * 100) / 100 + 0;

/**
 * The row statistics of segment event `eid` over [from, to] (times already clipped to the
 * range; `to` null: open, to the last point). Null for other events and without points.
 */
export function segmentRowStats(
  c: EventStatColumns,
  eid: number,
  from: number,
  to: number | null,
): SegmentRowStats | null {
  const n = c.time.length;
  if (n === 0 || eid < 1 || eid > 3) return null;
  const lo = lowerBound(c.time, from);
  const a = Math.min(lo, n - 1);
  const b = to === null ? n - 1 : Math.min(lowerBound(c.time, to), n - 1);
  if (b < a) return null;
  const used = (x: ArrayLike<number>) => (x[a] === x[a] && x[b] === x[b] ? x[b] - x[a] : NaN);
  const flu = used(c.flu);
  const fuelUsed = flu === flu ? flu : used(c.plu);
  const fuel = fuelUsed === fuelUsed ? r2(fuelUsed) : null;
  if (eid !== 3) return { rg: null, th: null, vmax: null, vavg: null, fuel };
  // Cumulative road before the drive's first interval: zero at the range's first point (the
  // columns count from the range start, the interval into the first point included).
  const before = (x: ArrayLike<number>) => (lo > 0 ? x[lo - 1] : 0);
  let vmax = 0;
  for (let i = a; i < Math.max(b, a + 1); i++) if (c.v[i] > vmax) vmax = c.v[i];
  const road = c.sumrg[b] - before(c.sumrg);
  const secs = ((to ?? c.time[n - 1]) - from) / 1000;
  return {
    rg: r1(road),
    th: r1(c.sumth[b] - before(c.sumth) || 0),
    vmax: r1(vmax),
    vavg: secs > 0 ? r1((road / secs) * 3.6) : 0,
    fuel,
  };
}
