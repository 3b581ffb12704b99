import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, RouteChunksTable } from '../../db/schema';

/** SQL of the cached days of route (route_chunks, docs/route.md 'Chunks'). */
type Db = Kysely<DB> | Transaction<DB>;

/** The vehicle's processed time (the engine's last point), null before its first run. */
export async function processedTime(db: Db, customerId: number, vehicleId: number): Promise<number | null> {
  const row = await db
    .selectFrom('vehicle_live')
    .select('processed_time')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return row ? Number(row.processed_time) : null;
}

/** Stored days starting at the given moments built with configuration `rev`. */
export async function listChunks(db: Db, customerId: number, vehicleId: number, starts: number[], rev: string) {
  if (starts.length === 0) return [];
  const rows = await db
    .selectFrom('route_chunks')
    .select(['day_start', 'n', 'data'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('day_start', '>=', Math.min(...starts))
    .where('day_start', '<=', Math.max(...starts))
    .where('config_rev', '=', rev)
    .execute();
  return rows.map((r) => ({ day_start: Number(r.day_start), n: r.n, data: r.data as Uint8Array }));
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
