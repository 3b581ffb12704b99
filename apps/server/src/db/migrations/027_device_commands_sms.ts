import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * SMS and device commands, GPRS configuration (issue 17, spec 3 §2.11, §2.12, §3.11).
 *
 * `device_commands` (002) becomes the 'sent' list of the SMS screen: `channel` says how a
 * command went (gprs: the device's connection; sms: an SMS to `phone` through SMPP),
 * `sms_type` the send form's type (null for other commands), `smpp_id` the SMS centre's
 * message id that delivery receipts name, `delivered_at` the receipt's time, `error` why it
 * failed. `read_id` / `param_id` tie a Codec 12 `getparam` question to its configuration
 * reading.
 *
 * `device_messages` (011) is the 'received' list: `command_id` names the command a text
 * answers, `phone` the number an incoming SMS came from.
 *
 * `device_param_reads`: one reading of a device's configuration, asked by a user at a time;
 * its answers are the `response` of its commands, and the reading's time is the last answer's.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const addCommandColumns: [
    string,
    'integer' | 'bigint' | 'varchar(8)' | 'varchar(32)' | 'varchar(64)' | 'varchar(200)',
  ][] = [
    ['sms_type', 'integer'],
    ['phone', 'varchar(32)'],
    ['smpp_id', 'varchar(64)'],
    ['delivered_at', 'bigint'],
    ['error', 'varchar(200)'],
    ['read_id', 'integer'],
    ['param_id', 'integer'],
  ];
  // SQLite adds one column per statement; a NOT NULL column needs its default.
  await db.schema
    .alterTable('device_commands')
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().defaultTo('gprs'))
    .execute();
  for (const [name, type] of addCommandColumns) {
    await db.schema.alterTable('device_commands').addColumn(name, type).execute();
  }
  await db.schema.alterTable('device_messages').addColumn('command_id', 'integer').execute();
  await db.schema.alterTable('device_messages').addColumn('phone', 'varchar(32)').execute();

  // The SMS screen lists a company's commands newest first; receipts find a command by its SMPP id.
  await db.schema
    .createIndex('device_commands_time')
    .on('device_commands')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('device_commands_smpp').on('device_commands').column('smpp_id').execute();
  await db.schema
    .createIndex('device_commands_read')
    .on('device_commands')
    .columns(['customer_id', 'read_id'])
    .execute();

  await tenantTable(db, ctx, 'device_param_reads')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('requested_by', 'integer')
    .addColumn('asked', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_param_reads_vehicle')
    .on('device_param_reads')
    .columns(['customer_id', 'vehicle_id', 'requested_at'])
    .execute();
}
