import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Energy counters and ordered power of rail vehicles (issue 16 §4, spec 3 §2.13, §2.14, §3.13,
 * §3.14).
 *
 * `energy_counters` is the company's register of energy meters (cid): number unique per company
 * (`number_key`, upper-cased), the descriptive fields of the editor, the validity date as epoch
 * ms. A vehicle names its meter in its editor (power_counter_id in the vehicle's record).
 *
 * `power_orders` holds one row per vehicle and year with the twelve monthly ordered powers in
 * whole watts (null: none ordered that month), unique per (company, vehicle, year).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await tenantTable(db, ctx, 'energy_counters')
    .addColumn('number', 'varchar(32)', (c) => c.notNull())
    .addColumn('number_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('manufacturer', 'varchar(64)')
    .addColumn('model', 'varchar(64)')
    .addColumn('soft_version', 'varchar(32)')
    .addColumn('gsm_number', 'varchar(20)')
    .addColumn('valid_date', 'bigint')
    .addColumn('active_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(1000)')
    .addColumn('comments', 'varchar(1000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('energy_counters_number')
    .unique()
    .on('energy_counters')
    .columns(['customer_id', 'number_key'])
    .execute();

  let orders = tenantTable(db, ctx, 'power_orders')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull());
  for (let m = 1; m <= 12; m++) orders = orders.addColumn(`m${m}`, 'bigint');
  await orders
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint(
      'power_orders_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('power_orders_vehicle_year')
    .unique()
    .on('power_orders')
    .columns(['customer_id', 'vehicle_id', 'year'])
    .execute();
}
