import { configRev } from '../../engine/vehicle-config';
import { buildRoute } from './route-answer';
import { processedVehicleJob } from './route-job';
import { newestChunk } from './route-chunks.repository';
import { regenerationStart } from './route-keys';
import type { RouteDb } from './route-job';
import * as repo from './route.repository';

/**
 * A route worker's first route runs its code cold: interpreted until V8 has seen it run, which
 * made the first route after a start 0.3–0.4 s slower than the next. So a worker started with
 * the server answers, once, the regeneration check and the route of the most recently built
 * stored day, and throws the answer away (its length is returned). It writes nothing: the day
 * read is stored with the vehicle's current configuration (else it does nothing, returning 0).
 */
export async function warmUp(d: RouteDb): Promise<number> {
  const newest = await newestChunk(d.db);
  if (!newest) return 0;
  const [v] = await repo.listProcessedVehicles(d.db, [newest.vehicle_id]);
  // That stored day alone (a range reaching a day not stored would build and store it): its
  // thousands of points are loops enough for V8 to optimise the decoding.
  const job = v && (await processedVehicleJob(d.db, v, newest.day_start, newest.day_end - 1));
  if (!job || configRev(job.config) !== newest.config_rev) return 0;
  const { customerId, tz, from, to } = job;
  await regenerationStart(d.db, { customerId, vehicleId: v.id, rev: newest.config_rev, tz, from, to, now: d.now() });
  return (await buildRoute(d, job)).head.length;
}
