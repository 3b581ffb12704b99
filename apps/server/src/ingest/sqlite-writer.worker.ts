import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { applySqliteSettings } from '../db/database';
import type { DB } from '../db/schema';
import { runWriteOp, type WriteOpName } from './write-ops';
import type { WriterReply, WriterRequest } from './sqlite-writer-thread';

/**
 * The SQLite writer thread (see sqlite-writer-thread.ts): its own connection to the database
 * file, the write ops run one at a time in the order they arrive. Blocking here — a commit, a
 * WAL checkpoint, waiting for the write lock — blocks no device and no HTTP request.
 */
const port = parentPort!;
const sqlite = new SQLite((workerData as { file: string }).file);
applySqliteSettings(sqlite, 'writer');
const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
const target = { db, sqlite };

let chain: Promise<void> = Promise.resolve();

function reply(m: WriterReply) {
  const transfer = m.result instanceof Uint8Array ? [m.result.buffer as ArrayBuffer] : [];
  port.postMessage(m, transfer);
}

async function handle(m: WriterRequest) {
  if (m.op === 'close') {
    await db.destroy(); // every op handed over before this one has committed
    return reply({ id: m.id, result: null });
  }
  try {
    const result = await runWriteOp(target, m.op as WriteOpName, m.arg as never);
    reply({ id: m.id, result });
  } catch (e) {
    const err = e as Error & { code?: string };
    reply({ id: m.id, error: { message: err.message ?? String(e), code: err.code } });
  }
}

port.on('message', (m: WriterRequest) => {
  chain = chain.then(() => handle(m));
});
port.postMessage({ id: 0, result: 'ready' } satisfies WriterReply);
