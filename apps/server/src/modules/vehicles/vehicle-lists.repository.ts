import type { Insertable } from 'kysely';
import type { DB, VehicleAlarmRuleKind, Db } from '../../db/schema';

/** The vehicle's own lists (spec 3 §3.1): status history, counters, notification rules, calibrations. */

export function listStatusHistory(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicle_status_history')
    .select(['status_id', 'from_date', 'to_date', 'description'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('from_date')
    .orderBy('id')
    .execute();
}

export async function replaceStatusHistory(
  db: Db,
  customerId: number,
  vehicleId: number,
  rows: Omit<Insertable<DB['vehicle_status_history']>, 'customer_id' | 'vehicle_id'>[],
) {
  await db
    .deleteFrom('vehicle_status_history')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('vehicle_status_history')
      .values(rows.map((r) => ({ ...r, customer_id: customerId, vehicle_id: vehicleId })))
      .execute();
  }
}

export function listCounters(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicle_counters')
    .select(['kind', 'point_date', 'value', 'save_date'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('point_date')
    .execute();
}

export async function replaceCounters(
  db: Db,
  customerId: number,
  vehicleId: number,
  rows: { kind: 'km' | 'mth'; point_date: number; value: number; save_date: number }[],
) {
  await db
    .deleteFrom('vehicle_counters')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('vehicle_counters')
      .values(rows.map((r) => ({ ...r, customer_id: customerId, vehicle_id: vehicleId })))
      .execute();
  }
}

export function listAlarmEmails(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicle_alarm_emails')
    .select(['email_id', 'status', 'event_type_id', 'message'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('email_id')
    .orderBy('event_type_id')
    .execute();
}

export async function replaceAlarmEmails(
  db: Db,
  customerId: number,
  vehicleId: number,
  rows: { email_id: number; status: number; event_type_id: number; message: string }[],
) {
  await db
    .deleteFrom('vehicle_alarm_emails')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('vehicle_alarm_emails')
      .values(rows.map((r) => ({ ...r, message: r.message || null, customer_id: customerId, vehicle_id: vehicleId })))
      .execute();
  }
}

export function listAlarmRules(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicle_alarm_rules')
    .select(['kind', 'target_id', 'key_id', 'status', 'message'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('kind')
    .orderBy('target_id')
    .orderBy('key_id')
    .execute();
}

export async function replaceAlarmRules(
  db: Db,
  customerId: number,
  vehicleId: number,
  rows: { kind: VehicleAlarmRuleKind; target_id: number; key_id: number; status: number; message: string }[],
) {
  await db
    .deleteFrom('vehicle_alarm_rules')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('vehicle_alarm_rules')
      .values(rows.map((r) => ({ ...r, message: r.message || null, customer_id: customerId, vehicle_id: vehicleId })))
      .execute();
  }
}

export function listCalibrations(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('fuel_calibrations')
    .select(['id', 'from_date', 'to_date', 'active', 'document', 'form'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('id')
    .execute();
}

export async function insertCalibration(db: Db, row: Insertable<DB['fuel_calibrations']>): Promise<number> {
  return (await db.insertInto('fuel_calibrations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCalibration(
  db: Db,
  customerId: number,
  id: number,
  row: { from_date: number | null; to_date: number | null; active: number; document: string; form: string },
) {
  await db
    .updateTable('fuel_calibrations')
    .set(row)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/** Only `keepId` stays active among the vehicle's calibrations (none when null). */
export async function deactivateCalibrationsBut(db: Db, customerId: number, vehicleId: number, keepId: number | null) {
  let q = db
    .updateTable('fuel_calibrations')
    .set({ active: 0 })
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('active', '=', 1);
  if (keepId !== null) q = q.where('id', '!=', keepId);
  await q.execute();
}
