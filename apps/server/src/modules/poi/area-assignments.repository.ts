import { sql } from 'kysely';
import type { Db } from '../../db/schema';

export type AreaKind = 'poi' | 'base';

/** The assignment tables of migration 015: (customer, area, item) rows per kind and list. */
const LISTS = {
  poi: {
    vehicles: { table: 'poi_vehicles', area: 'poi_id', item: 'vehicle_id' },
    drivers: { table: 'poi_drivers', area: 'poi_id', item: 'driver_id' },
  },
  base: {
    vehicles: { table: 'base_vehicles', area: 'base_id', item: 'vehicle_id' },
    drivers: { table: 'base_drivers', area: 'base_id', item: 'driver_id' },
  },
} as const;

export type AssignmentList = 'vehicles' | 'drivers';

/** The ids on one list of one area, ascending. */
export async function assignedIds(
  db: Db,
  kind: AreaKind,
  list: AssignmentList,
  customerId: number,
  areaId: number,
): Promise<number[]> {
  const l = LISTS[kind][list];
  const { rows } = await sql<{ item: number }>`
    select ${sql.ref(l.item)} as item from ${sql.table(l.table)}
    where customer_id = ${customerId} and ${sql.ref(l.area)} = ${areaId}
    order by 1`.execute(db);
  return rows.map((r) => Number(r.item));
}

/** Replaces one list of one area (inside the save's transaction). */
export async function replaceAssigned(
  trx: Db,
  kind: AreaKind,
  list: AssignmentList,
  customerId: number,
  areaId: number,
  ids: readonly number[],
) {
  const l = LISTS[kind][list];
  await sql`delete from ${sql.table(l.table)} where customer_id = ${customerId} and ${sql.ref(l.area)} = ${areaId}`.execute(
    trx,
  );
  for (let i = 0; i < ids.length; i += 500) {
    const values = ids.slice(i, i + 500).map((id) => sql`(${customerId}, ${areaId}, ${id})`);
    await sql`insert into ${sql.table(l.table)} (customer_id, ${sql.ref(l.area)}, ${sql.ref(l.item)})
      values ${sql.join(values)}`.execute(trx);
  }
}

/** Every area's assigned vehicles (id and registration, by registration), by area id (the lists' column). */
export async function assignedVehiclesByArea(db: Db, kind: AreaKind, customerId: number) {
  const l = LISTS[kind].vehicles;
  const { rows } = await sql<{ area: number; id: number; regno: string }>`
    select a.${sql.ref(l.area)} as area, v.id as id, v.regno as regno
    from ${sql.table(l.table)} a
    join vehicles v on v.customer_id = a.customer_id and v.id = a.vehicle_id
    where a.customer_id = ${customerId}
    order by v.regno`.execute(db);
  const out = new Map<number, { id: number; regno: string }[]>();
  for (const r of rows) {
    const v = { id: Number(r.id), regno: r.regno };
    const list = out.get(Number(r.area));
    if (list) list.push(v);
    else out.set(Number(r.area), [v]);
  }
  return out;
}

/** The company's vehicles a user may see (all of them when `vehicleIds` is null), by registration. */
export function vehicleOptions(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId);
  if (vehicleIds) q = q.where('id', 'in', vehicleIds.length > 0 ? [...vehicleIds] : [-1]);
  return q.orderBy('regno').orderBy('id').execute();
}

/** The company's drivers, by surname and name. */
export function driverOptions(db: Db, customerId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name'])
    .where('customer_id', '=', customerId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** Which of the ids are drivers of the company. */
export async function companyDriverIds(db: Db, customerId: number, ids: readonly number[]) {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('drivers')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}
