import type { Kysely } from 'kysely';

/**
 * The optional second sign-in factor of administrators (issue 28 §2; docs/decisions.md 'A
 * second factor for administrators').
 *
 * `user_totp`: one row per user who started or finished enrolling. `secret` is the base32 TOTP
 * secret sealed with the server key (security/secretbox.ts), never in the clear; `enabled` turns
 * 1 only when a code of it was typed back (`confirmed_at`); `last_step` is the RFC 6238 time step
 * of the code accepted last, so a code is good once. The row goes with its user.
 *
 * `login_second_steps`: a login whose password was right for a user with the factor on, waiting
 * for the code. Keyed by the browser's login binder (SHA-256 of the namiar_login cookie, as
 * login_tokens.binder), so only the browser that typed the password can finish it; `device` is
 * the device key that browser presented (login-throttle.ts counts its failures under it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_totp')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_totp_pk', ['customer_id', 'user_id'])
    .addForeignKeyConstraint('user_totp_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('login_second_steps')
    .addColumn('binder', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('clogin_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('ulogin_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('device', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint(
      'login_second_steps_user',
      ['customer_id', 'user_id'],
      'users',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('login_second_steps_expires').on('login_second_steps').column('expires_at').execute();
}
