/** A playback position: the start point and the current point (indexes). */
export interface RouteCursor {
  start: number;
  current: number;
}

/**
 * Pure rules of the route's control bar (spec 2 §2.1, §4.1, §9): the start and current point,
 * playback steps and the start lock. A change is accepted only within 0..n-1, with the start
 * never past the current point; a refused change returns null.
 */

export const DEFAULT_POINTS_PER_SECOND = 5;
export const MAX_POINTS_PER_SECOND = 1000;
/** Point changes are throttled at 20 ms (spec 2 §9): playback never ticks faster. */
export const POINT_THROTTLE_MS = 20;
/** Previous/next repeat while held (spec 2 §9). */
export const HOLD_REPEAT_MS = 100;

/** The cursor of a freshly loaded route: start at the first point, current at the last. */
export function initialCursor(n: number): RouteCursor {
  return { start: 0, current: Math.max(0, n - 1) };
}

/** The cursor if it is valid for `n` points, else null. */
export function acceptCursor(next: RouteCursor, n: number): RouteCursor | null {
  const { start, current } = next;
  if (!Number.isInteger(start) || !Number.isInteger(current)) return null;
  if (start < 0 || current < 0 || start > n - 1 || current > n - 1 || start > current) return null;
  return next;
}

/**
 * Moves the current point by `delta` points; with the start lock the start moves along, so
 * the watched window keeps its length. Null when the move would leave 0..n-1.
 */
export function moveBy(cursor: RouteCursor, delta: number, n: number, lockStart: boolean): RouteCursor | null {
  const next = lockStart
    ? { start: cursor.start + delta, current: cursor.current + delta }
    : { start: cursor.start, current: cursor.current + delta };
  return acceptCursor(next, n);
}

/** Timer period and points per tick for a playback speed in points per second. */
export function playTiming(pointsPerSecond: number): { intervalMs: number; step: number } {
  const pps = Number.isFinite(pointsPerSecond)
    ? Math.min(MAX_POINTS_PER_SECOND, Math.max(1, pointsPerSecond))
    : DEFAULT_POINTS_PER_SECOND;
  const intervalMs = Math.max(POINT_THROTTLE_MS, Math.round(1000 / pps));
  return { intervalMs, step: Math.max(1, Math.round((pps * intervalMs) / 1000)) };
}

export interface PlayTick {
  cursor: RouteCursor;
  /** Playback ends: the current point reached the last point. */
  done: boolean;
}

/**
 * One playback tick: the current point advances by `step` (the start too with the lock), never
 * past the last point; reaching the last point ends playback (spec 2 §4.1).
 */
export function playTick(cursor: RouteCursor, step: number, n: number, lockStart: boolean): PlayTick {
  const last = n - 1;
  if (cursor.current >= last) return { cursor, done: true };
  const delta = Math.min(step, last - cursor.current);
  const next = moveBy(cursor, delta, n, lockStart) ?? cursor;
  return { cursor: next, done: next.current >= last };
}

/**
 * Where playback starts: pressing play at the last point replays from the start point (with
 * the lock, the window keeps its length and moves back to the beginning of the route).
 */
export function playFrom(cursor: RouteCursor, n: number, lockStart: boolean): RouteCursor {
  if (n <= 1 || cursor.current < n - 1) return cursor;
  if (!lockStart) return { start: cursor.start, current: cursor.start };
  return { start: 0, current: cursor.current - cursor.start };
}
