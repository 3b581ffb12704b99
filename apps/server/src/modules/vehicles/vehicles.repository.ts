import type { Insertable, Updateable } from 'kysely';
import type { VehiclesTable, Db } from '../../db/schema';

/** The registered vehicle of a device IMEI (unique across companies), or undefined. */
export function findVehicleByImei(db: Db, imei: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'regno', 'vehicle_type_id', 'settings', 'protocol'])
    .where('imei', '=', imei)
    .executeTakeFirst();
}

/**
 * Identifiers refused as unknown over `protocol` since `since`, the latest first: the vehicle
 * editor proposes them (a device that was installed and tried to connect before its vehicle was
 * registered). No company owns an unknown identifier; the addresses are not given out.
 */
export function recentUnknownIdentifiers(db: Db, protocol: string, since: number, limit: number) {
  return (
    db
      .selectFrom('device_refusals')
      .select(['imei', 'last_at', 'count'])
      .where('protocol', '=', protocol)
      .where('reason', '=', 'unknown')
      .where('last_at', '>=', since)
      // Registered since it was refused: no longer a suggestion.
      .where('imei', 'not in', db.selectFrom('vehicles').select('imei'))
      .orderBy('last_at', 'desc')
      .limit(limit)
      .execute()
  );
}

export function findVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

export type VehicleRow = NonNullable<Awaited<ReturnType<typeof findVehicle>>>;

export function listVehicleIds(db: Db) {
  return db.selectFrom('vehicles').select(['id', 'customer_id']).orderBy('id').execute();
}

/** The vehicle list's rows (the user's vehicles when he has a list). */
export function listVehicleRows(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db
    .selectFrom('vehicles')
    .select([
      'id',
      'regno',
      'brand',
      'side_no',
      'vehicle_type_id',
      'imei',
      'protocol',
      'simcard_no',
      'gps_type_id',
      'status_id',
      'phone',
    ])
    .where('customer_id', '=', customerId);
  if (vehicleIds !== null) {
    if (vehicleIds.length === 0) return Promise.resolve([]);
    q = q.where('id', 'in', vehicleIds);
  }
  return q.orderBy('regno').orderBy('id').execute();
}

export async function insertVehicle(db: Db, row: Insertable<VehiclesTable>): Promise<number> {
  return (await db.insertInto('vehicles').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateVehicle(db: Db, customerId: number, vehicleId: number, row: Updateable<VehiclesTable>) {
  await db.updateTable('vehicles').set(row).where('customer_id', '=', customerId).where('id', '=', vehicleId).execute();
}

/** A user with a vehicle list sees the vehicle he added. */
export async function addUserVehicle(db: Db, customerId: number, userId: number, vehicleId: number) {
  await db
    .insertInto('user_vehicles')
    .values({ customer_id: customerId, user_id: userId, vehicle_id: vehicleId })
    .execute();
}

/**
 * Deletes a vehicle with everything of it: the rows tied to it by foreign keys go with it
 * (events, calibrations, recipients, assignments, user lists, ...); its records, live state,
 * checkpoints, stored route and eco days and device logs are keyed by vehicle alone and deleted here.
 */
export async function deleteVehicle(db: Db, customerId: number, vehicleId: number) {
  for (const table of [
    'positions',
    'vehicle_live',
    'engine_checkpoints',
    'route_chunks',
    'eco_days',
    'device_connections',
    'device_commands',
    'device_messages',
    'record_quarantine',
  ] as const) {
    await db.deleteFrom(table).where('customer_id', '=', customerId).where('vehicle_id', '=', vehicleId).execute();
  }
  await db.deleteFrom('vehicles').where('customer_id', '=', customerId).where('id', '=', vehicleId).execute();
}
