import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Reminders that came due and were not accepted yet. A reminder of a vehicle outside the user's
 * vehicle list is not his to see; a driver reminder is kept by the caller when the driver is on
 * the user's driver list (drivers/driver-scope.ts).
 */
export function listDueReminders(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db
    .selectFrom('reminders as r')
    .innerJoin('reminder_types as t', 't.id', 'r.remind_type_id')
    .leftJoin('vehicles as v', (j) => j.onRef('v.id', '=', 'r.vehicle_id').onRef('v.customer_id', '=', 'r.customer_id'))
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'r.driver_id').onRef('d.customer_id', '=', 'r.customer_id'))
    .select([
      'r.id',
      'r.name',
      't.name as type_name',
      'r.vehicle_id',
      'r.driver_id',
      'v.regno',
      'd.first_name',
      'd.last_name',
      'r.last_state_date',
      'r.last_km_counter',
      'r.last_mth_counter',
    ])
    .where('r.customer_id', '=', customerId)
    .where('r.triggered_at', 'is not', null)
    .where('r.accepted_at', 'is', null);
  if (vehicleIds) {
    const ids = vehicleIds.length > 0 ? [...vehicleIds] : [-1];
    q = q.where((eb) => eb.or([eb('r.vehicle_id', 'is', null), eb('r.vehicle_id', 'in', ids)]));
  }
  return q.orderBy('r.triggered_at', 'asc').execute();
}

/** A reminder of the company the user may see (vehicle reminders only on his vehicles). */
export function findReminder(db: Kysely<DB>, customerId: number, reminderId: number) {
  return db
    .selectFrom('reminders')
    .select(['id', 'vehicle_id', 'driver_id', 'accepted_at'])
    .where('customer_id', '=', customerId)
    .where('id', '=', reminderId)
    .executeTakeFirst();
}

/** Closes a reminder; one already accepted keeps who and when. */
export async function acceptReminder(
  db: Kysely<DB>,
  customerId: number,
  reminderId: number,
  userId: number,
  now: number,
) {
  await db
    .updateTable('reminders')
    .set({ accepted_at: now, accepted_by: userId })
    .where('customer_id', '=', customerId)
    .where('id', '=', reminderId)
    .where('accepted_at', 'is', null)
    .execute();
}
