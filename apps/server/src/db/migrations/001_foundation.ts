import type { Kysely } from 'kysely';
import { idColumn, tenantTable, type MigrationContext } from './helpers';

/**
 * Tenants, users, sessions, settings, navigation log, and the tables the top-bar badges read.
 * Tenant tables reference each other by (customer_id, id), never across companies.
 * Sign-in state (sessions, login tokens and failures) is looked up before the company is known,
 * so those tables are keyed by their own id (a Citus reference/local table).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const id = idColumn(ctx);
  await id(db.schema.createTable('customers'))
    .addColumn('clogin', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('Europe/Warsaw'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await tenantTable(db, ctx, 'users')
    .addColumn('login', 'varchar(64)', (c) => c.notNull())
    .addColumn('login_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('verifier', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vehicles_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_customer_login_key', ['customer_id', 'login_key'])
    .execute();

  await tenantTable(db, ctx, 'vehicles')
    .addColumn('regno', 'varchar(64)', (c) => c.notNull())
    .addColumn('imei', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('icon_color', 'varchar(16)', (c) => c.notNull().defaultTo('#1280e7'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vehicles_customer').on('vehicles').columns(['customer_id', 'regno']).execute();

  await db.schema
    .createTable('user_vehicles')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_vehicles_pk', ['customer_id', 'user_id', 'vehicle_id'])
    .addForeignKeyConstraint('user_vehicles_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'user_vehicles_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .addForeignKeyConstraint('sessions_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_tokens')
    .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('clogin_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('ulogin_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_tokens_who').on('login_tokens').columns(['clogin_key', 'ulogin_key']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['customer_id', 'user_id'])
    .addForeignKeyConstraint('user_settings_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('grid_layouts')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('module', 'varchar(100)', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('grid_layouts_pk', ['customer_id', 'user_id', 'module'])
    .addForeignKeyConstraint('grid_layouts_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();

  await tenantTable(db, ctx, 'navigation_log')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navigation_log_customer_at')
    .on('navigation_log')
    .columns(['customer_id', 'at'])
    .execute();

  await tenantTable(db, ctx, 'events')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('from_time', 'bigint', (c) => c.notNull())
    .addColumn('to_time', 'bigint')
    .addColumn('value', 'double precision')
    .addColumn('begin_lat', 'double precision')
    .addColumn('begin_lon', 'double precision')
    .addColumn('end_lat', 'double precision')
    .addColumn('end_lon', 'double precision')
    .addColumn('driver_id', 'integer')
    .addColumn('poi_id', 'integer')
    .addColumn('manual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_alarm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_by', 'integer')
    .addColumn('description', 'varchar(200)')
    .addForeignKeyConstraint('events_vehicle', ['customer_id', 'vehicle_id'], 'vehicles', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('events_vehicle_time').on('events').columns(['vehicle_id', 'from_time']).execute();
  await db.schema
    .createIndex('events_open_alarms')
    .on('events')
    .columns(['customer_id', 'is_alarm', 'accepted'])
    .execute();

  await tenantTable(db, ctx, 'drivers')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reminder_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();

  await tenantTable(db, ctx, 'reminders')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('remind_target_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer')
    .addColumn('driver_id', 'integer')
    .addColumn('remind_type_id', 'integer', (c) => c.notNull().references('reminder_types.id'))
    .addColumn('last_state_date', 'bigint')
    .addColumn('last_km_counter', 'double precision')
    .addColumn('last_mth_counter', 'double precision')
    .addColumn('description', 'varchar(200)')
    .addColumn('triggered_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint(
      'reminders_vehicle',
      ['customer_id', 'vehicle_id'],
      'vehicles',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .addForeignKeyConstraint('reminders_driver', ['customer_id', 'driver_id'], 'drivers', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('reminders_customer').on('reminders').columns(['customer_id', 'accepted_at']).execute();

  await (db as Kysely<{ reminder_types: { id: number; target_id: number; name: string } }>)
    .insertInto('reminder_types')
    .values([
      { id: 1, target_id: 1, name: 'Przegląd techniczny' },
      { id: 2, target_id: 1, name: 'Ubezpieczenie OC/AC' },
      { id: 3, target_id: 1, name: 'Wymiana oleju' },
      { id: 4, target_id: 1, name: 'Legalizacja tachografu' },
      { id: 5, target_id: 1, name: 'Serwis okresowy' },
      { id: 6, target_id: 2, name: 'Badania lekarskie' },
      { id: 7, target_id: 2, name: 'Ważność prawa jazdy' },
      { id: 8, target_id: 2, name: 'Ważność karty kierowcy' },
      { id: 9, target_id: 2, name: 'Szkolenie okresowe' },
    ])
    .execute();
}
