import type { Position } from '@namiar/domain';
import type { AppContext } from '../http/context';
import { encodePositions } from './position-columns';
import type { WriteStore } from './write-ops';
import { inThreadWriteStore } from './write-store';

export interface IngestBatch {
  vehicleId: number;
  customerId: number;
  positions: Position[];
}

export interface IngestResult {
  stored: number;
  duplicates: number;
}

/** What a commit brought in per vehicle: the engine's cue to process (or re-run) from minTime. */
export interface CommittedVehicle {
  vehicleId: number;
  customerId: number;
  minTime: number;
  count: number;
  /** The records that were new, in arrival order (the engine needs no read-back for them). */
  positions?: Position[];
}

export interface IngestWriterOptions {
  /** Where the records are written (default: the app's own connection, on the main thread). */
  store?: WriteStore;
  /** Longest a record waits for its group commit when the writer is idle. */
  maxDelayMs?: number;
  /** A group this large commits at once. */
  maxRecords?: number;
  onCommitted?: (vehicles: CommittedVehicle[]) => void;
}

interface Pending {
  batch: IngestBatch;
  resolve: (r: IngestResult) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit of device records (DESIGN §8): batches from all connections that arrive while
 * the previous group is being written (or, when the writer is idle, within maxDelayMs) go into
 * one transaction, and each submitter's promise resolves only after that transaction committed
 * — the gateway acknowledges to the device then, never before. One group at a time: SQLite has
 * one writer, and the engine gets the records in the order they arrived.
 */
export function createIngestWriter(ctx: AppContext, opts: IngestWriterOptions = {}) {
  const store = opts.store ?? inThreadWriteStore(ctx);
  const maxDelayMs = opts.maxDelayMs ?? 5;
  const maxRecords = opts.maxRecords ?? 5000;
  let queue: Pending[] = [];
  let queued = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  function submit(batch: IngestBatch): Promise<IngestResult> {
    if (closed) return Promise.reject(new Error('ingest writer closed'));
    if (batch.positions.length === 0) return Promise.resolve({ stored: 0, duplicates: 0 });
    return new Promise((resolve, reject) => {
      queue.push({ batch, resolve, reject });
      queued += batch.positions.length;
      schedule();
    });
  }

  function schedule() {
    if (running) return; // the running commit picks the queue up when it ends
    if (queued >= maxRecords) {
      if (timer) clearTimeout(timer);
      timer = null;
      void run();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, maxDelayMs);
    }
  }

  async function run() {
    if (running || queue.length === 0) return;
    const group = queue;
    queue = [];
    queued = 0;
    running = commit(group);
    await running;
    running = null;
    // What arrived during the commit has waited already: it goes now, as the next group.
    if (queue.length > 0) {
      if (timer) clearTimeout(timer);
      timer = null;
      void run();
    }
  }

  async function commit(group: Pending[]) {
    try {
      const encoded = encodePositions(
        group.map((p) => p.batch),
        ctx.now(),
      );
      const stored = await store.run('positions', encoded);
      const perVehicle = new Map<number, CommittedVehicle & { positions: Position[] }>();
      let row = 0;
      // Each submitter learns how many of its records were new; duplicates are acknowledged too.
      for (const p of group) {
        const { vehicleId, customerId, positions } = p.batch;
        let count = 0;
        for (const pos of positions) {
          if (stored[row++] !== 1) continue;
          count++;
          const v = perVehicle.get(vehicleId);
          if (v) {
            v.count++;
            if (pos.time < v.minTime) v.minTime = pos.time;
            v.positions.push(pos);
          } else {
            perVehicle.set(vehicleId, { vehicleId, customerId, minTime: pos.time, count: 1, positions: [pos] });
          }
        }
        p.resolve({ stored: count, duplicates: positions.length - count });
      }
      if (perVehicle.size > 0) opts.onCommitted?.([...perVehicle.values()]);
    } catch (e) {
      for (const p of group) p.reject(e);
    }
  }

  /** Commits whatever is queued and waits for it. */
  async function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (running || queue.length > 0) {
      if (running) await running;
      else await run();
    }
  }

  async function close() {
    await flush();
    closed = true;
  }

  return { submit, flush, close, store };
}

export type IngestWriter = ReturnType<typeof createIngestWriter>;
