/** One point through the rules: the body of `step`, mutating a state the caller owns. */
import type { Position } from '../telemetry';
import { THERMOMETER_COUNT, type VehicleConfig } from './config';
import { type Ctx, closeEpisode, makeEvent, track } from './episodes';
import { areaStep } from './areas';
import { fuelStep } from './fuel';
import { haversine, usableFix } from './geo';
import { segmentStep } from './segments';
import { type DerivedValues, type DriveState, type EngineEvent, type EngineState } from './types';
import { flowStep, usageStep } from './usage';
import { powerStep } from './power';

import { type DerivedCache, reuse } from './derived-cache';
import {
  IN_KEYS,
  OUT_KEYS,
  PROBE_KEYS,
  TMAX_KEYS,
  TMIN_KEYS,
  TMISS_KEYS,
  temperatureEventIds,
  validTemperature,
} from './initial';

// Per-point scratch (the engine is synchronous and never re-entered).
const TEMPS: (number | null)[] = Array(THERMOMETER_COUNT).fill(null);
const REPORTED: boolean[] = Array(THERMOMETER_COUNT).fill(false);
const num = (x: number | null | undefined): number | null =>
  typeof x === 'number' && Number.isFinite(x) ? x + 0 : null;

/** Identifier text, or null for "no identifier" (empty or all zeros). */
export function normalizeDriver(id: string): string | null {
  const t = id.trim();
  return t === '' || /^0+$/.test(t) ? null : t;
}

function invertMask(list: { invert: boolean }[]): number {
  let m = 0;
  for (let i = 0; i < list.length; i++) if (list[i]?.invert) m |= 1 << i;
  return m;
}

/** Counters, state times and on-events of inputs (or outputs). */
function ioStep(
  ctx: Ctx,
  bits: number,
  prevBits: number,
  first: boolean,
  dt: number,
  c: number[],
  st: number[],
  lt: number[],
  on: (number | null)[],
  cfgList: VehicleConfig['inputs'],
  keys: string[],
  eid0: number,
): void {
  const t = ctx.t;
  for (let i = 0; i < c.length; i++) {
    const was = (prevBits >> i) & 1;
    const now = (bits >> i) & 1;
    if (was) st[i] += dt;
    if (now && (!was || first)) {
      if (!first) c[i]++;
      on[i] = t;
    } else if (!now && was) {
      lt[i] = t - (on[i] ?? t);
      on[i] = null;
    }
    if (now) lt[i] = t - (on[i] ?? t);
    const io = cfgList[i];
    if (io?.active) track(ctx, keys[i], eid0 + i, now === 1, io.minDurationSeconds * 1000, io.alarmSeconds * 1000);
  }
}
/**
 * One point into a state the caller owns (mutated in place). Returns the derived values when
 * given a cache to build them with. The point must be later than the state's last point
 * (checked by the callers).
 */
