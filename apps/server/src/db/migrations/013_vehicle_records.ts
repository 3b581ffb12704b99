import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * The vehicle editor's record (issue 14, spec 3 §3.1, §3.2, §3.12).
 *
 * `vehicles` gets the columns the list shows and filters by (device protocol, brand, side
 * number, status, recorder model, SIM number) and `record`: the rest of the editor's values
 * (fuel, big usage, inputs/outputs/thermometers, ports, tachograph and CAN flags, alarm flags
 * and times) as one JSON document, read and written whole by the editor. What the engine needs
 * of it stays in `settings` in the engine's own shape (packages/domain vehicle-form
 * engine-settings.ts maps one to the other on every save).
 *
 * `fuel_calibrations.form` keeps the calibration dialog's record beside the engine's `document`.
 * The status history, the km / engine-hour counters, the company's phone book and alarm codes,
 * the per-vehicle notification rules other than event e-mails (those are `vehicle_alarm_emails`,
 * which the mailer reads) and the input / thermometer descriptions get their own tables.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const vehicleColumns: [string, string, string | number | null][] = [
    ['protocol', 'varchar(16)', 'teltonika'],
    ['brand', 'varchar(100)', ''],
    ['side_no', 'varchar(50)', ''],
    ['status_id', 'integer', 1],
    ['record', 'text', '{}'],
  ];
  for (const [name, type, def] of vehicleColumns) {
    await db.schema
      .alterTable('vehicles')
      .addColumn(name, type as 'text', (c) => c.notNull().defaultTo(def))
      .execute();
  }
  await db.schema.alterTable('vehicles').addColumn('gps_type_id', 'integer').execute();
  await db.schema.alterTable('vehicles').addColumn('simcard_no', 'varchar(32)').execute();
  await db.schema.alterTable('vehicles').addColumn('updated_at', 'bigint').execute();

  await db.schema.alterTable('fuel_calibrations').addColumn('form', 'text').execute();

  const vehicleKey = (table: string): [string, ['customer_id', 'vehicle_id'], string, string[]] => [
    `${table}_vehicle`,
    ['customer_id', 'vehicle_id'],
    'vehicles',
    ['customer_id', 'id'],
  ];

  await tenantTable(db, ctx, 'vehicle_status_history')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'bigint', (c) => c.notNull())
    .addColumn('to_date', 'bigint')
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addForeignKeyConstraint(...vehicleKey('vehicle_status_history'), (f) => f.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('vehicle_status_history_vehicle')
    .on('vehicle_status_history')
    .columns(['customer_id', 'vehicle_id', 'from_date'])
    .execute();

  // Counter values set by hand (spec 3 §3.1 km_counters, mth_counters): km or engine hours.
  await tenantTable(db, ctx, 'vehicle_counters')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull())
    .addColumn('point_date', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('save_date', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint(...vehicleKey('vehicle_counters'), (f) => f.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('vehicle_counters_point')
    .unique()
    .on('vehicle_counters')
    .columns(['customer_id', 'vehicle_id', 'kind', 'point_date'])
    .execute();

  // The company's address books of the recipient dialogs (sms_simcards, alarm_codes).
  await tenantTable(db, ctx, 'notification_phones')
    .addColumn('number', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)')
    .execute();
  await tenantTable(db, ctx, 'alarm_codes')
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)')
    .execute();

  // Notification rules of a vehicle besides event e-mails: kind 'event_sms' (target a phone,
  // key an event type), 'gps_sms' (phone, alarm code), 'gps_email' (e-mail, alarm code).
  await db.schema
    .createTable('vehicle_alarm_rules')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('message', 'varchar(500)')
    .addPrimaryKeyConstraint('vehicle_alarm_rules_pk', ['customer_id', 'vehicle_id', 'kind', 'target_id', 'key_id'])
    .addForeignKeyConstraint(...vehicleKey('vehicle_alarm_rules'), (f) => f.onDelete('cascade'))
    .execute();

  // Input/output and thermometer descriptions (vehicle_inout_descriptions, vehicle_thermometer_descriptions).
  await tenantTable(db, ctx, 'vehicle_descriptions')
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('description', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vehicle_descriptions_kind')
    .on('vehicle_descriptions')
    .columns(['customer_id', 'kind'])
    .execute();
}
