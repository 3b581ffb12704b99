import { describe, expect, it } from 'vitest';
import { acceptCursor, initialCursor, moveBy, playFrom, playTick, playTiming } from './playback';

describe('route playback', () => {
  it('starts at the first point with the current point on the last one', () => {
    expect(initialCursor(10)).toEqual({ start: 0, current: 9 });
    expect(initialCursor(0)).toEqual({ start: 0, current: 0 });
  });

  it('accepts a cursor only within 0..n-1 with the start not past the current point', () => {
    expect(acceptCursor({ start: 0, current: 9 }, 10)).toEqual({ start: 0, current: 9 });
    expect(acceptCursor({ start: 0, current: 10 }, 10)).toBeNull();
    expect(acceptCursor({ start: -1, current: 3 }, 10)).toBeNull();
    expect(acceptCursor({ start: 5, current: 4 }, 10)).toBeNull();
    expect(acceptCursor({ start: 1.5, current: 4 }, 10)).toBeNull();
  });

  it('moves the current point alone, or the whole window with the start lock', () => {
    expect(moveBy({ start: 2, current: 5 }, 1, 10, false)).toEqual({ start: 2, current: 6 });
    expect(moveBy({ start: 2, current: 5 }, -3, 10, false)).toEqual({ start: 2, current: 2 });
    expect(moveBy({ start: 2, current: 5 }, -4, 10, false)).toBeNull();
    expect(moveBy({ start: 2, current: 5 }, 1, 10, true)).toEqual({ start: 3, current: 6 });
    expect(moveBy({ start: 2, current: 9 }, 1, 10, true)).toBeNull();
    expect(moveBy({ start: 0, current: 5 }, -1, 10, true)).toBeNull();
  });

  it('steps forward and stops at the last point', () => {
    let tick = playTick({ start: 0, current: 7 }, 1, 10, false);
    expect(tick).toEqual({ cursor: { start: 0, current: 8 }, done: false });
    tick = playTick(tick.cursor, 1, 10, false);
    expect(tick).toEqual({ cursor: { start: 0, current: 9 }, done: true });
    expect(playTick(tick.cursor, 1, 10, false)).toEqual({ cursor: { start: 0, current: 9 }, done: true });
    // A big step stops exactly on the last point.
    expect(playTick({ start: 0, current: 5 }, 50, 10, false)).toEqual({ cursor: { start: 0, current: 9 }, done: true });
  });

  it('advances the start too with the lock', () => {
    expect(playTick({ start: 3, current: 5 }, 2, 10, true)).toEqual({ cursor: { start: 5, current: 7 }, done: false });
    expect(playTick({ start: 3, current: 8 }, 5, 10, true)).toEqual({ cursor: { start: 4, current: 9 }, done: true });
  });

  it('replays from the start when play is pressed at the end', () => {
    expect(playFrom({ start: 2, current: 9 }, 10, false)).toEqual({ start: 2, current: 2 });
    expect(playFrom({ start: 6, current: 9 }, 10, true)).toEqual({ start: 0, current: 3 });
    expect(playFrom({ start: 2, current: 5 }, 10, false)).toEqual({ start: 2, current: 5 });
  });

  it('turns points per second into a timer no faster than 20 ms', () => {
    expect(playTiming(5)).toEqual({ intervalMs: 200, step: 1 });
    expect(playTiming(50)).toEqual({ intervalMs: 20, step: 1 });
    expect(playTiming(200)).toEqual({ intervalMs: 20, step: 4 });
    expect(playTiming(0)).toEqual({ intervalMs: 1000, step: 1 });
    expect(playTiming(Number.NaN)).toEqual({ intervalMs: 200, step: 1 });
  });
});
