import { encodeColumns, type RouteAnswer, type RouteColumns } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import { decodeRoutePoints, numAt, routeKey, toLoadedRoute } from './routeDecode';
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

async function deflated(cols: RouteColumns): Promise<string> {
  const stream = new Blob([encodeColumns(cols) as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}

describe('route pieces', () => {
  it('inflates the pieces and joins them into one range counted from its start', async () => {
    const t0 = Date.UTC(2026, 2, 1, 9);
    const f = (...v: number[]) => Float64Array.from(v);
    const day1: RouteColumns = {
      n: 2,
      num: { dtValue: f(t0, t0 + 1000), v: f(10, 20), sumrg: f(5, 10), engine: f(1, 1), r: f(800, 1000), cmt: f(7, 8) },
      places: { v: 1 },
      text: { state: ['drive', 'drive'] },
    };
    const day2: RouteColumns = {
      n: 1,
      num: { dtValue: f(t0 + 2000), v: f(5), sumrg: f(3), engine: f(0), r: f(NaN), cmt: f(8) },
      places: { v: 1 },
      text: { state: ['stop'] },
    };
    const answer = {
      ...answerFixture({}),
      points: {
        n: 3,
        parts: [
          { n: 2, z: await deflated(day1) },
          { n: 1, z: await deflated(day2) },
        ],
        conn: [[t0 + 500, null]],
        now: t0 + 5000,
      },
    } as RouteAnswer;
    const route = toLoadedRoute(answer, fixtureRequest, await decodeRoutePoints(answer));
    expect(route.n).toBe(3);
    expect(route.col('sumrg')).toEqual([5, 10, 13]);
    expect(route.col('rg')).toEqual([5, 5, 3]);
    expect(route.col('vmax')).toEqual([10, 20, 20]);
    expect(route.col('ea')).toEqual([800, 900, 900]);
    expect(route.col('gprsActive')).toEqual([0, 1, 1]);
    expect(route.col('etVal')).toEqual([7, 8, 8]);
    expect(route.col('state')).toEqual(['drive', 'drive', 'stop']);
    expect(route.col('t9')).toEqual([null, null, null]);
    expect(route.dt(2)).toBe('2026-03-01 10:00:02');
  });

  it('reads one point as its column does, with or without the column made', async () => {
    const t0 = Date.UTC(2026, 2, 1, 9);
    const piece: RouteColumns = {
      n: 3,
      num: { dtValue: Float64Array.from([t0, t0 + 1000, t0 + 2000]), v: Float64Array.from([10, NaN, 30]) },
      places: { v: 1 },
      text: { state: ['drive', null, 'stop'] },
    };
    const answer = {
      ...answerFixture({}),
      points: { n: 3, parts: [{ n: 3, z: await deflated(piece) }], conn: [], now: t0 + 5000 },
    } as RouteAnswer;
    const direct = toLoadedRoute(answer, fixtureRequest, await decodeRoutePoints(answer));
    const made = toLoadedRoute(answer, fixtureRequest, await decodeRoutePoints(answer));
    for (const field of ['v', 'state', 'dtValue', 'absent']) {
      made.col(field);
      for (let i = 0; i < 3; i++) {
        expect(direct.at(field, i)).toEqual(made.col(field)[i]);
        expect(made.at(field, i)).toEqual(made.col(field)[i]);
      }
    }
    expect(direct.at('v', 1)).toBeNull();
    expect(numAt(direct, 'v', 2)).toBe(30);
  });

  it('has nothing to decode in packed columns', async () => {
    expect(await decodeRoutePoints(answerFixture({ v: [1] }))).toBeNull();
  });
});
