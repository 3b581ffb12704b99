import type { RouteReport } from '../api/route';
import { dutyFactor } from './derive';

/**
 * The route report (spec 2 §3.1 'report', RouteReport) from the route's points and events.
 * Columns are NaN for unknown values; counters (road, times, fuel used, input counters,
 * temperature min/max) are the engine's cumulative values from the range start, so the last
 * point holds the totals. Rules: docs/route.md.
 */
export interface ReportPoints {
  n: number;
  /** Cumulative GPS and tacho road (m); seconds driving, stopped, halted, engine on. */
  sumrg: ArrayLike<number>;
  sumth: ArrayLike<number>;
  rt: ArrayLike<number>;
  st: ArrayLike<number>;
  ht: ArrayLike<number>;
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

/** The report's figures that come from the events: counts and litres of the event kinds it sums. */
export type ReportEventCounts = Pick<RouteReport, 'sn' | 'hn' | 'ftn' | 'ftv' | 'fin' | 'fiv' | 'fln' | 'flv' | 'fbn'>;

/**
 * Stops (1), halts (2), refuellings (21: all, and those with an invoice), losses and drains
 * (22, 39) and high consumption (23) among the events, litres from their values (×10).
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

  return {
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

export function routeReport(fd: string, td: string, p: ReportPoints, events: readonly ReportEvent[]): RouteReport {
  const n = p.n;
  const last = n - 1;
  /** The last point's value, rounded like the points travel (whole metres and seconds). */
  const at = (a: ArrayLike<number>) => (n > 0 ? Math.round(a[last]) : 0);
  const rg = at(p.sumrg);
  const th = at(p.sumth);
  const rt = at(p.rt);
  const et = at(p.et);
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

  const counts = reportEventCounts(events);

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
    rt,
    st: at(p.st),
    ht: at(p.ht),
    et,
    ei: Math.max(0, et - rt),
    df: dutyFactor(rt, et),
    va: rt > 0 ? round(rg / 1000 / (rt / 3600), 1) : 0,
    vm: round(vm, 1),
    ea: rpmCount ? Math.round(rpmSum / rpmCount) : null,
    em: nn(rpmMax),
    flb: n > 0 ? nn(round(firstKnown(p.fuel, n, false), 2)) : null,
    fle: n > 0 ? nn(round(firstKnown(p.fuel, n, true), 2)) : null,
    ...counts,
    tm: sixteen(p.tmin),
    tx: sixteen(p.tmax),
    in: four(p.ic),
    it: four(p.ist),
    o: four(p.oc),
    ot: four(p.ost),
  };
}
