import { describe, expect, it } from 'vitest';
import { xAxisOf, xTick } from './xAxis';

describe('route chart X ticks', () => {
  it('labels points, km and engine hours in Polish number format', () => {
    // Index 0 is point 1, as the control bar counts.
    expect(xTick('points', 0)).toBe('1');
    expect(xTick('points', 1234.4)).toBe('1235');
    expect(xTick('road', 3.456)).toBe('3,46 km');
    expect(xTick('road', 123.45)).toBe('123,5 km');
    expect(xTick('engine', 12.34)).toBe('12,3 h');
  });

  it('uses the time axis only in time mode, with the full-date setting', () => {
    expect(xAxisOf('time', true)).toEqual({ time: true, fullDate: true });
    const road = xAxisOf('road', true);
    expect(road.time).toBe(false);
    expect(road.format?.(2)).toBe('2,00 km');
  });
});
