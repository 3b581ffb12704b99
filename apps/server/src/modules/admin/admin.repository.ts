import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export { findCustomerByClogin as findCustomer, findUserByLogin as findUser } from '../users/users.repository';
export { findVehicleByImei } from '../vehicles/vehicles.repository';

export async function insertCustomer(
  db: Kysely<DB>,
  row: { clogin: string; name: string; time_zone: string; created_at: number },
) {
  const r = await db.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function countCustomers(db: Kysely<DB>) {
  return db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function insertUser(
  db: Kysely<DB>,
  row: {
    customer_id: number;
    login: string;
    login_key: string;
    full_name: string;
    first_name: string;
    last_name: string;
    user_type_id: number;
    verifier: string;
    permissions: string;
    vehicles_restricted: number;
    created_at: number;
    updated_at: number;
  },
) {
  const r = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function updateUserVerifier(db: Kysely<DB>, userId: number, verifier: string, now: number) {
  await db.updateTable('users').set({ verifier, updated_at: now }).where('id', '=', userId).execute();
}

/** Signing everyone out of an account whose password changed. */
export async function deleteUserSessions(db: Kysely<DB>, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function findVehicleByRegno(db: Kysely<DB>, customerId: number, regno: string) {
  return db
    .selectFrom('vehicles')
    .select(['id'])
    .where('customer_id', '=', customerId)
    .where('regno', '=', regno)
    .executeTakeFirst();
}

export async function insertVehicle(
  db: Kysely<DB>,
  row: {
    customer_id: number;
    regno: string;
    imei: string;
    vehicle_type_id: number;
    icon_id: number;
    icon_color: string;
    protocol: string;
    created_at: number;
  },
) {
  const r = await db.insertInto('vehicles').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function insertUserVehicles(db: Kysely<DB>, customerId: number, userId: number, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return;
  await db
    .insertInto('user_vehicles')
    .values(vehicleIds.map((vehicle_id) => ({ customer_id: customerId, user_id: userId, vehicle_id })))
    .execute();
}
