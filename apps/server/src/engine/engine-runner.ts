import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { CommittedVehicle } from '../ingest/ingest-writer';
import * as repo from './engine.repository';
import type { WriteStore } from '../ingest/write-ops';
import { inThreadWriteStore } from '../ingest/write-store';
import { EVERYTHING, jobOf, mergeInto, type Job } from './engine-jobs';
import { createEngineResults } from './engine-results';
import { createKnownVehicles } from './known-vehicles';
import { publishConfigChanged, resultsFollowed } from './results-feed';
import { runVehicle, yieldToEventLoop } from './vehicle-run';

/** The engine gives the event loop a turn after this much work. */
const SLICE_MS = 10;
/**
 * A job that needs a re-run (records older than what was processed) waits this long first, so
 * the rest of a late delivery — a device resending a backlog frame after frame — joins it and
 * the range is re-run once, not once per frame.
 */
const RERUN_DELAY_MS = 250;

/**
 * Runs the pure engine (DESIGN §5) over each vehicle's positions, in time order (vehicle-run.ts).
 * This is its job queue: jobs for a vehicle already queued merge, re-runs wait a moment for
 * the rest of a late delivery, a vehicle inside exclusive() is held. Results are written for all
 * vehicles together at most once a second (engine-results.ts). That is safe because the positions
 * are already committed: after a crash the start-up catch-up re-runs from the stored state and
 * events are written by identity.
 */
