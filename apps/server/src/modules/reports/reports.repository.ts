import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function listVehicleNames(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId).execute();
}

/** Drivers are the company's (not limited by a user's vehicle list, like driver reminders). */
export function listDrivers(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .execute();
}
