import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

function alarmsQuery(db: Db, customerId: number) {
  return db
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
    .where('e.is_alarm', '=', 1);
}

/** Not-accepted alarms of a company, limited to the user's vehicles when he has a list. */
export function listOpenAlarms(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  let q = alarmsQuery(db, customerId).where('e.accepted', '=', 0);
  if (vehicleIds) {
    if (vehicleIds.length === 0) return Promise.resolve([]);
    q = q.where('e.vehicle_id', 'in', vehicleIds);
  }
  return q.orderBy('e.from_time', 'desc').orderBy('e.id', 'desc').limit(5000).execute();
}

/** Accepted alarms that started before a moment (the alarms screen's archive), newest first. */
export function listAcceptedAlarms(
  db: Db,
  customerId: number,
  vehicleIds: readonly number[] | null,
  before: number,
  limit: number,
) {
  let q = alarmsQuery(db, customerId)
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'e.accepted_by').onRef('u.customer_id', '=', 'e.customer_id'))
    .select(['e.accepted_at', 'u.full_name as accepted_by_name'])
    .where('e.accepted', '=', 1)
    .where('e.from_time', '<', before);
  if (vehicleIds) {
    if (vehicleIds.length === 0) return Promise.resolve([]);
    q = q.where('e.vehicle_id', 'in', vehicleIds);
  }
  return q.orderBy('e.from_time', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

/** Which of the ids are alarms of the company on the user's vehicles. */
export async function findAlarmIds(db: Db, customerId: number, vehicleIds: readonly number[] | null, ids: number[]) {
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    let q = db
      .selectFrom('events')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('is_alarm', '=', 1)
      .where('id', 'in', ids.slice(i, i + 500));
    if (vehicleIds) q = q.where('vehicle_id', 'in', vehicleIds.length > 0 ? [...vehicleIds] : [-1]);
    found.push(...(await q.execute()).map((r) => r.id));
  }
  return found;
}

/**
 * Accepts alarms with a description. An alarm accepted before keeps who accepted it and
 * when; only its description changes (the alarms screen's 'Dodaj/zmień opis alarmu').
 */
export async function acceptAlarms(
  trx: Transaction<DB>,
  customerId: number,
  ids: number[],
  userId: number,
  description: string,
  now: number,
) {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx
      .updateTable('events')
      .set({ accepted: 1, accepted_at: now, accepted_by: userId })
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .where('accepted', '=', 0)
      .execute();
    await trx
      .updateTable('events')
      .set({ description })
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute();
  }
}
