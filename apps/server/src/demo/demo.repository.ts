import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function insertEvents(db: Kysely<DB>, rows: Insertable<DB['events']>[]) {
  if (rows.length > 0) await db.insertInto('events').values(rows).execute();
}

export async function insertDriver(db: Kysely<DB>, row: Insertable<DB['drivers']>) {
  return (await db.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertReminders(db: Kysely<DB>, rows: Insertable<DB['reminders']>[]) {
  if (rows.length > 0) await db.insertInto('reminders').values(rows).execute();
}

export async function setVehicleSettings(db: Kysely<DB>, customerId: number, vehicleId: number, settings: string) {
  await db
    .updateTable('vehicles')
    .set({ settings })
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .execute();
}

export async function insertCalibration(db: Kysely<DB>, customerId: number, vehicleId: number, document: string) {
  await db
    .insertInto('fuel_calibrations')
    .values({ customer_id: customerId, vehicle_id: vehicleId, from_date: null, to_date: null, document })
    .execute();
}

export async function getState(db: Kysely<DB>, key: string) {
  return (await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

export async function setState(db: Kysely<DB>, key: string, value: string) {
  await db
    .insertInto('app_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The vehicles of a company with their IMEIs. */
export function companyVehicles(db: Kysely<DB>, clogin: string) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('customers as c', 'c.id', 'v.customer_id')
    .select(['v.id', 'v.customer_id', 'v.imei'])
    .where('c.clogin', '=', clogin)
    .execute();
}

/** The earliest of the vehicles' latest stored record times: where a live run resumes. */
export async function resumeTime(db: Kysely<DB>, vehicleIds: number[]): Promise<number | null> {
  if (vehicleIds.length === 0) return null;
  const rows = await db
    .selectFrom('positions')
    .select(['vehicle_id', (eb) => eb.fn.max('time').as('last')])
    .where('vehicle_id', 'in', vehicleIds)
    .groupBy('vehicle_id')
    .execute();
  if (rows.length === 0) return null;
  return Math.min(...rows.map((r) => Number(r.last)));
}

/** The company's fuel events of these types (engine results), newest first. */
export function fuelEvents(db: Kysely<DB>, customerId: number, types: number[]) {
  return db
    .selectFrom('events')
    .select(['vehicle_id', 'event_type', 'from_time', 'to_time', 'value', 'begin_lat', 'begin_lon'])
    .where('customer_id', '=', customerId)
    .where('event_type', 'in', types)
    .orderBy('from_time', 'desc')
    .execute();
}

/** The device odometer (metres) of the vehicle's last record at or before `time` that carries one. */
export async function odometerAt(db: Kysely<DB>, vehicleId: number, time: number): Promise<number | null> {
  const row = await db
    .selectFrom('positions')
    .select('odometer')
    .where('vehicle_id', '=', vehicleId)
    .where('time', '<=', time)
    .where('odometer', 'is not', null)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.odometer ?? null;
}

export async function insertFuelInvoices(db: Kysely<DB>, rows: Insertable<DB['fuel_invoices']>[]) {
  if (rows.length > 0) await db.insertInto('fuel_invoices').values(rows).execute();
}

export async function insertFuelLossAcceptances(db: Kysely<DB>, rows: Insertable<DB['fuel_loss_acceptances']>[]) {
  if (rows.length > 0) await db.insertInto('fuel_loss_acceptances').values(rows).execute();
}
