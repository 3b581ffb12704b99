/**
 * The demo fleet: N days of history fed straight into the ingest pipeline, then every vehicle
 * live, in real time (or sped up), through its own emulated Teltonika device over TCP.
 *
 *   const history = await generateHistory({ days: 30, endTime: Date.now(), sink });
 *   const fleet = startDemoFleet({ host, port, state: history.state });
 *   ...
 *   await fleet.stop();
 *
 * The live run continues the very simulations the history ended with (same odometer, fuel,
 * place). After a restart, pass the history's `epoch` (and seed) instead of `state`: the
 * simulations are rebuilt deterministically from the epoch and fast-forwarded, and the
 * records after `resumeFrom` (the last stored time) are sent as the devices' backlog.
 */
import type { Position } from '@namiar/domain/telemetry';
import { createVehicleSimulation, type VehicleSimulation } from './behaviour';
import { TeltonikaDevice, zeroCounters, type DeviceCounters, type DeviceOptions } from './device';
import { DEMO_FLEET } from './fleet';
import type { DemoVehicleSpec } from './fleet-spec';
import { DAY_MS } from './local-time';

export { createVehicleSimulation, type SimulationSnapshot, type VehicleSimulation } from './behaviour';
export { TeltonikaDevice, type DeviceCounters, type DeviceOptions } from './device';
export { DEMO_COMPANY, DEMO_FLEET } from './fleet';
export type { DemoVehicleSpec } from './fleet-spec';
export { isValidImei, luhnImei } from './imei';
export { RAIL_IO, positionToRecord } from './teltonika-io';

/** Seed of the demo fleet unless one is given: the same history on every machine. */
export const DEFAULT_SEED = 20_260_101;

/** The simulations of the whole fleet, as a history leaves them for the live run. */
export interface DemoFleetState {
  /** Start of the simulations (history start). */
  epoch: number;
  seed: number;
  /** Time up to which records have been produced. */
  time: number;
  fleet: DemoVehicleSpec[];
  /** By IMEI. */
  sims: Map<string, VehicleSimulation>;
}

/** Start of a history of `days` days ending at `endTime`. */
export function historyEpoch(endTime: number, days: number): number {
  return Math.floor((endTime - days * DAY_MS) / 1000) * 1000;
}

function createState(fleet: DemoVehicleSpec[], seed: number, epoch: number): DemoFleetState {
  const sims = new Map(fleet.map((spec) => [spec.imei, createVehicleSimulation(spec, seed, epoch)]));
  return { epoch, seed, time: epoch, fleet, sims };
}

export interface HistoryOptions {
  days: number;
  endTime: number;
  /** Stores a vehicle's records (time order, one local day or less per call) and runs the engine. */
  sink: (imei: string, positions: Position[]) => Promise<void>;
  seed?: number;
  fleet?: DemoVehicleSpec[];
  log?: (msg: string) => void;
}

export interface HistoryResult {
  state: DemoFleetState;
  records: number;
  /** Time spent generating (the sink excluded), milliseconds. */
  generatorMs: number;
  /** Time spent in the sink, milliseconds. */
  sinkMs: number;
}

/**
 * The last `days` days of records of every vehicle, up to `endTime`, a day at a time: for
 * each day, every vehicle's records of that day go to the sink (in time order per vehicle).
 */
let lastHistory: DemoFleetState | null = null;

export async function generateHistory(opts: HistoryOptions): Promise<HistoryResult> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const fleet = opts.fleet ?? DEMO_FLEET;
  const epoch = historyEpoch(opts.endTime, opts.days);
  const state = createState(fleet, seed, epoch);
  let records = 0;
  let generatorMs = 0;
  let sinkMs = 0;
  for (let until = epoch + DAY_MS; ; until += DAY_MS) {
    const upTo = Math.min(until, opts.endTime);
    for (const spec of fleet) {
      const t0 = performance.now();
      const batch = state.sims.get(spec.imei)!.next(upTo);
      const t1 = performance.now();
      generatorMs += t1 - t0;
      if (batch.length === 0) continue;
      records += batch.length;
      await opts.sink(spec.imei, batch);
      sinkMs += performance.now() - t1;
    }
    state.time = upTo;
    opts.log?.(`demo history: ${new Date(upTo).toISOString()} (${records} records)`);
    if (upTo >= opts.endTime) break;
  }
  lastHistory = state;
  return { state, records, generatorMs, sinkMs };
}

