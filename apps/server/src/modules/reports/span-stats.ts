import { clippedSeconds, type EngineEvent, type RouteReport } from '@namiar/domain';
import { configRev } from '../../engine/vehicle-config';
import * as chunks from '../route/route-chunks.repository';
import {
  countersOf,
  dayPointStats,
  parsePointStats,
  reportOfColumns,
  withEvents,
  type PointStats,
} from '../route/route-day-stats';
import { routeEvents, type StoredEvent } from '../route/route-events';
import type { RouteDb, RouteJob } from '../route/route-job';
import { routePieces, storableDays, storeDays, type RoutePiece } from '../route/route-pieces';
import { pointColumns } from '../route/route-points';
import * as routeRepo from '../route/route.repository';

/**
 * What the route viewer knows of a span of a vehicle's route, computed exactly as `/app/route`
 * computes it (route-answer.ts): the stored days of route_chunks (a missing whole day is built
 * and stored, as the route does), the stored events plus the re-run's, and the route's own
 * statistics function (domain routeReport). Reports read these, never a second copy of the
 * engine's rules, so a report's figures for a day are the route viewer's for that day.
 */
export interface SpanStats {
  report: RouteReport;
  /** The span's driving events (3), clipped to it, in time order. */
  drives: {
    from: number;
    to: number | null;
    blat: number | null;
    blon: number | null;
    elat: number | null;
    elon: number | null;
  }[];
  /** Km counter (m) and engine-hours counter (s) at the span's first and last point that knows them. */
  ckm: { start: number | null; end: number | null };
  cmth: { start: number | null; end: number | null };
  /** A span built from its points (not a stored day's figures): cumulative road and engine time by point time. */
  track?: { time: Float64Array; sumrg: Float64Array; et: Float64Array };
}

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

/**
 * The event kinds a span's statistics use: driving (3) for the drives, and what the route's
 * report counts (domain reportEventCounts: stops 1, halts 2, refuellings 21, losses 22 and 39,
 * high consumption 23). Reading only these skips most of a month's events.
 */
const STAT_EVENTS = [1, 2, 3, 21, 22, 23, 39];

const statEvents = (d: RouteDb, job: SpanJob, from: number, to: number) =>
  routeRepo.listRangeEvents(d.db, job.customerId, job.vehicle.id, from, to, STAT_EVENTS);

const noName = () => null;

/**
 * The statistics of [from, to] from its pieces, its stored events and the re-run's events (a
 * route over the span, route-answer.ts).
 */
export function statsOf(
  d: RouteDb,
  pieces: RoutePiece[],
  stored: StoredEvent[],
  engine: Map<string, EngineEvent>,
  from: number,
  to: number,
): SpanStats {
  const cols = pointColumns(pieces);
  const events = routeEvents(stored, {
    cols,
    engine,
    name: noName,
    driversById: new Map(),
    poiNames: new Map(),
    format: () => '',
    from,
    to,
    openEnd: cols.n > 0 ? cols.time[cols.n - 1] : Math.min(to, d.now()),
    now: d.now(),
  });
  const { ckm, cmth } = countersOf(cols);
  return {
    report: reportOfColumns(
      cols,
      events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv, dur: e.dur })),
      { from, statesEnd: Math.min(to + 1, d.now()) },
    ),
    drives: events
      .filter((e) => e.eid === 3)
      .map((e) => ({ from: e.fdtValue, to: e.tdtValue, blat: e.blat, blon: e.blon, elat: e.elat, elon: e.elon })),
    ckm,
    cmth,
    track: { time: cols.time, sumrg: cols.sumrg, et: cols.et },
  };
}

/**
 * A stored day's statistics from its stored point figures and the stored events overlapping it,
 * as a route over the day gives them (routeEvents: an event is clipped to the day, a state's
 * seconds counted as state-times.ts counts them; a stored day has no re-run, so its events are
 * the stored ones; invoices are not joined yet: inv null).
 */
