import type { Position } from '@namiar/domain';
import type { AppContext } from '../http/context';
import { concatEncoded, encodePositions, type EncodedPositions } from './position-columns';
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
  /** Longest a record waits before its group is handed to the store. */
  maxDelayMs?: number;
  /** Most records in one group (one transaction); a group this large goes at once. */
  maxRecords?: number;
  /**
   * Groups handed to the store and not yet committed. Two: while the store commits one group,
   * the next is already on its way (the writer thread's queue, a second database connection),
   * so a record does not wait for a full commit before its own starts.
   */
  maxInFlight?: number;
  onCommitted?: (vehicles: CommittedVehicle[]) => void;
}

interface Pending {
  batch: IngestBatch;
  /** The batch's rows, encoded when it arrived: the work is spread over the arrivals. */
  encoded: EncodedPositions;
  resolve: (r: IngestResult) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit of device records (DESIGN §8): batches from all connections that arrive within
 * maxDelayMs (or while the store is busy) go into one transaction, and each submitter's promise
 * resolves only after that transaction committed — the gateway acknowledges to the device then,
 * never before. Groups are committed, answered and handed to the engine in the order they were
 * formed, so the engine sees records in arrival order.
 */
export function createIngestWriter(ctx: AppContext, opts: IngestWriterOptions = {}) {
  const store = opts.store ?? inThreadWriteStore(ctx);
  const maxDelayMs = opts.maxDelayMs ?? 5;
  const maxRecords = opts.maxRecords ?? 5000;
  const maxInFlight = opts.maxInFlight ?? 2;
  let queue: Pending[] = [];
  let queued = 0;
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;
  /** The answer of the newest group: each group answers only after the one before it. */
  let answered: Promise<void> = Promise.resolve();
  const drained: (() => void)[] = [];
  let closed = false;

  function submit(batch: IngestBatch): Promise<IngestResult> {
    if (closed) return Promise.reject(new Error('ingest writer closed'));
    if (batch.positions.length === 0) return Promise.resolve({ stored: 0, duplicates: 0 });
    return new Promise((resolve, reject) => {
      const encoded = encodePositions([batch], ctx.now());
      queue.push({ batch, encoded, resolve, reject });
      queued += batch.positions.length;
      schedule();
    });
  }

  function schedule() {
    if (queue.length === 0 || inFlight >= maxInFlight) return; // a commit ending calls again
    if (queued >= maxRecords) return startGroup();
    if (!timer) timer = setTimeout(startGroup, maxDelayMs);
  }

  function startGroup() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    let n = 0;
    let take = 0;
    while (take < queue.length && (take === 0 || n + queue[take].batch.positions.length <= maxRecords))
      n += queue[take++].batch.positions.length;
    const group = queue.slice(0, take);
    queue = queue.slice(take);
    queued -= n;
    inFlight++;
    const committed = store.run('positions', concatEncoded(group.map((p) => p.encoded))).then(
      (stored) => ({ stored }),
      (error: unknown) => ({ error }),
    );
    answered = Promise.all([committed, answered]).then(([outcome]) => {
      inFlight--;
      if ('error' in outcome) for (const p of group) p.reject(outcome.error);
      else answer(group, outcome.stored);
      if (queue.length > 0 && !timer) startGroup(); // those records waited already
      schedule();
      if (inFlight === 0 && queue.length === 0) drained.splice(0).forEach((w) => w());
    });
    schedule(); // room for another group in flight
  }

  /** Tells each submitter how many of its records were new and hands those to the engine. */
  function answer(group: Pending[], stored: Uint8Array) {
    const perVehicle = new Map<number, CommittedVehicle & { positions: Position[] }>();
    let row = 0;
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
      // Duplicates are acknowledged too: the device must stop resending them.
      p.resolve({ stored: count, duplicates: positions.length - count });
    }
    if (perVehicle.size === 0) return;
    try {
      opts.onCommitted?.([...perVehicle.values()]);
    } catch {
      // The records are committed and answered; a listener's failure must not stop later
      // groups from being answered (the engine catches up from the database on its next start).
    }
  }

  /** Commits whatever is queued and waits for it. */
  async function flush() {
    if (queue.length === 0 && inFlight === 0) return;
    const done = new Promise<void>((resolve) => drained.push(resolve));
    while (queue.length > 0 && inFlight < maxInFlight) startGroup();
    await done;
  }

  async function close() {
    await flush();
    closed = true;
  }

  return { submit, flush, close, store };
}

export type IngestWriter = ReturnType<typeof createIngestWriter>;
