import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../src/db/database';
import { MIGRATIONS } from '../src/db/migrations';
import { createTempDatabase } from '../../../scripts/pg-temp.mjs';
import { DIALECTS, PG_ADMIN_URL } from './harness';

/**
 * Migration 016 on a database that already has users: their names are split into the editor's
 * first and last name, and those who may edit users (permission 9) get the type 'Administrator'.
 */
describe.each(DIALECTS)('migration 016 over existing users on %s', (dialect) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pg = dialect === 'postgres' ? await createTempDatabase(PG_ADMIN_URL, 'namiar_test') : null;
    drop = pg ? () => pg.drop() : undefined;
    database = openDatabase(pg ? { databaseUrl: pg.url } : { sqliteFile: ':memory:' });
    const raw = database.db as unknown as Kysely<unknown>;
    const before = MIGRATIONS.slice(
      0,
      MIGRATIONS.findIndex((m) => m.name === '016_user_records'),
    );
    for (const m of before) await m.up(raw, { dialect });
    const c = await database.db
      .insertInto('customers')
      .values({ clogin: 'acme', name: 'Acme', time_zone: 'Europe/Warsaw', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = (login: string, full_name: string, permissions: string) => ({
      customer_id: c.id,
      login,
      login_key: login,
      full_name,
      verifier: 'v1:x',
      permissions,
      vehicles_restricted: 0,
      created_at: 1,
      updated_at: 1,
    });
    // Written with the columns the users table had before 016.
    await (database.db as unknown as Kysely<{ users: ReturnType<typeof user> }>)
      .insertInto('users')
      .values([
        user('anna', 'Anna Maria Nowak', '1,9,15'),
        user('olek', 'Olek', '15,19'),
        user('ewa', '  Ewa   Kos ', '90'),
      ])
      .execute();
    await MIGRATIONS.find((m) => m.name === '016_user_records')!.up(raw, { dialect });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it('splits names at the first space and marks the holders of permission 9 as administrators', async () => {
    const rows = await database.db
      .selectFrom('users')
      .select(['login', 'first_name', 'last_name', 'user_type_id', 'drivers_restricted', 'www_login'])
      .orderBy('login')
      .execute();
    expect(rows).toEqual([
      {
        login: 'anna',
        first_name: 'Anna',
        last_name: 'Maria Nowak',
        user_type_id: 1,
        drivers_restricted: 0,
        www_login: null,
      },
      { login: 'ewa', first_name: 'Ewa', last_name: 'Kos', user_type_id: 2, drivers_restricted: 0, www_login: null },
      { login: 'olek', first_name: 'Olek', last_name: '', user_type_id: 2, drivers_restricted: 0, www_login: null },
    ]);
  });
});
