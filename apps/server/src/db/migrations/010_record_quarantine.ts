import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Device records that could not be stored even alone (issue 13 §6): the record as decoded (JSON),
 * the device's vehicle and the database's error. The frame is acknowledged, so the device moves
 * on; the record waits here to be looked at instead of being lost or resent forever.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await idColumn(ctx)(db.schema.createTable('record_quarantine'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_quarantine_vehicle')
    .on('record_quarantine')
    .columns(['customer_id', 'vehicle_id', 'time'])
    .execute();
}
