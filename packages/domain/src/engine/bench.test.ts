import { describe, expect, it } from 'vitest';
import { benchEngine } from './bench';

describe('benchEngine', () => {
  it('runs a simulated day and reports µs per record', () => {
    const r = benchEngine({ days: 1, print: false });
    expect(r.points).toBeGreaterThan(8000);
    expect(r.events).toBeGreaterThan(5);
    expect(Number.isFinite(r.usPerPointLive)).toBe(true);
    expect(r.usPerPointWithDerived).toBeGreaterThan(0);
  });
});
