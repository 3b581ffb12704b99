import type { Position } from '../telemetry';
import type { VehicleConfig } from './config';
import { advance } from './advance';
import { newCache } from './derived-cache';
import { type Ctx, episodeAtEnd } from './episodes';
import { fuelAtEnd } from './fuel';
import { segmentAtEnd } from './segments';
import type { DerivedValues, EngineEvent, EngineState } from './types';

export { normalizeDriver } from './advance';
export { EPISODE_KEYS, initialState, temperatureEventIds, validTemperature } from './initial';

export type RejectReason = 'late' | 'duplicate' | 'invalid';

export type StepResult =
  | { state: EngineState; derived: DerivedValues; events: EngineEvent[]; rejected: null }
  | { state: EngineState; derived: null; events: EngineEvent[]; rejected: RejectReason };
/** Deep copy of plain JSON data. */
function clone<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  const o: Record<string, unknown> = {};
  for (const key in v) o[key] = clone((v as Record<string, unknown>)[key]);
  return o as T;
}

export function cloneState(state: EngineState): EngineState {
  return clone(state);
}

function rejectReason(state: EngineState, point: Position): RejectReason | null {
  if (!Number.isFinite(point.time)) return 'invalid';
  if (!state.last) return null;
  if (point.time === state.last.time) return 'duplicate';
  if (point.time < state.last.time) return 'late';
  return null;
}

/**
 * One point, purely: the input state is not touched. A point not later than the state's last
 * point is refused (`rejected` 'late' or 'duplicate') with the state unchanged: the caller
 * re-runs the range from a checkpoint taken before the point (docs/events.md, "Late data").
 */
export function step(state: EngineState, point: Position, config: VehicleConfig): StepResult {
  const reason = rejectReason(state, point);
  if (reason) return { state, derived: null, events: [], rejected: reason };
  const s = clone(state);
  const events: EngineEvent[] = [];
  const derived = advance(s, point, config, events, newCache())!;
  return { state: s, derived, events, rejected: null };
}

export interface RangeResult {
  state: EngineState;
  /** One per accepted point (empty when not asked for). */
  derived: DerivedValues[];
  /** Everything the steps reported, open records included, in order. */
  events: EngineEvent[];
  /** Points refused as late, duplicate or invalid. */
  rejected: number;
}

export interface RangeOptions {
  /** Collect derived values per point (default true). */
  derived?: boolean;
  /** Keep the open records (default true); false keeps only ended events. */
  openRecords?: boolean;
}

/** `step` folded over points (the state is copied once, not per point). */
export function processRange(
  state: EngineState,
  points: readonly Position[],
  config: VehicleConfig,
  options: RangeOptions = {},
): RangeResult {
  const wantDerived = options.derived ?? true;
  const keepOpen = options.openRecords ?? true;
  const s = clone(state);
  const derived: DerivedValues[] = [];
  let events: EngineEvent[] = [];
  let rejected = 0;
  const cache = wantDerived ? newCache() : null;
  for (const p of points) {
    if (rejectReason(s, p)) {
      rejected++;
      continue;
    }
    const d = advance(s, p, config, events, cache);
    if (d) derived.push(d);
  }
  if (!keepOpen) events = events.filter((e) => !e.open);
  return { state: s, derived, events, rejected };
}

/**
 * The events still in progress at the state's last point, as open records (`open: true`, `to`
 * = last point time): the current driving/halt/stop segment, every condition that has lasted
 * its minimum duration, a level change not yet settled. The state is not changed: this is
 * what a range report shows at its end, and what the monitor shows as ongoing.
 */
export function finish(state: EngineState, config: VehicleConfig): EngineEvent[] {
  const last = state.last;
  if (!last) return [];
  const events: EngineEvent[] = [];
  const seg = segmentAtEnd(config, state);
  if (seg) events.push(seg);
  const lat = state.fix?.lat ?? null;
  const lon = state.fix?.lon ?? null;
  for (const key of Object.keys(state.ep)) {
    const ep = state.ep[key];
    if (!ep) continue;
    const e = episodeAtEnd(config, ep, last.time, lat, lon);
    if (e) events.push(e);
  }
  const ctx: Ctx = { s: state, cfg: config, t: last.time, lat, lon, d1: state.known.d1, out: [] };
  const fuel = fuelAtEnd(ctx);
  if (fuel) events.push(fuel);
  return events.sort((a, b) => a.from - b.from || a.eid - b.eid);
}

/** Time of the last processed point (what a checkpoint is taken at), or null. */
export function stateTime(state: EngineState): number | null {
  return state.last ? state.last.time : null;
}
