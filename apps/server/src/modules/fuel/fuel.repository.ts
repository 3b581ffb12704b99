import type { Insertable, Transaction, Updateable } from 'kysely';
import type { DB, Db } from '../../db/schema';

/**
 * The only SQL of the fuel records (spec 3 §2.7, §2.8): a vehicle's invoices and accepted
 * losses of a range (index ranges on (customer, vehicle, date/event start)), and their writes.
 * The GPS refuellings and losses are the engine's events, read by fuel-places.repository.
 */
export function listInvoices(db: Db, customerId: number, vehicleId: number, from: number, to: number) {
  return db
    .selectFrom('fuel_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where((eb) =>
      eb.or([
        eb.and([eb('invoice_date', '>=', from), eb('invoice_date', '<=', to)]),
        eb.and([eb('event_from', '>=', from), eb('event_from', '<=', to)]),
      ]),
    )
    .orderBy('invoice_date')
    .orderBy('id')
    .execute();
}
export type InvoiceRow = Awaited<ReturnType<typeof listInvoices>>[number];

export function findInvoice(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('fuel_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the company's vehicle row for the transaction on PostgreSQL, so that two invoices being
 * paired to one refuelling at the same moment cannot both pass the check of the other (SQLite
 * runs one writing transaction at a time anyway). False when the vehicle is not the company's.
 */
export async function lockVehicle(db: Transaction<DB>, customerId: number, vehicleId: number, dialect: string) {
  const q = db.selectFrom('vehicles').select('id').where('customer_id', '=', customerId).where('id', '=', vehicleId);
  return (await (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst()) !== undefined;
}

/** Another invoice of the vehicle paired to the refuelling starting at `eventFrom` (not `exceptId`). */
export function findInvoicePairedTo(
  db: Db,
  customerId: number,
  vehicleId: number,
  eventFrom: number,
  exceptId: number,
) {
  return db
    .selectFrom('fuel_invoices')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('event_from', '=', eventFrom)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

export async function insertInvoice(db: Db, row: Insertable<DB['fuel_invoices']>): Promise<number> {
  const r = await db.insertInto('fuel_invoices').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateInvoice(db: Db, customerId: number, id: number, row: Updateable<DB['fuel_invoices']>) {
  await db.updateTable('fuel_invoices').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function deleteInvoice(db: Db, customerId: number, id: number) {
  await db.deleteFrom('fuel_invoices').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export function listLossAcceptances(db: Db, customerId: number, vehicleId: number, from: number, to: number) {
  return db
    .selectFrom('fuel_loss_acceptances')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('event_from', '>=', from)
    .where('event_from', '<=', to)
    .orderBy('event_from')
    .execute();
}
export type LossRow = Awaited<ReturnType<typeof listLossAcceptances>>[number];

export function findLossAcceptance(
  db: Db,
  customerId: number,
  vehicleId: number,
  where: { id?: number; eventFrom?: number },
) {
  let q = db
    .selectFrom('fuel_loss_acceptances')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  if (where.eventFrom !== undefined) q = q.where('event_from', '=', where.eventFrom);
  return q.executeTakeFirst();
}

export async function insertLossAcceptance(db: Db, row: Insertable<DB['fuel_loss_acceptances']>): Promise<number> {
  const r = await db.insertInto('fuel_loss_acceptances').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateLossAcceptance(
  db: Db,
  customerId: number,
  id: number,
  row: Updateable<DB['fuel_loss_acceptances']>,
) {
  await db
    .updateTable('fuel_loss_acceptances')
    .set(row)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLossAcceptance(db: Db, customerId: number, id: number) {
  await db.deleteFrom('fuel_loss_acceptances').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** Whether the vehicle is the company's. */
export async function vehicleOfCompany(db: Db, customerId: number, vehicleId: number) {
  const r = await db
    .selectFrom('vehicles')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  return r !== undefined;
}
