import type SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/schema';
import {
  INSERT_COLUMNS,
  NUMERIC_STRIDE,
  TEXT_STRIDE,
  bindRow,
  rowTime,
  rowVehicle,
  type EncodedPositions,
} from './position-columns';

/**
 * Stores a group of records on the embedded database in one native transaction: one prepared
 * statement run per row (the fastest way into SQLite), a record already stored for the same
 * vehicle and time skipped. Returns 1 per row stored, 0 per duplicate. Synchronous: call it
 * where blocking is harmless (the writer thread) or under Kysely's connection lock.
 */
export function insertPositionsSqlite(sqlite: SQLite.Database, enc: EncodedPositions): Uint8Array {
  let insert = sqliteInserts.get(sqlite);
  if (!insert) {
    const stmt = sqlite.prepare(
      `insert into positions (${INSERT_COLUMNS.join(', ')}) values (${INSERT_COLUMNS.map(() => '?').join(', ')})
       on conflict (vehicle_id, time) do nothing`,
    );
    insert = sqlite.transaction((e: EncodedPositions) => {
      const stored = new Uint8Array(e.count);
      const values: (number | string | null)[] = new Array(INSERT_COLUMNS.length);
      for (let i = 0; i < e.count; i++) stored[i] = stmt.run(bindRow(e, i, values)).changes;
      return stored;
    });
    sqliteInserts.set(sqlite, insert);
  }
  return insert(enc);
}

const sqliteInserts = new WeakMap<SQLite.Database, (e: EncodedPositions) => Uint8Array>();

/** PostgreSQL type of each inserted column, for the unnest() casts. */
const PG_TYPES: Record<(typeof INSERT_COLUMNS)[number], string> = {
  vehicle_id: 'integer',
  time: 'bigint',
  customer_id: 'integer',
  received_at: 'bigint',
  lat: 'double precision',
  lon: 'double precision',
  speed: 'real',
  course: 'smallint',
  altitude: 'real',
  satellites: 'smallint',
  valid: 'smallint',
  ignition: 'smallint',
  movement: 'smallint',
  odometer: 'double precision',
  engine_seconds: 'double precision',
  fuel_probe1: 'real',
  fuel_probe2: 'real',
  can_fuel: 'real',
  fuel_used: 'double precision',
  ext_voltage: 'integer',
  bat_voltage: 'integer',
  bat_percent: 'smallint',
  gsm: 'smallint',
  antenna: 'smallint',
  inputs: 'integer',
  outputs: 'integer',
  rpm: 'integer',
  tacho_speed: 'real',
  energy1: 'double precision',
  energy2: 'double precision',
  driver1: 'varchar(32)',
  driver2: 'varchar(32)',
  extra: 'text',
};

/** A text column travels as a JSON array (stringified natively, no per-value escaping in JS). */
const pgTextArray = (i: number, type: string) =>
  `array(select e from json_array_elements_text($${i}::json) with ordinality as t(e, n) order by n)::${type}[]`;

const PG_INSERT = `insert into positions (${INSERT_COLUMNS.map((c) => `"${c}"`).join(', ')})
  select * from unnest(${INSERT_COLUMNS.map((c, i) =>
    i < NUMERIC_STRIDE ? `$${i + 1}::${PG_TYPES[c]}[]` : pgTextArray(i + 1, PG_TYPES[c]),
  ).join(', ')})
  on conflict (vehicle_id, "time") do nothing
  returning vehicle_id, "time"`;

/**
 * Stores a group of records on PostgreSQL with one statement — INSERT … SELECT FROM unnest(one
 * array per column) ON CONFLICT DO NOTHING — so a group of thousands of records is one round
 * trip and one commit. The numeric arrays travel as array literals built straight from the
 * columnar group, the text ones as JSON arrays. Returns 1 per row stored, 0 per duplicate (also for a repeat inside the group).
 */
