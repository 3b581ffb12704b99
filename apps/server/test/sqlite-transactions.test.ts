import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { applySqliteSettings, openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { takeLoginTokens } from '../src/modules/auth/auth.repository';

/**
 * The app's SQLite transactions and the ingest writer thread's commits (SQLite only: PostgreSQL
 * has row locks). A sign-in takes its login token in a transaction that reads, then deletes; the
 * writer thread commits device records every second on its own connection. A deferred
 * transaction whose read came before such a commit had its delete refused at once ('database is
 * locked', busy_timeout or not): sign-ins failed with a server error while the demo history was
 * written. Begun IMMEDIATE, the transaction holds the write lock from its start and the other
 * connection waits for it.
 */
describe('SQLite transactions beside the writer thread', () => {
  let dir = '';
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a read-then-write transaction is not broken by another connection's commit", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-tx-'));
    const file = path.join(dir, 'namiar.sqlite');
    database = openDatabase({ sqliteFile: file });
    await migrate(database);
    const db = database.db;
    const token = {
      token: 't1',
      clogin_key: 'acme',
      ulogin_key: 'admin',
      created_at: Date.now(),
      expires_at: Date.now() + 60_000,
    };
    await db.insertInto('login_tokens').values(token).execute();

    // The writer thread's connection, not waiting for a lock (so the test does not stall).
    const writer = new SQLite(file);
    applySqliteSettings(writer, 'writer');
    writer.pragma('busy_timeout = 0');
    let writerRefused = false;
    const taken = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('login_tokens').select('token').execute();
      // Between the read and the write, the writer commits (or, IMMEDIATE, waits: refused here).
      try {
        writer
          .prepare(
            'INSERT INTO login_tokens (token, clogin_key, ulogin_key, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run('t2', 'other', 'admin', Date.now(), Date.now());
      } catch {
        writerRefused = true;
      }
      await trx.deleteFrom('login_tokens').where('token', '=', 't1').execute();
      return rows.map((r) => r.token);
    });
    expect(taken).toEqual(['t1']);
    expect(writerRefused).toBe(true);
    writer.close();
    // The real sign-in path works the same way.
    await db
      .insertInto('login_tokens')
      .values({ ...token, token: 't3' })
      .execute();
    expect(await takeLoginTokens(db, 'acme', 'admin', '', Date.now())).toEqual(['t3']);
  });
});
