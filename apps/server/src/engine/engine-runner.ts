import type { Position, VehicleConfig } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { CommittedVehicle } from '../ingest/ingest-writer';
import { positionsFrom } from '../ingest/positions.repository';
import { rowToPosition } from '../ingest/position-row';
import * as repo from './engine.repository';
import { engineAdapter, type VehicleEngine } from './engine-adapter';
import type { WriteStore } from '../ingest/write-ops';
import { inThreadWriteStore } from '../ingest/write-store';
import { EVERYTHING, jobOf, mergeInto, type Job } from './engine-jobs';
import { eventKey, startRerun, type PendingVehicle } from './engine-writes';
import { publishLiveWritten } from './live-feed';
import { configRev, loadVehicleEngineConfig } from './vehicle-config';

/** Checkpoints at each 6-hour boundary: a late record re-runs at most a few hours of data. */
export const CHECKPOINT_PERIOD_MS = 6 * 3600_000;
/** Results are written at most this often (one transaction for every vehicle that changed). */
const FLUSH_MS = 1000;
/** A vehicle's configuration is read again after this long (settings edited meanwhile). */
const CONFIG_TTL_MS = 60_000;
const PAGE = 5000;
/** Vehicles written per engine-results transaction. */
const FLUSH_CHUNK = 100;
/** The engine gives the event loop a turn after this much work. */
const SLICE_MS = 10;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * A job that needs a re-run (records older than what was processed) waits this long first, so
 * the rest of a late delivery — a device resending a backlog frame after frame — joins it and
 * the range is re-run once, not once per frame.
 */
const RERUN_DELAY_MS = 250;

/** What this node remembers of a vehicle between runs (a cache of vehicle_live). */
interface Known {
  customerId: number;
  engine: VehicleEngine;
  config: VehicleConfig;
  /** configRev(config), computed when the configuration is read. */
  configRev: string;
  loadedAt: number;
  state: unknown;
  processedTime: number | null;
  /**
   * Every stored record of the vehicle reached this runner as handed-over records: it had no
   * live state and nothing to catch up at start. Its first run then needs no database read.
   */
  allHandedOver: boolean;
}

const period = (time: number) => Math.floor(time / CHECKPOINT_PERIOD_MS);

/**
 * Runs the pure engine (DESIGN §5) over each vehicle's positions, in time order: forward from
 * where it stopped, or — when late or resent records arrived before that — again from the
 * newest checkpoint before them. Results (events with alarms, checkpoints, live state) are
 * written for all vehicles together at most once a second. That is safe because the positions
 * are already committed: after a crash the start-up catch-up re-runs from the stored state and
 * events are written by identity. Jobs for a vehicle already queued merge.
 */