export interface DemoFleetOptions {
  host: string;
  port: number;
  /** Clock (default Date.now). */
  now?: () => number;
  /** Simulated seconds per real second (default 1). */
  speedUp?: number;
  log?: (msg: string) => void;
  /**
   * Continue these simulations (from generateHistory) seamlessly. Default: the last history
   * generated in this process, when there was one and neither `epoch` nor `fleet` is given.
   */
  state?: DemoFleetState;
  /** Without `state`: rebuild the simulations from this epoch (a history's start) ... */
  epoch?: number;
  seed?: number;
  fleet?: DemoVehicleSpec[];
  /** ... and send the records after this time (the last one stored) as the devices' backlog. */
  resumeFrom?: number;
  /** How often the simulations are advanced, real milliseconds (default 1000). */
  tickMs?: number;
  device?: Partial<Omit<DeviceOptions, 'host' | 'port' | 'imei'>>;
}

export interface DemoFleetHandle {
  devices: ReadonlyMap<string, TeltonikaDevice>;
  /** Resolves when the simulations are caught up (fast-forward after a restart) and ticking. */
  ready: Promise<void>;
  /** The simulated time now. */
  simTime(): number;
  /** Counters of all devices added up. */
  counters(): DeviceCounters;
  /** Stops the timers and closes every device's link. */
  stop(): Promise<void>;
}

/**
 * Runs every vehicle from "now" through one emulated Teltonika device per vehicle, a tick at
 * a time, until `stop()`.
 */
export function startDemoFleet(opts: DemoFleetOptions): DemoFleetHandle {
  const now = opts.now ?? Date.now;
  const speedUp = opts.speedUp ?? 1;
  const realStart = now();
  let state: DemoFleetState;
  let skipTo: number | null = null;
  const inherited = opts.epoch === undefined && opts.fleet === undefined ? lastHistory : null;
  if (opts.state ?? inherited) state = (opts.state ?? inherited)!;
  else {
    const fleet = opts.fleet ?? DEMO_FLEET;
    const seed = opts.seed ?? DEFAULT_SEED;
    state = createState(fleet, seed, opts.epoch ?? realStart);
    if (opts.epoch !== undefined) skipTo = Math.min(realStart, opts.resumeFrom ?? realStart);
  }
  const simTime = () => realStart + (now() - realStart) * speedUp;
  const devices = new Map<string, TeltonikaDevice>();
  for (const spec of state.fleet) {
    const device = new TeltonikaDevice({
      holdWithoutSignal: true,
      log: opts.log,
      axles: spec.load?.axles,
      ...opts.device,
      host: opts.host,
      port: opts.port,
      imei: spec.imei,
    });
    devices.set(spec.imei, device);
  }
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const t = simTime();
    for (const [imei, sim] of state.sims) {
      const records = sim.next(t);
      if (records.length > 0) devices.get(imei)!.push(records);
    }
    state.time = Math.max(state.time, t);
  };
  const ready = (async () => {
    if (skipTo !== null) {
      // Rebuild the state at `skipTo` a day at a time, letting the event loop breathe.
      const t0 = performance.now();
      for (let t = state.epoch + DAY_MS; !stopped; t += DAY_MS) {
        const upTo = Math.min(t, skipTo);
        for (const sim of state.sims.values()) sim.next(upTo);
        await new Promise((r) => setImmediate(r));
        if (upTo >= skipTo) break;
      }
      state.time = skipTo;
      opts.log?.(`demo fleet: caught up from the epoch in ${Math.round(performance.now() - t0)} ms`);
    }
    if (stopped) return;
    opts.log?.(`demo fleet: ${devices.size} devices to ${opts.host}:${opts.port}, x${speedUp}`);
    tick();
    for (const d of devices.values()) d.start();
    timer = setInterval(tick, opts.tickMs ?? 1000);
    timer.unref?.();
  })();
  return {
    devices,
    ready,
    simTime,
    counters() {
      const sum = zeroCounters();
      for (const d of devices.values()) {
        for (const k of Object.keys(sum) as (keyof DeviceCounters)[]) sum[k] += d.counters[k];
      }
      return sum;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ready;
      if (timer) clearInterval(timer);
      await Promise.all([...devices.values()].map((d) => d.stop()));
    },
  };
}