export async function insertPositionsPostgres(db: Db, enc: EncodedPositions): Promise<Uint8Array> {
  const params: string[] = [];
  for (let c = 0; c < NUMERIC_STRIDE; c++) params.push(numericArrayLiteral(enc, c));
  for (let c = 0; c < TEXT_STRIDE; c++) params.push(textArrayJson(enc, c));
  const { rows } = await db.executeQuery<{ vehicle_id: number; time: number }>(CompiledQuery.raw(PG_INSERT, params));
  // Which rows were stored: the first row of each returned (vehicle, time).
  const firstRow = new Map<number, Map<number, number>>();
  for (let i = enc.count - 1; i >= 0; i--) {
    const v = rowVehicle(enc, i);
    let times = firstRow.get(v);
    if (!times) firstRow.set(v, (times = new Map()));
    times.set(rowTime(enc, i), i);
  }
  const stored = new Uint8Array(enc.count);
  for (const r of rows) {
    const i = firstRow.get(Number(r.vehicle_id))?.get(Number(r.time));
    if (i !== undefined) stored[i] = 1;
  }
  return stored;
}

function numericArrayLiteral(enc: EncodedPositions, column: number): string {
  const parts: string[] = new Array(enc.count);
  for (let i = 0, k = column; i < enc.count; i++, k += NUMERIC_STRIDE) {
    const v = enc.nums[k];
    parts[i] = v !== v ? 'NULL' : String(v);
  }
  return `{${parts.join(',')}}`;
}

function textArrayJson(enc: EncodedPositions, column: number): string {
  const values: (string | null)[] = new Array(enc.count);
  for (let i = 0, k = column; i < enc.count; i++, k += TEXT_STRIDE) values[i] = enc.texts[k] ?? null;
  return JSON.stringify(values);
}

/** Positions of a vehicle from a time on (both bounds inclusive), in time order, a page at a time. */
export function positionsFrom(
  db: Db,
  vehicleId: number,
  fromTime: number,
  limit: number,
  toTime = Number.MAX_SAFE_INTEGER,
) {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .where('time', '>=', fromTime)
    .where('time', '<=', toTime)
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

/**
 * The quarantine is for looking at, not for keeping (issue 28 §1): a device with a broken clock
 * sends every record there, so it keeps the newest QUARANTINE_PER_VEHICLE of a vehicle, for
 * QUARANTINE_KEEP_MS at most; trimQuarantine runs every QUARANTINE_TRIM_EVERY rows and hourly.
 */
export const QUARANTINE_PER_VEHICLE = 1000;
export const QUARANTINE_KEEP_MS = 30 * 86_400_000;
export const QUARANTINE_TRIM_EVERY = 500;

/** Deletes quarantined records older than the keep time and all but each vehicle's newest. */
export async function trimQuarantine(db: Db, now: number, perVehicle = QUARANTINE_PER_VEHICLE): Promise<void> {
  await db
    .deleteFrom('record_quarantine')
    .where('received_at', '<', now - QUARANTINE_KEEP_MS)
    .execute();
  // Both databases number rows per vehicle (window functions: SQLite 3.25+, PostgreSQL).
  await sql`
    DELETE FROM record_quarantine WHERE id IN (
      SELECT id FROM (
        SELECT id, ROW_NUMBER() OVER (PARTITION BY vehicle_id ORDER BY received_at DESC, id DESC) AS n
        FROM record_quarantine
      ) ranked WHERE ranked.n > ${perVehicle})`.execute(db);
}

/** One vehicle's quarantine down to its newest rows (the writer's trim while a device floods it; by its index). */
export async function trimVehicleQuarantine(
  db: Db,
  vehicle: { customerId: number; vehicleId: number },
  perVehicle = QUARANTINE_PER_VEHICLE,
): Promise<void> {
  const edge = await db
    .selectFrom('record_quarantine')
    .select('id')
    .where('customer_id', '=', vehicle.customerId)
    .where('vehicle_id', '=', vehicle.vehicleId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(perVehicle)
    .executeTakeFirst();
  if (!edge) return;
  await db
    .deleteFrom('record_quarantine')
    .where('customer_id', '=', vehicle.customerId)
    .where('vehicle_id', '=', vehicle.vehicleId)
    .where('id', '<=', edge.id)
    .execute();
}

/** Keeps a record that could not be stored, with the error (migration 010). */
export async function insertQuarantined(
  db: Db,
  row: { customer_id: number; vehicle_id: number; time: number; received_at: number; record: string; error: string },
): Promise<void> {
  await db.insertInto('record_quarantine').values(row).execute();
}
