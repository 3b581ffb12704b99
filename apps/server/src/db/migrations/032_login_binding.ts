import type { Kysely } from 'kysely';

/**
 * A sign-in token belongs to the browser that asked for it (issue 28 §2): `binder` is the
 * SHA-256 of a random value set as a cookie with the token (auth.routes.ts LOGIN_COOKIE). A login
 * takes only the tokens of its own browser, so another client's failed attempt on the same
 * client and login no longer consumes them. Tokens issued before this have no binder and expire
 * within seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_tokens')
    .addColumn('binder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}
