import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { LoginSecondStepsTable } from '../../db/schema/accounts';

/** A user's second factor row (migration 033), or undefined when he never started enrolling. */
export function findTotp(db: Db, customerId: number, userId: number) {
  return db
    .selectFrom('user_totp')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user's second factor is on (one indexed read on every password login). */
export async function totpEnabled(db: Db, customerId: number, userId: number): Promise<boolean> {
  return (await findTotp(db, customerId, userId))?.enabled === 1;
}

/** A new, not yet confirmed secret (sealed) replaces whatever pending one the user had. */
export async function savePendingTotp(db: Db, customerId: number, userId: number, sealed: string, at: number) {
  const row = { secret: sealed, enabled: 0, created_at: at, confirmed_at: null, last_step: 0 };
  await db
    .insertInto('user_totp')
    .values({ customer_id: customerId, user_id: userId, ...row })
    .onConflict((oc) => oc.columns(['customer_id', 'user_id']).doUpdateSet(row))
    .execute();
}

/**
 * Takes the code of time step `step` when it is newer than the last one taken (and, with
 * `enable`, turns the factor on). A conditional update, so two requests with one code cannot
 * both succeed: true when this one took it.
 */
export async function takeTotpStep(
  db: Db,
  customerId: number,
  userId: number,
  step: number,
  opts: { enable?: { at: number }; enabled: boolean },
): Promise<boolean> {
  const r = await db
    .updateTable('user_totp')
    .set({ last_step: step, ...(opts.enable ? { enabled: 1, confirmed_at: opts.enable.at } : {}) })
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .where('enabled', '=', opts.enabled ? 1 : 0)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Db, customerId: number, userId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('user_totp')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A login waiting for its code; a browser has at most one (a new password login replaces it). */
export async function saveSecondStep(db: Db, row: Insertable<LoginSecondStepsTable>) {
  const { binder: _binder, ...rest } = row;
  await db
    .insertInto('login_second_steps')
    .values(row)
    .onConflict((oc) => oc.column('binder').doUpdateSet(rest))
    .execute();
}

/** The live pending step of a browser's binder, or undefined. */
export function findSecondStep(db: Db, binder: string, now: number) {
  return db
    .selectFrom('login_second_steps')
    .selectAll()
    .where('binder', '=', binder)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends a pending step; true when this call ended it (a concurrent finish got nothing). */
export async function deleteSecondStep(db: Db, binder: string): Promise<boolean> {
  const r = await db.deleteFrom('login_second_steps').where('binder', '=', binder).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function purgeExpiredSecondSteps(db: Db, now: number) {
  await db.deleteFrom('login_second_steps').where('expires_at', '<=', now).execute();
}

/** A user's pending sign-ins end when his factor is reset (they were started under the old one). */
export async function deleteUserSecondSteps(db: Db, customerId: number, userId: number) {
  await db
    .deleteFrom('login_second_steps')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .execute();
}
