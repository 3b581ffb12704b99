import { sql, type Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Issue 13 §6, devices as they are found in the field.
 *
 * `device_messages`: texts a device sent on its own (Codec 13 serial data such as a card
 * reader's, Codec 14/15, Codec 12 answers nobody asked for), kept for the SMS and GPRS screens
 * of spec 3 §2.11–2.12 (channel 'gprs' or 'sms', direction 'in' or 'out'). `driver_id` is the
 * driver identifier read from a card reader's text; `driver_applied_at` says when it was written
 * into one of the vehicle's records (docs/devices.md 'Driver from a card reader').
 *
 * Device identifiers: phones (Traccar Client, OsmAnd) are registered under what the user typed,
 * up to 64 characters (packages/domain device-id.ts); the identifier columns were 20 and 40
 * characters wide. SQLite does not enforce varchar lengths, so only PostgreSQL changes.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await tenantTable(db, ctx, 'device_messages')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('device_time', 'bigint')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('direction', 'varchar(4)', (c) => c.notNull())
    .addColumn('codec', 'integer')
    .addColumn('type', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('driver_id', 'varchar(32)')
    .addColumn('driver_applied_at', 'bigint')
    .execute();
  // The screens list a vehicle's messages, or all of a company's, newest first.
  await db.schema
    .createIndex('device_messages_vehicle')
    .on('device_messages')
    .columns(['customer_id', 'vehicle_id', 'received_at'])
    .execute();
  await db.schema
    .createIndex('device_messages_time')
    .on('device_messages')
    .columns(['customer_id', 'received_at'])
    .execute();
  // A connection looks up its vehicle's card driver not yet in any record: a handful of rows.
  await db.schema
    .createIndex('device_messages_pending_driver')
    .on('device_messages')
    .columns(['vehicle_id', 'id'])
    .where(sql.ref('driver_id'), 'is not', null)
    .where(sql.ref('driver_applied_at'), 'is', null)
    .execute();

  if (ctx.dialect === 'postgres') {
    for (const table of ['vehicles', 'device_connections', 'device_refusals']) {
      await db.schema
        .alterTable(table)
        .alterColumn('imei', (c) => c.setDataType('varchar(64)'))
        .execute();
    }
  }
}
