import fc from 'fast-check';
import { formatDateTime } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import { zoneFormatter } from './zone-format';

describe('zoneFormatter', () => {
  it('formats like formatDateTime around the 2026 DST changes in Warsaw', () => {
    const f = zoneFormatter('Europe/Warsaw');
    // spring forward 2026-03-29 01:00 UTC, fall back 2026-10-25 01:00 UTC; every 7 minutes ±3 h
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = change - 3 * 3600_000; t <= change + 3 * 3600_000; t += 7 * 60_000 + 13_000) {
        expect(f(t)).toBe(formatDateTime(t, 'Europe/Warsaw'));
      }
    }
    expect(f(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe('2026-03-29 01:59:59');
    expect(f(Date.UTC(2026, 2, 29, 1, 0, 0))).toBe('2026-03-29 03:00:00');
  });

  it('formats like formatDateTime at any moment in several zones (property)', () => {
    const zones = ['Europe/Warsaw', 'UTC', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (t, zone) => zoneFormatter(zone)(t) === formatDateTime(t, zone),
      ),
      { numRuns: 600 },
    );
  }, 30_000);

  it('drops milliseconds like formatDateTime', () => {
    const t = Date.UTC(2026, 5, 1, 10, 0, 0, 999);
    expect(zoneFormatter('Europe/Warsaw')(t)).toBe('2026-06-01 12:00:00');
  });
});
