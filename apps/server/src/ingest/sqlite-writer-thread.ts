import { workerClient } from '../threads/worker-client';
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
  let closed = false;
  const thread = workerClient<WriterReply>({
    entry: ENTRY,
    data: { file },
    name: 'SQLite writer thread',
    settle: (m) =>
      m.error ? { error: Object.assign(new Error(m.error.message), { code: m.error.code }) } : { value: m.result },
    onGone: (e) => {
      if (!closed) onError(e);
    },
  });

  async function run<K extends WriteOpName>(op: K, arg: WriteOpArg<K>): Promise<WriteOpResult<K>> {
    if (closed) throw new Error('SQLite writer thread closed');
    // The records' buffer moves to the writer thread instead of being copied.
    const transfer = op === 'positions' ? [(arg as WriteOpArg<'positions'>).nums.buffer as ArrayBuffer] : [];
    return (await thread.call({ op, arg }, transfer)) as WriteOpResult<K>;
  }

  await thread.boot();

  return {
    run,
    async close() {
      if (closed) return;
      if (thread.running()) await thread.call({ op: 'close' }); // queued behind every write already handed over
      closed = true;
      await thread.terminate();
    },
  };
}
