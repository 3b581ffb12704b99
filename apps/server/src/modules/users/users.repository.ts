import type { Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema';

/** A company by the client name typed at sign-in (stored lower-case). */
export function findCustomerByClogin(db: Db, cloginKey: string) {
  return db.selectFrom('customers').selectAll().where('clogin', '=', cloginKey).executeTakeFirst();
}

/** A user of a company by lower-cased login. */
export function findUserByLogin(db: Db, customerId: number, loginKey: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('login_key', '=', loginKey)
    .executeTakeFirst();
}

/** The user records of the editor (spec 3 §3.10); the verifiers are read only to keep or replace them. */
const USER_COLUMNS = [
  'id',
  'login',
  'first_name',
  'last_name',
  'full_name',
  'phone_no',
  'email',
  'status',
  'user_type_id',
  'permissions',
  'vehicles_restricted',
  'drivers_restricted',
  'alarms_restricted',
  'www_login',
  'www_verifier',
] as const;

export type UserRow = Awaited<ReturnType<typeof findUser>> & object;

/** A user of this company by id; another company's id finds nothing. */
export function findUser(db: Db, customerId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('customer_id', '=', customerId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every user of a company, with how many vehicles a restricted one sees (the /users list). */
export function listUsers(db: Db, customerId: number) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.login',
      'u.first_name',
      'u.last_name',
      'u.phone_no',
      'u.email',
      'u.status',
      'u.user_type_id',
      'u.vehicles_restricted',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_vehicles as uv')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('uv.customer_id', '=', 'u.customer_id')
        .whereRef('uv.user_id', '=', 'u.id')
        .as('vehicle_count'),
    )
    .where('u.customer_id', '=', customerId)
    .orderBy('u.login_key')
    .execute();
}

/**
 * Id, status and permissions of every user of a company: what the rule about the right to edit
 * users reads. On PostgreSQL the rows are locked for the transaction, so two administrators
 * taking the right from each other at the same moment cannot both succeed (SQLite runs one
 * writing transaction at a time anyway).
 */
export function lockCompanyUserRights(db: Transaction<DB>, customerId: number, dialect: 'sqlite' | 'postgres') {
  const q = db
    .selectFrom('users')
    .select(['id', 'status', 'permissions'])
    .where('customer_id', '=', customerId)
    .orderBy('id');
  return (dialect === 'postgres' ? q.forUpdate() : q).execute();
}

export async function userVehicleIds(db: Db, customerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_vehicles')
    .select('vehicle_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .orderBy('vehicle_id')
    .execute();
  return rows.map((r) => r.vehicle_id);
}

/** The drivers a user sees when restricted (`drivers_restricted`); other modules filter by these. */
export async function userDriverIds(db: Db, customerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_drivers')
    .select('driver_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .orderBy('driver_id')
    .execute();
  return rows.map((r) => r.driver_id);
}

/** The event types a user receives as alarms when restricted (`alarms_restricted`). */
export async function userEventTypes(db: Db, customerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_event_types')
    .select('event_type_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .orderBy('event_type_id')
    .execute();
  return rows.map((r) => r.event_type_id);
}

/** The editor's vehicle options: every vehicle of the company. */
export function companyVehicles(db: Db, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .execute();
}

/** The editor's driver options: every driver of the company. */
export function companyDrivers(db: Db, customerId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

/** Which of `ids` are vehicles of the company. */
export async function ownVehicleIds(db: Db, customerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('vehicles')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are drivers of the company. */
export async function ownDriverIds(db: Db, customerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('drivers')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The columns a save writes. */
export interface UserWrite {
  login: string;
  login_key: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone_no: string | null;
  email: string | null;
  status: 'active' | 'inactive';
  user_type_id: number;
  permissions: string;
  vehicles_restricted: number;
  drivers_restricted: number;
  /** Undefined: keep the stored one (a body without the alarm list). */
  alarms_restricted?: number;
  www_login: string | null;
  /** Undefined: keep the stored one. */
  verifier?: string;
  www_verifier?: string | null;
  updated_at: number;
}

export async function insertUser(
  db: Transaction<DB>,
  customerId: number,
  row: UserWrite & { verifier: string; created_at: number },
): Promise<number> {
  const r = await db
    .insertInto('users')
    .values({ ...row, customer_id: customerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateUser(db: Transaction<DB>, customerId: number, userId: number, row: UserWrite) {
  await db.updateTable('users').set(row).where('customer_id', '=', customerId).where('id', '=', userId).execute();
}

/** Replaces one of the user's id lists (vehicles, drivers, event types) with `ids`. */
export async function replaceUserList(
  db: Transaction<DB>,
  table: 'user_vehicles' | 'user_drivers' | 'user_event_types',
  customerId: number,
  userId: number,
  ids: readonly number[],
) {
  const column = table === 'user_vehicles' ? 'vehicle_id' : table === 'user_drivers' ? 'driver_id' : 'event_type_id';
  await db.deleteFrom(table).where('customer_id', '=', customerId).where('user_id', '=', userId).execute();
  // Chunked: PostgreSQL takes at most 65535 parameters in one statement.
  for (let i = 0; i < ids.length; i += 5000) {
    const values = ids
      .slice(i, i + 5000)
      .map((id) => ({ customer_id: customerId, user_id: userId, [column]: id }) as never);
    await db.insertInto(table).values(values).execute();
  }
}

/** Deletes a user; his sessions, settings, layouts and lists go with him (foreign keys cascade). */
export async function deleteUser(db: Transaction<DB>, customerId: number, userId: number) {
  await deleteUserSessions(db, customerId, userId);
  await db.deleteFrom('users').where('customer_id', '=', customerId).where('id', '=', userId).execute();
}

/** Ends a user's sessions, except `keepSessionId` (the administrator changing his own password). */
export async function deleteUserSessions(db: Db, customerId: number, userId: number, keepSessionId?: string) {
  let q = db.deleteFrom('sessions').where('customer_id', '=', customerId).where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}
