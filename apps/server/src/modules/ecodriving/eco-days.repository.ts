import { ECO_DAY_MS as DAY_MS } from '@namiar/domain';
import { sql } from 'kysely';
import type { EcoDaysTable, Db } from '../../db/schema';

/** SQL of the stored eco days (eco_days, migration 028): the only SQL of eco-segments.ts. */
export type StoredEcoDay = Pick<EcoDaysTable, 'day' | 'record_count' | 'max_received_at' | 'data'>;

/** The vehicle's stored days in [firstDay, lastDay] (UTC day numbers). */
export async function listEcoDays(
  db: Db,
  customerId: number,
  vehicleId: number,
  firstDay: number,
  lastDay: number,
): Promise<StoredEcoDay[]> {
  const rows = await db
    .selectFrom('eco_days')
    .select(['day', 'record_count', 'max_received_at', 'data'])
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .execute();
  return rows.map((r) => ({
    day: Number(r.day),
    record_count: Number(r.record_count),
    max_received_at: Number(r.max_received_at),
    data: r.data,
  }));
}

/**
 * The vehicle's positions in each of `dayNumbers` (UTC days): how many and the latest
 * received_at; days without records left out. One statement of one (vehicle_id, time) key range
 * per day (union all): grouping the month's range by day made both databases sort its ~270,000
 * rows (PostgreSQL on disk), about twice the time.
 */
export async function dayRecordChecks(
  db: Db,
  customerId: number,
  vehicleId: number,
  dayNumbers: readonly number[],
): Promise<Map<number, { count: number; received: number }>> {
  if (dayNumbers.length === 0) return new Map();
  const parts = dayNumbers.map(
    (day) => sql`select cast(${day} as integer) as day, count(*) as n, max(received_at) as received from positions
      where vehicle_id = ${vehicleId} and customer_id = ${customerId}
        and time >= ${day * DAY_MS} and time < ${(day + 1) * DAY_MS}`,
  );
  const { rows } = await sql<{ day: number | string; n: number | string; received: number | string | null }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  const out = new Map<number, { count: number; received: number }>();
  for (const r of rows)
    if (Number(r.n) > 0) out.set(Number(r.day), { count: Number(r.n), received: Number(r.received) });
  return out;
}

/** Stores days, replacing the same days built earlier. */
export async function putEcoDays(db: Db, rows: EcoDaysTable[]) {
  for (const row of rows)
    await db
      .insertInto('eco_days')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['vehicle_id', 'day']).doUpdateSet({
          customer_id: row.customer_id,
          record_count: row.record_count,
          max_received_at: row.max_received_at,
          data: row.data,
          built_at: row.built_at,
        }),
      )
      .execute();
}

/** Drops the vehicle's days from the UTC day holding `from` on (from 0: all of them). */
export async function deleteEcoDaysFrom(db: Db, customerId: number, vehicleIds: readonly number[], from: number) {
  if (vehicleIds.length === 0) return;
  await db
    .deleteFrom('eco_days')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', [...vehicleIds])
    .where('day', '>=', Math.floor(from / DAY_MS))
    .execute();
}
