import { describe, expect, it } from 'vitest';
import { SLOT_MARGIN_MS as M, reserveSlot } from './upstream';

describe('upstream request slots (spec 1 §9: one request per 200 ms, process-wide)', () => {
  it('spaces requests by the interval in the order they ask, and refuses a turn too far away', () => {
    const t = performance.now() + 60_000; // clear of any slot taken before
    expect(reserveSlot(200, 1000, t)).toBe(0);
    expect(reserveSlot(200, 1000, t)).toBe(200 + M);
    expect(reserveSlot(200, 1000, t + 50)).toBe(350 + 2 * M);
    // the next free start is t + 600 + 3M: more than 300 ms away, so no slot is taken
    expect(reserveSlot(200, 300, t + 50)).toBeNull();
    expect(reserveSlot(200, 1000, t + 100)).toBe(500 + 3 * M);
    // after a quiet moment, a request goes at once
    expect(reserveSlot(200, 1000, t + 5000)).toBe(0);
  });
});
