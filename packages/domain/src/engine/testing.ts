// Helpers for the engine's tests: points at seconds after T0, runs with the open records split off.
import { emptyPosition, type Position } from '../telemetry';
import { defaultVehicleConfig, type VehicleConfig } from './config';
import { EARTH_RADIUS_M } from './geo';
import { finish, initialState, processRange } from './step';
import type { EngineEvent } from './types';

export const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);
export const LAT0 = 52;
export const LON0 = 21;
/** Metres per degree of latitude on the engine's sphere. */
export const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;

/** A point `sec` seconds after T0 at the origin, key on, valid fix, stationary. */
export function pt(sec: number, over: Partial<Position> = {}): Position {
  const p = emptyPosition(T0 + sec * 1000, LAT0, LON0);
  p.ignition = true;
  p.satellites = 9;
  return Object.assign(p, over);
}

/** `count` points every `dt` seconds from `start`, each customised by `fn`. */
export function series(
  start: number,
  count: number,
  dt: number,
  fn: (i: number, sec: number) => Partial<Position> = () => ({}),
) {
  return Array.from({ length: count }, (_, i) => pt(start + i * dt, fn(i, start + i * dt)));
}

/** North of the origin by `metres`. */
export function north(metres: number): { lat: number; lon: number } {
  return { lat: LAT0 + metres / M_PER_DEG, lon: LON0 };
}

export function config(change: (c: VehicleConfig) => void = () => {}): VehicleConfig {
  const c = defaultVehicleConfig();
  change(c);
  return c;
}

export function run(points: Position[], cfg: VehicleConfig = defaultVehicleConfig()) {
  const r = processRange(initialState(cfg), points, cfg);
  const closed = r.events.filter((e) => !e.open);
  const opened = r.events.filter((e) => e.open);
  return { ...r, closed, opened, end: finish(r.state, cfg), last: r.derived[r.derived.length - 1] };
}

export const ofType = (events: EngineEvent[], eid: number) => events.filter((e) => e.eid === eid);
export const secs = (e: EngineEvent) => (e.to - e.from) / 1000;
