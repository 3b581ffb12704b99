import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DB } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The embedded database's own handle, for the one hot path that bypasses Kysely (ingest). */
  sqlite: SQLite.Database | null;
  close(): Promise<void>;
}

// pg answers int8 (bigint: epoch-ms times, counts) as strings; every such value we store fits
// in a double, so read them as numbers on both dialects.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile?: string;
  /** Told about PostgreSQL connections that failed while idle in the pool. */
  onIdleError?: (e: Error) => void;
}

export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) is only a lost pool
    // slot: the pool opens a new one on demand. Without a listener it would crash the process.
    pool.on('error', (e) => opts.onIdleError?.(e));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', sqlite: null, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process
  // crashes (the WAL is fsynced at checkpoints), which is what ACK-after-commit needs.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}
