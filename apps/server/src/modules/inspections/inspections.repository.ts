import type { Insertable, Updateable } from 'kysely';
import type { DB, Db } from '../../db/schema';

/** Inspections (spec 3 §3.9): the only SQL of the inspections module. The monitor reads the same table. */
export type InspectionRow = Awaited<ReturnType<typeof findInspection>> & object;

export function listInspections(db: Db, customerId: number, kind: 'p' | 'w', withDone: boolean) {
  let q = db
    .selectFrom('inspections as i')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'i.vehicle_id').onRef('v.customer_id', '=', 'i.customer_id'),
    )
    .selectAll('i')
    .select('v.regno')
    .where('i.customer_id', '=', customerId)
    .where('i.type', '=', kind);
  if (!withDone) q = q.where('i.inspection_done_date', 'is', null);
  return q.orderBy('v.regno').orderBy('i.level').orderBy('i.id').execute();
}

export function findInspection(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('inspections')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another not-done inspection of the vehicle at the level (one open inspection per chip). */
export function findOpenAtLevel(
  db: Db,
  customerId: number,
  vehicleId: number,
  kind: 'p' | 'w',
  level: number,
  exceptId: number,
) {
  return db
    .selectFrom('inspections')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('type', '=', kind)
    .where('level', '=', level)
    .where('inspection_done_date', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export function listVehicleOpen(db: Db, customerId: number, vehicleId: number, kind: 'p' | 'w') {
  return db
    .selectFrom('inspections')
    .select(['id', 'level', 'custom_name', 'inspection_status_id'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('type', '=', kind)
    .where('inspection_done_date', 'is', null)
    .orderBy('level')
    .execute();
}

export function listVehicles(db: Db, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .execute();
}

export function findVehicle(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertInspection(db: Db, row: Insertable<DB['inspections']>) {
  return (await db.insertInto('inspections').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateInspection(db: Db, customerId: number, id: number, row: Updateable<DB['inspections']>) {
  await db.updateTable('inspections').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function deleteInspection(db: Db, customerId: number, id: number) {
  await db.deleteFrom('inspections').where('customer_id', '=', customerId).where('id', '=', id).execute();
}
