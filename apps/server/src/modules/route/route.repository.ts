import type SQLite from 'better-sqlite3';
import type { Insertable, Selectable } from 'kysely';
import { rawStatement } from '../../db/raw-statements';
import type { EventsTable, PositionsTable, Db } from '../../db/schema';
import { INSERT_COLUMNS } from '../../ingest/position-columns';

export { checkpointAtOrBefore as findCheckpoint } from '../../engine/engine.repository';

/** The route viewer's SQL (spec 2 §7: /route, /route/event/save|delete). */
/** One vehicle of the company with what the route's info needs. */
export function findRouteVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'vehicle_type_id', 'icon_id'])
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

type PositionRow = Selectable<PositionsTable>;

/** Index of each column in a row read as an array (INSERT_COLUMNS order). */
const I = Object.fromEntries(INSERT_COLUMNS.map((c, k) => [c, k])) as Record<(typeof INSERT_COLUMNS)[number], number>;

/**
 * A row read as an array as the row object. A literal, not a loop of assignments: every row
 * gets one fixed object shape (about 30 % faster to build and to read for a month of records).
 */
function arrayRow(a: unknown[]): PositionRow {
  const r = a as never[];
  return {
    vehicle_id: r[I.vehicle_id],
    time: r[I.time],
    customer_id: r[I.customer_id],
    received_at: r[I.received_at],
    lat: r[I.lat],
    lon: r[I.lon],
    speed: r[I.speed],
    course: r[I.course],
    altitude: r[I.altitude],
    satellites: r[I.satellites],
    valid: r[I.valid],
    ignition: r[I.ignition],
    movement: r[I.movement],
    odometer: r[I.odometer],
    engine_seconds: r[I.engine_seconds],
    fuel_probe1: r[I.fuel_probe1],
    fuel_probe2: r[I.fuel_probe2],
    can_fuel: r[I.can_fuel],
    fuel_used: r[I.fuel_used],
    ext_voltage: r[I.ext_voltage],
    bat_voltage: r[I.bat_voltage],
    bat_percent: r[I.bat_percent],
    gsm: r[I.gsm],
    antenna: r[I.antenna],
    inputs: r[I.inputs],
    outputs: r[I.outputs],
    driver1: r[I.driver1],
    driver2: r[I.driver2],
    rpm: r[I.rpm],
    tacho_speed: r[I.tacho_speed],
    energy1: r[I.energy1],
    energy2: r[I.energy2],
    extra: r[I.extra],
  };
}

/**
 * Positions of a vehicle in [from, to] (both inclusive), oldest first. The embedded database
 * reads rows as arrays (a month of records: better-sqlite3 builds row objects about 3× slower
 * than these literals).
 */
export function listPositions(
  db: Db,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
  sqlite?: SQLite.Database | null,
): Promise<PositionRow[]> {
  if (sqlite) {
    const st = rawStatement(
      sqlite,
      `select ${INSERT_COLUMNS.join(', ')} from positions
       where vehicle_id = ? and customer_id = ? and time >= ? and time <= ? order by time`,
    );
    return Promise.resolve(st.all(vehicleId, customerId, from, to).map(arrayRow));
  }
  return db
    .selectFrom('positions')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .orderBy('time')
    .execute();
}

