import type { Kysely } from 'kysely';
import type { DB, Db } from '../../db/schema';

export { findCustomerByClogin, findUser, findUserByLogin } from '../users/users.repository';

export async function insertLoginToken(
  db: Db,
  row: {
    token: string;
    clogin_key: string;
    ulogin_key: string;
    created_at: number;
    expires_at: number;
    binder: string;
  },
) {
  await db.insertInto('login_tokens').values(row).execute();
}

/**
 * Takes every outstanding token of a client/login pair that the asking browser holds (its
 * binder): the live ones are returned, and all are deleted, so a token answers at most one
 * login attempt (single use). Other browsers' tokens for the same pair are left alone.
 */
export async function takeLoginTokens(
  db: Kysely<DB>,
  cloginKey: string,
  uloginKey: string,
  binder: string,
  now: number,
) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('login_tokens')
      .select(['token', 'expires_at'])
      .where('clogin_key', '=', cloginKey)
      .where('ulogin_key', '=', uloginKey)
      .where('binder', '=', binder)
      .execute();
    if (rows.length === 0) return [];
    const deleted = await trx
      .deleteFrom('login_tokens')
      .where(
        'token',
        'in',
        rows.map((r) => r.token),
      )
      .executeTakeFirst();
    // A concurrent attempt took them first: none are ours to use.
    if (Number(deleted.numDeletedRows) !== rows.length) return [];
    return rows.filter((r) => r.expires_at > now).map((r) => r.token);
  });
}

export async function purgeExpiredLoginTokens(db: Db, now: number) {
  await db.deleteFrom('login_tokens').where('expires_at', '<=', now).execute();
}

export function findFailure(db: Db, key: string) {
  return db.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function saveFailure(
  db: Db,
  row: { key: string; failures: number; first_at: number; locked_until: number },
) {
  await db
    .insertInto('login_failures')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ failures: row.failures, first_at: row.first_at, locked_until: row.locked_until }),
    )
    .execute();
}

export async function clearFailure(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

export async function insertSession(
  db: Db,
  row: {
    id: string;
    customer_id: number;
    user_id: number;
    created_at: number;
    last_seen_at: number;
    expires_at: number;
    address: string | null;
  },
) {
  await db.insertInto('sessions').values(row).execute();
}

/** A live session with its user and company, or undefined. */
export function findLiveSession(db: Db, id: string, now: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      'u.id as user_id',
      'u.login',
      'u.full_name',
      'u.status',
      'u.permissions',
      'u.vehicles_restricted',
      'c.id as customer_id',
      'c.clogin',
      'c.name as customer_name',
      'c.time_zone',
    ])
    .where('s.id', '=', id)
    .where('s.expires_at', '>', now)
    .whereRef('u.customer_id', '=', 's.customer_id')
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: number, expiresAt: number) {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function purgeExpiredSessions(db: Db, now: number) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export async function allowedVehicleIds(db: Db, customerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_vehicles')
    .select('vehicle_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.vehicle_id);
}
