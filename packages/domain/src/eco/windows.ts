import { orderedPowerKw, type PowerYear } from '../powerorder/ordered-power';
import type { EcoEnergyEntry } from './answer';
import { round1, round3, type EcoDerived } from './derive';
import type { EcoRecord } from './records';
import { minuteFormatter } from './zone-minutes';

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

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
    const w = emptyWindow();
    let j = i;
    for (; j < n && Math.floor(records[j].t / ms) === key; j++) {
      const r = records[j];
      addPoint(w, r, derived.e1Units[j], derived.e2Units[j], derived.skipped[j]);
      if (r.e1 !== null) pc = r.e1;
    }
    out.push(windowEntry(w, pc, key * ms, o, format));
    i = j;
  }
  return out;
}

/** What a window adds up of its points (energy in millionths of a kWh). */
export interface WindowSums {
  n: number;
  used: number;
  recup: number;
  skipped: number;
  vSum: number;
  vMin: number;
  vMax: number;
  volSum: number;
  volN: number;
  /** Position of the window's last point. */
  lat: number;
  lon: number;
}

export const emptyWindow = (): WindowSums => ({
  n: 0,
  used: 0,
  recup: 0,
  skipped: 0,
  vSum: 0,
  vMin: Infinity,
  vMax: -Infinity,
  volSum: 0,
  volN: 0,
  lat: 0,
  lon: 0,
});

/**
 * Adds a point to its window: its energy steps (millionths of a kWh) and counter steps skipped,
 * speed, voltage, and its position (the window's last point so far). Shared by the record path
 * and the stored days (minutes.ts), so both sum in the same order.
 */
export function addPoint(w: WindowSums, r: EcoRecord, used: number, recup: number, skipped: number) {
  w.n++;
  w.used += used;
  w.recup += recup;
  w.skipped += skipped;
  w.vSum += r.v;
  if (r.v < w.vMin) w.vMin = r.v;
  if (r.v > w.vMax) w.vMax = r.v;
  if (r.vol !== null) {
    w.volSum += r.vol;
    w.volN++;
  }
  w.lat = r.lat;
  w.lon = r.lon;
}

/** The figures of one window (all of an entry but its times and texts). */
export interface WindowFigures {
  pc: number | null;
  pu: number | null;
  pum: number | null;
  po: number | null;
  v: number;
  vmin: number;
  vmax: number;
  lon: number;
  lat: number;
  pr: number | null;
  ex: number | null;
  over: boolean;
  vol: number | null;
  skipped: number;
}

/**
 * The rules of a window's figures from its sums, the meter reading at its end (`pc`) and the
 * ordered power of its month (`po`), written into `out` (reused: a month has ~45,000 windows).
 * Shared by the record path (windowEntry) and the stored days' path (bin-report.ts).
 */
export function windowFigures(
  w: WindowSums,
  pc: number | null,
  po: number | null,
  o: { minutes: number; hasEnergy: boolean },
  out: WindowFigures,
): WindowFigures {
  const pu = o.hasEnergy ? round3(w.used / 1e6) : null;
  const pumExact = pu === null ? null : round3((pu * 60) / o.minutes);
  const over = pumExact !== null && po !== null && pumExact > po;
  out.pc = o.hasEnergy ? pc : null;
  out.pu = pu;
  out.pum = pumExact === null ? null : round1(pumExact);
  out.po = po;
  out.v = round1(w.vSum / w.n);
  out.vmin = round1(w.vMin);
  out.vmax = round1(w.vMax);
  out.lon = round6(w.lon);
  out.lat = round6(w.lat);
  out.pr = o.hasEnergy ? round3(w.recup / 1e6) : null;
  out.ex = pumExact === null || po === null ? null : over ? round1(pumExact - po) : 0;
  out.over = over;
  out.vol = w.volN > 0 ? Math.round(w.volSum / w.volN) : null;
  out.skipped = w.skipped;
  return out;
}

/** The ordered power of the month a window starts in (company zone), kW, or null. */
export function windowPo(power: readonly PowerYear[], ld: string): number | null {
  return orderedPowerKw(power, Number(ld.slice(0, 4)), Number(ld.slice(5, 7)));
}

/**
 * One energy entry from its window's sums, the meter reading at its end (`pc`) and its start;
 * the ordered power and counter number are applied here, at answer time (the stored eco days
 * hold none of the vehicle's configuration).
 */
export function windowEntry(
  w: WindowSums,
  pc: number | null,
  start: number,
  o: Omit<EcoWindowOptions, 'format' | 'timeZone'>,
  format: (epochMs: number) => string,
): EcoEnergyEntry {
  const ms = o.minutes * 60_000;
  const ld = format(start);
  const f = windowFigures(w, pc, windowPo(o.power, ld), o, {} as WindowFigures);
  return { ...f, c_no: o.counterNumber, ld, ldu: format(start + ms), ldValue: start, lduValue: start + ms };
}