export function advance(
  s: EngineState,
  p: Position,
  cfg: VehicleConfig,
  out: EngineEvent[],
  cache: DerivedCache | null,
) {
  const t = p.time;
  const last = s.last;
  const dt = last ? t - last.time : 0;
  const k = s.known;
  const tot = s.tot;

  // Values that are carried forward while the device does not report them.
  if (p.ignition !== null && p.ignition !== undefined) k.ignition = p.ignition;
  if (p.caseOpen !== null && p.caseOpen !== undefined) k.caseOpen = p.caseOpen;
  if (typeof p.driver1 === 'string') k.d1 = normalizeDriver(p.driver1);
  if (typeof p.driver2 === 'string') k.d2 = normalizeDriver(p.driver2);
  const extV = num(p.externalVoltage);
  if (extV !== null) k.extV = extV;
  const batV = num(p.batteryVoltage);
  if (batV !== null) k.batV = batV;
  const batPct = num(p.batteryPercent);
  if (batPct !== null) k.batPct = batPct;
  const gsm = num(p.gsm);
  if (gsm !== null) k.gsm = gsm;
  const antenna = num(p.antenna);
  if (antenna !== null) k.antenna = antenna;
  const rpm = num(p.rpm);
  if (rpm !== null) k.rpm = rpm;
  const tonnage = num(p.tonnage);
  if (tonnage !== null) k.tonnage = tonnage;
  const e1 = num(p.energy1);
  if (e1 !== null) k.e1 = e1;
  const e2 = num(p.energy2);
  if (e2 !== null) k.e2 = e2;
  const tpc = num(p.tractionCounter);
  if (tpc !== null) k.tpc = tpc;
  const tv = num(p.tractionVoltage);
  if (tv !== null) k.tv = tv;
  const tpm = num(p.tractionPower);
  if (tpm !== null) k.tpm = tpm;
  const canFuel = num(p.canFuelLitres);
  if (canFuel !== null) k.canFuel = canFuel;
  const fuelCounter = num(p.fuelUsedLitres);
  if (fuelCounter !== null) k.fuelCounter = fuelCounter;
  const prevTacho = k.tacho;
  const tacho = num(p.tachoSpeed);
  if (tacho !== null) k.tacho = tacho;

  // Temperatures of this point: reading × multiplier + increase; valid ones for rules and min/max.
  const temps = TEMPS;
  const reported = REPORTED;
  const pt = p.temperatures ?? [];
  for (let i = 0; i < THERMOMETER_COUNT; i++) {
    temps[i] = null;
    reported[i] = false;
    const r = num(pt[i]);
    if (r === null) continue;
    const th = cfg.thermometers[i];
    const v = th ? r * (th.multiplier ?? 1) + (th.increase ?? 0) + 0 : r;
    k.temps[i] = v;
    reported[i] = true;
    if (validTemperature(i, v)) temps[i] = v;
  }

  // State of the point.
  const speed = (cfg.velocityFromTacho && tacho !== null ? tacho : num(p.speed)) ?? 0;
  const moving = speed > cfg.movingSpeedKmh;
  const key = cfg.hasKeyInput ? (k.ignition ?? moving) : moving;
  const engine = cfg.hasKeyInput ? key : k.rpm !== null ? k.rpm > 0 : moving;
  const raw: DriveState = !key ? 'stop' : moving ? 'drive' : 'halt';

  // Time in states belongs to the state of the interval's first point.
  if (last) {
    if (last.raw === 'drive') tot.rt += dt;
    else if (last.raw === 'halt') tot.ht += dt;
    else tot.st += dt;
    if (last.engine) {
      tot.et += dt;
      tot.cmth += dt;
    }
  }

  // GPS road with jump rejection (docs/events.md, "Road").
  let jump = false;
  let dRoad = 0;
  /** Displacement of an accepted fix while neither it nor the previous point was moving. */
  let unseenMove = false;
  const maxMps = cfg.maxJumpSpeedKmh / 3.6;
  const hasFix = usableFix(p.valid, p.lat, p.lon);
  if (hasFix) {
    const f = s.fix;
    if (!f) s.fix = { lat: p.lat, lon: p.lon, time: t, speed };
    else {
      const d = haversine(f.lat, f.lon, p.lat, p.lon);
      let accepted = d <= 50 + (maxMps * (t - f.time)) / 1000;
      let step = d;
      if (!accepted && s.jump) {
        const j = s.jump;
        const dj = haversine(j.lat, j.lon, p.lat, p.lon);
        if (dj <= 50 + (maxMps * (t - j.time)) / 1000) {
          // Two fixes agree: the vehicle really is here; the leap itself is not road.
          accepted = true;
          step = dj;
        }
      }
      if (accepted) {
        if (!moving && !(last?.moving ?? false) && d > cfg.fuel.maxMoveMetres) unseenMove = true;
        const counts = (moving || (last?.moving ?? false) || cfg.addRoadIfSpeedZero) && (!cfg.roadOnlyWithKey || key);
        if (counts) dRoad = step;
        f.lat = p.lat;
        f.lon = p.lon;
        f.time = t;
        f.speed = speed;
        s.jump = null;
      } else {
        s.jump = { lat: p.lat, lon: p.lon, time: t };
        jump = true;
      }
    }
  }
  tot.sumrg += dRoad;

  // Tacho/odometer road: odometer deltas, else the tacho speed integrated over short gaps.
  let dTh = 0;
  const odo = num(p.odometer);
  if (odo !== null) {
    if (k.odometer !== null) {
      const d = odo - k.odometer;
      if (d >= 0 && d <= 1000 + (maxMps * dt) / 1000) dTh = d;
    }
    k.odometer = odo;
  } else if (k.odometer === null && last && prevTacho !== null && dt <= 300_000) {
    dTh = (prevTacho / 3.6) * (dt / 1000);
  }
  tot.sumth += dTh;
  tot.ckm += cfg.roadFromTacho ? dTh : dRoad;

  // Counters set by hand take over from their moment.
  const kmc = cfg.kmCounters;
  while (tot.kmIdx < kmc.length && kmc[tot.kmIdx].time <= t) tot.ckm = kmc[tot.kmIdx++].value;
  const mthc = cfg.mthCounters;
  while (tot.mthIdx < mthc.length && mthc[tot.mthIdx].time <= t) tot.cmth = mthc[tot.mthIdx++].value * 1000;

  const fix = s.fix;
  const ctx: Ctx = { s, cfg, t, lat: fix ? fix.lat : null, lon: fix ? fix.lon : null, d1: k.d1, out };

  // Fuel first: segment snapshots read the fuel used at this point.
  fuelStep(ctx, p, last?.key ?? false, dt, moving, unseenMove);

  segmentStep(ctx, raw, speed, { rg: dRoad, th: dTh });

  const maxSpeed = cfg.maxSpeedKmh;
  const overspeed = maxSpeed !== null && maxSpeed > 0 && speed > maxSpeed;
  if (maxSpeed !== null && maxSpeed > 0) track(ctx, 'speed', 4, overspeed, cfg.speedingSeconds * 1000, 0, speed, 1);

  const gpsMs = cfg.gpsLostMinutes * 60_000;
  track(ctx, 'gps', 5, !hasFix, gpsMs, 0);
  track(ctx, 'gpsKey', 45, !hasFix && key, gpsMs, 0);
  track(ctx, 'ant1', 6, antenna === null ? null : antenna === 1, 0, 0);
  track(ctx, 'ant2', 7, antenna === null ? null : antenna === 2, 0, 0);
  track(ctx, 'case', 8, p.caseOpen ?? null, 0, 0);
  const volts = extV === null ? null : extV / 1000;
  track(ctx, 'power', 36, volts === null ? null : volts < cfg.powerLostVolts, cfg.powerOffMinutes * 60_000, 0);
  if (cfg.voltageMin !== null) {
    track(ctx, 'volt', 51, volts === null ? null : volts < cfg.voltageMin, cfg.voltageSeconds * 1000, 0, volts, -1);
  }

  // Identifiers present (25 driver, 26 passenger); a different identifier is a new event.
  const d1ep = s.ep.drv1;
  if (d1ep && d1ep.driver !== k.d1) closeEpisode(ctx, 'drv1');
  track(ctx, 'drv1', 25, k.d1 !== null, 0, 0, null, 0, k.d1);
  const d2ep = s.ep.drv2;
  if (d2ep && d2ep.driver !== k.d2) closeEpisode(ctx, 'drv2');
  track(ctx, 'drv2', 26, k.d2 !== null, 0, 0, null, 0, k.d2);
  if (cfg.engineNoDriverSeconds !== null) {
    track(ctx, 'noDrv', 46, engine && k.d1 === null, cfg.engineNoDriverSeconds * 1000, 0);
  }

  // Inputs and outputs.
  const first = !last;
  const io = s.io;
  const inBits = ((p.inputs | 0) ^ invertMask(cfg.inputs)) & 0xff;
  ioStep(ctx, inBits, io.inBits, first, dt, io.ic, io.ist, io.ilt, io.ion, cfg.inputs, IN_KEYS, 9);
  io.inBits = inBits;
  const outBits = ((p.outputs | 0) ^ invertMask(cfg.outputs)) & 0x0f;
  ioStep(ctx, outBits, io.outBits, first, dt, io.oc, io.ost, io.olt, io.oon, cfg.outputs, OUT_KEYS, 17);
  io.outBits = outBits;

  // Temperatures: out of range, no reading; min/max so far.
  const tmin = s.temp.min;
  const tmax = s.temp.max;
  for (let i = 0; i < THERMOMETER_COUNT; i++) {
    const v = temps[i];
    if (v !== null) {
      if (tmin[i] === null || v < tmin[i]!) tmin[i] = v;
      if (tmax[i] === null || v > tmax[i]!) tmax[i] = v;
    }
    const th = cfg.thermometers[i];
    if (!th?.active) continue;
    const [eMin, eMax] = temperatureEventIds(i);
    // Not reported: unknown; a sentinel reading ends an excursion.
    if (th.min !== null) track(ctx, TMIN_KEYS[i], eMin, reported[i] ? v !== null && v < th.min : null, 0, 0, v, -1);
    if (th.max !== null) track(ctx, TMAX_KEYS[i], eMax, reported[i] ? v !== null && v > th.max : null, 0, 0, v, 1);
    if (i < 4) track(ctx, TMISS_KEYS[i], 47 + i, v === null, cfg.thermometerMissingMinutes * 60_000, 0);
  }

  // Fuel probes without a reading.
  for (let i = 0; i < 2; i++) {
    const tank = cfg.fuel.tanks[i];
    if (!tank?.active) continue;
    const reading = num(i === 0 ? p.fuelProbe1 : p.fuelProbe2);
    track(ctx, PROBE_KEYS[i], 37 + i, reading === null, (cfg.probeNoDataMinutes[i] ?? 10) * 60_000, 0);
  }

  // Harsh braking and acceleration: the device's flag, else the speed change (1 Hz data).
  let harsh: 43 | 44 | null = null;
  let harshValue: number | null = null;
  if (p.harsh === 'brake') harsh = 43;
  else if (p.harsh === 'accel') harsh = 44;
  else if (last && dt > 0 && dt <= 3000) {
    const rate = (speed - last.speed) / (dt / 1000);
    if (cfg.harshBrakingKmhPerS !== null && -rate >= cfg.harshBrakingKmhPerS) {
      harsh = 43;
      harshValue = -rate;
    } else if (cfg.harshAccelerationKmhPerS !== null && rate >= cfg.harshAccelerationKmhPerS) {
      harsh = 44;
      harshValue = rate;
    }
  }
  if (harsh !== null) out.push(makeEvent(cfg, harsh, t, t, false, harshValue, ctx, ctx.lat, ctx.lon, k.d1, true));

  usageStep(ctx, dt, hasFix);
  powerStep(ctx, e1);
  flowStep(ctx, fuelCounter, engine);
  areaStep(ctx, hasFix && !jump);

  // Remember the point.
  if (last) {
    last.time = t;
    last.lat = p.lat;
    last.lon = p.lon;
    last.valid = hasFix;
    last.speed = speed;
    last.course = num(p.course) ?? 0;
    last.altitude = num(p.altitude) ?? 0;
    last.satellites = num(p.satellites) ?? 0;
    last.raw = raw;
    last.key = key;
    last.engine = engine;
    last.moving = moving;
  } else {
    s.first = t;
    s.last = {
      time: t,
      lat: num(p.lat) ?? 0,
      lon: num(p.lon) ?? 0,
      valid: hasFix,
      speed,
      course: num(p.course) ?? 0,
      altitude: num(p.altitude) ?? 0,
      satellites: num(p.satellites) ?? 0,
      raw,
      key,
      engine,
      moving,
    };
  }
  s.n++;

  if (!cache) return null;
  const seg = s.seg;
  const since = seg.cur!.state === raw ? seg.cur!.from : seg.cand!.from;
  const f = s.fuel;
  const derived: DerivedValues = {
    time: t,
    state: raw,
    let: (t - since) / 1000,
    key,
    engine,
    jump,
    overspeed,
    sumrg: tot.sumrg,
    sumth: tot.sumth,
    rt: tot.rt / 1000,
    ht: tot.ht / 1000,
    st: tot.st / 1000,
    et: tot.et / 1000,
    ckm: tot.ckm,
    cmth: tot.cmth / 1000,
    pl1: f.tanks[0],
    pl2: f.tanks[1],
    plc: f.level,
    pls: f.smooth,
    plu: f.plu,
    flu: f.flu,
    t: (cache.t = reuse(cache.t, temps, 1)),
    tmin: (cache.tmin = reuse(cache.tmin, tmin, 1)),
    tmax: (cache.tmax = reuse(cache.tmax, tmax, 1)),
    ic: (cache.ic = reuse(cache.ic, io.ic, 1)),
    ist: (cache.ist = reuse(cache.ist, io.ist, 1000)),
    ilt: (cache.ilt = reuse(cache.ilt, io.ilt, 1000)),
    oc: (cache.oc = reuse(cache.oc, io.oc, 1)),
    ost: (cache.ost = reuse(cache.ost, io.ost, 1000)),
    olt: (cache.olt = reuse(cache.olt, io.olt, 1000)),
    d1: k.d1,
    d2: k.d2,
  };
  return derived;
}
