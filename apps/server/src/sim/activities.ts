/**
 * What a simulated vehicle does, as generators of device records: standing (parked or with
 * the key on), driving a stretch of road second by second (acceleration, cruising, braking
 * for traffic lights, jams and signals, harsh braking now and then), and tours: driver card
 * in, key on, drives and stops, key off, card out.
 */
import type { Position } from '@namiar/domain/telemetry';
import type { InputSpec } from './fleet-spec';
import { inGpsGap, normalizeDistance, segmentAt } from './roads';
import type { VehicleState } from './state';

export type Step =
  /**
   * Drive to a distance along the road; `access`: town stretches (slower, traffic lights) at
   * both ends of the drive on open roads, or only at its start or end.
   */
  | { type: 'drive'; to: number; access?: Access }
  /** Key off for a while. */
  | {
      type: 'stop';
      minutes: number;
      door?: boolean;
      /** Tonnes loaded (positive) or unloaded (negative) during the stop. */
      load?: number;
      /** No GNSS reception here (underground car park). */
      noGps?: boolean;
    }
  /** Key on, standing: loading with the engine running (PTO), station stops of trains. */
  | { type: 'halt'; minutes: number; pto?: boolean; door?: boolean };

export type Access = boolean | 'start' | 'end';

export interface Tour {
  /** Planned departure, epoch ms (the tour starts later when the vehicle is still busy). */
  depart: number;
  steps: Step[];
  /** The second driver rides along. */
  coDriver?: boolean;
}

export type Records = Generator<Position, void, undefined>;

/** Town stretches at both ends of an open-road trip, metres. */
const ACCESS_M = 2500;

function inputBit(s: VehicleState, use: InputSpec['use']): number {
  const input = s.spec.inputs.find((i) => i.use === use);
  return input ? 1 << (input.n - 1) : 0;
}

function inputId(s: VehicleState, use: InputSpec['use']): number {
  return s.spec.inputs.find((i) => i.use === use)?.n ?? 0;
}

/** An event record, unless the device only reports periodically (battery logger). */
function* event(s: VehicleState, io: number): Records {
  if (s.spec.kind !== 'logger') yield s.emit(io);
}

/**
 * Stands still until `until` (key state unchanged), with a record every `interval` seconds.
 * Handles the day's fuel theft (key off only) and the logger's slow battery.
 */
export function* wait(s: VehicleState, until: number, interval: number): Records {
  const ivMs = interval * 1000;
  s.v = 0;
  while (s.t < until) {
    let chunk = Math.min(60_000, until - s.t);
    const due = s.lastEmit + ivMs - s.t;
    if (due > 0 && due < chunk) chunk = due;
    const theft = s.day?.theft;
    if (theft && !theft.done && !s.ignition) {
      const end = theft.at + theft.duration;
      if (s.t >= end) theft.done = true;
      else if (s.t >= theft.at) {
        chunk = Math.min(chunk, end - s.t);
        s.useFuel((theft.litres * chunk) / theft.duration, false);
      } else if (theft.at < s.t + chunk) chunk = theft.at - s.t;
    }
    s.tick(chunk / 1000, 0);
    if (s.t - s.lastEmit >= ivMs) yield s.emit();
  }
}

/** Key off (parked) until `until`. */
export function* park(s: VehicleState, until: number): Records {
  yield* wait(s, until, s.spec.intervals.parked);
}

function expo(s: VehicleState, mean: number): number {
  return -mean * Math.log(1 - s.rng.next());
}

interface Halt {
  /** Distance from the start of the drive, metres. */
  at: number;
  seconds: number;
}

/** In a town stretch at the start or end of the drive. */
function inAccess(access: Access, done: number, total: number): boolean {
  if (access === false) return false;
  return (access !== 'end' && done < ACCESS_M) || (access !== 'start' && total - done < ACCESS_M);
}

