import { describe, expect, it } from 'vitest';
import { formatDateTime, type PackedValue } from '@namiar/domain';
import { formatLocalDateTime } from '../../../kit/charts';
import { availableModes, clampZoom, countInWindow, xValues, zoneShift, zoomWindow } from './chartAxis';

function source(cols: Record<string, PackedValue[]>, n: number) {
  return { n, col: (f: string) => cols[f] ?? new Array<PackedValue>(n).fill(null) };
}

describe('route chart X axis', () => {
  const route = source(
    {
      sumrg: [null, 0, 1500, null, 4000],
      etVal: [3600, 7200, 5400, 9000, 10800],
      dtValue: [1_700_000_000_000, 1_700_000_060_000, 1_700_000_120_000, 1_700_000_180_000, 1_700_000_240_000],
    },
    5,
  );

  it('gives index, km, hours and seconds, never decreasing', () => {
    expect(Array.from(xValues(route, 'points', 'UTC'))).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(xValues(route, 'road', 'UTC'))).toEqual([0, 0, 1.5, 1.5, 4]);
    expect(Array.from(xValues(route, 'engine', 'UTC'))).toEqual([1, 2, 2, 2.5, 3]);
    const t = xValues(route, 'time', 'Europe/Warsaw');
    expect(t[1] - t[0]).toBe(60);
  });

  it('shows the company zone on the chart time axis', () => {
    const shift = zoneShift('Europe/Warsaw');
    for (const ms of [Date.UTC(2026, 0, 15, 10), Date.UTC(2026, 6, 15, 10), Date.UTC(2026, 2, 29, 1, 30)]) {
      const shown = formatLocalDateTime(new Date((ms / 1000 + shift(ms)) * 1000));
      expect(shown).toBe(formatDateTime(ms, 'Europe/Warsaw'));
    }
  });

  it('offers road and engine time only with their counters', () => {
    expect(availableModes(route)).toEqual(['points', 'road', 'time', 'engine']);
    expect(availableModes(source({}, 3))).toEqual(['points', 'time']);
  });

  it('keeps the zoom between 10 and 400 %', () => {
    expect(clampZoom(5)).toBe(10);
    expect(clampZoom(1000)).toBe(400);
    expect(clampZoom(Number.NaN)).toBe(100);
  });

  it('places the zoom window around the current point, inside the data', () => {
    expect(zoomWindow([0, 100], 100, 30)).toEqual([0, 100]);
    expect(zoomWindow([0, 100], 200, 50)).toEqual([25, 75]);
    expect(zoomWindow([0, 100], 400, 5)).toEqual([0, 25]);
    expect(zoomWindow([0, 100], 400, 99)).toEqual([75, 100]);
    // Below 100 % the data sits in the middle of a wider window.
    expect(zoomWindow([0, 100], 50, 0)).toEqual([-50, 150]);
    expect(zoomWindow([5, 5], 200, 5)).toEqual([4.5, 5.5]);
  });

  it('counts the points in a window', () => {
    const x = Float64Array.from([0, 1, 1, 2, 5, 8]);
    expect(countInWindow(x, 1, 2)).toBe(3);
    expect(countInWindow(x, 6, 7)).toBe(0);
    expect(countInWindow(x, -10, 10)).toBe(6);
  });
});
