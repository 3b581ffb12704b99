import { describe, expect, it } from 'vitest';
import { numAt, routeKey, toLoadedRoute } from './routeDecode';
import { answerFixture, fixtureRequest, routeFixture } from './routeFixture';

describe('route decoding', () => {
  it('keys a tab by vehicle and range', () => {
    expect(routeKey(fixtureRequest)).toBe('7|2026-03-01 00:00:00|2026-03-01 23:59:59');
  });

  it('unpacks columns on demand and reads missing fields as nulls', () => {
    const route = routeFixture({ v: [0, 12.5, 30], lat: [51.1, 51.100001, 51.2] });
    expect(route.n).toBe(3);
    expect(route.col('v')).toEqual([0, 12.5, 30]);
    expect(route.col('v')).toBe(route.col('v'));
    expect(route.col('lat')).toEqual([51.1, 51.100001, 51.2]);
    expect(route.col('t5')).toEqual([null, null, null]);
    expect(numAt(route, 'v', 1)).toBe(12.5);
    expect(numAt(route, 'nothing', 1)).toBeNull();
  });

  it('formats point times in the company time zone', () => {
    // 2026-03-01 09:00:00 UTC is 10:00 in Warsaw (winter) and 04:00 in New York.
    const ms = Date.UTC(2026, 2, 1, 9, 0, 0);
    const waw = toLoadedRoute(answerFixture({ dtValue: [ms, ms + 1000] }), fixtureRequest);
    expect(waw.dt(0)).toBe('2026-03-01 10:00:00');
    expect(waw.dt(1)).toBe('2026-03-01 10:00:01');
    const ny = toLoadedRoute(answerFixture({ dtValue: [ms] }, { tz: 'America/New_York' }), fixtureRequest);
    expect(ny.dt(0)).toBe('2026-03-01 04:00:00');
    expect(ny.dt(5)).toBe('');
  });

  it('reads an answer without points as an empty route', () => {
    const route = routeFixture({});
    expect(route.n).toBe(0);
    expect(route.col('v')).toEqual([]);
  });
});

describe('point at a time', () => {
  it('finds the first point at or after the time', async () => {
    const { indexAtTime } = await import('./routeDecode');
    const route = routeFixture({ dtValue: [1000, 2000, 3000, 4000] });
    expect(indexAtTime(route, 0)).toBe(0);
    expect(indexAtTime(route, 2000)).toBe(1);
    expect(indexAtTime(route, 2500)).toBe(2);
    expect(indexAtTime(route, 9999)).toBe(3);
    expect(indexAtTime(routeFixture({}), 5)).toBe(0);
  });
});
