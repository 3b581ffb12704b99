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
import { eventKey, startRerun, type PendingVehicle } from './engine-writes';
import { loadVehicleEngineConfig } from './vehicle-config';

/** Checkpoints at each 6-hour boundary: a late record re-runs at most a few hours of data. */
export const CHECKPOINT_PERIOD_MS = 6 * 3600_000;
/** Results are written at most this often (one transaction for every vehicle that changed). */
const FLUSH_MS = 1000;
/** A vehicle's configuration is read again after this long (settings edited meanwhile). */
const CONFIG_TTL_MS = 60_000;
const PAGE = 5000;

interface Job {
  vehicleId: number;
  customerId: number;
  minTime: number;
  /**
   * The newest record time this job is known to cover. A database read for the job stops there
   * (or at what was processed already): records committed meanwhile but not yet handed over
   * belong to a later job, and reading them now would make that job look late and re-run.
   */
  upTo: number;
  /** Records handed over by the ingest commit; undefined = read them from the database. */
  positions?: Position[];
}

/** No bound: read whatever is stored (start-up catch-up, retries). */
const EVERYTHING = Number.MAX_SAFE_INTEGER;

function newestTime(positions: Position[] | undefined) {
  if (!positions) return EVERYTHING;
  let max = Number.MIN_SAFE_INTEGER;
  for (const p of positions) if (p.time > max) max = p.time;
  return max;
}

/** What this node remembers of a vehicle between runs (a cache of vehicle_live). */
interface Known {
  engine: VehicleEngine;
  config: VehicleConfig;
  loadedAt: number;
  state: unknown;
  processedTime: number | null;
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
  const known = new Map<number, Known>();
  const pending = new Map<number, PendingVehicle>();
  let running: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];

  function notify(vehicles: CommittedVehicle[]) {
    for (const v of vehicles) {
      const q = queue.get(v.vehicleId);
      if (q) {
        q.minTime = Math.min(q.minTime, v.minTime);
        q.upTo = Math.max(q.upTo, newestTime(v.positions));
        q.positions = q.positions && v.positions ? q.positions.concat(v.positions) : undefined;
      } else {
        queue.set(v.vehicleId, {
          vehicleId: v.vehicleId,
          customerId: v.customerId,
          minTime: v.minTime,
          upTo: newestTime(v.positions),
          positions: v.positions,
        });
      }
    }
    kick();
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
    while (queue.size > 0) {
      const [id, job] = queue.entries().next().value as [number, Job];
      queue.delete(id);
      try {
        await runVehicle(job);
      } catch (e) {
        log.error({ err: e, vehicleId: job.vehicleId }, 'engine run failed');
        known.delete(job.vehicleId);
        // Handed-over records must not be skipped: retry once from the database.
        if (job.positions) notify([{ ...job, positions: undefined, count: 0 }]);
      }
    }
    scheduleFlush();
  }

  async function load(job: Job): Promise<Known | null> {
    const k = known.get(job.vehicleId);
    if (k && ctx.now() - k.loadedAt < CONFIG_TTL_MS) return k;
    const config = await loadVehicleEngineConfig(ctx.db, job.customerId, job.vehicleId);
    if (!config) return null;
    const engine = engineAdapter(config);
    if (k) {
      Object.assign(k, { engine, config, loadedAt: ctx.now() });
      return k;
    }
    const live = await repo.findLive(ctx.db, job.vehicleId);
    const fresh: Known = {
      engine,
      config,
      loadedAt: ctx.now(),
      state: live ? engine.deserialize(live.state) : engine.initial(),
      processedTime: live?.processed_time ?? null,
    };
    known.set(job.vehicleId, fresh);
    // Freshly loaded: records may be stored past processed_time that no job carried here.
    job.positions = undefined;
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
      processedTime: k.processedTime ?? 0,
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
      useHandedOver = false;
      startRerun(p, from);
    }

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
    const batch = [...pending.values()];
    pending.clear();
    flushing = store
      .run('engineResults', { pending: batch, now: ctx.now() })
      .catch((e) => {
        log.error({ err: e }, 'engine results could not be written; re-running those vehicles from the database');
        for (const p of batch) {
          known.delete(p.vehicleId);
          queue.set(p.vehicleId, {
            vehicleId: p.vehicleId,
            customerId: p.customerId,
            minTime: Number.MIN_SAFE_INTEGER,
            upTo: EVERYTHING,
          });
        }
        kick();
      })
      .finally(() => {
        flushing = null;
      });
    await flushing;
  }

  /** When nothing is queued: write what is pending now if someone waits for it. */
  async function settle() {
    if (idleWaiters.length === 0) return scheduleFlush();
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    await flush();
    if (!running && queue.size === 0) idleWaiters.splice(0).forEach((w) => w());
  }

  /** At start: every vehicle with positions the engine has not processed yet. */
  async function catchUp() {
    const behind = await repo.vehiclesBehind(ctx.db);
    notify(
      behind.map((v) => ({
        vehicleId: v.id,
        customerId: v.customer_id,
        minTime: (v.processed_time ?? -1) + 1,
        count: 0,
      })),
    );
  }

  /** Resolves when no job is queued or running and every result is written (tests, shutdown, demo history). */
  function idle(): Promise<void> {
    return new Promise((resolve) => {
      idleWaiters.push(resolve);
      if (!running && queue.size === 0) void settle();
    });
  }

  return { notify, catchUp, idle };
}

export type EngineRunner = ReturnType<typeof createEngineRunner>;
