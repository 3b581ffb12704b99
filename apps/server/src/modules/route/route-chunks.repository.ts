import { sql, type Insertable } from 'kysely';
import type { RouteChunksTable, Db } from '../../db/schema';

/** SQL of the cached days of route (route_chunks, docs/route.md 'Chunks'). */
/** The vehicle's processed time (the engine's last point), null before its first run. */
export async function processedTime(db: Db, customerId: number, vehicleId: number): Promise<number | null> {
  const row = await liveMarkers(db, customerId, vehicleId);
  return row ? Number(row.processed_time) : null;
}

/**
 * The vehicle's processed time and which configuration its stored results come from from when on
 * (migration 009); undefined before its first run.
 */
export function liveMarkers(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicle_live')
    .select(['processed_time', 'config_rev', 'config_since'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
}

/** Stored days starting at the given moments built with configuration `rev`. */
export async function listChunks(db: Db, customerId: number, vehicleId: number, starts: number[], rev: string) {
  if (starts.length === 0) return [];
  const rows = await db
    .selectFrom('route_chunks')
    .select(['day_start', 'n', 'data', 'cp_time', 'input_key'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('day_start', '>=', Math.min(...starts))
    .where('day_start', '<=', Math.max(...starts))
    .where('config_rev', '=', rev)
    .execute();
  return rows.map((r) => ({
    day_start: Number(r.day_start),
    n: r.n,
    data: r.data as Uint8Array,
    cp_time: r.cp_time === null ? null : Number(r.cp_time),
    input_key: r.input_key,
  }));
}

/**
 * The point statistics of the stored days starting in [firstStart, lastStart] built with
 * configuration `rev` (stats null: stored before migration 020), without their columns.
 */
export async function listChunkStats(
  db: Db,
  customerId: number,
  vehicleId: number,
  firstStart: number,
  lastStart: number,
  rev: string,
) {
  const rows = await db
    .selectFrom('route_chunks')
    .select(['day_start', 'day_end', 'stats'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('day_start', '>=', firstStart)
    .where('day_start', '<=', lastStart)
    .where('config_rev', '=', rev)
    .execute();
  return rows.map((r) => ({ day_start: Number(r.day_start), day_end: Number(r.day_end), stats: r.stats }));
}

/** Keeps the statistics of a day stored without them, unless the day was rebuilt meanwhile. */
export async function putChunkStats(
  db: Db,
  customerId: number,
  vehicleId: number,
  dayStart: number,
  rev: string,
  stats: string,
) {
  await db
    .updateTable('route_chunks')
    .set({ stats })
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('day_start', '=', dayStart)
    .where('config_rev', '=', rev)
    .where('stats', 'is', null)
    .execute();
}

/** The input keys of the stored days starting in [firstStart, lastStart] (any configuration). */
export async function listChunkKeys(
  db: Db,
  customerId: number,
  vehicleId: number,
  firstStart: number,
  lastStart: number,
) {
  const rows = await db
    .selectFrom('route_chunks')
    .select(['day_start', 'config_rev', 'cp_time', 'input_key'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('day_start', '>=', firstStart)
    .where('day_start', '<=', lastStart)
    .execute();
  return rows.map((r) => ({
    day_start: Number(r.day_start),
    config_rev: r.config_rev,
    cp_time: r.cp_time === null ? null : Number(r.cp_time),
    input_key: r.input_key,
  }));
}

/** The vehicle's checkpoints at exactly these times (time, serialized state). */
export async function checkpointsAt(db: Db, vehicleId: number, times: number[]) {
  if (times.length === 0) return [];
  const rows = await db
    .selectFrom('engine_checkpoints')
    .select(['time', 'state'])
    .where('vehicle_id', '=', vehicleId)
    .where('time', 'in', times)
    .execute();
  return rows.map((r) => ({ time: Number(r.time), state: r.state }));
}

/**
 * The vehicle's records in each segment [bounds[k], bounds[k + 1]) of ascending bounds: how
 * many, and the latest received_at (null when none). One statement of one range scan per
 * segment (a join of the segments with positions made PostgreSQL test every row against every
 * segment: 1 s for a month, against tens of ms).
 */
export async function recordSegments(db: Db, customerId: number, vehicleId: number, bounds: number[]) {
  const out = Array.from({ length: Math.max(0, bounds.length - 1) }, () => ({ n: 0, received: null as number | null }));
  if (out.length === 0) return out;
  const segments = out.map(
    (_, k) => sql`select cast(${k} as integer) as k, count(*) as n, max(received_at) as received from positions
      where vehicle_id = ${vehicleId} and customer_id = ${customerId} and time >= ${bounds[k]} and time < ${bounds[k + 1]}`,
  );
  const { rows } = await sql<{ k: number; n: number | string; received: number | string | null }>`${sql.join(
    segments,
    sql` union all `,
  )}`.execute(db);
  for (const r of rows)
    out[Number(r.k)] = { n: Number(r.n), received: r.received === null ? null : Number(r.received) };
  return out;
}

/** The most recent stored day of any vehicle (the route workers' warm-up), undefined when none. */
export async function newestChunk(db: Db) {
  const row = await db
    .selectFrom('route_chunks')
    .select(['customer_id', 'vehicle_id', 'day_start', 'day_end', 'config_rev'])
    .orderBy('built_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, day_start: Number(row.day_start), day_end: Number(row.day_end) };
}

/** Stores days, replacing the same days built earlier. */
export async function putChunks(db: Db, rows: Insertable<RouteChunksTable>[]) {
  for (const row of rows)
    await db
      .insertInto('route_chunks')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['customer_id', 'vehicle_id', 'day_start']).doUpdateSet({
          day_end: row.day_end,
          config_rev: row.config_rev,
          n: row.n,
          data: row.data,
          built_at: row.built_at,
          cp_time: row.cp_time ?? null,
          input_key: row.input_key ?? null,
          stats: row.stats ?? null,
        }),
      )
      .execute();
}

/** Drops the vehicles' days that end after `time` (a re-run from `time` changes them). */
export async function deleteChunksFrom(db: Db, customerId: number, vehicleIds: number[], time: number) {
  if (vehicleIds.length === 0) return;
  await db
    .deleteFrom('route_chunks')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', vehicleIds)
    .where('day_end', '>', time)
    .execute();
}
