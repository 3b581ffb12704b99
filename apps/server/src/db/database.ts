import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
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
  applySqliteSettings(sqlite, 'app');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite whose transactions begin IMMEDIATE: they take the write lock first (waiting for it up
 * to busy_timeout). A deferred transaction that reads and then writes cannot wait: when another
 * connection (the ingest writer thread, committing device records every second) commits between
 * its read and its write, SQLite refuses the write at once (SQLITE_BUSY, 'database is locked'),
 * whatever busy_timeout says — a sign-in failed that way while the demo history was written.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Settings of every connection to the embedded database: the app's own and the ingest writer
 * thread's (ingest/sqlite-writer-thread.ts).
 * - WAL lets readers run beside the one writer.
 * - synchronous=NORMAL: a commit is written to the WAL but not fsynced; the WAL is fsynced at
 *   each checkpoint. Committed data survives a crash of the process (SIGKILL, an exception:
 *   the OS still has the WAL), which is what acknowledging after the commit needs. A power
 *   loss or kernel crash can lose the commits since the last checkpoint (about 1,000 pages):
 *   devices resend what they lose only if it was not acknowledged, so those records would be
 *   lost. docs/decisions.md (Ingest) weighs this; synchronous=FULL closes it at a cost of one
 *   fsync per group commit.
 * - The writer thread gets a larger page cache: inserts of 1,000 vehicles interleave across the
 *   whole (vehicle_id, time) index.
 */
export function applySqliteSettings(sqlite: SQLite.Database, role: 'app' | 'writer') {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (role === 'writer') sqlite.pragma('cache_size = -65536'); // KiB: 64 MiB
}

/**
 * Once a writer thread does the bulk writing, it also does the WAL checkpoints: the app's
 * connection stops checkpointing on its own commits, so a checkpoint (two fsyncs and a copy of
 * the WAL) never lands on the main event loop.
 */
export function leaveCheckpointsToWriter(sqlite: SQLite.Database) {
  sqlite.pragma('wal_autocheckpoint = 0');
}
