import type { Position } from '@namiar/domain';
import type { AppContext } from '../http/context';
import { positionToRow } from './position-row';
import { commitPositions } from './positions.repository';

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
  /** Longest a record waits for its group commit. */
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
 * Group commit of device records (DESIGN §8): batches from all connections that arrive within a
 * few milliseconds go into one transaction, and each submitter's promise resolves only after
 * that transaction committed — the gateway acknowledges to the device then, never before.
 * One transaction at a time: SQLite has one writer, and ordering stays simple.
 */
export function createIngestWriter(ctx: AppContext, opts: IngestWriterOptions = {}) {
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
    if (running) return; // the running flush picks the queue up when it ends
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
    if (queue.length > 0) schedule();
  }

  async function commit(group: Pending[]) {
    const receivedAt = ctx.now();
    try {
      const rows = group.flatMap((p) =>
        p.batch.positions.map((pos) => positionToRow(pos, p.batch.vehicleId, p.batch.customerId, receivedAt)),
      );
      const inserted = await commitPositions(ctx, rows);
      const perVehicle = new Map<number, CommittedVehicle & { positions: Position[] }>();
      const customerOf = new Map(group.map((p) => [p.batch.vehicleId, p.batch.customerId]));
      const byKey = new Map<string, Position>();
      for (const p of group) for (const pos of p.batch.positions) byKey.set(`${p.batch.vehicleId}:${pos.time}`, pos);
      for (const r of inserted) {
        const pos = byKey.get(`${r.vehicle_id}:${r.time}`)!;
        const v = perVehicle.get(r.vehicle_id);
        if (v) {
          v.count++;
          v.minTime = Math.min(v.minTime, r.time);
          v.positions.push(pos);
        } else {
          const customerId = customerOf.get(r.vehicle_id)!;
          perVehicle.set(r.vehicle_id, {
            vehicleId: r.vehicle_id,
            customerId,
            minTime: r.time,
            count: 1,
            positions: [pos],
          });
        }
      }
      // Each submitter learns how many of its records were new; duplicates are acknowledged too.
      const remaining = new Map([...perVehicle].map(([id, v]) => [id, v.count]));
      for (const p of group) {
        const left = remaining.get(p.batch.vehicleId) ?? 0;
        const stored = Math.min(left, p.batch.positions.length);
        remaining.set(p.batch.vehicleId, left - stored);
        p.resolve({ stored, duplicates: p.batch.positions.length - stored });
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

  return { submit, flush, close };
}

export type IngestWriter = ReturnType<typeof createIngestWriter>;
