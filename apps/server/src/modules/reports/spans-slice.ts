import { lowerBound, type EngineEvent } from '@namiar/domain';
import { routeEvents } from '../route/route-events';
import { reportOfColumns } from '../route/route-day-stats';
import type { RouteDb, RouteJob } from '../route/route-job';
import { routePieces } from '../route/route-pieces';
import { pointColumns, type PointColumns } from '../route/route-points';
import { engineEventKey } from '../route/route-run';
import * as routeRepo from '../route/route.repository';
import type { SpanStats } from './span-stats';

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

const noName = () => null;

/** The last number (not NaN) of a[0, end), else 0: what joining pieces adds (chunk-merge.ts). */
function baseOf(a: Float64Array, end: number): number {
  for (let i = end - 1; i >= 0; i--) if (a[i] === a[i]) return a[i];
  return 0;
}

/** Whether a column holds any number (most of the 8 inputs' and 4 outputs' are one shared empty column). */
const known = new WeakMap<Float64Array, boolean>();
function anyKnown(a: Float64Array): boolean {
  let k = known.get(a);
  if (k === undefined) {
    k = a.some((v) => v === v);
    known.set(a, k);
  }
  return k;
}

/** a[from, to) counted from the span's start: the join's 'add' rule undone. */
function rebased(a: Float64Array, from: number, to: number, places: number): Float64Array {
  if (!anyKnown(a)) return a.subarray(from, to);
  const base = baseOf(a, from);
  const out = a.slice(from, to);
  if (base === 0) return out;
  const s = 10 ** places;
  for (let i = 0; i < out.length; i++) if (out[i] === out[i]) out[i] = Math.round((out[i] - base) * s) / s;
  return out;
}

/** A running min or max of readings (NaN: none yet). */
function running(a: Float64Array, pick: (x: number, y: number) => number): Float64Array {
  const out = new Float64Array(a.length);
  let m = NaN;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === a[i]) m = m === m ? pick(m, a[i]) : a[i];
    out[i] = m;
  }
  return out;
}

const firstKnown = (a: Float64Array) => {
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return a[i];
  return null;
};
const lastKnown = (a: Float64Array) => {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] === a[i]) return a[i];
  return null;
};

/**
 * The points [from, to) of the range's joined columns as a piece of their own: what joining
 * pieces into a range does (domain chunk-merge.ts: additive values add the previous pieces' last
 * value, running min/max take it over) undone — additive values less their last value before
 * the span, temperature min/max over the span's own readings.
 */
export function sliceColumns(c: PointColumns, from: number, to: number): PointColumns {
  const add0 = (a: Float64Array) => rebased(a, from, to, 0);
  const add2 = (a: Float64Array) => rebased(a, from, to, 2);
  const temps = c.temps.map((a) => a.subarray(from, to));
  return {
    n: to - from,
    time: c.time.subarray(from, to),
    v: c.v.subarray(from, to),
    r: c.r.subarray(from, to),
    engine: c.engine.subarray(from, to),
    sumrg: add0(c.sumrg),
    sumth: add0(c.sumth),
    rt: add0(c.rt),
    st: add0(c.st),
    ht: add0(c.ht),
    et: add0(c.et),
    ckm: c.ckm.subarray(from, to),
    cmth: c.cmth.subarray(from, to),
    fuel: c.fuel.subarray(from, to),
    flu: add2(c.flu),
    plu: add2(c.plu),
    temps,
    tmin: temps.map((a) => running(a, Math.min)),
    tmax: temps.map((a) => running(a, Math.max)),
    ic: c.ic.map(add0),
    ist: c.ist.map(add0),
    oc: c.oc.map(add0),
    ost: c.ost.map(add0),
    d1: c.d1.slice(from, to),
    d2: c.d2.slice(from, to),
    seen: c.seen,
  };
}

/**
 * The route's statistics of spans of one vehicle's range that are no stored route days
 * (shifts, workdays from 06:00), from ONE read of the range: its stored days and events (the
 * route's pieces, joined as the route joins them), each span's figures those of its points as a
 * piece of its own (`sliceColumns`), its events clipped to it as the route clips them, and the
 * route's own report (`reportOfColumns`). Spans in time order, not overlapping, [start, end) ms.
 * Road, times and counters equal a route over the span up to the whole metre or second each
 * point is stored with; consecutive spans add up exactly to the range.
 */
export async function sliceSpansStats(
  d: RouteDb,
  job: SpanJob,
  spans: readonly { start: number; end: number }[],
): Promise<SpanStats[]> {
  if (spans.length === 0) return [];
  const { customerId, vehicle, config, tz } = job;
  const from = spans[0].start;
  const to = spans[spans.length - 1].end - 1;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    routeRepo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
  ]);
  const cols = pointColumns(built.pieces);
  const engine = [...built.events.values()];
  return spans.map((span) => {
    const last = span.end - 1;
    const cols1 = sliceColumns(cols, lowerBound(cols.time, span.start), lowerBound(cols.time, span.end));
    const overlaps = (f: number, t: number | null) => f <= last && (t === null || t >= span.start);
    const own = new Map<string, EngineEvent>();
    for (const e of engine) if (overlaps(e.from, e.open ? null : e.to)) own.set(engineEventKey(e.eid, e.from), e);
    const events = routeEvents(
      stored.filter((e) => overlaps(e.from_time, e.to_time)),
      {
        cols: cols1,
        engine: own,
        name: noName,
        driversById: new Map(),
        poiNames: new Map(),
        format: () => '',
        from: span.start,
        to: last,
        openEnd: cols1.n > 0 ? cols1.time[cols1.n - 1] : Math.min(last, d.now()),
        now: d.now(),
      },
    );
    return {
      report: reportOfColumns(
        cols1,
        events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv, dur: e.dur })),
        { from: span.start, statesEnd: Math.min(span.end, d.now()) },
      ),
      drives: events
        .filter((e) => e.eid === 3)
        .map((e) => ({ from: e.fdtValue, to: e.tdtValue, blat: e.blat, blon: e.blon, elat: e.elat, elon: e.elon })),
      ckm: { start: firstKnown(cols1.ckm), end: lastKnown(cols1.ckm) },
      cmth: { start: firstKnown(cols1.cmth), end: lastKnown(cols1.cmth) },
    };
  });
}
