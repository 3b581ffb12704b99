import { ROUTE_MAX_DAYS } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import type { AppContext } from '../../http/context';
import type { RouteJob } from './route-answer';
import { missingDays } from './route-pieces';
import { createRouteWorkers, type RouteWorkers } from './route-workers';
import * as repo from './route.repository';

const DAY_MS = 86_400_000;
/** The first round waits for the server's start (and the demo's history) to settle. */
const FIRST_ROUND_MS = 60_000;
/** Then a round every half hour: a day is built within half an hour of its end. */
const ROUND_EVERY_MS = 30 * 60_000;

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
  const here = { db: ctx.db, sqlite: ctx.sqlite ?? null, now: ctx.now };
  let built = 0;
  for (const v of await repo.listProcessedVehicles(ctx.db)) {
    if (stopped()) break;
    if (v.first_time === null) continue; // no records: nothing to build (days before them are empty)
    const config = await loadVehicleEngineConfig(ctx.db, v.customer_id, v.id);
    if (!config) continue;
    const job: RouteJob = {
      customerId: v.customer_id,
      tz: v.time_zone,
      vehicle: { id: v.id, regno: v.regno, vehicle_type_id: v.vehicle_type_id, icon_id: v.icon_id },
      config,
      // A day back from the first record: its day is whole in the range (only whole days are stored).
      from: Math.max(now - ROUTE_MAX_DAYS * DAY_MS, Number(v.first_time) - DAY_MS),
      to: now,
    };
    // A lookup of two small queries: in-process, so that a round with nothing to build never
    // starts a worker thread (booting one costs most of a second of CPU).
    const days = await missingDays(here, job);
    if (days.length === 0) continue;
    await workers.run('storeDays', { job, days });
    built += days.length;
  }
  return built;
}

/**
 * Builds the stored days of route in the background, so that the first look at a month — and
 * 'Dogeneruj zdarzenia', which re-runs only days whose inputs changed since they were built —
 * does not have to compute the month first. Days are built on one route worker thread of the
 * round's own (started when a round has a day to build, stopped after it), so neither the event
 * loop nor the route calls' threads carry them.
 */
export function startRoutePrebuild(ctx: AppContext, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let stopped = false;

  async function runRound() {
    const own = createRouteWorkers(ctx, { threads: 1 });
    const t0 = performance.now();
    try {
      const built = await prebuildRouteDays(ctx, own, () => stopped);
      if (built > 0) log.info({ days: built, ms: Math.round(performance.now() - t0) }, 'route days built ahead');
    } catch (err) {
      log.warn({ err }, 'building route days ahead failed; the next round tries again');
    } finally {
      await own.close();
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        round = null;
        schedule(ROUND_EVERY_MS);
      });
    }, ms);
    timer.unref();
  }

  schedule(FIRST_ROUND_MS);
  return {
    /** Stops the rounds: a round under way ends after the vehicle it is building. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
