import type { Kysely } from 'kysely';
import { idColumn, tenantTable, type MigrationContext } from './helpers';

/**
 * Telemetry: positions (one row per device record), the live engine state per vehicle with
 * checkpoints for re-running late data, vehicle settings and fuel calibrations the engine reads,
 * the device connection log, commands to devices, and refused devices.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  // Hot values in columns, the rest (temperatures, traction, tonnage, raw extras) in `extra`.
  // Keyed by (vehicle_id, time): a resent record is ignored, never stored twice.
  await db.schema
    .createTable('positions')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('speed', 'real', (c) => c.notNull())
    .addColumn('course', 'smallint', (c) => c.notNull())
    .addColumn('altitude', 'real', (c) => c.notNull())
    .addColumn('satellites', 'smallint', (c) => c.notNull())
    .addColumn('valid', 'smallint', (c) => c.notNull())
    .addColumn('ignition', 'smallint')
    .addColumn('movement', 'smallint')
    .addColumn('odometer', 'double precision')
    .addColumn('engine_seconds', 'double precision')
    .addColumn('fuel_probe1', 'real')
    .addColumn('fuel_probe2', 'real')
    .addColumn('can_fuel', 'real')
    .addColumn('fuel_used', 'double precision')
    .addColumn('ext_voltage', 'integer')
    .addColumn('bat_voltage', 'integer')
    .addColumn('bat_percent', 'smallint')
    .addColumn('gsm', 'smallint')
    .addColumn('antenna', 'smallint')
    .addColumn('inputs', 'integer', (c) => c.notNull())
    .addColumn('outputs', 'integer', (c) => c.notNull())
    .addColumn('driver1', 'varchar(32)')
    .addColumn('driver2', 'varchar(32)')
    .addColumn('rpm', 'integer')
    .addColumn('tacho_speed', 'real')
    .addColumn('energy1', 'double precision')
    .addColumn('energy2', 'double precision')
    .addColumn('extra', 'text')
    .addPrimaryKeyConstraint('positions_pk', ['vehicle_id', 'time'])
    .execute();

  await db.schema
    .createTable('vehicle_live')
    .addColumn('vehicle_id', 'integer', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    /** Time of the last position the engine processed. */
    .addColumn('processed_time', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('live', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vehicle_live_customer').on('vehicle_live').column('customer_id').execute();

  // Engine state at the start of each checkpoint period: late records re-run from here.
  await db.schema
    .createTable('engine_checkpoints')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('engine_checkpoints_pk', ['vehicle_id', 'time'])
    .execute();

  await db.schema
    .alterTable('vehicles')
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('vehicles').addColumn('phone', 'varchar(32)').execute();
  await db.schema.alterTable('events').addColumn('notified_at', 'bigint').execute();
  // The engine writes an event again as it grows (open, then closed, then re-run): one row per
  // vehicle, type and start, so an alarm keeps its acceptance and id.
  await db.schema
    .createIndex('events_identity')
    .on('events')
    .columns(['customer_id', 'vehicle_id', 'event_type', 'from_time'])
    .unique()
    .execute();

  // A fuel meter calibration (spec 3 §3.2): validity, algorithm parameters and both tanks
  // with their points, as one JSON document the engine reads whole.
  await tenantTable(db, ctx, 'fuel_calibrations')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'bigint')
    .addColumn('to_date', 'bigint')
    .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('document', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'fuel_calibrations_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();

  // Alarm e-mail recipients (spec 3 §3.12): the company's address book, and per vehicle which
  // event types go to which address.
  await tenantTable(db, ctx, 'notification_emails')
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)')
    .execute();
  await db.schema
    .createTable('vehicle_alarm_emails')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('email_id', 'integer', (c) => c.notNull())
    .addColumn('event_type_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('message', 'varchar(500)')
    .addPrimaryKeyConstraint('vehicle_alarm_emails_pk', ['customer_id', 'vehicle_id', 'email_id', 'event_type_id'])
    .addForeignKeyConstraint(
      'vehicle_alarm_emails_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'vehicle_alarm_emails_email',
      ['customer_id', 'email_id'],
      'notification_emails',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();

  await tenantTable(db, ctx, 'device_connections')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('imei', 'varchar(20)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
    .addColumn('remote_address', 'varchar(64)')
    .addColumn('connected_at', 'bigint', (c) => c.notNull())
    .addColumn('disconnected_at', 'bigint')
    .addColumn('bytes_in', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_out', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(200)')
    .addColumn('close_reason', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('device_connections_vehicle')
    .on('device_connections')
    .columns(['customer_id', 'vehicle_id', 'connected_at'])
    .execute();

  await tenantTable(db, ctx, 'device_commands')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('sent_at', 'bigint')
    .addColumn('answered_at', 'bigint')
    .addColumn('response', 'text')
    .execute();
  await db.schema
    .createIndex('device_commands_queue')
    .on('device_commands')
    .columns(['vehicle_id', 'status'])
    .execute();

  // Small facts a node keeps about the system itself (e.g. where the demo fleet's history starts).
  await db.schema
    .createTable('app_state')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await idColumn(ctx)(db.schema.createTable('device_refusals'))
    .addColumn('imei', 'varchar(40)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
    .addColumn('remote_address', 'varchar(64)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}
