import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * The user records of spec 3 §2.10 / §3.10 (issue 14).
 *
 * `users` gains the editor's fields: first and last name (`full_name` stays, kept as
 * 'first last' by every save, since sessions and lists show it), phone, type, the mobile/WWW
 * login with its own encrypted verifier, and `drivers_restricted` (1 = the user sees only the
 * drivers in `user_drivers`, as `vehicles_restricted` does for `user_vehicles`).
 * `user_event_types`: the event types the user takes as alarms (the editor's 'Alarmy' tab).
 * Existing names are split at their first space; holders of permission 9 become type 1
 * ('Administrator'), the others type 2 ('Dyspozytor').
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('phone_no', 'varchar(32)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('user_type_id', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema.alterTable('users').addColumn('www_login', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('www_verifier', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('drivers_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const rows = await sql<{ id: number; full_name: string; permissions: string }>`
    select id, full_name, permissions from users`.execute(db);
  for (const row of rows.rows) {
    const name = row.full_name.trim();
    const space = name.indexOf(' ');
    const first = (space < 0 ? name : name.slice(0, space)).slice(0, 100);
    const last = (space < 0 ? '' : name.slice(space + 1).trim()).slice(0, 100);
    // Type 1 'Administrator' for those who may edit users (permission 9), else 2 'Dyspozytor'.
    const type = row.permissions.split(',').some((p) => p.trim() === '9') ? 1 : 2;
    await sql`update users set first_name = ${first}, last_name = ${last}, user_type_id = ${type} where id = ${row.id}`.execute(
      db,
    );
  }

  await db.schema
    .createTable('user_drivers')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('driver_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_drivers_pk', ['customer_id', 'user_id', 'driver_id'])
    .addForeignKeyConstraint('user_drivers_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'user_drivers_driver',
      ['customer_id', 'driver_id'],
      'drivers',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('user_event_types')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event_type_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_event_types_pk', ['customer_id', 'user_id', 'event_type_id'])
    .addForeignKeyConstraint('user_event_types_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
}
