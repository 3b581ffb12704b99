import { describe, expect, it } from 'vitest';
import {
  MAX_STOP_SECONDS_THRESHOLD,
  clockToSeconds,
  defaultEventFilters,
  defaultSettings,
  maxStopHours,
  mergeSettings,
  secondsToClock,
  withoutServerKeys,
} from '.';

describe('settings defaults (spec 1 §3.9)', () => {
  const d = defaultSettings();

  it('holds the spec defaults', () => {
    expect(d).toMatchObject({
      'alarm-sound-enabled': true,
      'alarm-sound-volume': 5,
      'module-permission': true,
      'app-minCourseTime': 22,
      'app-reportStartDayFrom': 0,
      'map-tiles-layer': 'osm',
      'monit-vehicles-list-mode': 'standard',
      'monit-vl-date': false,
      'monit-vl-geo': true,
      'monit-vl-speed': true,
      'monit-vl-fuel': true,
      'monit-vl-engine': true,
      'monit-vl-inputs': true,
      'monit-vl-temp': true,
      'monit-vl-accumulator': true,
      'monit-vl-energy1': false,
      'monit-clustering': false,
      'route-vi-regno': true,
      'route-vi-infoByChart': true,
      'route-events-iconDate': true,
      'route-events-iconDuration': true,
      'route-fuelChartElectric': false,
      'route-stats-visible-left': true,
      'route-stats-visible-right': true,
      'route-chartAxisFullDate': false,
    });
    expect(d['route-widgets']).toMatchObject({
      chartsHeight: 30,
      chartType: { fuel: true, speed: true, temp: true, fuelUse: true, fuelTempUse: true },
    });
  });

  it('has event filters all false, with alarm flags only on speeding', () => {
    const f = defaultEventFilters();
    expect(f.every((e) => !e.filterByMap && !e.filterByTable)).toBe(true);
    expect(f.filter((e) => 'alarmByMap' in e).map((e) => e.code)).toEqual(['E_SPEED']);
    expect(f.find((e) => e.eid === 1)).toMatchObject({ code: 'E_STOP', name: 'Postój' });
  });

  it('returns a fresh object each time', () => {
    (d['route-widgets'] as { chartsHeight: number }).chartsHeight = 99;
    expect((defaultSettings()['route-widgets'] as { chartsHeight: number }).chartsHeight).toBe(30);
  });
});

describe('mergeSettings', () => {
  it('puts stored values over defaults, merging nested objects', () => {
    const m = mergeSettings({ a: 1, b: { x: 1, y: 2 }, c: [1] }, { a: 2, b: { y: 3 }, c: [], extra: 'kept' });
    expect(m).toEqual({ a: 2, b: { x: 1, y: 3 }, c: [], extra: 'kept' });
  });

  it('removes server keys from what a client sends', () => {
    expect(
      withoutServerKeys({
        app_version: 'x',
        maxEventTime: 1,
        logged_customer_name: 'a',
        logged_user_full_name: 'b',
        k: 1,
      }),
    ).toEqual({ k: 1 });
  });
});

describe('maximum stop time (the 50000 rule, spec 1 §5)', () => {
  it('reads stored hours as hours', () => {
    expect(maxStopHours(8, 3600)).toBe(8);
    expect(maxStopHours(MAX_STOP_SECONDS_THRESHOLD, 3600)).toBe(50000);
  });

  it('reads stored values above 50000 as seconds', () => {
    expect(maxStopHours(50001, 3600)).toBeCloseTo(50001 / 3600);
    expect(maxStopHours(72000, 3600)).toBe(20);
  });

  it('falls back to the server maxEventTime when unset', () => {
    expect(maxStopHours(0, 28800)).toBe(8);
    expect(maxStopHours(undefined, 7200)).toBe(2);
    expect(maxStopHours('garbage', 7200)).toBe(2);
    expect(maxStopHours('12', 7200)).toBe(12);
  });
});

describe('shift clock times', () => {
  it('converts seconds since midnight both ways', () => {
    expect(secondsToClock(0)).toBe('00:00:00');
    expect(secondsToClock(6 * 3600 + 15 * 60)).toBe('06:15:00');
    expect(secondsToClock(86399)).toBe('23:59:59');
    expect(clockToSeconds('06:15:00')).toBe(22500);
    expect(clockToSeconds('6:15')).toBe(22500);
    expect(clockToSeconds('24:00')).toBeNull();
    expect(clockToSeconds('ab')).toBeNull();
  });
});
