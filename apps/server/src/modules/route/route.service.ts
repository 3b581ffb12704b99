import {
  ROUTE_MAX_DAYS,
  ROUTE_MAX_MS,
  ROUTE_MSG,
  parseDateTime,
  type RouteBody,
  type RouteEvent,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errGlobal } from '../../http/errors';
import { configRev, loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { createEngineRunner } from '../../engine/engine-runner';
import { vehicleScope } from '../../access';
import { createPlaceLookup } from '../geocode/place-lookup';
import { answerJson } from './route-answer';
import type { RouteJob } from './route-job';
import { createRouteWorkers } from './route-workers';
import * as repo from './route.repository';

/** A range missing at least this many whole days has them built on every route worker at once. */
const PARALLEL_DAYS = 2;

/** Time the events' place texts may take (cache, then the offline gazetteer); the rest the web geocodes. */
const GEO_BUDGET_MS = 50;
/**
 * Events named per turn of the event loop: the gazetteer takes 0.1–0.5 ms a point and names at
 * least 16 per lookup, so a turn stays within a few milliseconds (the budget is spread over turns).
 */
const GEO_SLICE = 16;

/** A business refusal: err.global with HTTP 200 (DESIGN §6). */
export const refuse = (message: string) => new AnswerError(200, errGlobal(message));

/** 'YYYY-MM-DD HH:mm:ss' range in the company zone → [from, to] in ms, the end second included whole. */
export function parseRange(user: SessionUser, fromText: string, toText: string) {
  const from = parseDateTime(fromText, user.timeZone);
  const to = parseDateTime(toText, user.timeZone);
  if (from === null || to === null) throw new BadRequestError({ global: ROUTE_MSG.dateFormat });
  if (to < from) throw new BadRequestError({ global: ROUTE_MSG.rangeOrder });
  return { from, to: to + 999 };
}

/** A vehicle of the user's company and, where he has one, of his vehicle list. */
export async function scopedVehicle(ctx: AppContext, user: SessionUser, vehicleId: number) {
  const v = await repo.findRouteVehicle(ctx.db, user.customerId, vehicleId);
  if (!v || !vehicleScope(user)(v.id)) throw refuse(ROUTE_MSG.vehicleNotFound);
  return v;
}

const silentLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

export function createRouteService(ctx: AppContext) {
  const places = createPlaceLookup(ctx);
  const workers = createRouteWorkers(ctx);

  /**
   * 'Dogeneruj zdarzenia': re-runs the engine (EngineRunner.rerun) from the first day of the
   * range whose inputs changed since its chunk was built (route-keys.ts), if any, and waits for
   * its writes. The engine is deterministic: unchanged days would give the same results.
   */
  async function regenerate(
    customerId: number,
    vehicleId: number,
    q: { rev: string; tz: string; from: number; to: number },
  ) {
    const start = await workers.run('regenerationStart', { customerId, vehicleId, ...q });
    if (start === null) return;
    // Without the process's runner (tests, tools) a runner of its own does the same work.
    const engine = ctx.engine ?? createEngineRunner(ctx, silentLog);
    await engine.rerun(vehicleId, customerId, start);
    // The run drops those days itself when it writes anything; this covers a run that wrote nothing.
    await workers.run('dropDays', { customerId, vehicleId, from: start });
  }

  /**
   * The events' place texts (`geo`) within GEO_BUDGET_MS, a slice per turn of the event loop;
   * once the budget is spent, one lookup of the rest names what is known and queues the others
   * for the background (the next answer finds them).
   */
  async function namePlaces(events: RouteEvent[]) {
    const deadline = performance.now() + GEO_BUDGET_MS;
    for (let i = 0; i < events.length;) {
      const left = deadline - performance.now();
      const slice = events.slice(i, left > 0 ? i + GEO_SLICE : events.length);
      const geo = await places.lookup(
        slice.map((e) => ({ lat: e.blat, lon: e.blon })),
        Math.max(0, left),
      );
      slice.forEach((e, k) => (e.geo = geo[k]));
      i += slice.length;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * The days of a range not built yet, shared among the route workers in consecutive runs of
   * days, each run from its own checkpoint: a month's first call takes about half the time.
   */
  async function buildMissingDays(job: RouteJob) {
    if (workers.threads < 2) return;
    const days = await workers.run('missingDays', job);
    if (days.length < PARALLEL_DAYS) return;
    const share = Math.ceil(days.length / workers.threads);
    const runs = Array.from({ length: workers.threads }, (_, k) => days.slice(k * share, (k + 1) * share));
    await Promise.all(runs.filter((r) => r.length > 0).map((r) => workers.run('storeDays', { job, days: r })));
  }

  /** `/app/route`'s answer as JSON text (built on a route worker, see route-answer.ts). */
  async function route(user: SessionUser, body: RouteBody): Promise<string> {
    const { from, to } = parseRange(user, body.from_date, body.to_date);
    if (to - from > ROUTE_MAX_MS) throw refuse(ROUTE_MSG.rangeTooLong(ROUTE_MAX_DAYS));
    const vehicle = await scopedVehicle(ctx, user, body.id);
    const config = await loadVehicleEngineConfig(ctx.db, user.customerId, vehicle.id);
    if (!config) throw refuse(ROUTE_MSG.vehicleNotFound);
    const tz = user.timeZone;
    if (body.generate) await regenerate(user.customerId, vehicle.id, { rev: configRev(config), tz, from, to });

    const job: RouteJob = { customerId: user.customerId, tz, vehicle, config, from, to };
    await buildMissingDays(job);
    const built = await workers.run('build', job);
    await namePlaces(built.events);
    return answerJson(built);
  }

  return { route, warm: workers.warm, close: workers.close };
}
