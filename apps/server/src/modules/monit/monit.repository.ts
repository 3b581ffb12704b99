import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InspectionRecord } from './inspection-level';

/**
 * Reads of the monitor. `/monit` runs a fixed handful of queries whatever the fleet size
 * (vehicles with live state, identifiers, open inspections, the user's choice, areas):
 * never one per vehicle.
 */

/** The company's change counters per topic (vehicles, drivers, inspections, areas); absent = 0. */
export async function readRevisions(db: Kysely<DB>, customerId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('monitor_revisions')
    .select(['topic', 'rev'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(rows.map((r) => [r.topic, Number(r.rev)]));
}

/** Every vehicle of the company by regno, with its settings revision (not the settings text). */
export function listMonitVehicles(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'vehicle_type_id', 'icon_id', 'icon_color', 'phone', 'settings_rev'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .orderBy('id')
    .execute();
}

export interface LiveMarker {
  vehicle_id: number;
  updated_at: number;
  processed_time: number;
}

const MARKERS_SQL = 'select vehicle_id, updated_at, processed_time from vehicle_live where customer_id = ?';
const markerStatements = new WeakMap<SQLite.Database, SQLite.Statement<[number], [number, number, number]>>();

/**
 * When each vehicle's live state was last written, and the time of its last point (from an
 * index alone). Read at every poll for the whole company: on the embedded database through one
 * prepared statement returning arrays (no per-row objects from the driver), about half the
 * cost of the query builder's path for 5,000 rows; PostgreSQL goes through Kysely.
 */
export async function listLiveMarkers(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  customerId: number,
): Promise<LiveMarker[]> {
  if (!sqlite) {
    return db
      .selectFrom('vehicle_live')
      .select(['vehicle_id', 'updated_at', 'processed_time'])
      .where('customer_id', '=', customerId)
      .execute();
  }
  let st = markerStatements.get(sqlite);
  if (!st) {
    st = sqlite.prepare<[number], [number, number, number]>(MARKERS_SQL).raw(true);
    markerStatements.set(sqlite, st);
  }
  return st
    .all(customerId)
    .map(([vehicle_id, updated_at, processed_time]) => ({ vehicle_id, updated_at, processed_time }));
}

const ID_CHUNK = 500;

/** Settings texts of some vehicles of the company. */
export async function listVehicleSettings(db: Kysely<DB>, customerId: number, ids: readonly number[]) {
  const out: { id: number; settings: string; settings_rev: number }[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .selectFrom('vehicles')
      .select(['id', 'settings', 'settings_rev'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(i, i + ID_CHUNK))
      .execute();
    out.push(...rows);
  }
  return out;
}

export interface LiveRow {
  vehicle_id: number;
  live: string;
  updated_at: number;
  processed_time: number;
}

const LIVE_SQL =
  'select vehicle_id, live, updated_at, processed_time from vehicle_live ' +
  'where customer_id = ? and vehicle_id in (select value from json_each(?))';
const liveStatements = new WeakMap<
  SQLite.Database,
  SQLite.Statement<[number, string], [number, string, number, number]>
>();

/**
 * Live state texts of some vehicles of the company, with their change markers: one statement
 * whatever the number of ids (a moving fleet changes thousands between two polls). The ids go
 * as one JSON array on the embedded database (a prepared statement returning arrays) and as one
 * integer array on PostgreSQL (one round trip, one parameter, instead of chunks of 500).
 */
export async function listLiveStates(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  customerId: number,
  ids: readonly number[],
): Promise<LiveRow[]> {
  if (ids.length === 0) return [];
  if (!sqlite) {
    return db
      .selectFrom('vehicle_live')
      .select(['vehicle_id', 'live', 'updated_at', 'processed_time'])
      .where('customer_id', '=', customerId)
      .where('vehicle_id', '=', sql<number>`any(${[...ids]}::integer[])`)
      .execute();
  }
  let st = liveStatements.get(sqlite);
  if (!st) {
    st = sqlite.prepare<[number, string], [number, string, number, number]>(LIVE_SQL).raw(true);
    liveStatements.set(sqlite, st);
  }
  return st
    .all(customerId, JSON.stringify(ids))
    .map(([vehicle_id, live, updated_at, processed_time]) => ({ vehicle_id, live, updated_at, processed_time }));
}

/** Id and registration of every vehicle of the company, by regno. */
export function listVehicleNames(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .orderBy('id')
    .execute();
}

/** One vehicle of the company with its live state. */
export function findVehicleWithLive(db: Kysely<DB>, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_live as l', (j) =>
      j.onRef('l.vehicle_id', '=', 'v.id').onRef('l.customer_id', '=', 'v.customer_id'),
    )
    .select(['v.id', 'v.regno', 'v.vehicle_type_id', 'l.live'])
    .where('v.customer_id', '=', customerId)
    .where('v.id', '=', vehicleId)
    .executeTakeFirst();
}

/** Identifier assignments that count (active rows, any period), with the holder's name. */
export function listActiveIdentifiers(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select(['i.id', 'i.code', 'i.active', 'i.from_date', 'i.to_date', 'd.first_name', 'd.last_name'])
    .where('i.customer_id', '=', customerId)
    .where('i.active', '=', 1)
    .execute();
}

const INSPECTION_COLUMNS = [
  'id',
  'vehicle_id',
  'type',
  'level',
  'custom_name',
  'inspection_date',
  'inspection_status_id',
  'last_km_counter',
  'last_mth_counter',
  'description',
  'remind_time_condition_exist',
  'remind_time_condition_id',
  'remind_time_condition_value',
  'rtc_prev_value',
  'rdc_exist',
  'rdc_value',
  'rdc_prev_value',
  'remind_mth_condition_exist',
  'remind_mth_condition_value',
  'rmc_prev_value',
] as const;

/** Not-done inspections of the company. */
export function listOpenInspections(
  db: Kysely<DB>,
  customerId: number,
): Promise<(InspectionRecord & { vehicle_id: number })[]> {
  return db
    .selectFrom('inspections')
    .select(INSPECTION_COLUMNS)
    .where('customer_id', '=', customerId)
    .where('inspection_done_date', 'is', null)
    .execute();
}

export function findInspection(db: Kysely<DB>, customerId: number, inspectionId: number) {
  return db
    .selectFrom('inspections')
    .select([...INSPECTION_COLUMNS, 'inspection_done_date'])
    .where('customer_id', '=', customerId)
    .where('id', '=', inspectionId)
    .executeTakeFirst();
}

// ---- route and events ----------------------------------------------------------------------

/** Points of a vehicle in [from, to], oldest first. */
export function listRoutePoints(db: Kysely<DB>, customerId: number, vehicleId: number, from: number, to: number) {
  return db
    .selectFrom('positions')
    .select(['time', 'lat', 'lon', 'speed', 'tacho_speed'])
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .orderBy('time')
    .execute();
}

/** The latest events of one type of a vehicle since a moment, newest first. */
export function listRecentEvents(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  eventType: number,
  since: number,
  limit: number,
) {
  return db
    .selectFrom('events')
    .select(['id', 'from_time', 'begin_lat', 'begin_lon', 'driver_id'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('event_type', '=', eventType)
    .where('from_time', '>=', since)
    .orderBy('from_time', 'desc')
    .limit(limit)
    .execute();
}

/** The driver identifier the device reported at given moments (the events' first points). */
export function listDriverCodesAt(db: Kysely<DB>, vehicleId: number, times: number[]) {
  if (times.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('positions')
    .select(['time', 'driver1'])
    .where('vehicle_id', '=', vehicleId)
    .where('time', 'in', times)
    .execute();
}
