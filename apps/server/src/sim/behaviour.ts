/**
 * One demo vehicle's life as a deterministic stream of device records: for a given spec,
 * seed and start time the records are always the same, however the stream is read (all at
 * once, a day at a time, or a few seconds at a time in the live run).
 */
import type { Position } from '@namiar/domain/telemetry';
import { tour, park, type Records } from './activities';
import type { DemoVehicleSpec } from './fleet-spec';
import { localMidnight } from './local-time';
import { planDay } from './plans';
import { VehicleState } from './state';

/** The vehicle's counters and place at the time of its last record (for hand-overs and tests). */
export interface SimulationSnapshot {
  time: number;
  lat: number;
  lon: number;
  odometer: number | null;
  engineSeconds: number | null;
  fuelLitres: number | null;
  ignition: boolean | null;
  records: number;
}

export interface VehicleSimulation {
  readonly spec: DemoVehicleSpec;
  readonly imei: string;
  /** Time of the last record returned by `next` (the start time before the first call). */
  readonly time: number;
  /** The records with time ≤ untilTime not returned yet, in time order (strictly increasing). */
  next(untilTime: number): Position[];
  /** State as of the last record returned. */
  snapshot(): SimulationSnapshot;
}

const HOUR = 3_600_000;

function* life(s: VehicleState): Records {
  yield s.emit();
  for (;;) {
    const midnight = localMidnight(s.t);
    const nextMidnight = localMidnight(midnight + 30 * HOUR);
    s.startDay(midnight);
    for (const t of planDay(s, midnight)) {
      if (s.t >= nextMidnight) break;
      yield* tour(s, t);
    }
    if (s.t < nextMidnight) yield* park(s, nextMidnight);
  }
}

class Simulation implements VehicleSimulation {
  readonly spec: DemoVehicleSpec;
  readonly imei: string;
  private readonly gen: Records;
  private pending: Position | null = null;
  private last: Position | null = null;
  private returned = 0;
  time: number;

  constructor(spec: DemoVehicleSpec, seed: number, startTime: number) {
    this.spec = spec;
    this.imei = spec.imei;
    this.time = startTime;
    this.gen = life(new VehicleState(spec, seed, startTime));
  }

  next(untilTime: number): Position[] {
    const out: Position[] = [];
    for (;;) {
      if (this.pending === null) {
        const r = this.gen.next();
        if (r.done) break; // never: a vehicle lives for ever
        this.pending = r.value;
      }
      if (this.pending.time > untilTime) break;
      out.push(this.pending);
      this.last = this.pending;
      this.pending = null;
    }
    if (this.last) this.time = this.last.time;
    this.returned += out.length;
    return out;
  }

  snapshot(): SimulationSnapshot {
    const p = this.last;
    const fuel = p?.canFuelLitres ?? null;
    return {
      time: this.time,
      lat: p?.lat ?? NaN,
      lon: p?.lon ?? NaN,
      odometer: p?.odometer ?? null,
      engineSeconds: p?.engineSeconds ?? null,
      fuelLitres: fuel,
      ignition: p?.ignition ?? null,
      records: this.returned,
    };
  }
}

/**
 * A vehicle's simulation starting at `startTime` (parked at its depot), driven by `seed`
 * (the same seed and start give the same records).
 */
export function createVehicleSimulation(spec: DemoVehicleSpec, seed: number, startTime: number): VehicleSimulation {
  return new Simulation(spec, seed, startTime);
}
