import { describe, expect, it } from 'vitest';
import type { MonitRoutePoints } from '@namiar/domain';
import { parseLocalDateTime } from '../../../kit/charts/timeAxis';
import { readoutAt, toSpeedChartData, toTrack, todayRange } from './routeChartData';

const points = (rows: [string, number, number, number, number | null][]): MonitRoutePoints => ({
  dt: rows.map((r) => r[0]),
  lat: rows.map((r) => r[1]),
  lon: rows.map((r) => r[2]),
  v: rows.map((r) => r[3]),
  th: rows.map((r) => r[4]),
});

describe('route widget chart data', () => {
  it("asks for today's whole day", () => {
    expect(todayRange(new Date(2026, 2, 4, 14, 25, 10))).toEqual({
      from_date: '2026-03-04 00:00:00',
      to_date: '2026-03-04 23:59:59',
    });
  });

  it('turns columnar points into ascending X with speed and tacho columns', () => {
    const chart = toSpeedChartData(
      points([
        ['2026-03-04 08:00:00', 51.1, 17.0, 0, null],
        ['2026-03-04 08:00:10', 51.2, 17.1, 42.6, 40],
      ]),
    );
    expect(chart.data[0]).toEqual([
      parseLocalDateTime('2026-03-04 08:00:00'),
      parseLocalDateTime('2026-03-04 08:00:10'),
    ]);
    expect(chart.data[1]).toEqual([0, 42.6]);
    expect(chart.data[2]).toEqual([null, 40]);
    expect(chart.hasTacho).toBe(true);
  });

  it('orders an out-of-order answer and leaves out points whose time does not parse', () => {
    const chart = toSpeedChartData(
      points([
        ['2026-03-04 08:00:20', 0, 0, 30, null],
        ['bad', 0, 0, 99, null],
        ['2026-03-04 08:00:10', 0, 0, 20, null],
      ]),
    );
    expect(chart.dt).toEqual(['2026-03-04 08:00:10', '2026-03-04 08:00:20']);
    expect(chart.data[1]).toEqual([20, 30]);
    expect(chart.hasTacho).toBe(false);
  });

  it('gives an empty chart for an empty day', () => {
    const chart = toSpeedChartData(points([]));
    expect(chart.data).toEqual([[], [], []]);
    expect(chart.dt).toEqual([]);
  });

  it('reads the values under the cursor, rounded, with -- for a missing tacho value', () => {
    const chart = toSpeedChartData(
      points([
        ['2026-03-04 08:00:00', 0, 0, 42.6, null],
        ['2026-03-04 08:00:10', 0, 0, 50, 48.4],
      ]),
    );
    expect(readoutAt(chart, 0, 'km/h', '--')).toEqual({ time: '2026-03-04 08:00:00', speed: '43 km/h', tacho: '--' });
    expect(readoutAt(chart, 1, 'km/h', '--')?.tacho).toBe('48 km/h');
    expect(readoutAt(chart, 2, 'km/h', '--')).toBeNull();
    const noTacho = toSpeedChartData(points([['2026-03-04 08:00:00', 0, 0, 5, null]]));
    expect(readoutAt(noTacho, 0, 'km/h', '--')?.tacho).toBeNull();
  });

  it('keeps only usable coordinates for the map track', () => {
    const track = toTrack(
      points([
        ['2026-03-04 08:00:00', 0, 0, 0, null],
        ['2026-03-04 08:00:10', 51.1, 17.0, 0, null],
        ['2026-03-04 08:00:20', 91, 17.0, 0, null],
        ['2026-03-04 08:00:30', Number.NaN, 17.0, 0, null],
        ['2026-03-04 08:00:40', 51.2, 17.2, 0, null],
      ]),
    );
    expect(track).toEqual({ lat: [51.1, 51.2], lon: [17.0, 17.2] });
  });
});
