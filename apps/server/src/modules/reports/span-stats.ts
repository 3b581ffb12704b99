import { routeReport, type RouteReport } from '@namiar/domain';
import { routeEvents } from '../route/route-events';
import type { RouteDb, RouteJob } from '../route/route-job';
import { routePieces } from '../route/route-pieces';
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

/** The route's statistics over [from, to] (both inclusive, as the route's range). */
export async function spanStats(d: RouteDb, job: SpanJob, from: number, to: number): Promise<SpanStats> {
  const { customerId, vehicle, config, tz } = job;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    routeRepo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
  ]);
  const cols: PointColumns = pointColumns(built.pieces);
  const events = routeEvents(stored, {
    cols,
    engine: built.events,
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
