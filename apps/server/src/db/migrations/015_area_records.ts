import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Own points and bases as records (issue 14, spec 3 §3.4, §3.5): the vehicles and drivers
 * assigned to each. An area applies to every vehicle of the company until vehicles are assigned
 * to it (`vehicles_restricted` 0); once a list was saved (`vehicles_restricted` 1) only to those
 * in it, also when deleting vehicles has emptied it (docs/decisions.md). The lists are shared
 * with the vehicle editor's 'Bazy' and 'Punkty własne' tabs (the same rows, seen from the
 * vehicle's side). A row goes with its area, its vehicle or its driver.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  for (const table of ['pois', 'bases']) {
    await db.schema
      .alterTable(table)
      .addColumn('vehicles_restricted', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await assignmentTable(db, 'poi_vehicles', 'poi_id', 'pois', 'vehicle_id', 'vehicles');
  await assignmentTable(db, 'poi_drivers', 'poi_id', 'pois', 'driver_id', 'drivers');
  await assignmentTable(db, 'base_vehicles', 'base_id', 'bases', 'vehicle_id', 'vehicles');
  await assignmentTable(db, 'base_drivers', 'base_id', 'bases', 'driver_id', 'drivers');
}

/** (customer, area, item): gone with the area or the item; looked up from either side. */
async function assignmentTable(
  db: Kysely<unknown>,
  name: string,
  areaColumn: string,
  areaTable: string,
  itemColumn: string,
  itemTable: string,
) {
  await db.schema
    .createTable(name)
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn(areaColumn, 'integer', (c) => c.notNull())
    .addColumn(itemColumn, 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['customer_id', areaColumn, itemColumn])
    .addForeignKeyConstraint(`${name}_area`, ['customer_id', areaColumn], areaTable, ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint(`${name}_item`, ['customer_id', itemColumn], itemTable, ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex(`${name}_by_item`).on(name).columns(['customer_id', itemColumn]).execute();
}
