import {
  checkPositionRanges,
  recordTimeRefusal,
  recordTimeRefusalText,
  type OutOfRange,
  type Position,
} from '@namiar/domain';
import type { AppContext } from '../http/context';
import { concatEncoded, encodePositions, type EncodedPositions } from './position-columns';
import { QUARANTINE_TRIM_EVERY } from './positions.repository';
import type { WriteStore } from './write-ops';
import { inThreadWriteStore } from './write-store';

export interface IngestBatch {
  vehicleId: number;
  customerId: number;
  positions: Position[];
  /**
   * When each record was received (epoch ms, one per position); absent: now. The demo's history
   * is delivered in the past (demo/demo-history.ts: each record as received when its frame went
   * out), a vehicle-day in one batch.
   */
  receivedAt?: readonly number[];
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
  /** Where out-of-range values and quarantined records are reported (once per vehicle and field). */
  log?: { warn(obj: object, msg: string): void };
  /**
   * The range check applied to every record before it is stored (default: the domain's
   * checkPositionRanges). Tests replace it to send a value no check knows to the database.
   */
  checkRanges?: (p: Position) => { position: Position; outOfRange: OutOfRange[] };
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

  const checkRanges = opts.checkRanges ?? checkPositionRanges;
  /** 'vehicle:field' pairs already reported: a device repeating a bad value is logged once. */
  const reported = new Set<string>();
  /** Quarantined rows per vehicle since its last trim: a flooding device keeps its quarantine bounded. */
  const quarantinedSinceTrim = new Map<number, number>();

  /** The batch with every value outside its physical range left out of its field (ranges.ts). */
  function checked(batch: IngestBatch): IngestBatch {
    let positions: Position[] | null = null;
    batch.positions.forEach((p, i) => {
      const r = checkRanges(p);
      if (r.position === p) return;
      (positions ??= [...batch.positions])[i] = r.position;
      for (const o of r.outOfRange) {
        const key = `${batch.vehicleId}:${o.field}`;
        if (reported.has(key)) continue;
        reported.add(key);
        opts.log?.warn(
          { vehicleId: batch.vehicleId, field: o.field, value: o.value },
          'record value out of range, left out',
        );
      }
    });
    return positions ? { ...batch, positions } : batch;
  }

  const futureMarginMs = ctx.config.recordFutureMs;

  /**
   * The batch without the records whose time cannot be true (before 2000, past the margin ahead
   * of the clock: domain record-time.ts), and those records with their reasons. Such a record
   * never reaches the positions, so neither the live state, the engine nor any counter sees it.
   * On the hot path: a batch with none (nearly all) is returned as it came, nothing allocated.
   */
  function timed(batch: IngestBatch): { batch: IngestBatch; refused: { position: Position; reason: string }[] } {
    const now = ctx.now();
    const { positions, receivedAt } = batch;
    if (positions.every((p) => recordTimeRefusal(p.time, now, futureMarginMs) === null)) return { batch, refused: [] };
    const refused: { position: Position; reason: string }[] = [];
    const kept: number[] = [];
    positions.forEach((p, i) => {
      const why = recordTimeRefusal(p.time, now, futureMarginMs);
      if (why === null) kept.push(i);
      else refused.push({ position: p, reason: recordTimeRefusalText(why, p.time, now) });
    });
    return {
      batch: {
        ...batch,
        positions: kept.map((i) => positions[i]),
        receivedAt: receivedAt ? kept.map((i) => receivedAt[i]) : undefined,
      },
      refused,
    };
  }

  function submit(raw: IngestBatch): Promise<IngestResult> {
    if (closed) return Promise.reject(new Error('ingest writer closed'));
    if (raw.positions.length === 0) return Promise.resolve({ stored: 0, duplicates: 0 });
    const split = timed(raw);
    const stored = enqueue(checked(split.batch));
    if (split.refused.length === 0) return stored;
    // Quarantined records are acknowledged with the duplicates: not stored, not to be resent.
    const quarantined = Promise.all(split.refused.map((r) => quarantine(raw, r.position, r.reason, 'time')));
    return Promise.all([stored, quarantined]).then(([r]) => ({
      stored: r.stored,
      duplicates: r.duplicates + split.refused.length,
    }));
  }

  function enqueue(batch: IngestBatch): Promise<IngestResult> {
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
    answered = Promise.all([committed, answered]).then(async ([outcome]) => {
      // A group that failed is taken apart: one device's bad record never blocks another's.
      if ('error' in outcome) await isolate(group);
      else answer(group, outcome.stored);
      inFlight--;
      if (queue.length > 0 && !timer) startGroup(); // those records waited already
      schedule();
      if (inFlight === 0 && queue.length === 0) drained.splice(0).forEach((w) => w());
    });
    schedule(); // room for another group in flight
  }

  /**
   * A failed group again, batch by batch, then record by record in a batch that fails alone; a
   * record no insert accepts goes to the quarantine with its error and is acknowledged like a
   * stored one, so the device moves on. Only when even the quarantine cannot be written (the
   * database is gone) is the batch refused: the device then resends it later.
   * Each batch is encoded again: the group's buffer went to the writer thread (transferred, so
   * detached here), and a detached buffer posted again never arrives.
   */
  async function isolate(group: Pending[]) {
    for (const p of group) {
      try {
        answer([p], await store.run('positions', encodePositions([p.batch], ctx.now())));
        continue;
      } catch {
        // One of this batch's records fails: find it.
      }
      try {
        const stored = new Uint8Array(p.batch.positions.length);
        for (let i = 0; i < p.batch.positions.length; i++) {
          const single = {
            ...p.batch,
            positions: [p.batch.positions[i]],
            receivedAt: p.batch.receivedAt?.slice(i, i + 1),
          };
          try {
            stored[i] = (await store.run('positions', encodePositions([single], ctx.now())))[0];
          } catch (error) {
            await quarantine(p.batch, p.batch.positions[i], error);
          }
        }
        answer([p], stored);
      } catch (error) {
        p.reject(error);
      }
    }
  }

  /**
   * `logOnce`: a reason logged once per vehicle (a device whose clock is wrong sends every
   * record so; the quarantine holds each, the log one line).
   */
  async function quarantine(batch: IngestBatch, position: Position, error: unknown, logOnce?: string) {
    const message = error instanceof Error ? error.message : String(error);
    const time = position.time;
    await store.run('quarantine', {
      customer_id: batch.customerId,
      vehicle_id: batch.vehicleId,
      // The column is a bigint: a time no bigint holds is kept in the record's JSON only.
      time: Number.isFinite(time) && Math.abs(time) < 9e18 ? Math.trunc(time) : 0,
      received_at: ctx.now(),
      record: JSON.stringify(position, (_k, v: unknown) =>
        typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
      ),
      error: message.slice(0, 2000),
    });
    const since = (quarantinedSinceTrim.get(batch.vehicleId) ?? 0) + 1;
    quarantinedSinceTrim.set(batch.vehicleId, since % QUARANTINE_TRIM_EVERY);
    if (since >= QUARANTINE_TRIM_EVERY) {
      await store.run('vehicleQuarantineTrim', { customerId: batch.customerId, vehicleId: batch.vehicleId });
    }
    if (logOnce) {
      const key = `${batch.vehicleId}:${logOnce}`;
      if (reported.has(key)) return;
      reported.add(key);
    }
    opts.log?.warn({ vehicleId: batch.vehicleId, time: position.time, err: message }, 'record quarantined');
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
      // Duplicates are acknowledged too: the device must stop resending them. So are
      // quarantined records (counted with the duplicates: not stored, not to be resent).
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
