import type { VehicleConfig } from './config';
import { type Ctx, makeEvent } from './episodes';
import type { DriveState, EngineEvent, EngineState, EventStats, EngineSegment } from './types';

/** Event type of each state: 1 stop (E_STOP), 2 halt (E_STAY), 3 driving (E_DRIVE). */
export const STATE_EVENT: Record<DriveState, number> = { stop: 1, halt: 2, drive: 3 };

export function minStateMs(cfg: VehicleConfig, state: DriveState): number {
  const s = state === 'drive' ? cfg.minDriveSeconds : state === 'halt' ? cfg.minHaltSeconds : cfg.minStopSeconds;
  return Math.max(0, s) * 1000;
}

/** Fuel used so far: the flow meter / CAN counter when the vehicle has one, else the level. */
export function fuelUsedNow(s: EngineState): number | null {
  return s.fuel.flu ?? s.fuel.plu;
}

/**
 * Road of the interval that ended at this point: it was counted because this point or the one
 * before it moved. At a boundary it belongs to the drive on either side — the drive that ends
 * here (the segment before) or the drive that starts here — never to a stop or halt.
 */
export interface Entry {
  rg: number;
  th: number;
}

function newSegment(ctx: Ctx, state: DriveState, speed: number, entry: Entry): EngineSegment {
  const { tot } = ctx.s;
  const drive = state === 'drive';
  return {
    state,
    from: ctx.t,
    lat: ctx.lat,
    lon: ctx.lon,
    driver: ctx.d1,
    rg0: drive ? tot.sumrg - entry.rg : tot.sumrg,
    th0: drive ? tot.sumth - entry.th : tot.sumth,
    fu0: fuelUsedNow(ctx.s),
    vmax: speed,
  };
}

const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
const r2 = (v: number) => Math.round(v * 100) / 100 + 0;

export function segmentStats(seg: EngineSegment, to: number, rg: number, th: number, fu: number | null): EventStats {
  const road = rg - seg.rg0;
  const secs = (to - seg.from) / 1000;
  return {
    rg: r1(road),
    th: r1(th - seg.th0),
    vmax: r1(seg.vmax),
    vavg: secs > 0 ? r1((road / secs) * 3.6) : 0,
    fuel: fu !== null && seg.fu0 !== null ? r2(fu - seg.fu0) : null,
  };
}

export function segmentEvent(
  cfg: VehicleConfig,
  seg: EngineSegment,
  to: number,
  open: boolean,
  endLat: number | null,
  endLon: number | null,
  stats: EventStats,
): EngineEvent {
  return makeEvent(cfg, STATE_EVENT[seg.state], seg.from, to, open, null, seg, endLat, endLon, seg.driver, true, stats);
}

/** The candidate lasted long enough: the current segment ends where the candidate began. */
function confirm(ctx: Ctx): void {
  const { seg } = ctx.s;
  const cur = seg.cur!;
  const cand = seg.cand!;
  const stats = segmentStats(cur, cand.from, cand.rg0, cand.th0, cand.fu0);
  ctx.out.push(segmentEvent(ctx.cfg, cur, cand.from, false, cand.lat, cand.lon, stats));
  seg.cur = cand;
  seg.cand = null;
  const s = ctx.s;
  ctx.out.push(
    segmentEvent(
      ctx.cfg,
      cand,
      ctx.t,
      true,
      ctx.lat,
      ctx.lon,
      segmentStats(cand, ctx.t, s.tot.sumrg, s.tot.sumth, fuelUsedNow(s)),
    ),
  );
}

/**
 * The candidate has lasted its state's minimum up to this point — or, a drive, has covered
 * `minDriveMetres` of road: a short hop between two stops is a drive, not a stop with road.
 */
function qualified(ctx: Ctx, cand: EngineSegment): boolean {
  if (ctx.t - cand.from >= minStateMs(ctx.cfg, cand.state)) return true;
  return cand.state === 'drive' && ctx.s.tot.sumrg - cand.rg0 >= ctx.cfg.minDriveMetres;
}

/** A candidate that did not last joins the current segment. */
function absorb(ctx: Ctx): void {
  const { seg } = ctx.s;
  const cur = seg.cur!;
  const cand = seg.cand!;
  if (cand.vmax > cur.vmax) cur.vmax = cand.vmax;
  if (cur.driver === null) cur.driver = cand.driver;
  seg.cand = null;
}

/**
 * Segmentation with flicker merging. A point whose raw state differs from the current segment
 * starts a candidate; the candidate becomes the current segment (and the previous one ends at
 * its start) once it has lasted its state's minimum duration — measured up to the first point
 * of yet another state, or up to a later point still in the candidate's state. A candidate that
 * is left earlier is merged into the current segment.
 */
export function segmentStep(ctx: Ctx, raw: DriveState, speed: number, entry: Entry): void {
  const { seg } = ctx.s;
  const cfg = ctx.cfg;
  if (!seg.cur) {
    seg.cur = newSegment(ctx, raw, speed, entry);
    const s = ctx.s;
    ctx.out.push(
      segmentEvent(
        cfg,
        seg.cur,
        ctx.t,
        true,
        ctx.lat,
        ctx.lon,
        segmentStats(seg.cur, ctx.t, s.tot.sumrg, s.tot.sumth, fuelUsedNow(s)),
      ),
    );
    return;
  }
  if (seg.cand && raw !== seg.cand.state && qualified(ctx, seg.cand)) confirm(ctx);
  const cur = seg.cur!;
  if (raw === cur.state) {
    if (seg.cand) absorb(ctx);
    if (speed > cur.vmax) cur.vmax = speed;
    if (cur.driver === null) cur.driver = ctx.d1;
  } else if (seg.cand && raw === seg.cand.state) {
    const cand = seg.cand;
    if (speed > cand.vmax) cand.vmax = speed;
    if (cand.driver === null) cand.driver = ctx.d1;
    if (qualified(ctx, cand)) confirm(ctx);
  } else {
    if (seg.cand) absorb(ctx);
    seg.cand = newSegment(ctx, raw, speed, entry);
    if (minStateMs(cfg, raw) <= 0) confirm(ctx);
  }
}

/** The segment in progress at the last point, as an open event (a short candidate is merged into it). */
export function segmentAtEnd(cfg: VehicleConfig, s: EngineState): EngineEvent | null {
  const cur = s.seg.cur;
  const last = s.last;
  if (!cur || !last) return null;
  const merged: EngineSegment = s.seg.cand
    ? {
        ...cur,
        vmax: Math.max(cur.vmax, s.seg.cand.vmax),
        driver: cur.driver ?? s.seg.cand.driver,
      }
    : cur;
  const stats = segmentStats(merged, last.time, s.tot.sumrg, s.tot.sumth, fuelUsedNow(s));
  const fix = s.fix;
  return segmentEvent(cfg, merged, last.time, true, fix?.lat ?? null, fix?.lon ?? null, stats);
}
