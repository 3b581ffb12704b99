import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, PositionsTable } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per INSERT: 34 columns × 400 rows stays under SQLite's 32766 bound variables. */
const CHUNK = 400;

/**
 * Inserts positions, skipping any already stored for the same vehicle and time (a device
 * resending after a lost ACK). Returns the (vehicle, time) pairs actually inserted.
 */
export async function insertPositions(db: Db, rows: Insertable<PositionsTable>[]) {
  const inserted: { vehicle_id: number; time: number }[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = await db
      .insertInto('positions')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['vehicle_id', 'time']).doNothing())
      .returning(['vehicle_id', 'time'])
      .execute();
    inserted.push(...part);
  }
  return inserted;
}

/** Positions of a vehicle from a time on (inclusive), in time order, a page at a time. */
export function positionsFrom(db: Db, vehicleId: number, fromTime: number, limit: number) {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .where('time', '>=', fromTime)
    .orderBy('time')
    .limit(limit)
    .execute();
}

export async function countPositions(db: Db, vehicleId: number): Promise<number> {
  const r = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
