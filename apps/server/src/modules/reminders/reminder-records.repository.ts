import type { Insertable, Updateable } from 'kysely';
import type { DB, Db } from '../../db/schema';

/** The columns of a reminder the record screens read. */
const COLUMNS = [
  'r.id',
  'r.name',
  'r.remind_target_id',
  'r.vehicle_id',
  'r.driver_id',
  'r.remind_type_id',
  'r.last_state_date',
  'r.last_km_counter',
  'r.last_mth_counter',
  'r.remind_time_condition_exist',
  'r.remind_time_condition_id',
  'r.remind_time_condition_value',
  'r.rtc_prev_value',
  'r.remind_work_condition_exist',
  'r.remind_work_condition_id',
  'r.remind_work_condition_value',
  'r.remind_work_condition_prev_value',
  'r.description',
  'r.triggered_at',
  'r.accepted_at',
] as const;

/** The company's reminders with their object's and type's names (spec 3 §2.6 list). */
export function listReminderRows(db: Db, customerId: number) {
  return db
    .selectFrom('reminders as r')
    .leftJoin('reminder_types as t', 't.id', 'r.remind_type_id')
    .leftJoin('vehicles as v', (j) => j.onRef('v.id', '=', 'r.vehicle_id').onRef('v.customer_id', '=', 'r.customer_id'))
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'r.driver_id').onRef('d.customer_id', '=', 'r.customer_id'))
    .select([...COLUMNS, 't.name as type_name', 'v.regno', 'd.first_name', 'd.last_name'])
    .where('r.customer_id', '=', customerId)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
}
export type ReminderListSource = Awaited<ReturnType<typeof listReminderRows>>[number];

export function findReminderRow(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('reminders as r')
    .select(COLUMNS)
    .where('r.customer_id', '=', customerId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ReminderSource = NonNullable<Awaited<ReturnType<typeof findReminderRow>>>;

/** Reminders that may still come due: open, not triggered, with a condition. */
export function listWaitingReminders(db: Db, customerId: number) {
  return db
    .selectFrom('reminders as r')
    .select(COLUMNS)
    .where('r.customer_id', '=', customerId)
    .where('r.triggered_at', 'is', null)
    .where('r.accepted_at', 'is', null)
    .where((eb) => eb.or([eb('r.remind_time_condition_exist', '=', 1), eb('r.remind_work_condition_exist', '=', 1)]))
    .execute();
}

export async function markTriggered(db: Db, customerId: number, ids: readonly number[], now: number) {
  if (ids.length === 0) return;
  await db
    .updateTable('reminders')
    .set({ triggered_at: now })
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .where('triggered_at', 'is', null)
    .execute();
}

/** The engine's live state of vehicles (its `ckm` in metres, `cmth` in seconds). */
export function listLiveStates(db: Db, customerId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicle_live')
    .select(['vehicle_id', 'live'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', [...vehicleIds])
    .execute();
}

export function listReminderTypes(db: Db) {
  return db
    .selectFrom('reminder_types')
    .select(['id', 'target_id', 'name'])
    .orderBy('target_id')
    .orderBy('id')
    .execute();
}

export function findReminderType(db: Db, id: number) {
  return db.selectFrom('reminder_types').select(['id', 'target_id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The vehicles a user may choose: the company's, or those of his list. */
export function listVehicleOptions(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId);
  if (vehicleIds) q = q.where('id', 'in', vehicleIds.length > 0 ? [...vehicleIds] : [-1]);
  return q.orderBy('regno').orderBy('id').execute();
}

export async function insertReminder(db: Db, row: Insertable<DB['reminders']>): Promise<number> {
  const r = await db.insertInto('reminders').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateReminder(db: Db, customerId: number, id: number, row: Updateable<DB['reminders']>) {
  await db.updateTable('reminders').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function deleteReminder(db: Db, customerId: number, id: number) {
  await db.deleteFrom('reminders').where('customer_id', '=', customerId).where('id', '=', id).execute();
}
