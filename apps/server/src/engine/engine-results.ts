import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { WriteStore } from '../ingest/write-ops';
import type { PendingVehicle } from './engine-writes';
import { publishLiveWritten } from './live-feed';
import { publishResultsWritten } from './results-feed';

/** Results are written at most this often (one transaction for every vehicle that changed). */
const FLUSH_MS = 1000;
/** Vehicles written per engine-results transaction. */
const FLUSH_CHUNK = 100;

/**
 * The engine's results waiting to be written (events with alarms, checkpoints, live state), by
 * vehicle, and their writing: at most once a second, or at once when someone waits for them.
 * A batch that cannot be written goes to `failed` (its vehicles are re-run from the database).
 */
export function createEngineResults(
  ctx: AppContext,
  log: FastifyBaseLogger,
  store: WriteStore,
  failed: (batch: PendingVehicle[]) => void,
) {
  const pending = new Map<number, PendingVehicle>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  /** Callers waiting for the results pending now to be written. */
  let waiters: (() => void)[] = [];

  /** Writes what is pending within FLUSH_MS. */
  function schedule() {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, FLUSH_MS);
  }

  /** Writes what is pending now (an in-flight write is awaited first). */
  function flushNow() {
    if (timer) clearTimeout(timer);
    timer = null;
    return flush();
  }

  async function flush() {
    if (flushing) await flushing;
    const all = [...pending.values()];
    pending.clear();
    const written = waiters;
    waiters = [];
    flushing = (async () => {
      // A few hundred vehicles per transaction: the records' commits (same writer) slot in
      // between, instead of waiting behind one transaction for the whole fleet.
      for (let i = 0; i < all.length; i += FLUSH_CHUNK) await write(all.slice(i, i + FLUSH_CHUNK));
    })().finally(() => {
      flushing = null;
      written.forEach((w) => w());
    });
    await flushing;
  }

  function write(batch: PendingVehicle[]) {
    const now = ctx.now();
    return store.run('engineResults', { pending: batch, now }).then(
      () => {
        publishLiveWritten(
          ctx,
          batch.map((p) => ({
            vehicle_id: p.vehicleId,
            customer_id: p.customerId,
            updated_at: now,
            processed_time: p.processedTime,
            processed_before: p.processedBefore,
            live: p.live,
          })),
        );
        publishResultsWritten(ctx, batch);
      },
      (e) => {
        log.error({ err: e }, 'engine results could not be written; re-running those vehicles from the database');
        failed(batch);
      },
    );
  }

  /** `done` is called once the results pending at the next write are written (or failed). */
  function onWritten(done: () => void) {
    waiters.push(done);
  }

  /** After a drain: write now if someone waits for these results, else within FLUSH_MS. */
  function drained() {
    if (waiters.length === 0) schedule();
    else void flushNow();
  }

  /** Resolves when nothing of the vehicle is pending or being written. */
  async function writtenFor(vehicleId: number) {
    if (pending.has(vehicleId)) await flushNow();
    else if (flushing) await flushing;
  }

  return { pending, schedule, flushNow, onWritten, drained, writtenFor };
}