function storedDayStats(day: PointStats, events: readonly StoredEvent[], start: number, last: number): SpanStats {
  // A stored day is over: a state in progress at its end runs to its end.
  const clip = { from: start, end: last + 1, openEnd: last + 1 };
  const drives: SpanStats['drives'] = [];
  for (const e of events) {
    if (e.event_type !== 3) continue;
    const from = Math.max(e.from_time, start);
    const to = e.to_time === null ? null : Math.max(from, Math.min(e.to_time, last));
    drives.push({ from, to, blat: e.begin_lat, blon: e.begin_lon, elat: e.end_lat, elon: e.end_lon });
  }
  return {
    report: withEvents(
      day,
      events.map((e) => ({
        eid: e.event_type,
        val: e.value,
        inv: null,
        dur: clippedSeconds(e.from_time, e.to_time, clip),
      })),
    ),
    drives,
    ckm: day.ckm,
    cmth: day.cmth,
  };
}

/** The route's statistics over [from, to] (both inclusive, as the route's range). */
export async function spanStats(d: RouteDb, job: SpanJob, from: number, to: number): Promise<SpanStats> {
  const { customerId, vehicle, config, tz } = job;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    statEvents(d, job, from, to),
  ]);
  return statsOf(d, built.pieces, stored, built.events, from, to);
}

/**
 * The stored point statistics of the vehicle's days in [from, to] by day start. Days not stored
 * yet are built and stored first (as a route over the range builds them); days stored before
 * their statistics were kept (migration 020) get them computed from their columns and written.
 */
async function storedDayFigures(d: RouteDb, job: SpanJob, from: number, to: number) {
  const { customerId, vehicle, config, tz } = job;
  const rev = configRev(config);
  const storable = await storableDays(d, customerId, vehicle.id, tz, from, to);
  const read = () => chunks.listChunkStats(d.db, customerId, vehicle.id, from, to, rev);
  let rows = await read();
  const have = new Set(rows.map((r) => r.day_start));
  const missing = storable.filter((day) => !have.has(day.start)).map((day) => ({ from: day.start, to: day.end - 1 }));
  if (missing.length > 0) {
    await storeDays(d, { job: { ...job, from, to }, days: missing });
    rows = await read();
  }
  const out = new Map<number, { end: number; stats: PointStats }>();
  const bare: number[] = [];
  for (const r of rows) {
    const stats = parsePointStats(r.stats);
    if (stats) out.set(r.day_start, { end: r.day_end, stats });
    else bare.push(r.day_start);
  }
  if (bare.length > 0) {
    for (const c of await chunks.listChunks(d.db, customerId, vehicle.id, bare, rev)) {
      const row = rows.find((r) => r.day_start === c.day_start)!;
      const stats = dayPointStats({ from: c.day_start, to: row.day_end - 1, n: c.n, data: c.data });
      await chunks.putChunkStats(d.db, customerId, vehicle.id, c.day_start, rev, JSON.stringify(stats));
      out.set(c.day_start, { end: row.day_end, stats });
    }
  }
  return out;
}

/**
 * The statistics of consecutive spans (report days) of one vehicle. A span that is one stored
 * day of route takes the day's stored point figures (route_chunks.stats, written with the day:
 * no columns decoded) and the stored events overlapping it, which is exactly what a route over
 * that day gives; any other span (a report day starting at another hour, a day not finished
 * yet) is a route over that span of its own.
 */
export async function spansStats(d: RouteDb, job: SpanJob, spans: readonly { start: number; end: number }[]) {
  if (spans.length === 0) return [];
  const from = spans[0].start;
  const to = spans[spans.length - 1].end - 1;
  const [days, stored] = await Promise.all([storedDayFigures(d, job, from, to), statEvents(d, job, from, to)]);
  const out: SpanStats[] = [];
  for (const span of spans) {
    const last = span.end - 1;
    const day = days.get(span.start);
    if (!day || day.end !== span.end) {
      out.push(await spanStats(d, job, span.start, last));
      continue;
    }
    // The events a route over the day lists: overlapping it, in the same order.
    const events = stored.filter((e) => e.from_time <= last && (e.to_time === null || e.to_time >= span.start));
    out.push(storedDayStats(day.stats, events, span.start, last));
  }
  return out;
}
