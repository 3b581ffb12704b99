import type { RouteReport } from '../api/route';
import { dutyFactor } from './derive';
import { stateSeconds, wholeSeconds } from './state-times';

/**
 * The route report (spec 2 §3.1 'report', RouteReport) from the route's points and events.
 * Columns are NaN for unknown values; counters (road, engine time, fuel used, input counters,
 * temperature min/max) are the engine's cumulative values from the range start, so the last
 * point holds the totals. The times in the states (driving, halts, stops) are the state events'
 * seconds inside the span (state-times.ts), so they partition it. Rules: docs/route.md,
 * docs/reports.md 'Times in states'.
 */
export interface ReportPoints {
  n: number;
  /** Record times, epoch ms. */
  time: ArrayLike<number>;
  /** Cumulative GPS and tacho road (m); seconds with the engine on. */
  sumrg: ArrayLike<number>;
  sumth: ArrayLike<number>;
  et: ArrayLike<number>;
  /** Speed km/h, rpm (NaN unknown), engine on (1/0). */
  v: ArrayLike<number>;
  r: ArrayLike<number>;
  engine: ArrayLike<number>;
  /** Fuel level, litres (NaN unknown); used by flow meter and by level since the start (NaN unknown). */
  fuel: ArrayLike<number>;
  flu: ArrayLike<number>;
  plu: ArrayLike<number>;
  /** At the last point: temperature min/max 1–16, input counts/seconds 1–8, output counts/seconds 1–4. */
  tmin: readonly (number | null)[];
  tmax: readonly (number | null)[];
  ic: readonly number[];
  ist: readonly number[];
  oc: readonly number[];
  ost: readonly number[];
}

export interface ReportEvent {
  eid: number;
  /** Stored value (fuel litres ×10). */
  val: number | null;
  /** An invoice number (fuel added by hand with an invoice). */
  inv?: string | null;
  /** Seconds of the event inside the span (state-times.ts clippedSeconds): the events table's `dur`. */
  dur: number;
}

/**
 * The span a report covers, for the engine time at its edges: its start, and where the state
 * in progress at its end stops (the span's end or now, whichever is earlier).
 */
export interface ReportSpan {
  from: number;
  statesEnd: number;
}

const nn = (v: number): number | null => (v === v ? v : null);
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

function firstKnown(a: ArrayLike<number>, n: number, fromEnd: boolean): number {
  for (let k = 0; k < n; k++) {
    const v = a[fromEnd ? n - 1 - k : k];
    if (v === v) return v;
  }
  return NaN;
}

/** The report's figures that come from the events: times in states, counts and litres of the event kinds it sums. */
export type ReportEventCounts = Pick<
  RouteReport,
  'rt' | 'st' | 'ht' | 'sn' | 'hn' | 'ftn' | 'ftv' | 'fin' | 'fiv' | 'fln' | 'flv' | 'fbn'
>;

/**
 * Seconds driving, halted and stopped (the state events' seconds inside the span), stops (1),
 * halts (2), refuellings (21: all, and those with an invoice), losses and drains (22, 39) and
 * high consumption (23) among the events, litres from their values (×10).
 */
export function reportEventCounts(events: readonly ReportEvent[]): ReportEventCounts {
  let sn = 0,
    hn = 0,
    ftn = 0,
    ftv = 0,
    fin = 0,
    fiv = 0,
    fln = 0,
    flv = 0,
    fbn = 0;
  for (const e of events) {
    const litres = e.val === null ? 0 : e.val / 10;
    if (e.eid === 1) sn++;
    else if (e.eid === 2) hn++;
    else if (e.eid === 21) {
      ftn++;
      ftv += litres;
      if (e.inv) {
        fin++;
        fiv += litres;
      }
    } else if (e.eid === 22 || e.eid === 39) {
      fln++;
      flv += litres;
    } else if (e.eid === 23) fbn++;
  }

  const { rt, ht, st } = stateSeconds(events);
  return {
    rt,
    ht,
    st,
    sn,
    hn,
    ftn,
    ftv: round(ftv, 2),
    fin,
    fiv: round(fiv, 2),
    fln,
    flv: round(flv, 2),
    fbn,
  };
}