export function createEngineRunner(ctx: AppContext, log: FastifyBaseLogger, opts: { store?: WriteStore } = {}) {
  const store = opts.store ?? inThreadWriteStore(ctx);
  const queue = new Map<number, Job>();
  /** Re-runs waiting out RERUN_DELAY_MS; more work for the vehicle joins them. */
  const delayed = new Map<number, Job>();
  const known = new Map<number, Known>();
  const pending = new Map<number, PendingVehicle>();
  let running: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];
  /** catchUp() ran: from then on every newly stored record is handed over (see Known.allHandedOver). */
  let caughtUp = false;
  const behindAtStart = new Set<number>();
  /** Runs of a vehicle started so far, and rerun() callers waiting for a run that starts later. */
  const runsStarted = new Map<number, number>();
  const rerunWaiters: { vehicleId: number; after: number; done: () => void }[] = [];
  /** rerun() callers whose run is done, waiting for its results to be written. */
  let writeWaiters: (() => void)[] = [];
  /** Vehicles inside exclusive(): their jobs wait in `held` until it ends. */
  const locks = new Map<number, Promise<void>>();
  const held = new Map<number, Job>();
  /** The vehicle drain() is running now, and that run. */
  let inRun: { vehicleId: number; done: Promise<unknown> } | null = null;

  function notify(vehicles: CommittedVehicle[]) {
    for (const v of vehicles) mergeInto(delayed.has(v.vehicleId) ? delayed : queue, jobOf(v));
    kick();
  }

  /** Would this job start over from a checkpoint? (Only a vehicle already loaded can tell.) */
  function isRerun(job: Job) {
    const k = known.get(job.vehicleId);
    return !!k && k.processedTime !== null && job.minTime <= k.processedTime;
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
      if (!job.waited && isRerun(job)) {
        delay(job);
        continue;
      }
      const run = (runsStarted.get(id) ?? 0) + 1;
      runsStarted.set(id, run);
      try {
        const done = runVehicle(job);
        inRun = { vehicleId: id, done: done.catch(() => {}) };
        await done;
      } catch (e) {
        log.error({ err: e, vehicleId: job.vehicleId }, 'engine run failed');
        known.delete(job.vehicleId);
        // Handed-over records must not be skipped: retry once from the database.
        if (job.positions) mergeInto(queue, { ...job, positions: undefined, upTo: EVERYTHING });
      } finally {
        inRun = null;
      }
      for (let i = rerunWaiters.length - 1; i >= 0; i--) {
        const w = rerunWaiters[i];
        if (w.vehicleId !== id || w.after >= run) continue;
        rerunWaiters.splice(i, 1);
        writeWaiters.push(w.done);
      }
    }
    if (writeWaiters.length === 0) return scheduleFlush();
    // Someone awaits a re-run: write now (an in-flight flush is awaited first) instead of in a second.
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    void flush();
  }

  async function load(job: Job): Promise<Known | null> {
    const k = known.get(job.vehicleId);
    if (k && ctx.now() - k.loadedAt < CONFIG_TTL_MS) return k;
    const config = await loadVehicleEngineConfig(ctx.db, job.customerId, job.vehicleId);
    if (!config) return null;
    const engine = engineAdapter(config);
    if (k) {
      Object.assign(k, { engine, config, configRev: configRev(config), loadedAt: ctx.now() });
      return k;
    }
    const live = await repo.findLive(ctx.db, job.vehicleId);
    const fresh: Known = {
      customerId: job.customerId,
      engine,
      config,
      configRev: configRev(config),
      loadedAt: ctx.now(),
      state: live ? engine.deserialize(live.state) : engine.initial(),
      processedTime: live?.processed_time ?? null,
      allHandedOver: caughtUp && !live && !behindAtStart.has(job.vehicleId),
    };
    known.set(job.vehicleId, fresh);
    // Freshly loaded: records may be stored past processed_time that no job carried here
    // (stored before a restart, or by another node).
    if (!fresh.allHandedOver) job.positions = undefined;
    return fresh;
  }

  async function runVehicle(job: Job) {
    const k = await load(job);
    if (!k) return;
    const p: PendingVehicle = pending.get(job.vehicleId) ?? {
      vehicleId: job.vehicleId,
      customerId: job.customerId,
      events: new Map(),
      checkpoints: [],
      rerunFrom: null,
      chunksFrom: null,
      configRev: '',
      configFrom: Number.MAX_SAFE_INTEGER,
      processedTime: k.processedTime ?? 0,
      processedBefore: k.processedTime,
      state: '',
      live: '',
    };
    let state = k.state;
    let from: number;
    let lastTime = k.processedTime;
    let useHandedOver = !!job.positions;
    if (k.processedTime !== null && job.minTime > k.processedTime) {
      from = k.processedTime + 1;
    } else {
      // Late data, or a first run: start over from the newest checkpoint before it.
      const cp =
        k.processedTime === null ? undefined : await repo.checkpointAtOrBefore(ctx.db, job.vehicleId, job.minTime);
      state = cp ? k.engine.deserialize(cp.state) : k.engine.initial();
      from = cp ? cp.time : Number.MIN_SAFE_INTEGER;
      lastTime = null;
      useHandedOver = useHandedOver && k.processedTime === null && k.allHandedOver;
      // Records older than job.minTime are unchanged (a first run knows nothing yet: all of them).
      startRerun(p, from, k.processedTime === null ? from : job.minTime);
    }

    // What the stored results of this run come from (route regeneration keeps only days after it).
    p.configFrom = p.configRev === k.configRev ? Math.min(p.configFrom, from) : from;
    p.configRev = k.configRev;

    const feed = (points: Position[]) => {
      let i = 0;
      while (i < points.length) {
        const first = points[i];
        if (lastTime === null || period(first.time) !== period(lastTime)) {
          p.checkpoints.push({ time: first.time, state: k.engine.serialize(state) });
        }
        let j = i + 1;
        while (j < points.length && period(points[j].time) === period(first.time)) j++;
        const out = k.engine.run(state, points.slice(i, j));
        state = out.state;
        for (const e of out.events) p.events.set(eventKey(e), e);
        lastTime = points[j - 1].time;
        i = j;
      }
    };
    if (useHandedOver && job.positions) {
      feed([...job.positions].sort((a, b) => a.time - b.time));
    } else {
      const upTo = Math.max(job.upTo, k.processedTime ?? Number.MIN_SAFE_INTEGER);
      for (;;) {
        const rows = await positionsFrom(ctx.db, job.vehicleId, from, PAGE, upTo);
        feed(rows.map(rowToPosition));
        if (rows.length < PAGE) break;
        await yieldToEventLoop();
        from = rows[rows.length - 1].time + 1;
      }
    }
    if (lastTime === null) return;
    k.state = state;
    k.processedTime = lastTime;
    p.processedTime = lastTime;
    p.state = k.engine.serialize(state);
    p.live = JSON.stringify(k.engine.live(state));
    pending.set(job.vehicleId, p);
  }

  function scheduleFlush() {
    if (flushTimer || pending.size === 0) return;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void flush();
    }, FLUSH_MS);
  }

  async function flush() {
    if (flushing) await flushing;
    const all = [...pending.values()];
    pending.clear();
    const written = writeWaiters;
    writeWaiters = [];
    flushing = (async () => {
      // A few hundred vehicles per transaction: the records' commits (same writer) slot in
      // between, instead of waiting behind one transaction for the whole fleet.
      for (let i = 0; i < all.length; i += FLUSH_CHUNK) await writeResults(all.slice(i, i + FLUSH_CHUNK));
    })().finally(() => {
      flushing = null;
      written.forEach((w) => w());
    });
    await flushing;
  }

  function writeResults(batch: PendingVehicle[]) {
    const now = ctx.now();
    return store.run('engineResults', { pending: batch, now }).then(
      () =>
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
        ),
      (e) => {
        log.error({ err: e }, 'engine results could not be written; re-running those vehicles from the database');
        for (const p of batch) {
          known.delete(p.vehicleId);
          mergeInto(delayed.has(p.vehicleId) ? delayed : queue, {
            vehicleId: p.vehicleId,
            customerId: p.customerId,
            minTime: Number.MIN_SAFE_INTEGER,
            upTo: EVERYTHING,
            waited: true,
          });
        }
        kick();
      },
    );
  }

  /** When nothing is queued: write what is pending now if someone waits for it. */
  async function settle() {
    if (idleWaiters.length === 0) return scheduleFlush();
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    await flush();
    if (!running && queue.size === 0 && delayed.size === 0) idleWaiters.splice(0).forEach((w) => w());
  }

  /** At start: every vehicle with positions the engine has not processed yet. */
  async function catchUp() {
    const behind = await repo.vehiclesBehind(ctx.db);
    for (const v of behind) behindAtStart.add(v.id);
    caughtUp = true;
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
    const k = known.get(vehicleId);
    if (k) k.loadedAt = Number.NEGATIVE_INFINITY;
    return new Promise((resolve) => {
      rerunWaiters.push({ vehicleId, after: runsStarted.get(vehicleId) ?? 0, done: resolve });
      const waiting = delayed.get(vehicleId);
      if (waiting) delayed.delete(vehicleId);
      // A job of a vehicle not loaded yet would take records from what was processed: a known
      // minTime at or before every stored record of the range makes it start over (runVehicle).
      mergeInto(queue, { vehicleId, customerId, minTime: from, upTo: EVERYTHING, waited: true });
      if (waiting) mergeInto(queue, { ...waiting, waited: true });
      kick();
    });
  }

  /**
   * Records the configuration of a company's vehicles is built from changed (an own point or a
   * base saved): each vehicle reads its configuration again at its next run instead of after
   * CONFIG_TTL_MS. Other nodes sharing the database still take up to CONFIG_TTL_MS.
   */
  function configChanged(customerId: number) {
    for (const k of known.values()) if (k.customerId === customerId) k.loadedAt = Number.NEGATIVE_INFINITY;
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
      if (pending.has(vehicleId)) {
        if (flushTimer) clearTimeout(flushTimer);
        flushTimer = null;
        await flush();
      } else if (flushing) await flushing;
      return await fn();
    } finally {
      known.delete(vehicleId);
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

  /** Resolves when no job is queued, waiting or running and every result is written (tests, shutdown, demo history). */
  function idle(): Promise<void> {
    return new Promise((resolve) => {
      idleWaiters.push(resolve);
      if (!running && queue.size === 0 && delayed.size === 0) void settle();
    });
  }

  return { notify, catchUp, idle, rerun, configChanged, exclusive };
}

export type EngineRunner = ReturnType<typeof createEngineRunner>;