function nextHalt(s: VehicleState, done: number, total: number, access: Access, origin: number, dir: number): Halt {
  const kind = s.road.kind;
  const rng = s.rng;
  const endAccess = access === true || access === 'end';
  for (let from = done; ;) {
    const town = kind === 'city' || (kind !== 'rail' && inAccess(access, from, total));
    let at: number;
    let seconds: number;
    if (town) {
      at = from + rng.uniform(250, 900);
      seconds = rng.chance(0.45) ? 0 : rng.int(8, 70);
    } else if (kind === 'rail') {
      at = from + expo(s, 70_000);
      seconds = rng.int(90, 480);
    } else if (kind === 'national') {
      at = from + expo(s, 7_000);
      seconds = rng.int(10, 60);
    } else {
      at = from + expo(s, 160_000);
      seconds = rng.int(120, 720);
    }
    if (!town && endAccess && kind !== 'rail' && from < total - ACCESS_M && at > total - ACCESS_M) {
      at = total - ACCESS_M + rng.uniform(100, 600);
      seconds = rng.chance(0.45) ? 0 : rng.int(8, 70);
    }
    if (at >= total - 5) return { at: Infinity, seconds: 0 };
    // No traffic lights in tunnels.
    if (seconds > 0 && !(town && inGpsGap(s.road, origin + dir * at))) return { at, seconds };
    from = at; // green light: keep going
  }
}

/**
 * Drives along the road to distance `to`, one-second steps: accelerates to a cruising speed
 * that wanders with the traffic, slows in towns at the ends of the trip (`access`), stops at
 * red lights, in jams and at signals, brakes to arrive. Records every `moving` seconds and on
 * turns (heading change over 15°), event records on harsh braking/acceleration.
 */
export function* drive(s: VehicleState, to: number, access: Access = false): Records {
  const total = Math.abs(to - s.d);
  if (total < 1) return;
  const dir = to > s.d ? 1 : -1;
  s.forward = dir > 0;
  const road = s.road;
  const m = s.model;
  const rng = s.rng;
  const periodicOnly = s.spec.kind === 'logger';
  const ivMs = s.spec.intervals.moving * 1000;
  // Drivers stay near the speed limit (the vehicle's alarm threshold) but now and then go over it.
  const vmax = Math.min(m.top, s.spec.rail ? s.spec.maxSpeed : s.spec.maxSpeed * 1.08) / 3.6;
  const cruiseBase = (m.cruise[road.kind] / 3.6) * s.personal;
  const openRoad = road.kind === 'motorway' || road.kind === 'expressway';
  let cruise = Math.min(vmax, cruiseBase * rng.uniform(0.94, 1.06));
  let nextCruise = s.t + rng.int(60, 240) * 1000;
  const origin = s.d;
  let halt = nextHalt(s, 0, total, access, origin, dir);
  let slowFrom = Infinity;
  let slowTo = -Infinity;
  let slowV = 0;
  let harshUntil = 0;
  let harshDecel = 0;
  let seg = segmentAt(road, normalizeDistance(road, s.d), s.segHint);
  let done = 0;
  if (rng.chance(m.harshAccelPerStart)) {
    s.v = Math.min(3, cruise);
    s.pendingHarsh = 'accel';
    yield* event(s, 253);
  }
  while (total - done > 0.3) {
    if (halt.at - done < 0.5) {
      s.v = 0;
      if (halt.seconds >= 15) yield* event(s, 240);
      yield* wait(s, s.t + halt.seconds * 1000, s.spec.intervals.halt);
      halt = nextHalt(s, done, total, access, origin, dir);
      if (rng.chance(m.harshAccelPerStart)) {
        s.pendingHarsh = 'accel';
        s.v = 3;
        yield* event(s, 253);
      }
      continue;
    }
    const remaining = total - done;
    let vt = cruise;
    if (road.kind !== 'city' && inAccess(access, done, total)) vt = Math.min(vt, m.access / 3.6);
    if (done >= slowFrom && done < slowTo) vt = Math.min(vt, slowV);
    const dStop = Math.min(remaining, halt.at - done);
    const vBrake = Math.sqrt(2 * m.decel * dStop);
    if (vt > vBrake) vt = vBrake;
    let a: number;
    if (s.t < harshUntil) a = -Math.min(harshDecel, s.v);
    else if (s.v < vt) a = Math.min(vt - s.v, s.maxAccel());
    else a = -Math.min(s.v - vt, m.decel * 1.6);
    s.v = Math.max(0, s.v + a);
    let ds = s.v;
    if (ds > dStop) ds = dStop;
    if (ds < 0.05) ds = Math.min(dStop, 0.5);
    done += ds;
    s.d += dir * ds;
    s.tick(1, ds, a);

    if (s.t >= nextCruise) {
      cruise = Math.min(vmax, cruiseBase * (rng.chance(0.15) ? rng.uniform(1.05, 1.16) : rng.uniform(0.92, 1.05)));
      nextCruise = s.t + rng.int(60, 240) * 1000;
    }
    if (openRoad && done > slowTo && rng.chance(1 / 2400)) {
      slowFrom = done;
      slowTo = done + rng.uniform(800, 4000);
      slowV = rng.uniform(12, 45) / 3.6;
    }
    s.maybeLoseGps(1);
    if (s.v > 12.5 && s.t >= harshUntil && rng.chance(m.harshBrakePerHour / 3600)) {
      harshUntil = s.t + rng.int(2, 3) * 1000;
      harshDecel = rng.uniform(5, 7);
      s.pendingHarsh = 'brake';
      yield* event(s, 253);
      continue;
    }
    const x = normalizeDistance(road, s.d);
    const nseg = segmentAt(road, x, seg);
    let turned = false;
    if (nseg !== seg) {
      seg = nseg;
      const c = s.forward ? road.course[seg] : (road.course[seg] + 180) % 360;
      let diff = Math.abs(c - s.lastEmitCourse);
      if (diff > 180) diff = 360 - diff;
      turned = diff > 15;
    }
    if (s.t - s.lastEmit >= ivMs || (turned && !periodicOnly && s.t - s.lastEmit >= 3000)) yield s.emit();
  }
  s.v = 0;
  yield* event(s, 240);
}

