import { AREA_EVENT } from '@namiar/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB, EventsTable } from '../db/schema';
import * as repo from './engine.repository';
import type { EngineEventOut } from './engine-adapter';

/** What one vehicle's runs produced since the last flush. */
export interface PendingVehicle {
  vehicleId: number;
  customerId: number;
  /** Events by identity (type:from); a later report of the same event replaces the earlier one. */
  events: Map<string, EngineEventOut>;
  checkpoints: { time: number; state: string }[];
  /** Set when a run started over from a checkpoint: stored events from here are recomputed. */
  rerunFrom: number | null;
  /**
   * The earliest record time a re-run was started for (its job's minTime): cached days of route
   * that ended by then had the same inputs and stay (docs/route.md 'Regeneration').
   */
  chunksFrom: number | null;
  /** The configuration of the runs (vehicle_live.config_rev) and where the earliest of them started. */
  configRev: string;
  configFrom: number;
  processedTime: number;
  /** The processed time before these results (null: the vehicle's first run), for the live feed. */
  processedBefore: number | null;
  state: string;
  live: string;
}

export const eventKey = (e: EngineEventOut) => `${e.type}:${e.from}`;

const earliest = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));

/**
 * A re-run from `time` (a checkpoint) replaces whatever earlier runs left pending from that time
 * on; `changedFrom` (≥ time) is the earliest record it was started for.
 */
export function startRerun(p: PendingVehicle, time: number, changedFrom = time) {
  for (const [k, e] of p.events) if (e.from >= time) p.events.delete(k);
  p.checkpoints = p.checkpoints.filter((c) => c.time <= time);
  p.rerunFrom = earliest(p.rerunFrom, time);
  p.chunksFrom = earliest(p.chunksFrom, Math.max(time, changedFrom));
}

/** A stay in an own point or a base carries the area's id as its value: stored as the event's POI. */
const isAreaStay = (type: number) => type === AREA_EVENT.poi || type === AREA_EVENT.base;

function eventRow(p: PendingVehicle, e: EngineEventOut): Insertable<EventsTable> {
  const area = isAreaStay(e.type);
  return {
    customer_id: p.customerId,
    vehicle_id: p.vehicleId,
    event_type: e.type,
    from_time: e.from,
    to_time: e.to,
    value: area ? null : e.value,
    begin_lat: e.beginLat,
    begin_lon: e.beginLon,
    end_lat: e.endLat,
    end_lon: e.endLon,
    driver_id: null,
    poi_id: area ? e.value : null,
    is_alarm: e.alarm ? 1 : 0,
    accepted_at: null,
    accepted_by: null,
    description: null,
    level_before: e.levelBefore,
    level_after: e.levelAfter,
  };
}

/** Vehicles re-running, by company and start time: one delete serves a whole group. */
function rerunGroups(pending: PendingVehicle[], from: (p: PendingVehicle) => number | null) {
  const groups = new Map<string, number[]>();
  for (const p of pending) {
    if (from(p) === null) continue;
    const key = `${p.customerId}:${from(p)}`;
    const ids = groups.get(key);
    if (ids) ids.push(p.vehicleId);
    else groups.set(key, [p.vehicleId]);
  }
  return groups;
}

/**
 * Drops what other modules derived from a vehicle's records from `time` on, inside the flush's
 * transaction (the route's cached days, docs/route.md 'Chunks'). Injected by the write
 * composition (ingest/write-ops.ts): the engine does not know the modules that read its results.
 */
export type DropDerivedFrom = (
  trx: Kysely<DB>,
  customerId: number,
  vehicleIds: number[],
  time: number,
) => Promise<void>;

/**
 * Writes every pending vehicle in one transaction: events, checkpoints, live state — each kind
 * as multi-row statements, so a flush of 1,000 vehicles is a handful of statements, not
 * thousands of round trips. Runs where the WriteStore runs it (the writer thread on SQLite).
 */
export async function writePending(
  db: Kysely<DB>,
  pending: PendingVehicle[],
  now: number,
  dropDerivedFrom: DropDerivedFrom,
) {
  if (pending.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [key, ids] of rerunGroups(pending, (p) => p.rerunFrom)) {
      const [customerId, from] = key.split(':').map(Number);
      for (let i = 0; i < ids.length; i += 500) {
        await repo.deleteComputedEventsFrom(trx, customerId, ids.slice(i, i + 500), from);
        await repo.deleteCheckpointsAfter(trx, ids.slice(i, i + 500), from);
      }
    }
    // Derived data whose records changed: from the earliest changed record on; what ended
    // before it had the same inputs.
    for (const [key, ids] of rerunGroups(pending, (p) => p.chunksFrom)) {
      const [customerId, from] = key.split(':').map(Number);
      for (let i = 0; i < ids.length; i += 500) await dropDerivedFrom(trx, customerId, ids.slice(i, i + 500), from);
    }
    await repo.upsertEvents(
      trx,
      pending.flatMap((p) => [...p.events.values()].map((e) => eventRow(p, e))),
    );
    await repo.saveCheckpoints(
      trx,
      pending.flatMap((p) => p.checkpoints.map((c) => ({ vehicle_id: p.vehicleId, customer_id: p.customerId, ...c }))),
    );
    await repo.saveLive(
      trx,
      pending.map((p) => ({
        vehicle_id: p.vehicleId,
        customer_id: p.customerId,
        processed_time: p.processedTime,
        state: p.state,
        live: p.live,
        updated_at: now,
        config_rev: p.configRev,
        config_since: p.configFrom,
      })),
    );
  });
}
