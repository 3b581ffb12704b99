import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Not-accepted alarms of a company, limited to the user's vehicles when he has a list. */
export function listOpenAlarms(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db
    .selectFrom('events as e')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'e.vehicle_id').onRef('v.customer_id', '=', 'e.customer_id'),
    )
    .select([
      'e.id',
      'e.vehicle_id',
      'v.regno',
      'e.event_type',
      'e.from_time',
      'e.to_time',
      'e.value',
      'e.begin_lat',
      'e.begin_lon',
      'e.description',
    ])
    .where('e.customer_id', '=', customerId)
    .where('e.is_alarm', '=', 1)
    .where('e.accepted', '=', 0);
  if (vehicleIds) {
    if (vehicleIds.length === 0) return Promise.resolve([]);
    q = q.where('e.vehicle_id', 'in', vehicleIds);
  }
  return q.orderBy('e.from_time', 'desc').orderBy('e.id', 'desc').limit(5000).execute();
}
