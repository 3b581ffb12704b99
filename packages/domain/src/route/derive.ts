/**
 * Route point values the engine does not give (spec 2 §3.1; units in api/route.ts), as pure
 * functions over whole columns. Columns are Float64Arrays with NaN for "unknown" (null on the
 * wire), flags Uint8Arrays: one allocation per column, none per point. Rules: docs/route.md.
 */

/** Highest value so far (vmax); NaN entries are skipped, NaN until the first known value. */
export function runningMax(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  let max = NaN;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === v && !(v <= max)) max = v;
    out[i] = max;
  }
  return out;
}

/** Difference from the previous value (rg, th, flus); the first point counts from 0 (the range start). */
export function stepDiff(cumulative: ArrayLike<number>): Float64Array {
  const out = new Float64Array(cumulative.length);
  let prev = 0;
  for (let i = 0; i < cumulative.length; i++) {
    const v = cumulative[i];
    if (v !== v) {
      out[i] = NaN;
      continue;
    }
    out[i] = v - prev;
    prev = v;
  }
  return out;
}

/** Highest (emax) and average (ea) rpm so far over engine-on points that report rpm. */
export function rpmSoFar(rpm: ArrayLike<number>, engine: ArrayLike<number>): { emax: Float64Array; ea: Float64Array } {
  const n = rpm.length;
  const emax = new Float64Array(n);
  const ea = new Float64Array(n);
  let max = NaN;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const r = rpm[i];
    if (engine[i] && r === r) {
      if (!(r <= max)) max = r;
      sum += r;
      count++;
    }
    emax[i] = max;
    ea[i] = count ? sum / count : NaN;
  }
  return { emax, ea };
}

/** Duty factor: driving share of engine-on time, percent, one decimal; 0 before the engine ran. */
export function dutyFactor(rt: number, et: number): number {
  if (!(et > 0)) return 0;
  return Math.round(Math.min(100, (rt / et) * 100) * 10) / 10;
}

/** Road (metres) an average per 100 km needs: shorter roads give no l/100 km (null). */
export const MIN_ROAD_FOR_AVERAGE_M = 1000;
/** Seconds an average per hour needs. */
export const MIN_TIME_FOR_AVERAGE_S = 60;
/** Window of the instantaneous use, ms. */
export const INSTANT_WINDOW_MS = 60_000;

/** Litres per 100 km so far (plk, flk): used litres over GPS road. */
export function perHundredKm(used: ArrayLike<number>, road: ArrayLike<number>): Float64Array {
  const out = new Float64Array(used.length);
  for (let i = 0; i < used.length; i++) {
    const u = used[i];
    const r = road[i];
    out[i] = u === u && r >= MIN_ROAD_FOR_AVERAGE_M ? (u / r) * 100_000 : NaN;
  }
  return out;
}

/** Litres per hour of `seconds` so far (plm, flm over engine time; fluavg over driving time). */
export function perHour(used: ArrayLike<number>, seconds: ArrayLike<number>): Float64Array {
  const out = new Float64Array(used.length);
  for (let i = 0; i < used.length; i++) {
    const u = used[i];
    const s = seconds[i];
    out[i] = u === u && s >= MIN_TIME_FOR_AVERAGE_S ? (u / s) * 3600 : NaN;
  }
  return out;
}

/**
 * Instantaneous use, l/h (plmm, flmm): the use between the earliest point of the last 60 s and
 * this one over the time between them. NaN on the first point, over no time, or where the used
 * value is unknown; never below 0 (a counter reset or a refuelling is not negative use).
 */
export function instantUse(
  time: ArrayLike<number>,
  used: ArrayLike<number>,
  windowMs = INSTANT_WINDOW_MS,
): Float64Array {
  const n = time.length;
  const out = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < n; i++) {
    while (j < i && (time[j] < time[i] - windowMs || used[j] !== used[j])) j++;
    const dt = time[i] - time[j];
    const du = used[i] - used[j];
    out[i] = dt > 0 && du === du ? Math.max(0, du / (dt / 3_600_000)) : NaN;
  }
  return out;
}

/** The record reached the server within `maxDelayMs` of its own time (gprsAval). */
export const GPRS_AVAILABLE_DELAY_MS = 120_000;

export function gprsAvailable(
  time: ArrayLike<number>,
  receivedAt: ArrayLike<number>,
  maxDelayMs = GPRS_AVAILABLE_DELAY_MS,
): Uint8Array {
  const out = new Uint8Array(time.length);
  for (let i = 0; i < time.length; i++) out[i] = receivedAt[i] - time[i] <= maxDelayMs ? 1 : 0;
  return out;
}

/** A device connection: open from `from` to `to` (null: still open, counted up to `openUntil`). */
export interface ConnectionSpan {
  from: number;
  to: number | null;
}

/** A device connection was open at the record's time (gprsActive); `time` ascending. */
export function gprsActive(time: ArrayLike<number>, spans: readonly ConnectionSpan[], openUntil: number): Uint8Array {
  const out = new Uint8Array(time.length);
  if (spans.length === 0) return out;
  const sorted = spans
    .map((s) => ({ from: s.from, to: s.to ?? openUntil }))
    .filter((s) => s.to >= s.from)
    .sort((a, b) => a.from - b.from);
  // Merge overlaps (a reconnect before the old socket was noticed closed).
  const merged: { from: number; to: number }[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else merged.push({ ...s });
  }
  let k = 0;
  for (let i = 0; i < time.length; i++) {
    const t = time[i];
    while (k < merged.length && merged[k].to < t) k++;
    out[i] = k < merged.length && merged[k].from <= t ? 1 : 0;
  }
  return out;
}

/**
 * Coordinates of records without a usable fix: the last fix before them (`before`, e.g. the
 * engine's fix from before the range), else the first fix after them; NaN when the range and
 * what came before have no fix at all. `usable[i]` says whether record i has its own fix.
 */
export function carryFix(
  lat: ArrayLike<number>,
  lon: ArrayLike<number>,
  usable: ArrayLike<number>,
  before: { lat: number; lon: number } | null,
): { lat: Float64Array; lon: Float64Array } {
  const n = lat.length;
  const outLat = new Float64Array(n);
  const outLon = new Float64Array(n);
  let la = before ? before.lat : NaN;
  let lo = before ? before.lon : NaN;
  for (let i = 0; i < n; i++) {
    if (usable[i]) {
      la = lat[i];
      lo = lon[i];
    }
    outLat[i] = la;
    outLon[i] = lo;
  }
  // Records before the first fix (and no fix before the range): the first fix after them.
  if (!before) {
    let first = -1;
    for (let i = 0; i < n; i++)
      if (usable[i]) {
        first = i;
        break;
      }
    if (first > 0)
      for (let i = 0; i < first; i++) {
        outLat[i] = lat[first];
        outLon[i] = lon[first];
      }
  }
  return { lat: outLat, lon: outLon };
}
