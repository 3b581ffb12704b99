import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@namiar/domain';
import {
  decimal,
  diff,
  formatDuration,
  metresToKm,
  metresToKmFloor,
  millivoltsToVolts,
  num,
  secondsToHours,
  withUnit,
  zoneClock,
} from './routeFormat';

describe('route value conversions (spec 2 §9)', () => {
  it('formats durations as h:mm:ss, and as N dni h:mm:ss from a day on', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(97389)).toBe('1 dzień 3:03:09');
    expect(formatDuration(null)).toBe('--');
    expect(formatDuration(-5)).toBe('0:00:00');
  });

  it('turns seconds into hours with two decimals', () => {
    expect(secondsToHours(5400)).toBe('1,50');
    expect(secondsToHours(3600 * 1234.567)).toBe('1\u00a0234,57');
    expect(secondsToHours(undefined)).toBe('--');
  });

  it('floors the km counter and rounds road to 0.01 km', () => {
    expect(metresToKmFloor(123999)).toBe('123');
    expect(metresToKm(123999)).toBe('124,00');
    expect(metresToKm(1234)).toBe('1,23');
    expect(metresToKm(1235)).toBe('1,24');
    expect(metresToKm(null)).toBe('--');
  });

  it('uses the decimal comma and never shows -0', () => {
    expect(decimal(12.345, 1)).toBe('12,3');
    expect(decimal(-0.01, 1)).toBe('0,0');
    expect(withUnit(54.25, 1, 'km/h')).toBe('54,3 km/h');
    expect(withUnit(Number.NaN, 1, 'km/h')).toBe('--');
    expect(millivoltsToVolts(12650)).toBe('12,65');
    expect(num(7)).toBe('7');
  });

  it('differences need both ends', () => {
    expect(diff(10, 4)).toBe(6);
    expect(diff(10, null)).toBeNull();
  });
});

describe('zoneClock', () => {
  it('formats as formatDateTime does, across both DST changes and in other zones', () => {
    for (const zone of ['Europe/Warsaw', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      const clock = zoneClock(zone);
      for (const day of [Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 9, 24, 12), Date.UTC(2026, 10, 1, 0)])
        for (let ms = day; ms < day + 2 * 86_400_000; ms += 7 * 60_000 + 13_000)
          expect(clock(ms)).toBe(formatDateTime(ms, zone));
    }
  });
});
