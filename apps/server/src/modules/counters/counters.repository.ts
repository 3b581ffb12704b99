import type { Insertable, Selectable, Updateable } from 'kysely';
import type { EnergyCountersTable, Db } from '../../db/schema';

/**
 * The register of energy counters (energy_counters, cid of spec 3 §3.13) and the vehicles that
 * name one (power_counter_id in the vehicle's record): the only SQL of the counters module.
 */
const COLUMNS = [
  'id',
  'number',
  'manufacturer',
  'model',
  'soft_version',
  'gsm_number',
  'valid_date',
  'active_status_id',
  'description',
  'comments',
] as const;

export type CounterRow = Pick<Selectable<EnergyCountersTable>, (typeof COLUMNS)[number]>;

export function listCounters(db: Db, customerId: number): Promise<CounterRow[]> {
  return db
    .selectFrom('energy_counters')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('number_key')
    .orderBy('id')
    .execute();
}

export function findCounter(db: Db, customerId: number, id: number): Promise<CounterRow | undefined> {
  return db
    .selectFrom('energy_counters')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another counter of the company with this number (compared upper-cased). */
export function findCounterByKey(db: Db, customerId: number, numberKey: string, exceptId: number) {
  return db
    .selectFrom('energy_counters')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('number_key', '=', numberKey)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function insertCounter(db: Db, row: Insertable<EnergyCountersTable>): Promise<number> {
  return (await db.insertInto('energy_counters').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCounter(db: Db, customerId: number, id: number, row: Updateable<EnergyCountersTable>) {
  await db.updateTable('energy_counters').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
}

export async function deleteCounter(db: Db, customerId: number, id: number) {
  await db.deleteFrom('energy_counters').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** The company's vehicles with their editor's record (which names power_counter_id), by name. */
export function listVehicleRecords(db: Db, customerId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'record'])
    .where('customer_id', '=', customerId)
    .orderBy('regno')
    .orderBy('id')
    .execute();
}
