import { routeReport, type EngineEvent, type RouteReport } from '@namiar/domain';
import { routeEvents, type StoredEvent } from '../route/route-events';
import type { RouteDb, RouteJob } from '../route/route-job';
import { routePieces, type RoutePiece } from '../route/route-pieces';
import { lastOf, pointColumns, type PointColumns } from '../route/route-points';
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
}

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

function firstKnown(a: Float64Array): number | null {
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return a[i];
  return null;
}

function lastKnown(a: Float64Array): number | null {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] === a[i]) return a[i];
  return null;
}

const noName = () => null;

/** The statistics of [from, to] from its pieces, its stored events and the re-run's events. */
function statsOf(
  d: RouteDb,
  pieces: RoutePiece[],
  stored: StoredEvent[],
  engine: Map<string, EngineEvent>,
  from: number,
  to: number,
): SpanStats {
  const cols: PointColumns = pointColumns(pieces);
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
  });
  const lastCounts = (list: Float64Array[]) => list.map((a) => lastOf(a) ?? 0);
  const report = routeReport(
    '',
    '',
    {
      ...cols,
      tmin: cols.tmin.map(lastOf),
      tmax: cols.tmax.map(lastOf),
      ic: lastCounts(cols.ic),
      ist: lastCounts(cols.ist),
      oc: lastCounts(cols.oc),
      ost: lastCounts(cols.ost),
    },
    events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv })),
  );
  return {
    report,
    drives: events
      .filter((e) => e.eid === 3)
      .map((e) => ({ from: e.fdtValue, to: e.tdtValue, blat: e.blat, blon: e.blon, elat: e.elat, elon: e.elon })),
    ckm: { start: firstKnown(cols.ckm), end: lastKnown(cols.ckm) },
    cmth: { start: firstKnown(cols.cmth), end: lastKnown(cols.cmth) },
  };
}

/** The route's statistics over [from, to] (both inclusive, as the route's range). */
export async function spanStats(d: RouteDb, job: SpanJob, from: number, to: number): Promise<SpanStats> {
  const { customerId, vehicle, config, tz } = job;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    routeRepo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
  ]);
  return statsOf(d, built.pieces, stored, built.events, from, to);
}

/**
 * The statistics of consecutive spans (report days) of one vehicle. A span that is one stored
 * day of route is read from one read of the whole range (its stored day, with no re-run, is
 * exactly what a route over that day reads: route-pieces.ts); any other span (a report day
 * starting at another hour, a day not finished yet) is a route over that span of its own.
 */
export async function spansStats(d: RouteDb, job: SpanJob, spans: readonly { start: number; end: number }[]) {
  if (spans.length === 0) return [];
  const { customerId, vehicle, config, tz } = job;
  const from = spans[0].start;
  const to = spans[spans.length - 1].end - 1;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    routeRepo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
  ]);
  // Stored days of route (built earlier or on this read) come without columns: cols === null.
  const storedDays = new Map(built.pieces.filter((p) => p.cols === null).map((p) => [p.from, p]));
  const out: SpanStats[] = [];
  for (const span of spans) {
    const last = span.end - 1;
    const day = storedDays.get(span.start);
    if (!day || day.to !== last) {
      out.push(await spanStats(d, job, span.start, last));
      continue;
    }
    // The events a route over the day lists: overlapping it, in the same order.
    const events = stored.filter((e) => e.from_time <= last && (e.to_time === null || e.to_time >= span.start));
    out.push(statsOf(d, [day], events, new Map(), span.start, last));
  }
  return out;
}
