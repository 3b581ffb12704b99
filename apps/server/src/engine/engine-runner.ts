import type { Position } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { EventsTable } from '../db/schema';
import type { AppContext } from '../http/context';
import type { CommittedVehicle } from '../ingest/ingest-writer';
import { positionsFrom } from '../ingest/positions.repository';
import { rowToPosition } from '../ingest/position-row';
import * as repo from './engine.repository';
import { engineAdapter, type EngineEventOut, type VehicleEngine } from './engine-adapter';
import { loadVehicleEngineConfig } from './vehicle-config';

/** Checkpoints at each 6-hour boundary: a late record re-runs at most a few hours of data. */
export const CHECKPOINT_PERIOD_MS = 6 * 3600_000;
const PAGE = 5000;

interface Job {
  vehicleId: number;
  customerId: number;
  minTime: number;
}

/**
 * Runs the pure engine (DESIGN §5) over each vehicle's stored positions, in time order:
 * forward from where it stopped, or — when late or resent records arrived before that — again
 * from the newest checkpoint before them. Writes events (alarms included), checkpoints and the
 * live state in one transaction per run. One vehicle at a time per node; jobs for a vehicle
 * that is already queued merge.
 */
export function createEngineRunner(ctx: AppContext, log: FastifyBaseLogger) {
  const queue = new Map<number, Job>();
  let running: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];

  function notify(vehicles: CommittedVehicle[]) {
    for (const v of vehicles) {
      const known = queue.get(v.vehicleId);
      if (known) known.minTime = Math.min(known.minTime, v.minTime);
      else queue.set(v.vehicleId, { vehicleId: v.vehicleId, customerId: v.customerId, minTime: v.minTime });
    }
    kick();
  }

  function kick() {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (queue.size > 0) kick();
      else idleWaiters.splice(0).forEach((w) => w());
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
      }
    }
  }

  async function runVehicle(job: Job) {
    const config = await loadVehicleEngineConfig(ctx.db, job.customerId, job.vehicleId);
    if (!config) return;
    const engine: VehicleEngine = engineAdapter(config);
    const live = await repo.findLive(ctx.db, job.vehicleId);
    let from: number;
    let state: unknown;
    let rerunFrom: number | null = null;
    if (live && job.minTime > live.processed_time) {
      state = engine.deserialize(live.state);
      from = live.processed_time + 1;
    } else {
      const cp = live ? await repo.checkpointAtOrBefore(ctx.db, job.vehicleId, job.minTime) : undefined;
      state = cp ? engine.deserialize(cp.state) : engine.initial();
      from = cp ? cp.time : Number.MIN_SAFE_INTEGER;
      rerunFrom = cp ? cp.time : Number.MIN_SAFE_INTEGER;
    }

    const events = new Map<string, EngineEventOut>();
    const checkpoints: { vehicle_id: number; customer_id: number; time: number; state: string }[] = [];
    let last: Position | null = null;
    let lastTime = live && rerunFrom === null ? live.processed_time : null;
    for (;;) {
      const rows = await positionsFrom(ctx.db, job.vehicleId, from, PAGE);
      for (const row of rows) {
        const p = rowToPosition(row);
        if (lastTime === null || Math.floor(p.time / CHECKPOINT_PERIOD_MS) !== Math.floor(lastTime / CHECKPOINT_PERIOD_MS)) {
          checkpoints.push({ vehicle_id: job.vehicleId, customer_id: job.customerId, time: p.time, state: engine.serialize(state) });
        }
        const out = engine.step(state, p);
        state = out.state;
        for (const e of out.events) events.set(eventKey(e), e);
        last = p;
        lastTime = p.time;
      }
      if (rows.length < PAGE) break;
      from = rows[rows.length - 1].time + 1;
    }
    if (!last && rerunFrom === null) return;

    const rows: Insertable<EventsTable>[] = [...events.values()].map((e) => ({
      customer_id: job.customerId,
      vehicle_id: job.vehicleId,
      event_type: e.type,
      from_time: e.from,
      to_time: e.to,
      value: e.value,
      begin_lat: e.beginLat,
      begin_lon: e.beginLon,
      end_lat: e.endLat,
      end_lon: e.endLon,
      driver_id: null,
      poi_id: null,
      is_alarm: e.alarm ? 1 : 0,
      accepted_at: null,
      accepted_by: null,
      description: null,
    }));
    await ctx.db.transaction().execute(async (trx) => {
      if (rerunFrom !== null) {
        await repo.deleteComputedEventsFrom(trx, job.customerId, job.vehicleId, rerunFrom);
        await repo.deleteCheckpointsAfter(trx, job.vehicleId, rerunFrom);
      }
      await repo.upsertEvents(trx, rows);
      await repo.saveCheckpoints(trx, checkpoints);
      await repo.saveLive(trx, {
        vehicle_id: job.vehicleId,
        customer_id: job.customerId,
        processed_time: lastTime ?? live?.processed_time ?? 0,
        state: engine.serialize(state),
        live: JSON.stringify(engine.live(state)),
        updated_at: ctx.now(),
      });
    });
  }

  /** At start: every vehicle with positions the engine has not processed yet. */
  async function catchUp() {
    const behind = await repo.vehiclesBehind(ctx.db);
    notify(behind.map((v) => ({ vehicleId: v.id, customerId: v.customer_id, minTime: (v.processed_time ?? -1) + 1, count: 0 })));
  }

  /** Resolves when no job is queued or running (tests, shutdown, demo history). */
  function idle(): Promise<void> {
    if (!running && queue.size === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return { notify, catchUp, idle };
}

export type EngineRunner = ReturnType<typeof createEngineRunner>;

const eventKey = (e: EngineEventOut) => `${e.type}:${e.from}`;
