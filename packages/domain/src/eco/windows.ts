import { orderedPowerKw, type PowerYear } from '../powerorder/ordered-power';
import type { EcoEnergyEntry } from './answer';
import { round1, round3, type EcoDerived } from './derive';

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
import type { EcoRecord } from './records';
import { minuteFormatter } from './zone-minutes';

export interface EcoWindowOptions {
  /** Window length, minutes (1 or 15). */
  minutes: number;
  timeZone: string;
  /** The vehicle's ordered power cards (spec 3 §2.14). */
  power: readonly PowerYear[];
  /** The vehicle's energy counter number. */
  counterNumber: string | null;
  /** The vehicle reports energy counters: without, energy fields are null. */
  hasEnergy: boolean;
  /** Shared formatter (one per answer) so both window sizes reuse the zone's hours. */
  format?: (epochMs: number) => string;
}

/**
 * Energy entries of spec 2 §3.5, one per clock-aligned window holding at least one point
 * (epoch-aligned: equal to the zone's clock for offsets in whole quarters of an hour, as all
 * European zones). The energy between two points belongs to the window of the later one, so
 * the windows' energy adds up to the counters' change over the range. The ordered power is
 * the one of the window start's month (a window from 00:00 on the 1st is the new month's). A
 * transgression is an average power strictly above the ordered power (equal is not).
 */
export function ecoWindows(records: readonly EcoRecord[], derived: EcoDerived, o: EcoWindowOptions): EcoEnergyEntry[] {
  const ms = o.minutes * 60_000;
  const format = o.format ?? minuteFormatter(o.timeZone);
  const out: EcoEnergyEntry[] = [];
  const n = records.length;
  let i = 0;
  let pc: number | null = null;
  while (i < n) {
    const key = Math.floor(records[i].t / ms);
    let used = 0;
    let recup = 0;
    let vSum = 0;
    let vMin = Infinity;
    let vMax = -Infinity;
    let volSum = 0;
    let volN = 0;
    let skipped = 0;
    let j = i;
    for (; j < n && Math.floor(records[j].t / ms) === key; j++) {
      const r = records[j];
      used += derived.e1Used[j];
      recup += derived.e2Used[j];
      skipped += derived.skipped[j];
      vSum += r.v;
      if (r.v < vMin) vMin = r.v;
      if (r.v > vMax) vMax = r.v;
      if (r.vol !== null) {
        volSum += r.vol;
        volN++;
      }
      if (r.e1 !== null) pc = r.e1;
    }
    const last = records[j - 1];
    const start = key * ms;
    const ld = format(start);
    const po = orderedPowerKw(o.power, Number(ld.slice(0, 4)), Number(ld.slice(5, 7)));
    const pu = o.hasEnergy ? round3(used) : null;
    const pumExact = pu === null ? null : round3((pu * 60) / o.minutes);
    const over = pumExact !== null && po !== null && pumExact > po;
    out.push({
      pc: o.hasEnergy ? pc : null,
      pu,
      pum: pumExact === null ? null : round1(pumExact),
      po,
      c_no: o.counterNumber,
      ld,
      ldu: format(start + ms),
      ldValue: start,
      lduValue: start + ms,
      v: round1(vSum / (j - i)),
      vmin: round1(vMin),
      vmax: round1(vMax),
      lon: round6(last.lon),
      lat: round6(last.lat),
      pr: o.hasEnergy ? round3(recup) : null,
      ex: pumExact === null || po === null ? null : over ? round1(pumExact - po) : 0,
      over,
      vol: volN > 0 ? Math.round(volSum / volN) : null,
      skipped,
    });
    i = j;
  }
  return out;
}
