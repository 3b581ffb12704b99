import { emptyPosition, type Position } from '../telemetry';
import { defaultVehicleConfig, type FuelTankConfig, type VehicleConfig } from './config';

/**
 * A deterministic vehicle simulator for tests and the bench: a script of phases becomes
 * device records. Not a physics model — enough realism to exercise every rule (speed with
 * noise, halts and key-off stops, fuel consumed by distance and idling, refuelling and theft
 * seen through two calibrated probes with probe noise, fridge temperatures, GPS losses and
 * jumps, inputs, driver cards).
 */

export type SimPhaseKind = 'drive' | 'halt' | 'stop' | 'refuel' | 'theft';

export interface SimPhase {
  kind: SimPhaseKind;
  seconds: number;
  /** Cruise speed while driving, km/h. */
  speed?: number;
  /** Litres added (refuel) or taken (theft) over the phase. */
  litres?: number;
  /** No GPS fix during the phase. */
  gpsLost?: boolean;
  /** Input bits during the phase. */
  inputs?: number;
  /** Fridge (thermometer 1) temperature during the phase, °C; null: not reported. */
  temp?: number | null;
  /** Driver card during the phase (null: none). */
  driver?: string | null;
}

export interface SimulationOptions {
  start: number;
  /** Seconds between records. */
  interval: number;
  seed: number;
  /** Probability per record of a GPS jump (one wild fix). */
  jumpRate?: number;
  /** Probe noise, indicator units. */
  probeNoise?: number;
  /** Litres in the tanks at the start. */
  fuel?: number;
  /** Up to this many extra seconds between records, at random. */
  jitter?: number;
  /** Probability per record of a data gap (the device silent for 10 minutes to 3 hours). */
  gapRate?: number;
  /** Probability per driving record of a harsh braking/acceleration flag from the device. */
  harshRate?: number;
}

/** Mulberry32 PRNG: small, fast, deterministic. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The two simulated tanks: 240 l and 160 l, probes 0–4000 with a slightly bent table. */
export const SIM_TANKS: FuelTankConfig[] = [
  {
    active: true,
    multiplier: 1,
    capacity: 240,
    points: [
      { indicator: 0, litres: 0, active: true },
      { indicator: 1000, litres: 55, active: true },
      { indicator: 2000, litres: 115, active: true },
      { indicator: 3000, litres: 178, active: true },
      { indicator: 4000, litres: 240, active: true },
    ],
  },
  {
    active: true,
    multiplier: 1,
    capacity: 160,
    points: [
      { indicator: 0, litres: 0, active: true },
      { indicator: 2000, litres: 75, active: true },
      { indicator: 4000, litres: 160, active: true },
    ],
  },
];

/** Share of the total level in each tank (the tanks are linked). */
const SHARE = [0.6, 0.4];

function litresToIndicator(tank: FuelTankConfig, litres: number): number {
  const pts = tank.points;
  if (litres <= pts[0].litres) return pts[0].indicator;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    if (litres <= b.litres)
      return a.indicator + ((litres - a.litres) * (b.indicator - a.indicator)) / (b.litres - a.litres);
  }
  return pts[pts.length - 1].indicator;
}

/** The config the simulated vehicle is meant for. */
export function simulatedConfig(): VehicleConfig {
  const cfg = defaultVehicleConfig();
  cfg.maxSpeedKmh = 90;
  cfg.speedingSeconds = 20;
  cfg.voltageMin = 11.5;
  cfg.engineNoDriverSeconds = 300;
  cfg.fuel.tanks = SIM_TANKS.map((t) => ({ ...t, points: t.points.map((p) => ({ ...p })) }));
  cfg.thermometers[0] = { active: true, name: 'Chłodnia', multiplier: 1, increase: 0, min: -25, max: -15 };
  cfg.inputs[0] = {
    active: true,
    description: 'Drzwi',
    type: 1,
    invert: false,
    minDurationSeconds: 5,
    alarmSeconds: 60,
  };
  cfg.inputs[1] = {
    active: true,
    description: 'Pompa',
    type: 1,
    invert: false,
    minDurationSeconds: 0,
    alarmSeconds: 0,
  };
  cfg.outputs[0] = {
    active: true,
    description: 'Blokada',
    type: 1,
    invert: false,
    minDurationSeconds: 0,
    alarmSeconds: 0,
  };
  cfg.bigUsageKmEnabled = true;
  cfg.bigUsageKm = 60;
  cfg.flowMaxUsage = 80;
  cfg.alarmFlags = [4, 9, 21, 22, 29, 36, 43, 46, 51];
  return cfg;
}