/** A moment `min`..`max` seconds from now. */
const later = (s: VehicleState, min: number, max: number) => s.t + s.rng.int(min, max) * 1000;

/** Key on (engine starts; the record carries the ignition event) and a short warm-up. */
function* keyOn(s: VehicleState): Records {
  if (s.ignition || !s.hasIgnition) return;
  s.ignition = true;
  yield* event(s, 239);
  yield* wait(s, later(s, 20, 120), s.spec.intervals.halt);
}

/** A short idle, then key off. */
function* keyOff(s: VehicleState): Records {
  if (!s.ignition) return;
  yield* wait(s, later(s, 5, 40), s.spec.intervals.halt);
  s.ignition = false;
  yield* event(s, 239);
}

/** Fills the tanks where the vehicle stands (key off): a record a minute while pumping. */
function* refuel(s: VehicleState): Records {
  yield* keyOff(s);
  yield* park(s, later(s, 90, 240));
  const target = s.fuelCapacity * s.rng.uniform(0.93, 0.99);
  const rate = s.model.pumpLitresPerMinute / 60;
  while (s.fuelLitres < target - 0.5) {
    const step = Math.min(60, Math.ceil((target - s.fuelLitres) / rate));
    s.tick(step, 0);
    s.useFuel(-rate * step, false);
    yield s.emit();
  }
  yield* park(s, later(s, 60, 200));
}

