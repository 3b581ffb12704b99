import { haversine, usableFix } from '../engine/geo';
import { CounterSteps } from './counter-steps';
import { ECO_MOVING_KMH, type EcoRecord } from './records';

/**
 * Per-point derived values of an eco report (spec 2 §3.5 'Derived'), counted from the range's
 * first point. The time between two points belongs to the state of the earlier one: stopped
 * when its key is off, driving when it moves at ECO_MOVING_KMH or more, else halted (key on or
 * unknown, standing). Road counts only between two usable fixes. Typed arrays: a month of a
 * locomotive is ~270,000 points.
 *
 * Road, times and energy are summed in integers (micrometres, milliseconds, millionths of a
 * kWh): the stored eco days (minutes.ts, bin-report.ts) add a month up per day and must reach
 * the very same figures, which float sums in another order would not.
 */
export interface EcoDerived {
  rg: Float64Array;
  sumrg: Float64Array;
  rt: Float64Array;
  st: Float64Array;
  ht: Float64Array;
  et: Float64Array;
  tt: Float64Array;
  vmax: Float64Array;
  vavg: Float64Array;
  rr: Float64Array;
  /** Energy drawn / recuperated since the previous point, millionths of a kWh (anomalies skipped). */
  e1Units: Float64Array;
  e2Units: Float64Array;
  /** Counter steps skipped at the point (0, 1 or 2: one per counter). */
  skipped: Float64Array;
  totals: EcoTotals;
}

/** The range's sums the statistics read (integer units; see EcoDerived). */
export interface EcoTotals {
  n: number;
  /** Last point time minus first point time, ms. */
  ttMs: number;
  roadUm: number;
  rtMs: number;
  stMs: number;
  htMs: number;
  etMs: number;
  vmax: number;
  e1Units: number;
  e2Units: number;
  skipped: number;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Road between two points, micrometres (0 unless both fixes are usable). */
export function roadUm(p: Pick<EcoRecord, 'gps' | 'lat' | 'lon'>, r: Pick<EcoRecord, 'gps' | 'lat' | 'lon'>): number {
  if (!usableFix(p.gps, p.lat, p.lon) || !usableFix(r.gps, r.lat, r.lon)) return 0;
  return Math.round(haversine(p.lat, p.lon, r.lat, r.lon) * 1e6);
}

/** Metres of micrometres, whole (sumrg). */
export const metresOf = (um: number) => Math.round(um / 1e6);
/** Seconds of milliseconds, whole. */
export const secondsOf = (ms: number) => Math.round(ms / 1000);
/** Average driving speed so far, km/h (0.1). */
export const avgSpeed = (um: number, rtMs: number) => (rtMs > 0 ? round1((um / 1e6 / (rtMs / 1000)) * 3.6) : 0);
/** Ride ratio so far, % (0.1). */
export const rideRatio = (rtMs: number, ttMs: number) => (ttMs > 0 ? round1((rtMs / 1000 / (ttMs / 1000)) * 100) : 0);

/** Time sums of the gap after point `p` (its state owns the gap), added to `sums`, ms. */
export function addGap(
  sums: { rtMs: number; stMs: number; htMs: number; etMs: number },
  p: Pick<EcoRecord, 'key' | 'v'>,
  ms: number,
) {
  const s = Math.max(0, ms);
  if (p.key === false) sums.stMs += s;
  else if (p.v >= ECO_MOVING_KMH) sums.rtMs += s;
  else sums.htMs += s;
  if (p.key === true) sums.etMs += s;
}

export function deriveEcoPoints(records: readonly EcoRecord[]): EcoDerived {
  const n = records.length;
  const f = () => new Float64Array(n);
  const d: Omit<EcoDerived, 'totals'> = {
    rg: f(),
    sumrg: f(),
    rt: f(),
    st: f(),
    ht: f(),
    et: f(),
    tt: f(),
    vmax: f(),
    vavg: f(),
    rr: f(),
    e1Units: f(),
    e2Units: f(),
    skipped: f(),
  };
  const c1 = new CounterSteps();
  const c2 = new CounterSteps();
  const sums = { rtMs: 0, stMs: 0, htMs: 0, etMs: 0 };
  let road = 0;
  let vmax = 0;
  let e1 = 0;
  let e2 = 0;
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    const r = records[i];
    let rg = 0;
    if (i > 0) {
      const p = records[i - 1];
      addGap(sums, p, r.t - p.t);
      rg = roadUm(p, r);
    }
    road += rg;
    if (r.v > vmax) vmax = r.v;
    const ttMs = r.t - records[0].t;
    const s1 = c1.step(r.t, r.e1);
    const s2 = c2.step(r.t, r.e2);
    d.rg[i] = metresOf(rg);
    d.sumrg[i] = metresOf(road);
    d.rt[i] = secondsOf(sums.rtMs);
    d.st[i] = secondsOf(sums.stMs);
    d.ht[i] = secondsOf(sums.htMs);
    d.et[i] = secondsOf(sums.etMs);
    d.tt[i] = secondsOf(ttMs);
    d.vmax[i] = vmax;
    d.vavg[i] = avgSpeed(road, sums.rtMs);
    d.rr[i] = rideRatio(sums.rtMs, ttMs);
    d.e1Units[i] = s1.units;
    d.e2Units[i] = s2.units;
    d.skipped[i] = (s1.skipped ? 1 : 0) + (s2.skipped ? 1 : 0);
    e1 += s1.units;
    e2 += s2.units;
    skipped += d.skipped[i];
  }
  const totals: EcoTotals = {
    n,
    ttMs: n > 0 ? records[n - 1].t - records[0].t : 0,
    roadUm: road,
    ...sums,
    vmax,
    e1Units: e1,
    e2Units: e2,
    skipped,
  };
  return { ...d, totals };
}
