import { CounterSteps } from './counter-steps';
import { addGap, roadUm, type EcoTotals } from './derive';
import type { EcoRecord } from './records';
import { addPoint, emptyWindow, type WindowSums } from './windows';

/** One UTC day, ms: 1- and 15-minute windows are epoch-aligned, so none crosses a day's start. */
export const ECO_DAY_MS = 86_400_000;

/**
 * The windows of one size that hold points, as columns (JSON-friendly: an eco day is stored as
 * text). Energy in millionths of a kWh, counted within the piece only: the step of a counter's
 * first reading from the reading before the piece is added when pieces are joined.
 */
export interface EcoBins {
  /** Window number since the epoch (start = k · window ms). */
  k: number[];
  n: number[];
  used: number[];
  recup: number[];
  skipped: number[];
  vSum: number[];
  vMin: number[];
  vMax: number[];
  volSum: number[];
  volN: number[];
  /** Last energy1 reading of the window, null when none (the previous one carries). */
  pc: (number | null)[];
  lat: number[];
  lon: number[];
  /**
   * Road (µm) and traction-on time (ms) from the piece's first point to its last point at or
   * before the window start (a point exactly on the start counts); null when the piece has no
   * point that early (the previous piece's last point is the one).
   */
  road: (number | null)[];
  eng: (number | null)[];
}

/** What joins a piece to its neighbours: one point of it. */
export interface EcoEdgePoint {
  t: number;
  key: boolean | null;
  v: number;
  gps: boolean;
  lat: number;
  lon: number;
}

/** A counter reading [time, kWh]. */
export type EcoReading = [number, number];

/**
 * A compact "eco day": the records of one UTC day (or of the part of it inside a range) reduced
 * to what the 1- and 15-minute reports need. Sums within the piece (integers: µm, ms,
 * millionths of a kWh) and the edges the next piece is joined by (bin-report.ts).
 */
export interface EcoDay extends Omit<EcoTotals, 'ttMs'> {
  /** Some record reports energy1 (the report's has_energy). */
  hasE1: boolean;
  first: EcoEdgePoint;
  last: EcoEdgePoint;
  e1First: EcoReading | null;
  e1Last: EcoReading | null;
  e2First: EcoReading | null;
  e2Last: EcoReading | null;
  m1: EcoBins;
  m15: EcoBins;
}

const edge = (r: EcoRecord): EcoEdgePoint => ({ t: r.t, key: r.key, v: r.v, gps: r.gps, lat: r.lat, lon: r.lon });

function emptyBins(): EcoBins {
  return {
    k: [],
    n: [],
    used: [],
    recup: [],
    skipped: [],
    vSum: [],
    vMin: [],
    vMax: [],
    volSum: [],
    volN: [],
    pc: [],
    lat: [],
    lon: [],
    road: [],
    eng: [],
  };
}

/** Builds the bins of one window size as the record path (windows.ts) walks its points. */
class BinWriter {
  readonly bins = emptyBins();
  private key = NaN;
  private w: WindowSums = emptyWindow();
  private pc: number | null = null;

  constructor(private readonly ms: number) {}

  /** `road`/`eng`: the piece's sums at the last point at or before this point's window start. */
  add(r: EcoRecord, used: number, recup: number, skipped: number, before: { road: number | null; eng: number | null }) {
    const key = Math.floor(r.t / this.ms);
    if (key !== this.key) {
      this.flush();
      this.key = key;
      this.w = emptyWindow();
      this.pc = null;
      this.bins.road.push(before.road);
      this.bins.eng.push(before.eng);
    }
    addPoint(this.w, r, used, recup, skipped);
    if (r.e1 !== null) this.pc = r.e1;
  }

  flush() {
    if (Number.isNaN(this.key)) return;
    const b = this.bins;
    const w = this.w;
    b.k.push(this.key);
    b.n.push(w.n);
    b.used.push(w.used);
    b.recup.push(w.recup);
    b.skipped.push(w.skipped);
    b.vSum.push(w.vSum);
    b.vMin.push(w.vMin);
    b.vMax.push(w.vMax);
    b.volSum.push(w.volSum);
    b.volN.push(w.volN);
    b.pc.push(this.pc);
    b.lat.push(w.lat);
    b.lon.push(w.lon);
    this.key = NaN;
  }
}

/**
 * The eco day of `records`: time-ordered, at least one, all within one UTC day (a whole day,
 * or its part inside a range). Counters start fresh at the piece's first reading.
 */
export function ecoDay(records: readonly EcoRecord[]): EcoDay {
  const n = records.length;
  if (n === 0) throw new Error('ecoDay: no records');
  const c1 = new CounterSteps();
  const c2 = new CounterSteps();
  const w1 = new BinWriter(60_000);
  const w15 = new BinWriter(15 * 60_000);
  const sums = { rtMs: 0, stMs: 0, htMs: 0, etMs: 0 };
  let road = 0;
  let vmax = 0;
  let e1 = 0;
  let e2 = 0;
  let skipped = 0;
  let hasE1 = false;
  let e1First: EcoReading | null = null;
  let e1Last: EcoReading | null = null;
  let e2First: EcoReading | null = null;
  let e2Last: EcoReading | null = null;
  // The piece's sums at the previous point: what a window starting after it and before the next
  // point reads; null before the first point.
  let prevRoad: number | null = null;
  let prevEng: number | null = null;
  for (let i = 0; i < n; i++) {
    const r = records[i];
    if (i > 0) {
      const p = records[i - 1];
      addGap(sums, p, r.t - p.t);
      road += roadUm(p, r);
    }
    if (r.v > vmax) vmax = r.v;
    const s1 = c1.step(r.t, r.e1);
    const s2 = c2.step(r.t, r.e2);
    if (r.e1 !== null) hasE1 = true;
    if (r.e1 !== null && Number.isFinite(r.e1)) {
      e1First ??= [r.t, r.e1];
      e1Last = [r.t, r.e1];
    }
    if (r.e2 !== null && Number.isFinite(r.e2)) {
      e2First ??= [r.t, r.e2];
      e2Last = [r.t, r.e2];
    }
    const sk = (s1.skipped ? 1 : 0) + (s2.skipped ? 1 : 0);
    e1 += s1.units;
    e2 += s2.units;
    skipped += sk;
    // A window starting exactly at this point reads this point's sums; one starting earlier (after
    // the previous point) reads the previous point's.
    const at = { road, eng: sums.etMs };
    const prev = { road: prevRoad, eng: prevEng };
    w1.add(r, s1.units, s2.units, sk, r.t % 60_000 === 0 ? at : prev);
    w15.add(r, s1.units, s2.units, sk, r.t % (15 * 60_000) === 0 ? at : prev);
    prevRoad = road;
    prevEng = sums.etMs;
  }
  w1.flush();
  w15.flush();
  return {
    n,
    hasE1,
    first: edge(records[0]),
    last: edge(records[n - 1]),
    e1First,
    e1Last,
    e2First,
    e2Last,
    roadUm: road,
    ...sums,
    vmax,
    e1Units: e1,
    e2Units: e2,
    skipped,
    m1: w1.bins,
    m15: w15.bins,
  };
}
