import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { ImmediateSqliteDialect, applySqliteSettings } from '../db/database';
import type { DB } from '../db/schema';
import { runWriteOp, type WriteOpName } from './write-ops';
import type { WriterReply, WriterRequest } from './sqlite-writer-thread';

/**
 * The SQLite writer thread (see sqlite-writer-thread.ts): its own connection to the database
 * file, the write ops run one at a time (in two lanes, below). Blocking here — a commit, a
 * WAL checkpoint, waiting for the write lock — blocks no device and no HTTP request.
 */
const port = parentPort!;
const sqlite = new SQLite((workerData as { file: string }).file);
applySqliteSettings(sqlite, 'writer');
const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
const target = { db, sqlite };

/**
 * Two lanes. Device records and the gateway's bookkeeping are waited on by devices (their ACK);
 * engine results only by the monitor's freshness, and their records are already stored. So a
 * waiting group of records goes before engine results — unless those have waited longer than
 * LOW_LANE_MAX_WAIT_MS, which keeps them from starving while ingest is saturated. Each lane
 * stays in order.
 */
const LOW_LANE_MAX_WAIT_MS = 250;
const urgent: WriterRequest[] = [];
const background: { m: WriterRequest; at: number }[] = [];
let busy = false;

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

function next(): WriterRequest | undefined {
  const head = background[0];
  const overdue = !!head && head.m.op !== 'close' && performance.now() - head.at > LOW_LANE_MAX_WAIT_MS;
  if (urgent.length > 0 && !overdue) return urgent.shift();
  return background.shift()?.m ?? urgent.shift();
}

async function pump() {
  if (busy) return;
  busy = true;
  for (let m = next(); m; m = next()) await handle(m);
  busy = false;
}

port.on('message', (m: WriterRequest) => {
  // 'close' waits behind everything: it goes to the lane drained last.
  if (m.op === 'engineResults' || m.op === 'close') background.push({ m, at: performance.now() });
  else urgent.push(m);
  void pump();
});
port.postMessage({ id: 0, result: 'ready' } satisfies WriterReply);
