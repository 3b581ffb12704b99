import type { Position } from '../telemetry';
import { tankLitres } from './calibration';
import type { VehicleConfig } from './config';
import { type Ctx, makeEvent } from './episodes';
import type { EngineEvent, FuelAnchor, FuelLevels, FuelPlateau, EngineFuelState } from './types';

export function initialFuel(): EngineFuelState {
  return {
    tanks: [null, null],
    level: null,
    window: [],
    smooth: null,
    anchor: null,
    plateau: null,
    leave: null,
    sinceKeyMs: 0,
    unseenMove: false,
    movingReadings: 0,
    startLevel: null,
    refuelled: 0,
    lost: 0,
    plu: null,
    counter: null,
    flu: null,
  };
}

const num = (x: number | null): number | null => (x !== null && Number.isFinite(x) ? x + 0 : null);

const SORTED: number[] = [];

/** Median by insertion sort into a scratch array (the window is a handful of readings). */
function median(values: readonly number[]): number {
  const a = SORTED;
  const n = values.length;
  a.length = n;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  const m = n >> 1;
  return n % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

/** Biggest counter step accepted between two readings, litres; larger steps (or negative) are counter resets. */
const MAX_COUNTER_STEP = 1000;

/** Litres to 0.1, in tenths: how the levels and the litres of a change are kept (the route keeps `pls` so too). */
const tenths = (litres: number) => Math.round(litres * 10);

/**
 * The level change between the last steady level and a newly settled one, as the event it is
 * (21 refuelling, 22 fuel loss) with its litres and the two levels, or null when it is
 * consumption or noise. Both levels are taken to 0.1 l and the litres are their difference, so
 * the levels a report shows beside the litres add up to them exactly (issue 27).
 */
export function levelChange(
  cfg: VehicleConfig,
  f: EngineFuelState,
  plateau: FuelPlateau,
  anchor: FuelAnchor,
  level: number,
): { eid: 21 | 22; litres: number; levels: FuelLevels } | null {
  const fc = cfg.fuel;
  const levels = { before: tenths(plateau.level) / 10, after: tenths(level) / 10 };
  const diff = (tenths(level) - tenths(plateau.level)) / 10;
  // A rise can only be a refuelling, wherever the vehicle went meanwhile.
  if (diff >= fc.tankMinimum) return { eid: 21, litres: diff, levels };
  // A drop across a displacement we did not see driving (a gap in the data) may be consumption.
  if (diff < 0 && !f.unseenMove) {
    if (anchor.keyMs > 0 && !fc.lossWithKeyOn) return null;
    const litres = -diff - (fc.idleUsage * anchor.keyMs) / 3.6e6;
    if (litres >= fc.untankMinimum) return { eid: 22, litres, levels };
  }
  return null;
}

function fuelEvent(
  ctx: Ctx,
  leave: FuelPlateau,
  anchor: FuelAnchor,
  change: { eid: number; litres: number; levels: FuelLevels },
  open: boolean,
): EngineEvent {
  const event = makeEvent(
    ctx.cfg,
    change.eid,
    leave.time,
    anchor.time,
    open,
    change.litres,
    leave,
    anchor.lat,
    anchor.lon,
    anchor.driver,
    true,
  );
  event.levels = change.levels;
  return event;
}

/**
 * The level is steady here. `level` (a newly settled level) becomes the reference for the next
 * change; without it the reference keeps its level and only moves on in time.
 */
function steady(ctx: Ctx, f: EngineFuelState, level: number | null): void {
  const ref = level ?? f.plateau!.level;
  if (f.startLevel === null) f.startLevel = ref;
  f.plateau = { level: ref, time: ctx.t, lat: ctx.lat, lon: ctx.lon };
  f.leave = null;
  f.sinceKeyMs = 0;
  f.unseenMove = false;
  f.movingReadings = 0;
}

/** The level settled (or the vehicle drove off): judge the change since the last steady level. */
function endChange(ctx: Ctx, f: EngineFuelState, level: number): void {
  const a = f.anchor!;
  a.confirmed = true;
  a.level = level;
  const p = f.plateau;
  if (p && f.leave) {
    const change = levelChange(ctx.cfg, f, p, a, level);
    if (change) {
      if (change.eid === 21) f.refuelled += change.litres;
      else f.lost += change.litres;
      ctx.out.push(fuelEvent(ctx, f.leave, a, change, false));
    }
  }
  steady(ctx, f, level);
}

function newAnchor(ctx: Ctx, f: EngineFuelState, level: number, confirmed: boolean): void {
  f.anchor = {
    level,
    time: ctx.t,
    lat: ctx.lat,
    lon: ctx.lon,
    confirmed,
    keyMs: f.sinceKeyMs,
    driver: ctx.d1,
  };
}

/**
 * Fuel at one point: tank litres through the calibration (tank 1 ← fuelProbe1, tank 2 ←
 * fuelProbe2, summed; CAN level when no tank is configured), the median-smoothed level, the
 * flow/CAN used-fuel counter, and refuelling/loss detection (docs/events.md, "Fuel").
 */
export function fuelStep(
  ctx: Ctx,
  p: Position,
  prevKey: boolean,
  dtMs: number,
  moving: boolean,
  unseenMove: boolean,
): void {
  const f = ctx.s.fuel;
  const fc = ctx.cfg.fuel;
  let fresh = false;
  let level: number | null = null;
  if (fc.tanks.length) {
    for (let k = 0; k < 2; k++) {
      const tank = fc.tanks[k];
      if (!tank || !tank.active) continue;
      const reading = num(k === 0 ? p.fuelProbe1 : p.fuelProbe2);
      if (reading !== null) {
        f.tanks[k] = tankLitres(tank, reading);
        fresh = true;
      }
      const litres = f.tanks[k];
      if (litres !== null) level = (level ?? 0) + litres;
    }
  } else {
    const can = num(p.canFuelLitres);
    if (can !== null) {
      f.tanks[0] = can;
      fresh = true;
    }
    level = f.tanks[0];
  }
  f.level = level;

  const counter = num(p.fuelUsedLitres);
  if (counter !== null) {
    if (f.counter !== null) {
      const d = counter - f.counter;
      if (d >= 0 && d <= MAX_COUNTER_STEP) f.flu = (f.flu ?? 0) + d;
    } else if (f.flu === null) f.flu = 0;
    f.counter = counter;
  }

  if (f.leave && prevKey) f.sinceKeyMs += dtMs;
  if (unseenMove) {
    // A displacement we did not see driving: readings from before it say nothing about the level after it.
    f.unseenMove = true;
    f.window.length = 0;
  }

  if (fresh && level !== null) {
    f.window.push(level);
    const n = Math.max(1, Math.floor(fc.smoothingPoints));
    while (f.window.length > n) f.window.shift();
    f.smooth = median(f.window);
  }
  const s = f.smooth;
  const half = Math.floor(Math.max(1, Math.floor(fc.smoothingPoints)) / 2);
  if (s !== null && moving) {
    // Driving: a pending stationary change ends once the smoothing window holds mostly readings
    // taken on the move (so a refuelling just before driving off is measured in full); then the
    // steady level follows consumption.
    const a = f.anchor;
    if (a && !a.confirmed) {
      if (fresh) f.movingReadings++;
      if (f.movingReadings > half) endChange(ctx, f, s);
    }
    if (fresh && (!f.anchor || f.anchor.confirmed)) {
      newAnchor(ctx, f, s, true);
      steady(ctx, f, s);
    }
  } else if (s !== null && fresh) {
    const settleMs = Math.max(0, fc.settleSeconds) * 1000;
    const a = f.anchor;
    if (a && Math.abs(s - a.level) <= fc.noiseLitres) {
      if (a.confirmed) steady(ctx, f, null);
      else if (ctx.t - a.time >= settleMs) endChange(ctx, f, s);
    } else {
      if (f.plateau && !f.leave) {
        // The level leaves its steady band: a change starts here.
        f.leave = { level: s, time: ctx.t, lat: ctx.lat, lon: ctx.lon };
        f.sinceKeyMs = 0;
      }
      newAnchor(ctx, f, s, false);
      if (settleMs === 0) endChange(ctx, f, s);
    }
  }
  if (f.plateau && f.startLevel !== null) {
    // Fuel used never goes back: the steady level follows the probe's noise while driving, and a
    // rise under the refuelling minimum is no event, so the balance can dip; a sub-range of the
    // route must never show negative use (issue 13). The running maximum of the balance.
    const balance = Math.max(0, f.startLevel + f.refuelled - f.lost - f.plateau.level) + 0;
    f.plu = f.plu === null || balance > f.plu ? balance : f.plu;
  }
}

/** A level change that has not settled yet at the last point, as an open event. */
export function fuelAtEnd(ctx: Ctx): EngineEvent | null {
  const f = ctx.s.fuel;
  const a = f.anchor;
  if (!a || a.confirmed || !f.plateau || !f.leave || f.smooth === null) return null;
  const change = levelChange(ctx.cfg, f, f.plateau, a, f.smooth);
  return change ? fuelEvent(ctx, f.leave, a, change, true) : null;
}
