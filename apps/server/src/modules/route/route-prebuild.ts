import { ROUTE_MAX_DAYS, overlappingDays } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/context';
import { onLiveWritten } from '../../engine/live-feed';
import { processedVehicleJob, type RouteJob } from './route-job';
import { missingDays } from './route-pieces';
import { createRouteWorkers, type RouteWorkers } from './route-workers';
import * as repo from './route.repository';

const DAY_MS = 86_400_000;
/** The first round waits for the server's start (and the demo's history) to settle. */
const FIRST_ROUND_MS = 60_000;
/** Then a round every half hour. */
const ROUND_EVERY_MS = 30 * 60_000;
/** Live states within this long of one another build their vehicles' finished days together. */
const DRAIN_MS = 1000;
/** The builder's thread is stopped after this long without a day to build. */
const IDLE_CLOSE_MS = 60_000;

/** Builds and stores the job's days not stored yet; how many. */
async function buildMissing(ctx: AppContext, workers: RouteWorkers, job: RouteJob): Promise<number> {
  // A lookup of two small queries: in-process, so that finding nothing to build never starts a
  // worker thread (booting one costs most of a second of CPU).
  const days = await missingDays({ db: ctx.db, sqlite: ctx.sqlite ?? null, now: ctx.now }, job);
  if (days.length > 0) await workers.run('storeDays', { job, days });
  return days.length;
}

/**
 * One round of building days ahead (docs/route.md 'Days built ahead'): every vehicle the engine
 * has processed gets the whole days of the last ROUTE_MAX_DAYS that are not stored yet (or were
 * built with another configuration) built and stored, from the day of its first record on, one
 * vehicle at a time. Returns how many days were built.
 */
export async function prebuildRouteDays(
  ctx: AppContext,
  workers: RouteWorkers,
  stopped: () => boolean = () => false,
): Promise<number> {
  const now = ctx.now();
  let built = 0;
  for (const v of await repo.listProcessedVehicles(ctx.db)) {
    if (stopped()) break;
    if (v.first_time === null) continue; // no records: nothing to build (days before them are empty)
    // A day back from the first record: its day is whole in the range (only whole days are stored).
    const from = Math.max(now - ROUTE_MAX_DAYS * DAY_MS, Number(v.first_time) - DAY_MS);
    const job = await processedVehicleJob(ctx.db, v, from, now);
    if (job) built += await buildMissing(ctx, workers, job);
  }
  return built;
}

/**
 * Builds the stored days of route in the background, so that the first look at a month — and
 * 'Dogeneruj zdarzenia', which re-runs only days whose inputs changed since they were built —
 * does not have to compute the month first:
 *   - as the engine finishes a day live: a vehicle whose processed time crossed the end of a
 *     company-zone day (seen in the live states the engine publishes, live-feed.ts) gets that
 *     day built about a second later (a vehicle's first run: the days of its history);
 *   - in rounds (the first a minute after start, then every half hour) for what the live path
 *     does not see: days ended while the server was down, days dropped by a configuration
 *     change or an edit.
 * All of it runs one vehicle at a time on one route worker thread of the builder's own, started
 * when there is a day to build and stopped after a minute without one, so neither the event
 * loop nor the route calls' threads carry it.
 */
export function startRoutePrebuild(ctx: AppContext, log: FastifyBaseLogger, opts: { rounds?: boolean } = {}) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** The builder's work, one piece after another. */
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  let workers: RouteWorkers | null = null;
  let closeTimer: NodeJS.Timeout | null = null;

  function enqueue(work: (w: RouteWorkers) => Promise<void>): Promise<void> {
    queued++;
    if (closeTimer) clearTimeout(closeTimer);
    chain = chain
      .then(() => (stopped ? undefined : work((workers ??= createRouteWorkers(ctx, { threads: 1 })))))
      .catch((err) => log.warn({ err }, 'building route days ahead failed; the next round tries again'))
      .finally(() => {
        if (--queued === 0 && workers) closeTimer = setTimeout(closeWorkers, IDLE_CLOSE_MS).unref();
      });
    return chain;
  }

  async function closeWorkers() {
    const w = workers;
    workers = null;
    await w?.close();
  }

  // The live path: vehicles whose processed time moved since the last drain, from where (null:
  // their first run) to where.
  const moved = new Map<number, { from: number | null; to: number }>();
  let drainTimer: NodeJS.Timeout | null = null;

  const unsubscribe = onLiveWritten(ctx, (rows) => {
    for (const r of rows) {
      // A re-run (late records, regeneration) ends where the engine already was: nothing finished.
      if (r.processed_before !== null && r.processed_time <= r.processed_before) continue;
      const m = moved.get(r.vehicle_id);
      moved.set(r.vehicle_id, { from: m ? m.from : r.processed_before, to: r.processed_time });
    }
    if (moved.size > 0 && !drainTimer && !stopped) drainTimer = setTimeout(drain, DRAIN_MS).unref();
  });

  /** Builds the days the moved vehicles finished: from the day they were on before (or their first record's). */
  function drain(): Promise<void> {
    drainTimer = null;
    if (moved.size === 0) return chain;
    const batch = new Map(moved);
    moved.clear();
    return enqueue(async (w) => {
      const t0 = performance.now();
      let built = 0;
      for (const v of await repo.listProcessedVehicles(ctx.db, [...batch.keys()])) {
        if (stopped) break;
        const { from, to } = batch.get(v.id)!;
        const since = from ?? (v.first_time === null ? null : Number(v.first_time));
        if (since === null) continue;
        const day = overlappingDays(since, since, v.time_zone)[0];
        if (!day || day.end > to) continue; // still the same day
        // A first run of a long history (an import) builds the month before where it got to.
        const job = await processedVehicleJob(ctx.db, v, Math.max(day.start, to - (ROUTE_MAX_DAYS + 1) * DAY_MS), to);
        if (job) built += await buildMissing(ctx, w, job);
      }
      if (built > 0) log.debug({ days: built, ms: Math.round(performance.now() - t0) }, 'finished route days built');
    });
  }

  function schedule(ms: number) {
    if (stopped || opts.rounds === false) return;
    timer = setTimeout(() => {
      const t0 = performance.now();
      void enqueue(async (w) => {
        const built = await prebuildRouteDays(ctx, w, () => stopped);
        if (built > 0) log.info({ days: built, ms: Math.round(performance.now() - t0) }, 'route days built ahead');
      }).finally(() => schedule(ROUND_EVERY_MS));
    }, ms);
    timer.unref();
  }

  schedule(FIRST_ROUND_MS);
  return {
    /** Builds what the live path has seen finished so far, and waits for everything queued. */
    async idle() {
      if (drainTimer) clearTimeout(drainTimer);
      await drain();
    },
    /** Stops the builder: the piece under way ends after the vehicle it is building. */
    async stop() {
      stopped = true;
      unsubscribe();
      for (const t of [timer, drainTimer, closeTimer]) if (t) clearTimeout(t);
      await chain;
      await closeWorkers();
    },
  };
}
