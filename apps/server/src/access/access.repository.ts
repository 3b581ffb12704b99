import type { Db } from '../db/schema';

/** The stored lists that narrow what a user sees (the user editor's tabs): the only SQL of access/. */
/**
 * The drivers a user may see (the user editor's 'Kierowcy' tab, migration 016): null when he is
 * not restricted (every driver of the company, also those added later), else his list.
 */
export async function userVisibleDriverIds(db: Db, customerId: number, userId: number): Promise<number[] | null> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('user_drivers as ud', (j) =>
      j.onRef('ud.customer_id', '=', 'u.customer_id').onRef('ud.user_id', '=', 'u.id'),
    )
    .select(['u.drivers_restricted', 'ud.driver_id'])
    .where('u.customer_id', '=', customerId)
    .where('u.id', '=', userId)
    .execute();
  // A user deleted while his session was answered sees nothing.
  if (rows.length === 0) return [];
  if (!rows[0].drivers_restricted) return null;
  return rows.flatMap((r) => (r.driver_id === null ? [] : [r.driver_id]));
}

/**
 * The event types a user receives as alarms, read on each call so an administrator's change
 * applies to the user's next call: null when he receives every type.
 */
export async function userAlarmTypes(db: Db, customerId: number, userId: number): Promise<number[] | null> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('user_event_types as t', (j) =>
      j.onRef('t.customer_id', '=', 'u.customer_id').onRef('t.user_id', '=', 'u.id'),
    )
    .select(['u.alarms_restricted', 't.event_type_id'])
    .where('u.customer_id', '=', customerId)
    .where('u.id', '=', userId)
    .execute();
  if (rows.length === 0) return [];
  if (!rows[0].alarms_restricted) return null;
  return rows.flatMap((r) => (r.event_type_id === null ? [] : [r.event_type_id]));
}
