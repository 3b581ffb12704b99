import { haversine, usableFix } from '../engine/geo';
import { CounterSteps } from './counter-steps';
import { ECO_MOVING_KMH, type EcoRecord } from './records';

/**
 * Per-point derived values of an eco report (spec 2 §3.5 'Derived'), counted from the range's
 * first point. The time between two points belongs to the state of the earlier one: stopped
 * when its key is off, driving when it moves at ECO_MOVING_KMH or more, else halted (key on or
 * unknown, standing). Road counts only between two usable fixes. Typed arrays: a month of a
 * locomotive is ~270,000 points.
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
  /** kWh drawn / recuperated since the previous point (anomalies skipped). */
  e1Used: Float64Array;
  e2Used: Float64Array;
  /** 1 where a counter step at the point was skipped (per counter), else 0. */
  skipped: Float64Array;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function deriveEcoPoints(records: readonly EcoRecord[]): EcoDerived {
  const n = records.length;
  const d: EcoDerived = {
    rg: new Float64Array(n),
    sumrg: new Float64Array(n),
    rt: new Float64Array(n),
    st: new Float64Array(n),
    ht: new Float64Array(n),
    et: new Float64Array(n),
    tt: new Float64Array(n),
    vmax: new Float64Array(n),
    vavg: new Float64Array(n),
    rr: new Float64Array(n),
    e1Used: new Float64Array(n),
    e2Used: new Float64Array(n),
    skipped: new Float64Array(n),
  };
  const c1 = new CounterSteps();
  const c2 = new CounterSteps();
  let sumrg = 0;
  let rt = 0;
  let st = 0;
  let ht = 0;
  let et = 0;
  let vmax = 0;
  for (let i = 0; i < n; i++) {
    const r = records[i];
    let rg = 0;
    if (i > 0) {
      const p = records[i - 1];
      const s = Math.max(0, (r.t - p.t) / 1000);
      if (p.key === false) st += s;
      else if (p.v >= ECO_MOVING_KMH) rt += s;
      else ht += s;
      if (p.key === true) et += s;
      if (usableFix(p.gps, p.lat, p.lon) && usableFix(r.gps, r.lat, r.lon)) rg = haversine(p.lat, p.lon, r.lat, r.lon);
    }
    sumrg += rg;
    if (r.v > vmax) vmax = r.v;
    const tt = (r.t - records[0].t) / 1000;
    const s1 = c1.step(r.t, r.e1);
    const s2 = c2.step(r.t, r.e2);
    d.rg[i] = Math.round(rg);
    d.sumrg[i] = Math.round(sumrg);
    d.rt[i] = Math.round(rt);
    d.st[i] = Math.round(st);
    d.ht[i] = Math.round(ht);
    d.et[i] = Math.round(et);
    d.tt[i] = Math.round(tt);
    d.vmax[i] = vmax;
    d.vavg[i] = rt > 0 ? round1((sumrg / rt) * 3.6) : 0;
    d.rr[i] = tt > 0 ? round1((rt / tt) * 100) : 0;
    d.e1Used[i] = s1.used;
    d.e2Used[i] = s2.used;
    d.skipped[i] = (s1.skipped ? 1 : 0) + (s2.skipped ? 1 : 0);
  }
  return d;
}
