import { formatDateTime } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import { atLocalHour, localHour, localMidnight, localWeekday, warsawOffset } from './local-time';
import { createRng, hashSeed } from './rng';

describe('Warsaw local time', () => {
  it('matches the time zone database around both DST changes and across a year', () => {
    const from = Date.UTC(2026, 0, 1);
    for (let t = from; t < from + 366 * 86_400_000; t += 3 * 3_600_000 + 17 * 60_000) {
      const m = localMidnight(t);
      expect(formatDateTime(m).slice(11)).toBe('00:00:00');
      expect(formatDateTime(m).slice(0, 10)).toBe(formatDateTime(t).slice(0, 10));
      const h = localHour(t);
      expect(Math.floor(h)).toBe(Number(formatDateTime(t).slice(11, 13)));
    }
  });

  it('days around the changes last 23 and 25 hours; hours of the day land on the wall clock', () => {
    const spring = localMidnight(Date.UTC(2026, 2, 29, 12)); // last Sunday of March
    expect(localMidnight(spring + 30 * 3_600_000) - spring).toBe(23 * 3_600_000);
    const autumn = localMidnight(Date.UTC(2026, 9, 25, 12)); // last Sunday of October
    expect(localMidnight(autumn + 30 * 3_600_000) - autumn).toBe(25 * 3_600_000);
    expect(formatDateTime(atLocalHour(spring, 7.5))).toBe('2026-03-29 07:30:00');
    expect(formatDateTime(atLocalHour(autumn, 16))).toBe('2026-10-25 16:00:00');
    expect(warsawOffset(Date.UTC(2026, 6, 1))).toBe(2 * 3_600_000);
    expect(warsawOffset(Date.UTC(2026, 0, 1))).toBe(3_600_000);
    expect(localWeekday(spring)).toBe(0);
    expect(localWeekday(localMidnight(Date.UTC(2026, 10, 2, 12)))).toBe(1);
  });
});

describe('seeded random numbers', () => {
  it('repeat for a seed, differ between seeds, and stay in range', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(hashSeed('other', 42));
    const xs = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(xs);
    expect(c.next()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    const ints = Array.from({ length: 500 }, () => a.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
  });
});
