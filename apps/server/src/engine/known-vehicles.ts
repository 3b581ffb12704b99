import type { VehicleConfig } from '@namiar/domain';
import type { AppContext } from '../http/context';
import * as repo from './engine.repository';
import { engineAdapter, type VehicleEngine } from './engine-adapter';
import type { Job } from './engine-jobs';
import { configRev, loadVehicleEngineConfig } from './vehicle-config';

/** A vehicle's configuration is read again after this long (settings edited meanwhile). */
const CONFIG_TTL_MS = 60_000;

/** What this node remembers of a vehicle between runs (a cache of vehicle_live). */
export interface Known {
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

/** The engine runner's memory of each vehicle: engine, configuration, state and where it stands. */
export function createKnownVehicles(ctx: AppContext) {
  const known = new Map<number, Known>();
  /** caughtUp(): from then on every newly stored record is handed over (see Known.allHandedOver). */
  let caughtUp = false;
  const behindAtStart = new Set<number>();

  /** The start-up catch-up found these vehicles behind: their records are in the database. */
  function caughtUpWith(behind: number[]) {
    for (const id of behind) behindAtStart.add(id);
    caughtUp = true;
  }

  /** Would this job start over from a checkpoint? (Only a vehicle already loaded can tell.) */
  function isRerun(job: Job) {
    const k = known.get(job.vehicleId);
    return !!k && k.processedTime !== null && job.minTime <= k.processedTime;
  }

  /**
   * The vehicle as the job's run needs it: its configuration read again when older than
   * CONFIG_TTL_MS, its state from vehicle_live when not remembered. null: no such vehicle.
   */
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

  /** Forgets the vehicle: its next run starts from what is stored. */
  function forget(vehicleId: number) {
    known.delete(vehicleId);
  }

  /** The vehicle's configuration is read again at its next run. */
  function reloadConfig(vehicleId: number) {
    const k = known.get(vehicleId);
    if (k) k.loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** Every vehicle of the company reads its configuration again at its next run. */
  function reloadCustomerConfig(customerId: number) {
    for (const k of known.values()) if (k.customerId === customerId) k.loadedAt = Number.NEGATIVE_INFINITY;
  }

  return { caughtUpWith, isRerun, load, forget, reloadConfig, reloadCustomerConfig };
}

export type KnownVehicles = ReturnType<typeof createKnownVehicles>;
