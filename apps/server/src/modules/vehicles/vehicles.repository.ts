import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The registered vehicle of a device IMEI (unique across companies), or undefined. */
export function findVehicleByImei(db: Db, imei: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'regno', 'vehicle_type_id', 'settings'])
    .where('imei', '=', imei)
    .executeTakeFirst();
}

export function findVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

export function listVehicleIds(db: Db) {
  return db.selectFrom('vehicles').select(['id', 'customer_id']).orderBy('id').execute();
}
