/**
 * The mutable state of one simulated vehicle and the record (Position) its device would send
 * from it. Activities (activities.ts) move the state through time; `emit` turns it into a
 * record in the fixed units of the domain Position (and only with values a Teltonika device
 * can carry, so a record sent over TCP and decoded again is the same record).
 */
import type { Position } from '@namiar/domain/telemetry';
import type { CalibrationPoint, DemoVehicleSpec, ThermometerSpec } from './fleet-spec';
import { localHour, DAY_MS } from './local-time';
import { KIND_MODELS, type KindModel } from './models';
import { createRng, hashSeed, type Rng } from './rng';
import { ROADS, altitudeAt, inGpsGap, pointAt, type Road } from './roads';

const HOUR = 3_600_000;

/** Things that happen once on a given local day, drawn when the day starts. */
export interface DaySchedule {
  midnight: number;
  rng: Rng;
  /** Fuel theft while parked: start, duration (ms) and litres. */
  theft: { at: number; duration: number; litres: number; done: boolean } | null;
  /** Thermometer excursion: start (ms). */
  excursionAt: number | null;
  /** GSM coverage loss window. */
  gsmLoss: [number, number] | null;
}

export function interpolateIndicator(cal: readonly CalibrationPoint[], litres: number): number {
  if (litres <= cal[0].litres) return cal[0].indicator;
  for (let i = 1; i < cal.length; i++) {
    const b = cal[i];
    if (litres <= b.litres) {
      const a = cal[i - 1];
      return a.indicator + ((b.indicator - a.indicator) * (litres - a.litres)) / (b.litres - a.litres);
    }
  }
  return cal[cal.length - 1].indicator;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round7 = (x: number) => Math.round(x * 1e7) / 1e7;

export class VehicleState {
  readonly spec: DemoVehicleSpec;
  readonly model: KindModel;
  readonly road: Road;
  readonly rng: Rng;
  readonly seed: number;
  readonly hasIgnition: boolean;

  /** Simulation clock, epoch ms (whole seconds). */
  t: number;
  /** Distance along the road, metres (unbounded on loops). */
  d: number;
  forward = true;
  /** The driver's cruising speed relative to the others (0.96–1.04). */
  personal: number;
  segHint = 0;
  /** True speed, m/s. */
  v = 0;
  ignition = false;
  odometer: number;
  engineSeconds: number;
  /** Litres per tank. */
  fuel: number[];
  fuelUsed: number;
  driver1: string | null = null;
  driver2: string | null = null;
  driverTurn = 0;
  /** Inputs other than the ignition input (bit 0). */
  extraInputs = 0;
  payload = 0;
  gsmBars = 4;
  satellites = 11;
  gpsLostUntil = 0;
  noGpsHere = false;
  lastValid: { lat: number; lon: number; altitude: number } | null = null;
  restVoltage: number;
  batteryPercent: number;
  energy1 = 0;
  energy2 = 0;
  tractionKw = 0;
  pendingHarsh: 'brake' | 'accel' | null = null;
  /** Temperature offsets by slot (door open, unit switched off). */
  warmth = [0, 0, 0, 0];
  day: DaySchedule | null = null;
  lastEmit = -Infinity;
  lastEmitCourse = -1;
  emitted = 0;

  constructor(spec: DemoVehicleSpec, seed: number, startTime: number) {
    this.spec = spec;
    this.model = KIND_MODELS[spec.kind];
    this.road = ROADS[spec.road];
    this.seed = hashSeed(spec.imei, seed);
    this.rng = createRng(this.seed);
    this.hasIgnition = spec.inputs.some((i) => i.use === 'ignition');
    this.t = Math.floor(startTime / 1000) * 1000;
    this.d = this.road.stops.get(spec.depot) ?? 0;
    this.odometer = spec.initialOdometerKm * 1000;
    this.engineSeconds = spec.initialEngineHours * 3600;
    const init = createRng(hashSeed('init', this.seed));
    this.fuel = (spec.fuel?.tanks ?? []).map((tank) => tank.capacity * init.uniform(0.55, 0.9));
    this.fuelUsed = round1(spec.initialOdometerKm * (spec.fuel?.per100km ?? 0) * 0.01 * 1.08);
    this.restVoltage = spec.supply === 24 ? 25_300 : 12_650;
    this.personal = init.uniform(0.96, 1.04);
    this.batteryPercent = spec.kind === 'logger' ? init.uniform(88, 99) : 100;
    if (spec.rail) {
      this.energy1 = spec.initialOdometerKm * (spec.kind === 'locomotive' ? 14 : 6);
      this.energy2 = this.energy1 * 0.12;
    }
  }

  get fuelCapacity(): number {
    return (this.spec.fuel?.tanks ?? []).reduce((s, t) => s + t.capacity, 0);
  }

  get fuelLitres(): number {
    let s = 0;
    for (const f of this.fuel) s += f;
    return s;
  }

  /** Removes (negative: adds) litres, spread over the tanks; `burnt`: the engine used it (CAN counter). */
  useFuel(litres: number, burnt = true): void {
    const n = this.fuel.length;
    if (n === 0) return;
    const tanks = this.spec.fuel!.tanks;
    for (let i = 0; i < n; i++) {
      const f = this.fuel[i] - litres / n;
      this.fuel[i] = f < 0 ? 0 : f > tanks[i].capacity ? tanks[i].capacity : f;
    }
    if (burnt && litres > 0) this.fuelUsed += litres;
  }

  /**
   * Moves the clock by dt seconds at the current speed (already applied to the distance by
   * the caller) and grows the counters: engine time, fuel, rail energy, resting voltage.
   */
  tick(dt: number, metres: number, accel = 0): void {
    this.t += dt * 1000;
    this.odometer += metres;
    if (this.ignition) this.engineSeconds += dt;
    const fuel = this.spec.fuel;
    if (fuel && this.ignition) {
      const load = this.spec.load ? 1 + (0.35 * this.payload) / this.spec.load.maxPayloadTonnes : 1;
      const climb = accel > 0.2 ? 1 + accel * 0.6 : 1;
      this.useFuel((metres / 1000) * (fuel.per100km / 100) * load * climb + (fuel.idleLitresPerHour * dt) / 3600);
    }
    if (this.spec.rail) this.railEnergy(dt, accel);
    if (this.spec.kind === 'logger') {
      // About 0.35 % a day asleep, more while moving (GNSS on); a flat battery gets replaced.
      this.batteryPercent -= (dt / 86_400) * (this.v > 0 ? 2.5 : 0.35);
      if (this.batteryPercent < 12) this.batteryPercent = 100;
    }
    if (this.ignition) this.restVoltage = this.spec.supply === 24 ? 25_500 : 12_720;
    else {
      const floor = this.spec.supply === 24 ? 24_650 : 12_380;
      this.restVoltage = floor + (this.restVoltage - floor) * Math.exp(-dt / 7200);
    }
  }

  private railEnergy(dt: number, accel: number): void {
    const rail = this.spec.rail!;
    if (!this.ignition) {
      this.tractionKw = 0;
      return;
    }
    const v = this.v;
    const kmh = v * 3.6;
    const m = rail.massTonnes * 1000;
    // Running resistance ~ 1 + 0.01 v + 0.0003 v² per mille of the weight (v in km/h).
    const resist = m * 9.81 * (1 + 0.01 * kmh + 0.0003 * kmh * kmh) * 0.001 * (v > 0.1 ? 1 : 0);
    let kw = ((m * accel + resist) * v) / 1000 / 0.88;
    if (kw < 0) {
      if (rail.regenerative) this.energy2 += (-kw * 0.7 * 0.88 * 0.88 * dt) / 3600;
      kw = 0;
    }
    kw = Math.min(kw, rail.maxPowerKw);
    this.tractionKw = kw + rail.auxKw;
    this.energy1 += (this.tractionKw * dt) / 3600;
  }

  /** Largest acceleration the vehicle can give at its current speed, m/s². */
  maxAccel(): number {
    const rail = this.spec.rail;
    if (rail) {
      const m = rail.massTonnes * 1000;
      const force = Math.min(rail.maxTractiveKn * 1000, (rail.maxPowerKw * 1000 * 0.88) / Math.max(this.v, 1));
      const kmh = this.v * 3.6;
      const resist = m * 9.81 * (1 + 0.01 * kmh + 0.0003 * kmh * kmh) * 0.001;
      return Math.max(0.02, (force - resist) / m);
    }
    const falloff = 1 - Math.min(0.75, (this.v * 3.6) / 160);
    return this.model.accel * falloff;
  }

  /** Excursion offset of a thermometer with a daily excursion, °C. */
  private excursion(th: ThermometerSpec): number {
    const at = this.day?.excursionAt;
    if (!th.dailyExcursion || at == null) return 0;
    const m = (this.t - at) / 60_000;
    if (m < 0 || m > 48) return 0;
    const peak = th.max - th.setpoint + 4.5;
    if (m < 5) return (peak * m) / 5;
    if (m < 37) return peak + Math.sin(m / 3) * 0.8;
    return peak * (1 - (m - 37) / 11);
  }

  /** GSM level on the 0–31 scale, from the bars a Teltonika device reports. */
  private gsm(): number {
    const loss = this.day?.gsmLoss;
    if (loss && this.t >= loss[0] && this.t < loss[1]) this.gsmBars = this.rng.chance(0.5) ? 0 : 1;
    else if (this.gsmBars < 2 || this.rng.chance(0.15)) {
      this.gsmBars = Math.max(2, Math.min(5, this.gsmBars + this.rng.int(-1, 1) + (this.gsmBars < 2 ? 3 : 0)));
    }
    return Math.round((this.gsmBars * 31) / 5);
  }

  private hasFix(): boolean {
    if (this.noGpsHere || this.t < this.gpsLostUntil) return false;
    return !inGpsGap(this.road, this.d);
  }

  /** The record the device sends now. `eventIo` names what triggered it (0 periodic). */
  emit(eventIo = 0): Position {
    if (this.t <= this.lastEmit) this.tick((this.lastEmit - this.t) / 1000 + 1, 0);
    const spec = this.spec;
    const rng = this.rng;
    const p = pointAt(this.road, this.d, this.forward, this.segHint);
    this.segHint = p.segment;
    const moving = this.v > 0.05;
    const kmh = this.v * 3.6;
    const fix = this.hasFix();
    let lat = round7(p.lat);
    let lon = round7(p.lon);
    let altitude = altitudeAt(lat, lon);
    let course = Math.round(p.course) % 360;
    let speed = Math.round(kmh);
    let satellites: number;
    if (fix) {
      this.satellites = Math.max(6, Math.min(17, this.satellites + rng.int(-1, 1)));
      satellites = this.satellites;
      this.lastValid = { lat, lon, altitude };
    } else {
      // No fix: the device repeats the last valid position with speed, angle and satellites 0.
      satellites = rng.int(0, 2);
      if (this.lastValid) ({ lat, lon, altitude } = this.lastValid);
      course = 0;
      speed = 0;
    }
    const on = this.ignition;
    const supply = spec.supply;
    let ext: number | null = null;
    if (supply !== null) {
      ext = on
        ? Math.round((supply === 24 ? 27_850 : 14_120) + rng.normal(0, supply === 24 ? 90 : 60))
        : Math.round(this.restVoltage + rng.normal(0, 25));
    }
    const logger = spec.kind === 'logger';
    const fuel = spec.fuel;
    let probe1: number | null = null;
    let probe2: number | null = null;
    let canFuel: number | null = null;
    if (fuel?.source === 'probe') {
      const noise = moving ? 18 : 3;
      const reading = (i: number) =>
        Math.max(
          0,
          Math.min(
            4095,
            Math.round(interpolateIndicator(fuel.tanks[i].calibration, this.fuel[i]) + rng.normal(0, noise)),
          ),
        );
      probe1 = reading(0);
      if (fuel.tanks.length > 1) probe2 = reading(1);
    } else if (fuel?.source === 'can') {
      canFuel = round1(Math.min(this.fuelCapacity, Math.max(0, this.fuelLitres + rng.normal(0, moving ? 0.6 : 0.2))));
    }
    const temps: (number | null)[] = [];
    for (const th of spec.thermometers) {
      while (temps.length < th.slot) temps.push(null);
      const value = th.setpoint + this.warmth[th.slot - 1] + this.excursion(th) + rng.normal(0, 0.25);
      temps[th.slot - 1] = round1(value);
    }
    const rail = spec.rail;
    const pos: Position = {
      time: this.t,
      lat,
      lon,
      speed,
      course,
      altitude,
      satellites,
      valid: fix,
      ignition: this.hasIgnition ? on : null,
      movement: moving,
      odometer: logger ? null : Math.floor(this.odometer),
      engineSeconds: logger ? null : Math.floor(this.engineSeconds),
      fuelProbe1: probe1,
      fuelProbe2: probe2,
      canFuelLitres: canFuel,
      fuelUsedLitres: fuel && spec.can ? round1(this.fuelUsed) : null,
      externalVoltage: ext,
      batteryVoltage: logger
        ? Math.round(3500 + this.batteryPercent * 7 + rng.normal(0, 8))
        : Math.round(4080 + rng.normal(0, 12)),
      batteryPercent: logger ? Math.round(this.batteryPercent) : null,
      gsm: this.gsm(),
      antenna: fix ? 0 : 3,
      inputs: (this.hasIgnition && on ? 1 : 0) | this.extraInputs,
      outputs: 0,
      // A fitted reader with no card in reports no key (''), which ends the card's period.
      driver1: this.driver1 ?? (this.spec.drivers.length > 0 ? '' : null),
      driver2: this.driver2,
      rpm:
        spec.can && !rail
          ? on
            ? Math.round(this.model.idleRpm + kmh * this.model.rpmPerKmh + rng.normal(0, 15))
            : 0
          : null,
      tachoSpeed: spec.can ? Math.round(kmh * 0.985) : null,
      temperatures: temps,
      tonnage: spec.load ? Math.round((spec.load.emptyTonnes + this.payload) * 100) / 100 : null,
      energy1: rail ? Math.floor(this.energy1) : null,
      energy2: rail ? Math.floor(this.energy2) : null,
      tractionCounter: rail ? Math.floor(this.energy1 - this.energy2) : null,
      tractionVoltage: rail ? (on ? Math.round(3350 - this.tractionKw * 0.09 + rng.normal(0, 25)) : 0) : null,
      tractionPower: rail ? (on ? Math.round(this.tractionKw) : 0) : null,
      harsh: this.pendingHarsh,
      caseOpen: null,
      extra: {},
    };
    if (eventIo !== 0) pos.extra.eventIo = eventIo;
    this.pendingHarsh = null;
    this.lastEmit = this.t;
    this.lastEmitCourse = p.course;
    this.emitted++;
    return pos;
  }

  /** Plans the once-a-day happenings of the local day starting at `midnight`. */
  startDay(midnight: number): DaySchedule {
    const rng = createRng(hashSeed(`day:${Math.round(midnight / DAY_MS)}`, this.seed));
    const spec = this.spec;
    let theft: DaySchedule['theft'] = null;
    if (spec.fuelTheft && spec.fuel) {
      const at = midnight + Math.round(rng.uniform(0.6, 3.8) * 3600) * 1000;
      theft = { at, duration: rng.int(12, 22) * 60_000, litres: rng.uniform(28, 65), done: false };
    }
    const excursionAt = spec.thermometers.some((t) => t.dailyExcursion)
      ? midnight + Math.round(rng.uniform(9.5, 15.5) * 3600) * 1000
      : null;
    let gsmLoss: [number, number] | null = null;
    if (rng.chance(0.55)) {
      const from = midnight + Math.round(rng.uniform(6, 21) * 3600) * 1000;
      gsmLoss = [from, from + rng.int(5, 25) * 60_000];
    }
    this.day = { midnight, rng, theft, excursionAt, gsmLoss };
    return this.day;
  }

  /** Local hour now (for plans that react to the clock). */
  hour(): number {
    return localHour(this.t);
  }

  /** Random GNSS loss while driving (multi-storey car parks, urban canyons): rare. */
  maybeLoseGps(dt: number): void {
    if (this.t >= this.gpsLostUntil && this.rng.chance((0.04 * dt) / 3600)) {
      this.gpsLostUntil = this.t + this.rng.int(2, 8) * 60_000;
    }
  }
}

export { HOUR };