/** The report's figures that come from the points alone (no state times, no event counts). */
export type ReportPointFigures = Omit<RouteReport, keyof ReportEventCounts | 'ei' | 'df' | 'va'>;

/**
 * Engine seconds over the span from the cumulative column: the interval into the first point
 * began before the span (the record before it), so only its part after the span's start counts;
 * after the last point the engine keeps its last state up to `statesEnd` (a day's engine time
 * and the next day's then add up to the two days').
 */
function spanEngineSeconds(p: ReportPoints, span: ReportSpan): number {
  const n = p.n;
  if (n === 0) return 0;
  const first = p.et[0] === p.et[0] ? p.et[0] : 0;
  const lead = first > 0 ? Math.min(first, Math.max(0, (p.time[0] - span.from) / 1000)) : 0;
  const tail = p.engine[n - 1] ? wholeSeconds(p.time[n - 1], span.statesEnd) : 0;
  const total = p.et[n - 1] === p.et[n - 1] ? p.et[n - 1] : 0;
  return Math.round(total - first + lead + tail);
}

export function reportPointFigures(fd: string, td: string, p: ReportPoints, span: ReportSpan): ReportPointFigures {
  const n = p.n;
  const last = n - 1;
  /** The last point's value, rounded like the points travel (whole metres and seconds). */
  const at = (a: ArrayLike<number>) => (n > 0 ? Math.round(a[last]) : 0);
  const rg = at(p.sumrg);
  const th = at(p.sumth);
  const et = spanEngineSeconds(p, span);
  const flowUsed = n > 0 ? firstKnown(p.flu, n, true) : NaN;
  const levelUsed = n > 0 ? firstKnown(p.plu, n, true) : NaN;
  const used = flowUsed === flowUsed ? flowUsed : levelUsed;

  let vm = 0;
  let rpmMax = NaN;
  let rpmSum = 0;
  let rpmCount = 0;
  for (let i = 0; i < n; i++) {
    if (p.v[i] > vm) vm = p.v[i];
    const r = p.r[i];
    if (p.engine[i] && r === r) {
      if (!(r <= rpmMax)) rpmMax = r;
      rpmSum += r;
      rpmCount++;
    }
  }

  const four = (a: readonly number[]) => [0, 1, 2, 3].map((k) => (n > 0 ? (a[k] ?? 0) : 0));
  const sixteen = (a: readonly (number | null)[]) =>
    Array.from({ length: 16 }, (_, k) => (n > 0 ? (a[k] ?? null) : null));
  return {
    fd,
    td,
    rg,
    th,
    flu: nn(used === used ? round(used, 2) : NaN),
    flm: used === used && et > 0 ? round((used / et) * 3600, 2) : null,
    et,
    vm: round(vm, 1),
    ea: rpmCount ? Math.round(rpmSum / rpmCount) : null,
    em: nn(rpmMax),
    flb: n > 0 ? nn(round(firstKnown(p.fuel, n, false), 2)) : null,
    fle: n > 0 ? nn(round(firstKnown(p.fuel, n, true), 2)) : null,
    tm: sixteen(p.tmin),
    tx: sixteen(p.tmax),
    in: four(p.ic),
    it: four(p.ist),
    o: four(p.oc),
    ot: four(p.ost),
  };
}

/**
 * The report from its point figures and its events' figures, with the values that need both:
 * engine time without driving, the duty factor and the average speed (road over driving time).
 */
export function combineReport(points: ReportPointFigures, events: ReportEventCounts): RouteReport {
  const { rt } = events;
  const { et, rg } = points;
  // Object.assign, not spreads: a stored day's figures come from JSON.parse, and spreading such
  // an object cost 23-27 µs against 2 µs (the daily summary combines one per vehicle-day).
  return Object.assign({}, points, events, {
    ei: Math.max(0, et - rt),
    df: dutyFactor(rt, et),
    va: rt > 0 ? round(rg / 1000 / (rt / 3600), 1) : 0,
  });
}

export function routeReport(
  fd: string,
  td: string,
  p: ReportPoints,
  events: readonly ReportEvent[],
  span: ReportSpan,
): RouteReport {
  return combineReport(reportPointFigures(fd, td, p, span), reportEventCounts(events));
}
