import { buildRoute } from './route-answer';
import { deleteChunksFrom } from './route-chunks.repository';
import { regenerationStart } from './route-keys';
import type { RouteDb } from './route-job';
import { missingDays, storeDays } from './route-pieces';
import { warmUp } from './route-warm-up';

/**
 * The heavy reads of `/app/route`, by name: they run on a route worker (route-workers.ts) with
 * its own connection, or in-process where there is none. Arguments and results cross the
 * thread boundary, so they are plain data.
 */
export const routeOps = {
  /** Where 'Dogeneruj zdarzenia' re-runs the engine from (route-keys.ts). */
  regenerationStart: (d: RouteDb, q: Omit<Parameters<typeof regenerationStart>[1], 'now'>) =>
    regenerationStart(d.db, { ...q, now: d.now() }),
  /** Whole days of a range to build, and building a share of them (route-workers.ts spreads them). */
  missingDays,
  storeDays,
  build: buildRoute,
  /** Runs the route code once on stored days (route-warm-up.ts). */
  warmUp: (d: RouteDb) => warmUp(d),
  /** Drops a vehicle's stored days from a moment (a write: on SQLite it may wait for the lock, here). */
  dropDays: (d: RouteDb, a: { customerId: number; vehicleId: number; from: number }) =>
    deleteChunksFrom(d.db, a.customerId, [a.vehicleId], a.from),
};

export type RouteOpName = keyof typeof routeOps;
export type RouteOpArg<K extends RouteOpName> = Parameters<(typeof routeOps)[K]>[1];
export type RouteOpResult<K extends RouteOpName> = Awaited<ReturnType<(typeof routeOps)[K]>>;

export function runRouteOp<K extends RouteOpName>(d: RouteDb, op: K, arg: RouteOpArg<K>): Promise<RouteOpResult<K>> {
  const fn = routeOps[op] as (d: RouteDb, a: RouteOpArg<K>) => Promise<RouteOpResult<K>>;
  return fn(d, arg);
}
