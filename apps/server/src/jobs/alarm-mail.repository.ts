import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Alarms not yet considered for e-mail, oldest first. */
export function alarmsToNotify(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'e.vehicle_id').onRef('v.customer_id', '=', 'e.customer_id'),
    )
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select([
      'e.id',
      'e.customer_id',
      'e.vehicle_id',
      'v.regno',
      'c.time_zone',
      'e.event_type',
      'e.from_time',
      'e.to_time',
      'e.value',
      'e.begin_lat',
      'e.begin_lon',
    ])
    .where('e.is_alarm', '=', 1)
    .where('e.notified_at', 'is', null)
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

/** Active recipients of one vehicle's alarms of one type. */
export function recipientsOf(db: Kysely<DB>, customerId: number, vehicleId: number, eventType: number) {
  return db
    .selectFrom('vehicle_alarm_emails as r')
    .innerJoin('notification_emails as m', (j) =>
      j.onRef('m.id', '=', 'r.email_id').onRef('m.customer_id', '=', 'r.customer_id'),
    )
    .select(['m.email', 'r.message'])
    .where('r.customer_id', '=', customerId)
    .where('r.vehicle_id', '=', vehicleId)
    .where('r.event_type_id', '=', eventType)
    .where('r.status', '=', 1)
    .execute();
}

export async function markNotified(db: Kysely<DB>, customerId: number, eventId: number, at: number) {
  await db
    .updateTable('events')
    .set({ notified_at: at })
    .where('customer_id', '=', customerId)
    .where('id', '=', eventId)
    .execute();
}
