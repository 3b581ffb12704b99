import type { Insertable, Updateable } from 'kysely';
import type { DB, Db } from '../../db/schema';

/** Drivers and their identifier assignments (spec 3 §3.3): the only SQL of the drivers module. */
const DRIVER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'phone_no',
  'pesel',
  'driver_status_id',
  'driver_type_id',
  'recruited_from_date',
  'recruited_to_date',
  'address',
  'postal_code',
  'city',
  'driving_license_no',
  'driving_license_category',
  'work_statuses',
] as const;

export type DriverRowDb = Awaited<ReturnType<typeof findDriver>> & object;

export function listDrivers(db: Db, customerId: number) {
  return db
    .selectFrom('drivers')
    .select(DRIVER_COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export function findDriver(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('drivers')
    .select(DRIVER_COLUMNS)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another driver of the company with this PESEL. */
export function findDriverByPesel(db: Db, customerId: number, pesel: string, exceptId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .where('pesel', '=', pesel)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function insertDriver(db: Db, row: Insertable<DB['drivers']>) {
  return (await db.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateDriver(db: Db, customerId: number, id: number, row: Updateable<DB['drivers']>) {
  await db.updateTable('drivers').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** Deletes the driver and his identifier assignments (his 'Identyfikator' tab). */
export async function deleteDriver(db: Db, customerId: number, id: number) {
  await db.deleteFrom('identifiers').where('customer_id', '=', customerId).where('driver_id', '=', id).execute();
  await db.deleteFrom('drivers').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** A driver's identifier assignments, oldest first. */
export function listDriverAssignments(db: Db, customerId: number, driverId: number) {
  return db
    .selectFrom('identifiers')
    .select(['id', 'card_id', 'code', 'active', 'from_date', 'to_date'])
    .where('customer_id', '=', customerId)
    .where('driver_id', '=', driverId)
    .orderBy('from_date')
    .orderBy('id')
    .execute();
}

/** Every active assignment of the company with its driver's id (the list's current identifiers). */
export function listActiveAssignments(db: Db, customerId: number) {
  return db
    .selectFrom('identifiers')
    .select(['id', 'driver_id', 'card_id', 'code', 'active', 'from_date', 'to_date'])
    .where('customer_id', '=', customerId)
    .where('active', '=', 1)
    .execute();
}

/** Active assignments of some identifiers held by other drivers, with their names (overlap check). */
export function listOthersAssignments(db: Db, customerId: number, cardIds: number[], driverId: number) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select(['i.id', 'i.card_id', 'i.driver_id', 'i.active', 'i.from_date', 'i.to_date', 'd.first_name', 'd.last_name'])
    .where('i.customer_id', '=', customerId)
    .where('i.card_id', 'in', cardIds)
    .where('i.active', '=', 1)
    .where((w) => w.or([w('i.driver_id', 'is', null), w('i.driver_id', '!=', driverId)]))
    .execute();
}

export async function insertAssignment(db: Db, row: Insertable<DB['identifiers']>) {
  await db.insertInto('identifiers').values(row).execute();
}

export async function updateAssignment(
  db: Db,
  customerId: number,
  id: number,
  row: Pick<Updateable<DB['identifiers']>, 'card_id' | 'code' | 'active' | 'from_date' | 'to_date'>,
) {
  await db.updateTable('identifiers').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function deleteAssignments(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('identifiers').where('customer_id', '=', customerId).where('id', 'in', ids).execute();
}

/** Puts a driver on a restricted user's list (the driver he has just added). */
export async function addUserDriver(db: Db, customerId: number, userId: number, driverId: number) {
  await db
    .insertInto('user_drivers')
    .values({ customer_id: customerId, user_id: userId, driver_id: driverId })
    .execute();
}

/** Every row (history included) of some identifier codes, for naming drivers at past moments. */
export function listIdentifierHistory(db: Db, customerId: number, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select(['i.id', 'i.code', 'i.active', 'i.from_date', 'i.to_date', 'd.first_name', 'd.last_name'])
    .where('i.customer_id', '=', customerId)
    .where('i.code', 'in', codes)
    .execute();
}

/** Names of drivers by id (events that carry a driver id). */
export function listDriverNames(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
}
