import type { PackedValue } from '../api/columns';
import { dutyFactor, rpmSoFar } from '../route/derive';
import type { EcoDerived } from './derive';
import type { EcoRecord } from './records';

/**
 * The transgression view's further point fields (spec 2 §3.5: r, emax, ea, th, sumth, ckm, cmt,
 * df, pu, pa, t1–t4, i1–i8 and o1–o8 with counts, state durations and last durations), over the
 * range's records. As everywhere in the eco rules, the interval between two points belongs to
 * the state of the first. Units: rpm; metres (th, sumth, ckm); seconds (cmt, state and last
 * durations); percent (df); kWh (pu); kW (pa); °C (tN).
 */

/** The 1-based inputs, outputs and thermometers the vehicle has active: only those travel. */
export interface EcoPointIo {
  inputs: readonly number[];
  outputs: readonly number[];
  thermometers: readonly number[];
}

const KWH_UNITS = 1_000_000;
const nan = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v);
const orNull = (v: number) => (v === v ? v : null);
const round = (v: number, places: number) => {
  const f = 10 ** places;
  return v === v ? Math.round(v * f) / f : null;
};

/**
 * One bit of a state mask over time: at each point, how many times it switched on so far (an
 * on state at the first point counts as one), seconds on so far, and the seconds of the current
 * on-period (or of the last one once it ended). Whole seconds.
 */
export function bitCounters(times: readonly number[], masks: readonly number[], bit: number) {
  const n = times.length;
  const state: number[] = new Array<number>(n);
  const count: number[] = new Array<number>(n);
  const on: number[] = new Array<number>(n);
  const last: number[] = new Array<number>(n);
  let switches = 0;
  let onMs = 0;
  let periodStart = -1;
  let lastMs = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && state[i - 1]) onMs += times[i] - times[i - 1];
    const s = (masks[i] >> bit) & 1;
    const was = i > 0 ? state[i - 1] : 0;
    if (s && !was) {
      switches++;
      periodStart = times[i];
    }
    if (!s && was) lastMs = times[i] - periodStart;
    state[i] = s;
    count[i] = switches;
    on[i] = Math.round(onMs / 1000);
    last[i] = Math.round((s ? times[i] - periodStart : lastMs) / 1000);
  }
  return { state, count, on, last };
}

export function ecoPointExtras(
  records: readonly EcoRecord[],
  d: EcoDerived,
  io: EcoPointIo,
): Record<string, PackedValue[]> {
  const n = records.length;
  const times = records.map((r) => r.t);
  const rpm = Float64Array.from(records, (r) => nan(r.r));
  const engine = Uint8Array.from(records, (r) => (r.key ? 1 : 0));
  const { emax, ea } = rpmSoFar(rpm, engine);
  const th: (number | null)[] = new Array<number | null>(n);
  const sumth: number[] = new Array<number>(n);
  const pu: (number | null)[] = new Array<number | null>(n);
  const pa: (number | null)[] = new Array<number | null>(n);
  const df: number[] = new Array<number>(n);
  let tachoMm = 0;
  let energyUnits = 0;
  const hasEnergy = records.some((r) => r.e1 !== null);
  for (let i = 0; i < n; i++) {
    const prev = records[i - 1];
    const step = prev && prev.tv != null ? Math.round((prev.tv / 3.6) * (records[i].t - prev.t)) : null;
    if (step !== null) tachoMm += step;
    th[i] = step === null ? null : Math.round(step / 1000);
    sumth[i] = Math.round(tachoMm / 1000);
    energyUnits += d.e1Units[i];
    pu[i] = hasEnergy ? Math.round((energyUnits / KWH_UNITS) * 1000) / 1000 : null;
    const hours = d.et[i] / 3600;
    pa[i] = hasEnergy && hours > 0 ? Math.round((energyUnits / KWH_UNITS / hours) * 10) / 10 : null;
    df[i] = dutyFactor(d.rt[i], d.et[i]);
  }
  const out: Record<string, PackedValue[]> = {
    r: records.map((r) => r.r ?? null),
    emax: Array.from(emax, orNull),
    ea: Array.from(ea, (v) => round(v, 0)),
    th,
    sumth,
    ckm: records.map((r) => r.odo ?? null),
    cmt: records.map((r) => r.mth ?? null),
    df,
    pu,
    pa,
  };
  for (const k of io.thermometers) out[`t${k}`] = records.map((r) => r.temps?.[k - 1] ?? null);
  const io2 = [
    ['i', io.inputs, records.map((r) => r.inp ?? 0)],
    ['o', io.outputs, records.map((r) => r.out ?? 0)],
  ] as const;
  for (const [prefix, list, masks] of io2) {
    for (const k of list) {
      const c = bitCounters(times, masks, k - 1);
      out[`${prefix}${k}`] = c.state;
      out[`${prefix}${k}c`] = c.count;
      out[`${prefix}${k}st`] = c.on;
      out[`${prefix}${k}lt`] = c.last;
    }
  }
  return out;
}
