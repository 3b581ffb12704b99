import type { Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema';

/**
 * `events.accepted` of an alarm: open (the badge, the alarm window, 'Aktualne'), accepted
 * ('Archiwalne'), or deleted on the alarms screen. A deleted alarm keeps its event row (the
 * route and the reports still need the driving, speeding or fuel event) with is_alarm 0, and
 * 'deleted' keeps it out of every alarm list even when the engine re-writes the event and marks
 * it an alarm again; a re-run also keeps it (only open alarms are recomputed), so it stays gone.
 */
export const ALARM_STATE = { open: 0, accepted: 1, deleted: 2 } as const;

/** Where the archive goes on: the start (epoch ms) and id of the last row shown. */
export interface ArchiveCursor {
  time: number;
  id: number;
}

/**
 * Whose alarms a list holds: the company's, on the user's vehicles when he has a vehicle list
 * (null: every vehicle), of the user's alarm types when he has a type list (null: every type;
 * the user editor's 'Alarmy' tab, migration 017).
 */
export interface AlarmScope {
  customerId: number;
  vehicleIds: readonly number[] | null;
  eventTypes: readonly number[] | null;
}

/** A scope with an empty list: the user gets no alarm at all. */
const seesNothing = (s: AlarmScope) => s.vehicleIds?.length === 0 || s.eventTypes?.length === 0;

function alarmsQuery(db: Db, scope: AlarmScope) {
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
    .where('e.customer_id', '=', scope.customerId)
    .where('e.is_alarm', '=', 1)
    .where('e.accepted', '!=', ALARM_STATE.deleted);
  if (scope.vehicleIds) q = q.where('e.vehicle_id', 'in', [...scope.vehicleIds]);
  if (scope.eventTypes) q = q.where('e.event_type', 'in', [...scope.eventTypes]);
  return q;
}

/** Not-accepted alarms in the user's scope (the badge, the alarm window, the alarms screen). */
export function listOpenAlarms(db: Db, scope: AlarmScope) {
  if (seesNothing(scope)) return Promise.resolve([]);
  return alarmsQuery(db, scope)
    .where('e.accepted', '=', ALARM_STATE.open)
    .orderBy('e.from_time', 'desc')
    .orderBy('e.id', 'desc')
    .limit(5000)
    .execute();
}

/**
 * Accepted alarms in the user's scope, newest first (start, then id): those that started
 * before `before`, or, with a cursor, those after the cursor's row in that order (keyset
 * paging: index events_alarm_archive, migration 021, reads one page whatever the archive's size).
 */
export function listAcceptedAlarms(db: Db, scope: AlarmScope, before: number, limit: number, cursor?: ArchiveCursor) {
  if (seesNothing(scope)) return Promise.resolve([]);
  let q = alarmsQuery(db, scope)
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'e.accepted_by').onRef('u.customer_id', '=', 'e.customer_id'))
    .select(['e.accepted_at', 'u.full_name as accepted_by_name'])
    .where('e.accepted', '=', ALARM_STATE.accepted);
  if (cursor) {
    // The bound on from_time alone lets the index range start at the cursor; the OR settles ties.
    q = q
      .where('e.from_time', '<=', cursor.time)
      .where((eb) =>
        eb.or([
          eb('e.from_time', '<', cursor.time),
          eb.and([eb('e.from_time', '=', cursor.time), eb('e.id', '<', cursor.id)]),
        ]),
      );
  } else {
    q = q.where('e.from_time', '<', before);
  }
  return q.orderBy('e.from_time', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

/**
 * The type and settings of a company's vehicles (the descriptions of their inputs and outputs
 * name their events: alarm-names.ts).
 */
export async function vehicleSettingsOf(db: Db, customerId: number, vehicleIds: readonly number[]) {
  const rows: { id: number; vehicle_type_id: number; settings: string }[] = [];
  for (let i = 0; i < vehicleIds.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('vehicles')
        .select(['id', 'vehicle_type_id', 'settings'])
        .where('customer_id', '=', customerId)
        .where('id', 'in', vehicleIds.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}

/** Which of the ids are alarms in the user's scope (only those he receives may he accept). */
export async function findAlarmIds(db: Db, scope: AlarmScope, ids: number[]) {
  if (seesNothing(scope)) return [];
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    let q = db
      .selectFrom('events')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('is_alarm', '=', 1)
      .where('accepted', '!=', ALARM_STATE.deleted)
      .where('id', 'in', ids.slice(i, i + 500));
    if (scope.vehicleIds) q = q.where('vehicle_id', 'in', [...scope.vehicleIds]);
    if (scope.eventTypes) q = q.where('event_type', 'in', [...scope.eventTypes]);
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
      .where('accepted', '=', ALARM_STATE.open)
      .execute();
    await trx
      .updateTable('events')
      .set({ description })
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute();
  }
}

/** Sets the description of alarms, accepted or not, changing nothing else ('Dodaj/zmień opis alarmu'). */
export async function describeAlarms(trx: Transaction<DB>, customerId: number, ids: number[], description: string) {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('events')
      .set({ description })
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/**
 * Deletes alarms from the alarm lists (see ALARM_STATE): the event stays for the route and the
 * reports as a plain event; who deleted it and when go where acceptance is kept.
 */
export async function deleteAlarms(
  trx: Transaction<DB>,
  customerId: number,
  ids: number[],
  userId: number,
  now: number,
) {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('events')
      .set({ is_alarm: 0, accepted: ALARM_STATE.deleted, accepted_at: now, accepted_by: userId })
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}
