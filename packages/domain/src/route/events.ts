/**
 * What a route event takes from the route's points (spec 2 §3.1 event fields): temperatures
 * 1–4 min/max during the event, km and mth counters and the fuel level at its start.
 * `time` is ascending; other columns are NaN where unknown. Rules: docs/route.md.
 */

/** Index of the first point at or after `t` (n when none). */
export function lowerBound(time: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the point nearest in time to `t` (the earlier one on a tie), -1 without points. */
export function nearestIndex(time: ArrayLike<number>, t: number): number {
  const n = time.length;
  if (n === 0) return -1;
  const i = lowerBound(time, t);
  if (i === 0) return 0;
  if (i === n) return n - 1;
  return t - time[i - 1] <= time[i] - t ? i - 1 : i;
}

export interface EventPointColumns {
  time: ArrayLike<number>;
  /** Thermometers 1–4 (fewer is fine). */
  temps: readonly ArrayLike<number>[];
  ckm: ArrayLike<number>;
  cmth: ArrayLike<number>;
  fuel: ArrayLike<number>;
}

export interface EventPointStats {
  tmin: (number | null)[];
  tmax: (number | null)[];
  ckm: number | null;
  cmth: number | null;
  fl: number | null;
}

const nn = (v: number) => (v === v ? v : null);

/**
 * Statistics over the points from `from` to `to` (inclusive; `to` null: to the last point).
 * The counters and the level are those of the first point of the event; an event that began
 * before the route's first point takes them from the first point.
 */
export function eventPointStats(cols: EventPointColumns, from: number, to: number | null): EventPointStats {
  const n = cols.time.length;
  const start = lowerBound(cols.time, from);
  const end = to === null ? n : lowerBound(cols.time, to + 1);
  const tmin: (number | null)[] = [null, null, null, null];
  const tmax: (number | null)[] = [null, null, null, null];
  for (let k = 0; k < 4 && k < cols.temps.length; k++) {
    const t = cols.temps[k];
    let lo = NaN;
    let hi = NaN;
    for (let i = start; i < end; i++) {
      const v = t[i];
      if (v !== v) continue;
      if (!(v >= lo)) lo = v;
      if (!(v <= hi)) hi = v;
    }
    tmin[k] = nn(lo);
    tmax[k] = nn(hi);
  }
  const at = start < n ? start : -1;
  return {
    tmin,
    tmax,
    ckm: at < 0 ? null : nn(cols.ckm[at]),
    cmth: at < 0 ? null : nn(cols.cmth[at]),
    fl: at < 0 ? null : nn(cols.fuel[at]),
  };
}
