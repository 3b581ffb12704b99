import type { RouteEvent } from '@namiar/domain';
import { routeEvents } from '../route/route-events';
import type { RouteDb, RouteJob } from '../route/route-job';
import { routePieces } from '../route/route-pieces';
import { pointColumns } from '../route/route-points';
import * as routeRepo from '../route/route.repository';

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

const noName = () => null;

/**
 * The route's events of some types over [from, to] (both inclusive), exactly as `/app/route`
 * lists them (route-events.ts): the stored rows plus the re-run's not stored yet, clipped to
 * the range, with the statistics the route's points give (a drive's road, speeds, fuel). One
 * read of the range's stored days and events; what span-stats.ts reads, with the events kept.
 */
export async function rangeEvents(
  d: RouteDb,
  job: SpanJob,
  from: number,
  to: number,
  types: readonly number[],
): Promise<{ events: RouteEvent[]; openEnd: number }> {
  const wanted = new Set(types);
  const [built, stored] = await Promise.all([
    routePieces(d, job.customerId, job.vehicle.id, job.config, job.tz, from, to),
    routeRepo.listRangeEvents(d.db, job.customerId, job.vehicle.id, from, to),
  ]);
  const cols = pointColumns(built.pieces);
  const openEnd = cols.n > 0 ? cols.time[cols.n - 1] : Math.min(to, d.now());
  const events = routeEvents(
    stored.filter((e) => wanted.has(e.event_type)),
    {
      cols,
      engine: new Map([...built.events].filter(([, e]) => wanted.has(e.eid))),
      name: noName,
      driversById: new Map(),
      poiNames: new Map(),
      format: () => '',
      from,
      to,
      openEnd,
      now: d.now(),
    },
  );
  return { events, openEnd: Math.max(from, Math.min(openEnd, to)) };
}
