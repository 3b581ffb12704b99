import type SQLite from 'better-sqlite3';
import type { EcoRecord } from '@namiar/domain';

import { rawStatement } from '../../db/raw-statements';
import type { Db } from '../../db/schema';

/** The eco-driving reports' SQL (spec 2 §7 POST /ecodriving/{type}): the only SQL of the module. */
/** A vehicle of the company with its editor's record (power_counter_id, spec 3 §3.1). */
export function findEcoVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'record', 'vehicle_type_id', 'icon_id'])
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/**
 * Vehicles (of every company) whose newest record reports traction energy: the ones the eco
 * reports are for. One primary-key probe per vehicle (positions (vehicle_id, time), newest first).
 */
export function listEnergyVehicles(db: Db) {
  return db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.customer_id'])
    .where((eb) =>
      eb(
        eb
          .selectFrom('positions as p')
          .select('p.energy1')
          .whereRef('p.vehicle_id', '=', 'v.id')
          .orderBy('p.time', 'desc')
          .limit(1),
        'is not',
        null,
      ),
    )
    .orderBy('v.id')
    .execute();
}

/**
 * The company's vehicles with their live state (vehicle_live.live, the engine's view after the
 * last processed record; null: never processed): the eco dialog keeps those whose state knows a
 * traction energy reading (eco-vehicles.ts).
 */
export function listVehiclesWithLive(db: Db, customerId: number) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_live as l', 'l.vehicle_id', 'v.id')
    .select(['v.id', 'v.regno', 'l.live'])
    .where('v.customer_id', '=', customerId)
    .execute();
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

/** What the window reports read of a record; the transgression view's points read POINT_COLUMNS too. */
const WINDOW_COLUMNS = ['time', 'lat', 'lon', 'speed', 'valid', 'ignition', 'energy1', 'energy2', 'extra'] as const;
const POINT_COLUMNS = [
  'gsm',
  'ext_voltage',
  'driver1',
  'driver2',
  'rpm',
  'tacho_speed',
  'odometer',
  'engine_seconds',
  'inputs',
  'outputs',
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
  (number | null)?,
  (number | null)?,
  (string | null)?,
  (string | null)?,
  (number | null)?,
  (number | null)?,
  (number | string | null)?,
  (number | string | null)?,
  number?,
  number?,
];

const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A number of the extra JSON's top level by its key ('"tractionVoltage":'), without parsing
 * the whole text: extraText (ingest/position-row.ts) writes JSON.stringify's compact form, so a
 * key is followed by its value up to the next ',' or '}'. Texts with device extras (`x`, whose
 * names could repeat a key) are parsed whole.
 */
function extraNumber(extra: string, key: string, name: 'tractionPower' | 'tractionVoltage'): number | null {
  if (extra.includes('"x":')) {
    try {
      return finite((JSON.parse(extra) as Record<string, unknown>)[name]);
    } catch {
      return null;
    }
  }
  const at = extra.indexOf(key);
  if (at < 0) return null;
  const from = at + key.length;
  let end = from;
  while (end < extra.length && extra.charCodeAt(end) !== 44 && extra.charCodeAt(end) !== 125) end++;
  return finite(Number(extra.slice(from, end)));
}

const POW = '"tractionPower":';
const VOL = '"tractionVoltage":';

/** Thermometers of the extra JSON (`"t":[...]`, ingest/position-row.ts), parsed only when present. */
function extraTemps(extra: string | null): (number | null)[] | undefined {
  if (extra === null || !extra.includes('"t":')) return undefined;
  try {
    const t = (JSON.parse(extra) as { t?: unknown }).t;
    return Array.isArray(t) ? t.map(finite) : undefined;
  } catch {
    return undefined;
  }
}

const numberOrNull = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/**
 * One record as an eco record. Every record gets every field (null or undefined where not read)
 * in one order: records of one shape keep the rules' field reads monomorphic (a spread of the
 * point values made two shapes and tripled the transgression view's time).
 */
function toRecord(r: Row, points: boolean): EcoRecord {
  const extra = r[8];
  const traction = extra !== null && extra.includes('"traction');
  return {
    t: Number(r[0]),
    lat: r[1],
    lon: r[2],
    v: r[3],
    gps: r[4] === 1,
    key: r[5] === null ? null : r[5] === 1,
    e1: r[6] === null ? null : Number(r[6]),
    e2: r[7] === null ? null : Number(r[7]),
    pow: points && traction ? extraNumber(extra, POW, 'tractionPower') : null,
    vol: traction ? extraNumber(extra, VOL, 'tractionVoltage') : null,
    gsm: r[9] ?? null,
    al: r[10] ?? null,
    d1: r[11] ?? null,
    d2: r[12] ?? null,
    // The transgression view's further point values (eco/point-extras.ts).
    r: r[13] ?? null,
    tv: r[14] ?? null,
    odo: numberOrNull(r[15]),
    mth: numberOrNull(r[16]),
    temps: points ? extraTemps(extra) : undefined,
    inp: r[17] ?? 0,
    out: r[18] ?? 0,
  };
}

export interface EcoReadOptions {
  /** Read what the points show too (gsm, supply, drivers, traction power): the transgression view. */
  points: boolean;
  sqlite?: SQLite.Database | null;
}

/**
 * The vehicle's records in [from, to] (both inclusive), oldest first, as eco records: only the
 * columns the report needs (a month of a locomotive at 10 s is ~270,000 rows). The embedded
 * database reads rows as arrays.
 */
export async function listEcoRecords(
  db: Db,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
  o: EcoReadOptions,
): Promise<EcoRecord[]> {
  const columns = o.points ? [...WINDOW_COLUMNS, ...POINT_COLUMNS] : [...WINDOW_COLUMNS];
  if (o.sqlite) {
    const rows = rawStatement(
      o.sqlite,
      `select ${columns.join(', ')} from positions
       where vehicle_id = ? and customer_id = ? and time >= ? and time <= ? order by time`,
    ).all(vehicleId, customerId, from, to);
    const out = new Array<EcoRecord>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = toRecord(rows[i] as Row, o.points);
    return out;
  }
  const rows = await db
    .selectFrom('positions')
    .select(columns)
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .orderBy('time')
    .execute();
  const out = new Array<EcoRecord>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as Partial<Record<(typeof columns)[number], unknown>>;
    out[i] = toRecord(
      [
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
        r.rpm,
        r.tacho_speed,
        r.odometer,
        r.engine_seconds,
        r.inputs,
        r.outputs,
      ] as Row,
      o.points,
    );
  }
  return out;
}