/** Device records for a script of phases. */
export function simulateVehicle(script: readonly SimPhase[], opts: SimulationOptions): Position[] {
  const rnd = mulberry32(opts.seed);
  const jumpRate = opts.jumpRate ?? 0;
  const noise = opts.probeNoise ?? 8;
  const out: Position[] = [];
  let t = opts.start;
  let lat = 52.2297;
  let lon = 21.0122;
  let heading = rnd() * 360;
  let speed = 0;
  let fuel = opts.fuel ?? 200;
  let used = 0;
  let odometer = 100_000_000;
  let engineSeconds = 0;
  const jitter = opts.jitter ?? 0;
  const gapRate = opts.gapRate ?? 0;
  const harshRate = opts.harshRate ?? 0;
  for (const phase of script) {
    const n = Math.max(1, Math.round(phase.seconds / opts.interval));
    for (let i = 0; i < n; i++) {
      let dt = opts.interval + (jitter > 0 ? Math.floor(rnd() * (jitter + 1)) : 0);
      if (gapRate > 0 && rnd() < gapRate) dt += 600 + Math.floor(rnd() * 10_200);
      t += dt * 1000;
      const key = phase.kind !== 'stop' && phase.kind !== 'theft';
      if (phase.kind === 'drive') {
        const target = phase.speed ?? 60;
        speed += (target - speed) * 0.3 + (rnd() - 0.5) * 6;
        if (speed < 0) speed = 0;
        heading = (heading + (rnd() - 0.5) * 20 + 360) % 360;
      } else speed = 0;
      const metres = (speed / 3.6) * dt;
      const rad = (heading * Math.PI) / 180;
      lat += (metres * Math.cos(rad)) / 111_320;
      lon += (metres * Math.sin(rad)) / (111_320 * Math.cos((lat * Math.PI) / 180));
      odometer += metres;
      let burn = 0;
      if (phase.kind === 'drive') burn = metres * 0.00025;
      else if (key) burn = (2 / 3600) * dt;
      fuel -= burn;
      used += burn;
      if (phase.kind === 'refuel') fuel += (phase.litres ?? 150) / n;
      if (phase.kind === 'theft') fuel -= (phase.litres ?? 30) / n;
      fuel = Math.min(398, Math.max(0, fuel));
      if (key) engineSeconds += dt;

      const p = emptyPosition(t, lat, lon);
      p.valid = !phase.gpsLost;
      p.satellites = phase.gpsLost ? 0 : 9;
      p.speed = phase.gpsLost ? 0 : Math.round(speed * 10) / 10;
      p.course = Math.round(heading) % 360;
      p.altitude = 100;
      p.ignition = key;
      p.movement = speed > 0;
      p.odometer = Math.round(odometer);
      p.engineSeconds = engineSeconds;
      p.fuelProbe1 = Math.round(litresToIndicator(SIM_TANKS[0], fuel * SHARE[0]) + (rnd() - 0.5) * 2 * noise);
      p.fuelProbe2 = Math.round(litresToIndicator(SIM_TANKS[1], fuel * SHARE[1]) + (rnd() - 0.5) * 2 * noise);
      p.fuelUsedLitres = Math.round(used * 10) / 10;
      p.externalVoltage = key ? 13_800 + Math.round((rnd() - 0.5) * 400) : 12_300 + Math.round((rnd() - 0.5) * 200);
      p.batteryVoltage = 4_100;
      p.gsm = 20;
      p.antenna = phase.gpsLost ? 3 : 0;
      p.inputs = phase.inputs ?? 0;
      p.outputs = phase.kind === 'stop' ? 1 : 0;
      p.driver1 = phase.driver === undefined ? null : (phase.driver ?? '0000000000000000');
      p.rpm = key ? (phase.kind === 'drive' ? 1400 : 700) : 0;
      const temp = phase.temp === undefined ? -18 : phase.temp;
      p.temperatures = temp === null ? [] : [Math.round((temp + (rnd() - 0.5)) * 10) / 10];
      if (phase.kind === 'drive' && harshRate > 0 && rnd() < harshRate) p.harsh = rnd() < 0.5 ? 'brake' : 'accel';
      if (!phase.gpsLost && jumpRate > 0 && rnd() < jumpRate) {
        p.lat += 0.05;
        p.lon += 0.05;
      }
      out.push(p);
    }
  }
  return out;
}

/** A month-like script: nights parked, working days of trips with halts, weekly refuelling, a theft now and then. */
export function monthScript(days: number, seed: number): SimPhase[] {
  const rnd = mulberry32(seed ^ 0x5bd1e995);
  const script: SimPhase[] = [];
  for (let d = 0; d < days; d++) {
    script.push({ kind: 'stop', seconds: 8 * 3600, temp: -18, driver: null });
    if (d % 9 === 4) script.push({ kind: 'theft', seconds: 600, litres: 25, driver: null });
    const trips = 3 + Math.floor(rnd() * 4);
    let used = 8 * 3600;
    for (let k = 0; k < trips; k++) {
      const driver = 'A1B2C3D4E5F60708';
      const drive = 1200 + rnd() * 4000;
      script.push({ kind: 'drive', seconds: drive, speed: 50 + rnd() * 50, driver, inputs: 0 });
      if (rnd() < 0.5) script.push({ kind: 'halt', seconds: 30 + rnd() * 90, driver });
      script.push({ kind: 'drive', seconds: 600 + rnd() * 1200, speed: 40 + rnd() * 40, driver, gpsLost: rnd() < 0.1 });
      if (k === 1 && d % 2 === 0) script.push({ kind: 'refuel', seconds: 240, litres: 200, driver });
      const stop = 600 + rnd() * 3600;
      script.push({ kind: 'stop', seconds: stop, inputs: 1, temp: rnd() < 0.2 ? -10 : -18, driver: null });
      used += drive + 1800 + stop;
    }
    script.push({ kind: 'stop', seconds: Math.max(600, 86_400 - used), temp: -18, driver: null });
  }
  return script;
}
