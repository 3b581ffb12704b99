import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaceLookup, prepareGazetteer, type PlaceLookup } from '../src/modules/geocode/place-lookup';
import { placeNamer } from '../src/modules/geocode/place-naming';
import { offlineRow } from '../src/modules/geocode/place-offline';
import { DIALECTS, makeTestApp, type TestApp } from './harness';

/**
 * The monitor's place naming (`geo`): a call names what its budget allows, the rest is named in
 * the background for the next call, and that background work waits while a poll is answered.
 */
describe.each(DIALECTS)('monitor places on %s', (dialect) => {
  let t: TestApp;
  let places: PlaceLookup;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    prepareGazetteer();
    places = createPlaceLookup(t.ctx);
  });
  afterAll(() => t.close());

  /** Points around Poznań, each its own cache key (11 m apart), never asked before by this suite. */
  let next = 0;
  const fresh = (n: number) =>
    Array.from({ length: n }, () => {
      next++;
      return { lat: 52.3 + next * 0.0001, lon: 16.8 + next * 0.0002 };
    });
  const named = (xs: (string | null)[]) => xs.filter((x) => x !== null).length;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  async function untilAllNamed(points: { lat: number; lon: number }[]) {
    // The naming thread's first start (its loader and gazetteer) takes a second or two.
    for (let i = 0; i < 400; i++) {
      // A zero budget names at most the 16 points every call names itself: the rest must
      // come from what the background named.
      if (named(await places.lookup(points, 0)) === points.length) return true;
      await sleep(20);
    }
    return false;
  }

  it('names at least 16 points itself and the rest in the background, for the next call', async () => {
    const points = fresh(200);
    const first = await places.lookup(points, 0);
    expect(named(first)).toBeGreaterThanOrEqual(16);
    expect(named(first)).toBeLessThan(points.length);
    expect(await untilAllNamed(points)).toBe(true);
  });

  it('keeps the background naming waiting while a poll holds it, and resumes on release', async () => {
    const points = fresh(200);
    const release = places.hold();
    try {
      expect(named(await places.lookup(points, 0))).toBeLessThan(points.length);
      await sleep(150);
      // Only what the calls named themselves: 16 each.
      expect(named(await places.lookup(points, 0))).toBeLessThanOrEqual(32);
    } finally {
      release();
    }
    expect(await untilAllNamed(points)).toBe(true);
  });

  it('leaves prefetched points to the background naming, which names them', async () => {
    const points = fresh(100);
    const release = places.hold();
    try {
      places.prefetch(points);
      // Queued already: a call does not name them itself, whatever its budget.
      expect(named(await places.lookup(points, 1000))).toBe(0);
    } finally {
      release();
    }
    expect(await untilAllNamed(points)).toBe(true);
  });

  it('names background points on the naming thread, as the gazetteer names them', async () => {
    const points = fresh(60);
    const before = placeNamer().named();
    places.prefetch(points);
    expect(await untilAllNamed(points)).toBe(true);
    expect(placeNamer().named() - before).toBe(points.length);
    const p = points[7];
    const row = offlineRow(Math.round(p.lat * 10_000), Math.round(p.lon * 10_000), 0);
    expect((await places.lookup([p], 0))[0]).toBe(row.address);
  });

  it('answers from the geocode cache first', async () => {
    const [a, b] = fresh(2);
    const key = (p: { lat: number; lon: number }) => ({
      lat_key: Math.round(p.lat * 10_000),
      lon_key: Math.round(p.lon * 10_000),
    });
    await t.ctx.db
      .insertInto('geocode_cache')
      .values(
        [a, b].map((p, i) => ({
          ...key(p),
          source: 'nominatim',
          country_code: 'pl',
          address: `PL, Poznań, Ulica ${i}`,
          answer: '{}',
          created_at: 0,
        })),
      )
      .execute();
    expect(await places.lookup([b, a], 0)).toEqual(['PL, Poznań, Ulica 1', 'PL, Poznań, Ulica 0']);
  });

  it('stores the offline answers in the geocode cache after the call', async () => {
    const points = fresh(20);
    await places.lookup(points, 1000);
    let rows = 0;
    for (let i = 0; i < 50 && rows < points.length; i++) {
      await sleep(20);
      rows = Number(
        (
          await t.ctx.db
            .selectFrom('geocode_cache')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('lat_key', '>=', Math.round(points[0].lat * 10_000))
            .where('lat_key', '<=', Math.round(points[points.length - 1].lat * 10_000))
            .executeTakeFirstOrThrow()
        ).n,
      );
    }
    expect(rows).toBe(points.length);
  });
});