function* stopStep(s: VehicleState, step: Extract<Step, { type: 'stop' }>): Records {
  yield* keyOff(s);
  const end = s.t + Math.round(step.minutes * 60) * 1000;
  if (step.noGps) s.noGpsHere = true;
  const door = step.door ? inputBit(s, 'door') : 0;
  const doorOpen = Math.min(end - 60_000, later(s, 30, 90));
  if (door) {
    yield* park(s, doorOpen);
    s.extraInputs |= door;
    s.warmth[0] = 1.2;
    yield* event(s, inputId(s, 'door'));
  }
  const load = step.load ?? 0;
  if (load !== 0) {
    // Axle loads change in a few steps while the forklift works.
    const parts = 4;
    const span = Math.max(60_000, end - s.t - 120_000);
    const start = s.payload;
    for (let i = 1; i <= parts; i++) {
      yield* park(s, s.t + Math.floor(span / parts / 1000) * 1000);
      s.payload = Math.max(0, start + (load * i) / parts);
    }
    const reefer = inputBit(s, 'reefer');
    if (reefer) s.extraInputs = s.payload > 0.5 ? s.extraInputs | reefer : s.extraInputs & ~reefer;
  }
  if (door) {
    yield* park(s, Math.max(s.t + 30_000, end - s.rng.int(30, 90) * 1000));
    s.extraInputs &= ~door;
    s.warmth[0] = 0;
    yield* event(s, inputId(s, 'door'));
  }
  yield* park(s, Math.max(end, s.t + 1000));
  s.noGpsHere = false;
}

function* haltStep(s: VehicleState, step: Extract<Step, { type: 'halt' }>): Records {
  yield* keyOn(s);
  const end = s.t + Math.round(step.minutes * 60) * 1000;
  const bit = step.pto ? inputBit(s, 'pto') : step.door ? inputBit(s, 'door') : 0;
  const id = step.pto ? inputId(s, 'pto') : inputId(s, 'door');
  const iv = s.spec.intervals.halt;
  if (bit) {
    yield* wait(s, Math.min(end - 2000, later(s, 5, 20)), iv);
    s.extraInputs |= bit;
    yield* event(s, id);
    yield* wait(s, Math.max(s.t + 1000, end - s.rng.int(5, 20) * 1000), iv);
    s.extraInputs &= ~bit;
    yield* event(s, id);
  }
  yield* wait(s, Math.max(end, s.t + 1000), iv);
}

/** One tour: driver card in, key on, the steps (refuelling on the way when low), key off, card out. */
export function* tour(s: VehicleState, t: Tour): Records {
  if (t.depart > s.t) yield* park(s, t.depart);
  const withKey = s.hasIgnition;
  if (withKey) {
    const drivers = s.spec.drivers;
    if (drivers.length > 0) s.driver1 = drivers[s.driverTurn++ % drivers.length];
    if (t.coDriver && s.spec.coDriver) s.driver2 = s.spec.coDriver;
    if (s.driver1 || s.driver2) yield* event(s, 78);
    yield* park(s, later(s, 15, 90));
  }
  for (const step of t.steps) {
    if (step.type === 'drive') {
      const fuel = s.spec.fuel;
      const distance = Math.abs(step.to - s.d);
      let access = step.access ?? false;
      if (withKey && fuel) {
        const needed = (distance / 1000) * (fuel.per100km / 100) * 1.4;
        const cap = s.fuelCapacity;
        if (s.fuelLitres < fuel.refuelBelow * cap || s.fuelLitres - needed < 0.12 * cap) {
          // To the nearest filling station on the way (or here, when the drive is short).
          const way = s.road.kind === 'city' ? s.rng.uniform(400, 1500) : s.rng.uniform(2000, 6000);
          if (distance > 2 * way) {
            yield* keyOn(s);
            yield* drive(
              s,
              s.d + Math.sign(step.to - s.d) * way,
              access === true || access === 'start' ? 'start' : false,
            );
            access = access === true || access === 'end' ? 'end' : false;
          }
          yield* refuel(s);
        }
      }
      yield* keyOn(s);
      yield* drive(s, step.to, access);
    } else if (step.type === 'stop') {
      if (withKey) yield* stopStep(s, step);
      else yield* park(s, s.t + Math.round(step.minutes * 60) * 1000);
    } else yield* haltStep(s, step);
  }
  if (withKey) {
    yield* keyOff(s);
    yield* park(s, later(s, 20, 90));
    if (s.driver1 || s.driver2) {
      s.driver1 = null;
      s.driver2 = null;
      yield* event(s, 78);
    }
  }
}
