import { Worker } from 'node:worker_threads';
import type { WriteOpArg, WriteOpName, WriteOpResult, WriteStore } from './write-ops';

export interface WriterRequest {
  id: number;
  op: WriteOpName | 'close';
  arg?: unknown;
}

export interface WriterReply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string };
}

interface Waiting {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./sqlite-writer.worker.ts', import.meta.url).href;

/**
 * The embedded database's writer thread (DESIGN §3, §8): every write of the device pipeline
 * (writeOps) runs on a worker thread with its own connection to the database file, so the main
 * event loop never waits for a commit, a WAL checkpoint or SQLite's write lock while it decodes
 * frames and acknowledges devices. Callers still await each write: a device is acknowledged only
 * after the writer thread reports its records committed.
 *
 * One thread, one connection, one op at a time: it is the single writer of the ingest tables.
 * Ops run in the order they were handed over, except that engine results give way to waiting
 * device records for a while (sqlite-writer.worker.ts). Records travel as a transferable buffer
 * (position-columns.ts). If the thread dies, the writes in flight fail (their devices get no ACK
 * and resend) and the next write starts a new thread.
 */
export async function startSqliteWriterThread(
  file: string,
  onError: (e: Error) => void = () => {},
): Promise<WriteStore> {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  let closed = false;

  function fail(e: Error) {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  }

  function start(): Promise<void> {
    const w = new Worker(BOOT, { workerData: { file, entry: ENTRY } });
    worker = w;
    return new Promise<void>((resolve, reject) => {
      w.on('message', (m: WriterReply) => {
        if (m.id === 0) return resolve();
        const entry = waiting.get(m.id);
        if (!entry) return;
        waiting.delete(m.id);
        if (m.error) entry.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
        else entry.resolve(m.result);
      });
      const gone = (e: Error) => {
        if (worker !== w) return;
        worker = null;
        ready = null;
        reject(e);
        fail(e);
        if (!closed) onError(e);
      };
      w.on('error', gone);
      w.on('exit', (code) => gone(new Error(`SQLite writer thread exited (code ${code})`)));
    });
  }

  function send(op: WriterRequest['op'], arg: unknown, transfer: ArrayBuffer[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ id, op, arg } satisfies WriterRequest, transfer);
    });
  }

  async function run<K extends WriteOpName>(op: K, arg: WriteOpArg<K>): Promise<WriteOpResult<K>> {
    if (closed) throw new Error('SQLite writer thread closed');
    if (!worker) ready = start();
    await ready;
    // The records' buffer moves to the writer thread instead of being copied.
    const transfer = op === 'positions' ? [(arg as WriteOpArg<'positions'>).nums.buffer as ArrayBuffer] : [];
    return (await send(op, arg, transfer)) as WriteOpResult<K>;
  }

  ready = start();
  await ready;

  return {
    run,
    async close() {
      if (closed) return;
      if (worker) {
        await ready;
        await send('close', undefined, []); // queued behind every write already handed over
        closed = true;
        await worker?.terminate();
      }
      closed = true;
    },
  };
}
