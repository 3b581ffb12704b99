import type SQLite from 'better-sqlite3';
import type { EcoRecord } from '@namiar/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The eco-driving reports' SQL (spec 2 §7 POST /ecodriving/{type}): the only SQL of the module. */
type Db = Kysely<DB> | Transaction<DB>;

/** A vehicle of the company with its editor's record (power_counter_id, spec 3 §3.1). */
export function findEcoVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'record'])
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/** The number of the company's energy counter `counterId`, or null. */
export async function findCounterNumber(db: Db, customerId: number, counterId: number): Promise<string | null> {
  const row = await db
    .selectFrom('energy_counters')
    .select('number')
    .where('customer_id', '=', customerId)
    .where('id', '=', counterId)
    .executeTakeFirst();
  return row?.number ?? null;
}

const COLUMNS = [
  'time',
  'lat',
  'lon',
  'speed',
  'valid',
  'ignition',
  'energy1',
  'energy2',
  'extra',
  'gsm',
  'ext_voltage',
  'driver1',
  'driver2',
] as const;

type Row = [
  number,
  number,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  string | null,
  number | null,
  number | null,
  string | null,
  string | null,
];

/** Traction power and line voltage ride in the record's extra JSON (ingest/position-row.ts). */
function traction(extra: string | null): { pow: number | null; vol: number | null } {
  if (extra === null || !extra.includes('traction')) return { pow: null, vol: null };
  try {
    const x = JSON.parse(extra) as { tractionPower?: unknown; tractionVoltage?: unknown };
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return { pow: num(x.tractionPower), vol: num(x.tractionVoltage) };
  } catch {
    return { pow: null, vol: null };
  }
}

function toRecord(r: Row): EcoRecord {
  const { pow, vol } = traction(r[8]);
  return {
    t: Number(r[0]),
    lat: r[1],
    lon: r[2],
    v: r[3],
    gps: r[4] === 1,
    key: r[5] === null ? null : r[5] === 1,
    e1: r[6] === null ? null : Number(r[6]),
    e2: r[7] === null ? null : Number(r[7]),
    pow,
    vol,
    gsm: r[9],
    al: r[10],
    d1: r[11],
    d2: r[12],
  };
}

const statements = new WeakMap<SQLite.Database, SQLite.Statement<number[], unknown[]>>();

/**
 * The vehicle's records in [from, to] (both inclusive), oldest first, as eco records. The
 * embedded database reads rows as arrays (a month of a locomotive: ~100,000 rows).
 */
export async function listEcoRecords(
  db: Db,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
  sqlite?: SQLite.Database | null,
): Promise<EcoRecord[]> {
  if (sqlite) {
    let st = statements.get(sqlite);
    if (!st) {
      st = sqlite
        .prepare<number[], unknown[]>(
          `select ${COLUMNS.join(', ')} from positions
           where vehicle_id = ? and customer_id = ? and time >= ? and time <= ? order by time`,
        )
        .raw(true);
      statements.set(sqlite, st);
    }
    return st.all(vehicleId, customerId, from, to).map((r) => toRecord(r as Row));
  }
  const rows = await db
    .selectFrom('positions')
    .select(COLUMNS)
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .orderBy('time')
    .execute();
  return rows.map((r) =>
    toRecord([
      r.time,
      r.lat,
      r.lon,
      r.speed,
      r.valid,
      r.ignition,
      r.energy1,
      r.energy2,
      r.extra,
      r.gsm,
      r.ext_voltage,
      r.driver1,
      r.driver2,
    ]),
  );
}
