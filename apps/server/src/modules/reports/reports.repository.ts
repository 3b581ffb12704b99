import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function listVehicleNames(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId).execute();
}

/** The company's drivers (the caller keeps those of the user's driver list: drivers/driver-scope.ts). */
export function listDrivers(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .execute();
}

/** The company's own points with their type (the report builder's list). */
export function listPoiNames(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('pois').select(['id', 'name', 'type_id']).where('customer_id', '=', customerId).execute();
}

/** Vehicles of the company among `ids` with what a report's rows name them by. */
export function listReportVehicles(db: Kysely<DB>, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'vehicle_type_id', 'icon_id'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Drivers of the company among `ids` with their names. */
export function listReportDrivers(db: Kysely<DB>, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Own points of the company among `ids` with their names. */
export function listReportPois(db: Kysely<DB>, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pois')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The device odometer (metres) of a vehicle's first and last record in [from, to] that carries
 * one (null: none does). Two index range reads from either end.
 */
export async function odometerSpan(db: Kysely<DB>, customerId: number, vehicleId: number, from: number, to: number) {
  const edge = (order: 'asc' | 'desc') =>
    db
      .selectFrom('positions')
      .select('odometer')
      .where('vehicle_id', '=', vehicleId)
      .where('customer_id', '=', customerId)
      .where('time', '>=', from)
      .where('time', '<=', to)
      .where('odometer', 'is not', null)
      .orderBy('time', order)
      .limit(1)
      .executeTakeFirst();
  const [first, last] = await Promise.all([edge('asc'), edge('desc')]);
  const num = (r: { odometer: number | null } | undefined) => (r?.odometer == null ? null : Number(r.odometer));
  return { start: num(first), end: num(last) };
}
