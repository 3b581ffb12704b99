import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { MIGRATIONS } from './migrations';

/**
 * Runs the migrations not yet applied, each in its own transaction, recording them in
 * namiar_migrations. Idempotent: a second run applies nothing. On PostgreSQL an advisory lock
 * keeps two starting nodes from migrating at once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const { db, dialect } = database;
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await anyDb.schema
    .createTable('namiar_migrations')
    .ifNotExists()
    .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();

  return db.connection().execute(async (conn) => {
    if (dialect === 'postgres') await sql`select pg_advisory_lock(727274)`.execute(conn);
    try {
      const done = new Set(
        (await sql<{ name: string }>`select name from namiar_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      const applied: string[] = [];
      for (const m of MIGRATIONS) {
        if (done.has(m.name)) continue;
        await conn.transaction().execute(async (trx) => {
          await m.up(trx as unknown as Kysely<unknown>, { dialect });
          await sql`insert into namiar_migrations (name, applied_at) values (${m.name}, ${Date.now()})`.execute(trx);
        });
        applied.push(m.name);
      }
      return applied;
    } finally {
      if (dialect === 'postgres') await sql`select pg_advisory_unlock(727274)`.execute(conn);
    }
  });
}
