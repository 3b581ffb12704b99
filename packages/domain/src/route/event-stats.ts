import type { EventStats } from '../engine/types';
import { lowerBound } from './events';

/**
 * Statistics of a driving, halt or stop event (1–3) from the route's points, as the engine
 * gives them while it runs (EventStats): road and tacho road from the point where the event
 * began to the point that ended it (an open event: the last point), highest speed over its
 * points, average speed = road / duration, fuel used by the flow meter, else by the level.
 * Columns are cumulative from the range start, NaN where unknown. Rules: docs/route.md.
 */
export interface EventStatColumns {
  time: ArrayLike<number>;
  v: ArrayLike<number>;
  sumrg: ArrayLike<number>;
  sumth: ArrayLike<number>;
  flu: ArrayLike<number>;
  plu: ArrayLike<number>;
}

const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
const r2 = (v: number) => Math.round(v * 100) / 100 + 0;

export function eventRoadStats(c: EventStatColumns, from: number, to: number | null): EventStats | null {
  const n = c.time.length;
  if (n === 0) return null;
  const a = Math.min(lowerBound(c.time, from), n - 1);
  const b = to === null ? n - 1 : Math.min(lowerBound(c.time, to), n - 1);
  if (b < a) return null;
  let vmax = 0;
  for (let i = a; i < Math.max(b, a + 1); i++) if (c.v[i] > vmax) vmax = c.v[i];
  const road = c.sumrg[b] - c.sumrg[a];
  const end = to ?? c.time[n - 1];
  const secs = (end - from) / 1000;
  const used = (x: ArrayLike<number>) => (x[a] === x[a] && x[b] === x[b] ? x[b] - x[a] : NaN);
  const flu = used(c.flu);
  const fuel = flu === flu ? flu : used(c.plu);
  return {
    rg: r1(road),
    th: r1(c.sumth[b] - c.sumth[a] || 0),
    vmax: r1(vmax),
    vavg: secs > 0 ? r1((road / secs) * 3.6) : 0,
    fuel: fuel === fuel ? r2(fuel) : null,
  };
}