export function createEngineRunner(ctx: AppContext, log: FastifyBaseLogger, opts: { store?: WriteStore } = {}) {
  const known = createKnownVehicles(ctx);
  const results = createEngineResults(ctx, log, opts.store ?? inThreadWriteStore(ctx), rerunFromDatabase);
  const queue = new Map<number, Job>();
  /** Re-runs waiting out RERUN_DELAY_MS; more work for the vehicle joins them. */
  const delayed = new Map<number, Job>();
  let running: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];
  /** Runs of a vehicle started so far, and rerun() callers waiting for a run that starts later. */
  const runsStarted = new Map<number, number>();
  const rerunWaiters: { vehicleId: number; after: number; done: () => void }[] = [];
  /** Vehicles inside exclusive(): their jobs wait in `held` until it ends. */
  const locks = new Map<number, Promise<void>>();
  const held = new Map<number, Job>();
  /** The vehicle drain() is running now, and that run. */
  let inRun: { vehicleId: number; done: Promise<unknown> } | null = null;

  /** Queues a job (or joins it to the vehicle's re-run waiting out its delay) and starts draining. */
  function enqueue(job: Job) {
    mergeInto(delayed.has(job.vehicleId) ? delayed : queue, job);
  }

  function notify(vehicles: CommittedVehicle[]) {
    for (const v of vehicles) enqueue(jobOf(v));
    kick();
  }

  /** Results of these vehicles could not be written: run them again over everything stored. */
  function rerunFromDatabase(batch: { vehicleId: number; customerId: number }[]) {
    for (const p of batch) {
      known.forget(p.vehicleId);
      enqueue({
        vehicleId: p.vehicleId,
        customerId: p.customerId,
        minTime: Number.MIN_SAFE_INTEGER,
        upTo: EVERYTHING,
        waited: true,
      });
    }
    kick();
  }

  function delay(job: Job) {
    job.waited = true;
    delayed.set(job.vehicleId, job);
    setTimeout(() => {
      const waited = delayed.get(job.vehicleId);
      // exclusive() may have taken it meanwhile.
      if (!waited) return;
      delayed.delete(job.vehicleId);
      mergeInto(queue, waited);
      kick();
    }, RERUN_DELAY_MS);
  }

  function kick() {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (queue.size > 0) kick();
      else void settle();
    });
  }

  async function drain() {
    let sliceStart = performance.now();
    while (queue.size > 0) {
      // Handed-over records need no I/O, so without this a drain of 1,000 vehicles would hold the
      // event loop for its whole length, and every device's ACK with it.
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
      const [id, job] = queue.entries().next().value as [number, Job];
      queue.delete(id);
      if (locks.has(id)) {
        mergeInto(held, job);
        continue;
      }
      if (!job.waited && known.isRerun(job)) {
        delay(job);
        continue;
      }
      const run = (runsStarted.get(id) ?? 0) + 1;
      runsStarted.set(id, run);
      try {
        const done = loadAndRun(job);
        inRun = { vehicleId: id, done: done.catch(() => {}) };
        await done;
      } catch (e) {
        log.error({ err: e, vehicleId: job.vehicleId }, 'engine run failed');
        known.forget(job.vehicleId);
        // Handed-over records must not be skipped: retry once from the database.
        if (job.positions) mergeInto(queue, { ...job, positions: undefined, upTo: EVERYTHING });
      } finally {
        inRun = null;
      }
      for (let i = rerunWaiters.length - 1; i >= 0; i--) {
        const w = rerunWaiters[i];
        if (w.vehicleId !== id || w.after >= run) continue;
        rerunWaiters.splice(i, 1);
        results.onWritten(w.done);
      }
    }
    // Written at once when a rerun() caller waits for these results, else within a second.
    results.drained();
  }

  async function loadAndRun(job: Job) {
    const k = await known.load(job);
    if (k) await runVehicle(ctx, k, job, results.pending);
  }

  /** When nothing is queued: write what is pending now if someone waits for it. */
  async function settle() {
    if (idleWaiters.length === 0) return results.schedule();
    await results.flushNow();
    if (!running && queue.size === 0 && delayed.size === 0) idleWaiters.splice(0).forEach((w) => w());
  }

  /** At start: every vehicle with positions the engine has not processed yet. */
  async function catchUp() {
    const behind = await repo.vehiclesBehind(ctx.db);
    known.caughtUpWith(behind.map((v) => v.id));
    notify(
      behind.map((v) => ({
        vehicleId: v.id,
        customerId: v.customer_id,
        minTime: (v.processed_time ?? -1) + 1,
        count: 0,
      })),
    );
  }

  /**
   * Re-runs a vehicle from the newest checkpoint at or before `from` over everything stored
   * (the route's 'Dogeneruj zdarzenia'): computed events from there on are replaced, manual ones
   * and accepted alarms kept. Resolves once that run's results are written (or it failed);
   * other vehicles' work does not hold it up.
   */
  function rerun(vehicleId: number, customerId: number, from: number): Promise<void> {
    // A regeneration follows a configuration change more often than not: read it again.
    known.reloadConfig(vehicleId);
    return new Promise((resolve) => {
      rerunWaiters.push({ vehicleId, after: runsStarted.get(vehicleId) ?? 0, done: resolve });
      const waiting = delayed.get(vehicleId);
      if (waiting) delayed.delete(vehicleId);
      // A job of a vehicle not loaded yet would take records from what was processed: a known
      // minTime at or before every stored record of the range makes it start over (vehicle-run.ts).
      mergeInto(queue, { vehicleId, customerId, minTime: from, upTo: EVERYTHING, waited: true });
      if (waiting) mergeInto(queue, { ...waiting, waited: true });
      kick();
    });
  }

  /**
   * Records the configuration of a company's vehicles is built from changed (an own point or a
   * base saved): each vehicle reads its configuration again at its next run instead of after
   * CONFIG_TTL_MS. Other nodes sharing the database still take up to CONFIG_TTL_MS. The
   * followers of the results (results-feed.ts) are told too.
   */
  function configChanged(customerId: number) {
    known.reloadCustomerConfig(customerId);
    publishConfigChanged(ctx, customerId);
  }

  /**
   * Runs `fn` (a change to the vehicle's stored results: /ctables 'Wyczyść') while the engine does
   * nothing for the vehicle: its run in progress ends and its pending results are written first;
   * jobs for it that arrive meanwhile (live records) wait and run after, from what is stored then
   * (its cached state is dropped). Records are never lost or run twice: they are in the database,
   * and vehicle_live.processed_time says where the engine stands.
   */
  async function exclusive<T>(vehicleId: number, fn: () => Promise<T>): Promise<T> {
    for (let lock = locks.get(vehicleId); lock; lock = locks.get(vehicleId)) await lock;
    let release!: () => void;
    locks.set(vehicleId, new Promise<void>((resolve) => (release = resolve)));
    try {
      for (const waiting of [queue, delayed]) {
        const job = waiting.get(vehicleId);
        if (!job) continue;
        waiting.delete(vehicleId);
        mergeInto(held, { ...job, waited: true });
      }
      while (inRun && inRun.vehicleId === vehicleId) await inRun.done;
      await results.writtenFor(vehicleId);
      return await fn();
    } finally {
      known.forget(vehicleId);
      locks.delete(vehicleId);
      release();
      const job = held.get(vehicleId);
      if (job) {
        held.delete(vehicleId);
        mergeInto(queue, job);
        kick();
      }
    }
  }

  /**
   * Resolves when no job is queued, waiting or running, every result is written and the work
   * following the written results has ended (results-feed.ts) (tests, shutdown, demo history).
   */
  async function idle(): Promise<void> {
    await new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
      if (!running && queue.size === 0 && delayed.size === 0) void settle();
    });
    await resultsFollowed(ctx);
  }

  return { notify, catchUp, idle, rerun, configChanged, exclusive };
}

export type EngineRunner = ReturnType<typeof createEngineRunner>;
