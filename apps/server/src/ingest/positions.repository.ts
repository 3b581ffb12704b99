import type SQLite from 'better-sqlite3';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, PositionsTable } from '../db/schema';
import type { AppContext } from '../http/context';

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

const COLUMNS = [
  'vehicle_id',
  'time',
  'customer_id',
  'received_at',
  'lat',
  'lon',
  'speed',
  'course',
  'altitude',
  'satellites',
  'valid',
  'ignition',
  'movement',
  'odometer',
  'engine_seconds',
  'fuel_probe1',
  'fuel_probe2',
  'can_fuel',
  'fuel_used',
  'ext_voltage',
  'bat_voltage',
  'bat_percent',
  'gsm',
  'antenna',
  'inputs',
  'outputs',
  'driver1',
  'driver2',
  'rpm',
  'tacho_speed',
  'energy1',
  'energy2',
  'extra',
] as const satisfies readonly (keyof PositionsTable)[];

const statements = new WeakMap<SQLite.Database, SQLite.Statement>();

/**
 * Stores one group commit of device records in one transaction and returns the keys actually
 * inserted. On the embedded database this is the ingest hot path (tens of thousands of records
 * a second): one prepared statement run per row inside a native transaction, under Kysely's
 * connection lock so no other query can interleave with it. Elsewhere: Kysely, multi-row.
 */
export async function commitPositions(ctx: AppContext, rows: Insertable<PositionsTable>[]) {
  const sqlite = ctx.sqlite;
  if (!sqlite) return ctx.db.transaction().execute((trx) => insertPositions(trx, rows));
  let stmt = statements.get(sqlite);
  if (!stmt) {
    stmt = sqlite.prepare(
      `insert into positions (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})
       on conflict (vehicle_id, time) do nothing returning vehicle_id, time`,
    );
    statements.set(sqlite, stmt);
  }
  const insert = stmt;
  const run = sqlite.transaction((all: Insertable<PositionsTable>[]) => {
    const inserted: { vehicle_id: number; time: number }[] = [];
    for (const r of all) {
      const got = insert.get(COLUMNS.map((c) => r[c] ?? null)) as { vehicle_id: number; time: number } | undefined;
      if (got) inserted.push(got);
    }
    return inserted;
  });
  return ctx.db.connection().execute(async () => run(rows));
}
