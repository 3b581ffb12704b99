import type { Selectable } from 'kysely';
import type { PowerOrdersTable, Db } from '../../db/schema';

/** Ordered power per vehicle and year (power_orders): the only SQL of the powerorder module. */
export const MONTH_COLUMNS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const;
export type PowerOrderRow = Pick<Selectable<PowerOrdersTable>, 'vehicle_id' | 'year' | (typeof MONTH_COLUMNS)[number]>;

/** The company's vehicles (all, or those of `vehicleIds`), by name. */
export function listVehicles(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  if (vehicleIds !== null && vehicleIds.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId);
  if (vehicleIds !== null) q = q.where('id', 'in', [...vehicleIds]);
  return q.orderBy('regno').orderBy('id').execute();
}

export function findVehicle(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/** The rows of the company (of one vehicle when given), by vehicle and year. */
export function listOrders(db: Db, customerId: number, vehicleId?: number): Promise<PowerOrderRow[]> {
  let q = db
    .selectFrom('power_orders')
    .select(['vehicle_id', 'year', ...MONTH_COLUMNS])
    .where('customer_id', '=', customerId);
  if (vehicleId !== undefined) q = q.where('vehicle_id', '=', vehicleId);
  return q.orderBy('vehicle_id').orderBy('year').execute();
}

/** Replaces a vehicle's years by `rows` (within the caller's transaction). */
export async function replaceOrders(
  db: Db,
  customerId: number,
  vehicleId: number,
  rows: Omit<PowerOrderRow, 'vehicle_id'>[],
  at: number,
) {
  await deleteOrders(db, customerId, vehicleId);
  if (rows.length === 0) return;
  await db
    .insertInto('power_orders')
    .values(rows.map((r) => ({ ...r, customer_id: customerId, vehicle_id: vehicleId, updated_at: at })))
    .execute();
}

export async function deleteOrders(db: Db, customerId: number, vehicleId: number) {
  await db
    .deleteFrom('power_orders')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
}
