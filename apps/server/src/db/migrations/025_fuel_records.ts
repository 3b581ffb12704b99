import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Fuel invoices and accepted fuel losses (issue 17, spec 3 §2.7, §2.8, §3.8).
 *
 * `fuel_invoices`: a vehicle's invoice; litres in centilitres (`invoice_cl`), cost in grosze
 * (`cost_gr`), odometer in whole km — integers, so sums never drift. `event_from` (epoch ms) names
 * the GPS refuelling (engine event fuel_in) it is paired to, null when unpaired; the event's
 * end, litres (decilitres) and place are copied at pairing so the pair survives a re-run.
 *
 * `fuel_loss_acceptances`: an accepted GPS loss (engine event fuel_out) named by its start,
 * unique per (company, vehicle, event start); accepted litres in decilitres, a description.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await tenantTable(db, ctx, 'fuel_invoices')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('invoice_date', 'bigint', (c) => c.notNull())
    .addColumn('invoice_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_cl', 'bigint', (c) => c.notNull())
    .addColumn('cost_gr', 'bigint')
    .addColumn('counter_km', 'bigint')
    .addColumn('event_from', 'bigint')
    .addColumn('event_to', 'bigint')
    .addColumn('event_dl', 'bigint')
    .addColumn('event_lat', 'double precision')
    .addColumn('event_lon', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fuel_invoices_vehicle_date')
    .on('fuel_invoices')
    .columns(['customer_id', 'vehicle_id', 'invoice_date'])
    .execute();
  await db.schema
    .createIndex('fuel_invoices_vehicle_event')
    .on('fuel_invoices')
    .columns(['customer_id', 'vehicle_id', 'event_from'])
    .execute();

  await tenantTable(db, ctx, 'fuel_loss_acceptances')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('event_from', 'bigint', (c) => c.notNull())
    .addColumn('event_to', 'bigint')
    .addColumn('event_dl', 'bigint', (c) => c.notNull())
    .addColumn('event_lat', 'double precision')
    .addColumn('event_lon', 'double precision')
    .addColumn('loss_date', 'bigint', (c) => c.notNull())
    .addColumn('loss_dl', 'bigint', (c) => c.notNull())
    .addColumn('loss_notice', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('accepted_by', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fuel_loss_acceptances_event')
    .unique()
    .on('fuel_loss_acceptances')
    .columns(['customer_id', 'vehicle_id', 'event_from'])
    .execute();
}