/** Device connections of a vehicle open at some moment of [from, to]. */
export function listConnections(db: Db, customerId: number, vehicleId: number, from: number, to: number) {
  return db
    .selectFrom('device_connections')
    .select(['connected_at', 'disconnected_at'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('connected_at', '<=', to)
    .where((eb) => eb.or([eb('disconnected_at', 'is', null), eb('disconnected_at', '>=', from)]))
    .orderBy('connected_at')
    .execute();
}

/**
 * Stored events overlapping [from, to] (an open event overlaps from its start on), oldest first;
 * with `types`, only events of those kinds (a report's statistics need a few of a month's kinds).
 */
export function listRangeEvents(
  db: Db,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
  types?: readonly number[],
) {
  let q = db
    .selectFrom('events')
    .select([
      'id',
      'event_type',
      'from_time',
      'to_time',
      'value',
      'begin_lat',
      'begin_lon',
      'end_lat',
      'end_lon',
      'driver_id',
      'poi_id',
      'manual',
      'is_alarm',
      'description',
    ])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('from_time', '<=', to)
    .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', from)]));
  if (types) q = q.where('event_type', 'in', [...types]);
  return q.orderBy('from_time').orderBy('event_type').execute();
}

export function listPoiNames(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pois')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
}

/** Names of bases, for the route's base stays (event 101). */
export function listBaseNames(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bases')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
}

/** The usable fixes nearest before and after a moment (at most one each). */
export async function fixesAround(db: Db, customerId: number, vehicleId: number, time: number) {
  const base = db
    .selectFrom('positions')
    .select(['time', 'lat', 'lon'])
    .where('vehicle_id', '=', vehicleId)
    .where('customer_id', '=', customerId)
    .where('valid', '=', 1)
    .where((eb) => eb.or([eb('lat', '!=', 0), eb('lon', '!=', 0)]));
  const [before, after] = await Promise.all([
    base.where('time', '<=', time).orderBy('time', 'desc').limit(1).executeTakeFirst(),
    base.where('time', '>', time).orderBy('time').limit(1).executeTakeFirst(),
  ]);
  return [before, after].filter((r) => r !== undefined);
}

/** A vehicle's events of these types, as the event editor looks them up. */
function eventsOfTypes(db: Db, customerId: number, vehicleId: number, types: number[]) {
  return db
    .selectFrom('events')
    .select(['id', 'event_type', 'manual', 'from_time'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('event_type', 'in', types);
}

/** Fuel events (types given) of a vehicle starting at a moment. */
export function findEventsAt(db: Db, customerId: number, vehicleId: number, types: number[], fromTime: number) {
  return eventsOfTypes(db, customerId, vehicleId, types).where('from_time', '=', fromTime).execute();
}

/**
 * Events of these types that began before a moment and run over it (or are still open): the
 * route shows an event begun before its range as starting at the range start, and its editor
 * sends that start.
 */
export function findEventsRunningAt(db: Db, customerId: number, vehicleId: number, types: number[], time: number) {
  return eventsOfTypes(db, customerId, vehicleId, types)
    .where('from_time', '<', time)
    .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', time)]))
    .execute();
}

export async function deleteEvents(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('events').where('customer_id', '=', customerId).where('id', 'in', ids).execute();
}

/** Inserts an event, replacing one of the same identity (vehicle, type, start). */
export async function putEvent(db: Db, row: Insertable<EventsTable>) {
  await db
    .insertInto('events')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['customer_id', 'vehicle_id', 'event_type', 'from_time']).doUpdateSet({
        to_time: row.to_time,
        value: row.value,
        begin_lat: row.begin_lat,
        begin_lon: row.begin_lon,
        end_lat: row.end_lat,
        end_lon: row.end_lon,
        manual: row.manual,
        is_alarm: row.is_alarm,
        accepted: 0,
        accepted_at: null,
        accepted_by: null,
        description: null,
      }),
    )
    .execute();
}

/**
 * Vehicles the engine has processed records of, with their company's time zone and the time of
 * their first record (route-prebuild.ts); with `only`, just those vehicles (at least one).
 */
export function listProcessedVehicles(db: Db, only?: readonly number[]) {
  let q = db
    .selectFrom('vehicles')
    .innerJoin('vehicle_live', 'vehicle_live.vehicle_id', 'vehicles.id')
    .innerJoin('customers', 'customers.id', 'vehicles.customer_id')
    .select([
      'vehicles.id',
      'vehicles.customer_id',
      'vehicles.regno',
      'vehicles.vehicle_type_id',
      'vehicles.icon_id',
      'customers.time_zone',
      (eb) =>
        eb
          .selectFrom('positions')
          .select((p) => p.fn.min('positions.time').as('t'))
          .whereRef('positions.vehicle_id', '=', 'vehicles.id')
          .as('first_time'),
    ])
    .orderBy('vehicles.id');
  if (only) q = q.where('vehicles.id', 'in', [...only]);
  return q.execute();
}
