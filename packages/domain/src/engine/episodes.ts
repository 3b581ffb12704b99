import type { VehicleConfig } from './config';
import type { EngineEvent, EngineState, EngineEpisode, EventStats } from './types';

/** Per-point context the detectors share. */
export interface Ctx {
  s: EngineState;
  cfg: VehicleConfig;
  /** Time of the point being processed. */
  t: number;
  /** Coordinates events take: the last usable fix at this point. */
  lat: number | null;
  lon: number | null;
  /** Current driver identifier. */
  d1: string | null;
  out: EngineEvent[];
}

export function isAlarmType(cfg: VehicleConfig, eid: number): boolean {
  return cfg.alarmFlags.includes(eid);
}

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f + 0;
};

/**
 * The stored event value. Fuel litres (21, 22, 39), consumption rates (23, 40) and temperatures
 * (28–35, 76–99) are stored ×10 as integers (spec 1 §3.3, spec 2 §9 divide them by 10 for
 * display); voltage (51) in volts with two decimals; everything else with one decimal.
 */
export function scaleValue(eid: number, v: number | null): number | null {
  if (v === null) return null;
  if (eid === 21 || eid === 22 || eid === 23 || eid === 39 || eid === 40) return Math.round(v * 10) + 0;
  if ((eid >= 28 && eid <= 35) || (eid >= 76 && eid <= 99)) return Math.round(v * 10) + 0;
  if (eid === 51) return round(v, 2);
  return round(v, 1);
}

export function makeEvent(
  cfg: VehicleConfig,
  eid: number,
  from: number,
  to: number,
  open: boolean,
  value: number | null,
  begin: { lat: number | null; lon: number | null },
  endLat: number | null,
  endLon: number | null,
  driver: string | null,
  alarm: boolean,
  stats: EventStats | null = null,
): EngineEvent {
  return {
    eid,
    from,
    to,
    open,
    value: scaleValue(eid, value),
    beginLat: begin.lat,
    beginLon: begin.lon,
    endLat,
    endLon,
    driver,
    alarm: alarm && isAlarmType(cfg, eid),
    stats,
  };
}

function episodeEvent(
  ctx: Ctx,
  ep: EngineEpisode,
  to: number,
  open: boolean,
  lat: number | null = ctx.lat,
  lon: number | null = ctx.lon,
): EngineEvent {
  return makeEvent(ctx.cfg, ep.eid, ep.from, to, open, ep.value, ep, lat, lon, ep.driver, to - ep.from >= ep.alarmMs);
}

export function openEpisode(
  ctx: Ctx,
  key: string,
  eid: number,
  minMs: number,
  alarmMs: number,
  value: number | null,
  driver: string | null,
): EngineEpisode {
  const ep: EngineEpisode = {
    eid,
    from: ctx.t,
    lat: ctx.lat,
    lon: ctx.lon,
    value,
    driver,
    minMs,
    alarmMs,
    qualified: false,
    alarmed: false,
  };
  ctx.s.ep[key] = ep;
  return ep;
}

/** Report the open record when the episode first qualifies and again when it becomes an alarm. */
export function checkEpisode(ctx: Ctx, ep: EngineEpisode): void {
  const dur = ctx.t - ep.from;
  if (dur < ep.minMs) return;
  const alarm = dur >= ep.alarmMs && isAlarmType(ctx.cfg, ep.eid);
  if (!ep.qualified || (alarm && !ep.alarmed)) {
    ep.qualified = true;
    if (alarm) ep.alarmed = true;
    ctx.out.push(episodeEvent(ctx, ep, ctx.t, true));
  }
}

/** End the episode (at the current point unless told); it is an event if it lasted its minimum duration. */
export function closeEpisode(
  ctx: Ctx,
  key: string,
  to: number = ctx.t,
  lat: number | null = ctx.lat,
  lon: number | null = ctx.lon,
): void {
  const ep = ctx.s.ep[key];
  if (!ep) return;
  ctx.s.ep[key] = null;
  if (to - ep.from >= ep.minMs) ctx.out.push(episodeEvent(ctx, ep, to, false, lat, lon));
}

/**
 * The common condition rule: `cond` true opens (or continues) the event, false ends it, null
 * (not reported at this point) changes nothing. The value aggregates by max (agg 1) or min (-1).
 */
export function track(
  ctx: Ctx,
  key: string,
  eid: number,
  cond: boolean | null,
  minMs: number,
  alarmMs: number,
  value: number | null = null,
  agg: 0 | 1 | -1 = 0,
  driver: string | null = ctx.d1,
): void {
  let ep = ctx.s.ep[key] ?? null;
  if (cond === false) {
    if (ep) closeEpisode(ctx, key);
    return;
  }
  if (cond === true) {
    if (!ep) ep = openEpisode(ctx, key, eid, minMs, alarmMs, value, driver);
    else {
      if (value !== null && agg !== 0) {
        if (ep.value === null || (agg === 1 ? value > ep.value : value < ep.value)) ep.value = value;
      }
      if (ep.driver === null && driver !== null) ep.driver = driver;
    }
  }
  if (ep) checkEpisode(ctx, ep);
}

/** The episode as an open event at the last point (for `finish`), if it qualifies by then. */
export function episodeAtEnd(cfg: VehicleConfig, ep: EngineEpisode, t: number, lat: number | null, lon: number | null) {
  if (t - ep.from < ep.minMs) return null;
  return makeEvent(cfg, ep.eid, ep.from, t, true, ep.value, ep, lat, lon, ep.driver, t - ep.from >= ep.alarmMs);
}
