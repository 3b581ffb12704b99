import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, formatAddress } from '@namiar/domain';
import { createGeocodeService } from '../src/modules/geocode/geocode.service';
import { insertCachedAddress } from '../src/modules/geocode/geocode.repository';
import { DIALECTS, get, makeTestApp, signInOrFail, type TestApp } from './harness';

const reverse = (lat: string | number, lon: string | number) =>
  `/app/geocode/reverse?format=json&lat=${lat}&lon=${lon}&zoom=18&addressdetails=1`;

async function withUser(t: TestApp): Promise<string> {
  await t.admin.createCustomer('alfa', { name: 'Alfa Sp. z o.o.' });
  await t.admin.createUser('alfa', 'anna', 'haslo123-flota', { fullName: 'Anna Alfa' });
  return signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
}

const cacheRows = (t: TestApp) => t.ctx.db.selectFrom('geocode_cache').selectAll().orderBy('lat_key').execute();

/** A Nominatim stand-in on a free local port: records every request; `mode` picks its behaviour. */
interface FakeNominatim {
  url: string;
  hits: { at: number; query: URLSearchParams; userAgent?: string }[];
  close(): Promise<void>;
}

async function fakeNominatim(path: string, mode: 'ok' | 'fail' | 'hang'): Promise<FakeNominatim> {
  const hits: FakeNominatim['hits'] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push({ at: performance.now(), query: url.searchParams, userAgent: req.headers['user-agent'] });
    if (mode === 'hang') return void hanging.push(res);
    if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('overloaded');
    const lat = url.searchParams.get('lat');
    const lon = url.searchParams.get('lon');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        place_id: 4242,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
        lat,
        lon,
        display_name: `12, Świdnicka, Wrocław, 50-066, Polska (${lat}, ${lon})`,
        address: {
          house_number: '12',
          road: 'Świdnicka',
          city: 'Wrocław',
          postcode: '50-066',
          country: 'Polska',
          country_code: 'pl',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(DIALECTS)('reverse geocoding on %s', (dialect) => {
  describe('offline (no upstream configured)', () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await makeTestApp(dialect);
      cookie = await withUser(t);
    });
    afterAll(() => t.close());

    it('needs a session', async () => {
      const res = await get(t.app, reverse(51.11, 17.032));
      expect(res.json()).toEqual({ err: { code: 'session_destroy' } });
      expect(await cacheRows(t)).toEqual([]);
    });

    it('refuses bad coordinates with HTTP 400 and field messages', async () => {
      const cases: [string, Record<string, string>][] = [
        ['/app/geocode/reverse?format=json', { lat: MSG.required, lon: MSG.required }],
        [reverse('', 17), { lat: MSG.required }],
        [reverse('abc', 17), { lat: MSG.numberRange(-90, 90) }],
        [reverse(90.5, 17), { lat: MSG.numberRange(-90, 90) }],
        [reverse(51, -180.01), { lon: MSG.numberRange(-180, 180) }],
        [reverse(-91, 181), { lat: MSG.numberRange(-90, 90), lon: MSG.numberRange(-180, 180) }],
      ];
      for (const [url, fields] of cases) {
        const res = await get(t.app, url, cookie);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ err: { global: MSG.badRequest, ...fields } });
      }
    });

    it("answers Nominatim's shape from the gazetteer", async () => {
      const res = await get(t.app, reverse(51.11, 17.032), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-geocode-source']).toBe('offline');
      const answer = res.json();
      expect(answer).toMatchObject({
        lat: expect.any(String),
        lon: expect.any(String),
        display_name: expect.stringContaining('Wrocław'),
        address: { city: 'Wrocław', country: 'Polska', country_code: 'pl' },
      });
      expect(formatAddress(answer)).toBe('PL, Wrocław');
      expect(formatAddress((await get(t.app, reverse(52.52, 13.405), cookie)).json())).toBe('DE, Berlin');
      // open sea: Nominatim's own 'nothing here', which the web shows as '--'
      const sea = await get(t.app, reverse(56, 18.5), cookie);
      expect(sea.json()).toEqual({ error: 'Unable to geocode' });
      expect(formatAddress(sea.json())).toBe('--');
    });

    it('keeps one row per rounded point and serves the second call from it', async () => {
      const rows = await cacheRows(t);
      expect(rows.map((r) => [r.lat_key, r.lon_key, r.source, r.country_code, r.address])).toEqual([
        [511100, 170320, 'offline', 'pl', 'PL, Wrocław'],
        [525200, 134050, 'offline', 'de', 'DE, Berlin'],
        [560000, 185000, 'offline', null, '--'],
      ]);
      expect(JSON.parse(rows[0].answer).address.city).toBe('Wrocław');
      expect(rows[0].created_at).toBe(t.clock.now);

      // Mark the stored answer: a cached call must return the mark.
      const marked = { address: { city: 'Z pamięci', country_code: 'pl' } };
      await t.ctx.db
        .updateTable('geocode_cache')
        .set({ answer: JSON.stringify(marked), address: 'PL, Z pamięci' })
        .where('lat_key', '=', 511100)
        .where('lon_key', '=', 170320)
        .execute();
      // 51.11004 and 17.03196 round to the same key
      const res = await get(t.app, reverse(51.11004, 17.03196), cookie);
      expect(res.headers['x-geocode-source']).toBe('offline; cached');
      expect(res.json()).toEqual(marked);
      expect(await cacheRows(t)).toHaveLength(3);
    });

    it('gives other modules reverseGeocode(lat, lon) with the formatted address', async () => {
      const geocode = createGeocodeService(t.ctx);
      expect(createGeocodeService(t.ctx)).toBe(geocode);
      const r = await geocode.reverseGeocode(54.352, 18.6466);
      expect(r).toMatchObject({ address: 'PL, Gdańsk', source: 'offline', cached: false });
      expect(r.answer.address?.city).toBe('Gdańsk');
      expect(await geocode.reverseGeocode(54.352, 18.6466)).toMatchObject({ address: 'PL, Gdańsk', cached: true });
      // concurrent calls for one point share one lookup and one row
      const both = await Promise.all([geocode.reverseGeocode(50.06, 19.94), geocode.reverseGeocode(50.06, 19.94)]);
      expect(both.map((b) => b.address)).toEqual(['PL, Kraków', 'PL, Kraków']);
      expect((await cacheRows(t)).filter((r) => r.lat_key === 500600)).toHaveLength(1);
      await expect(geocode.reverseGeocode(Number.NaN, 0)).rejects.toThrow(RangeError);
    });
  });

  describe('with a Nominatim upstream', () => {
    let nominatim: FakeNominatim;
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      nominatim = await fakeNominatim(`/${dialect}/ok/reverse`, 'ok');
      t = await makeTestApp(dialect, {
        NAMIAR_GEOCODER_URL: nominatim.url,
        NAMIAR_GEOCODER_USER_AGENT: 'Namiar-test/1.0 (ops@example.com)',
      });
      cookie = await withUser(t);
    });
    afterAll(async () => {
      await t.close();
      await nominatim.close();
    });

    it("uses the upstream's answer and caches it as 'nominatim'", async () => {
      const res = await get(t.app, reverse(51.109912, 17.032098), cookie);
      expect(res.headers['x-geocode-source']).toBe('nominatim');
      expect(formatAddress(res.json())).toBe('PL, 50-066, Wrocław, Świdnicka, 12');
      expect(res.json()).toMatchObject({ place_id: 4242, lat: '51.1099', lon: '17.0321' });
      expect(nominatim.hits).toHaveLength(1);
      const q = Object.fromEntries(nominatim.hits[0].query);
      expect(q).toEqual({ format: 'json', lat: '51.1099', lon: '17.0321', zoom: '18', addressdetails: '1' });
      expect(nominatim.hits[0].userAgent).toBe('Namiar-test/1.0 (ops@example.com)');

      const [row] = await cacheRows(t);
      expect(row).toMatchObject({
        lat_key: 511099,
        lon_key: 170321,
        source: 'nominatim',
        country_code: 'pl',
        address: 'PL, 50-066, Wrocław, Świdnicka, 12',
      });
      const again = await get(t.app, reverse(51.1099, 17.0321), cookie);
      expect(again.headers['x-geocode-source']).toBe('nominatim; cached');
      expect(again.json()).toEqual(res.json());
      expect(nominatim.hits).toHaveLength(1);
    });

    it('replaces an offline answer stored before the upstream was configured', async () => {
      await insertCachedAddress(t.ctx.db, {
        lat_key: 520000,
        lon_key: 200000,
        source: 'offline',
        country_code: 'pl',
        address: 'PL, Stare',
        answer: JSON.stringify({ address: { village: 'Stare', country_code: 'pl' } }),
        created_at: 1,
      });
      const res = await get(t.app, reverse(52, 20), cookie);
      expect(res.headers['x-geocode-source']).toBe('nominatim');
      const row = (await cacheRows(t)).find((r) => r.lat_key === 520000);
      expect(row).toMatchObject({ source: 'nominatim', address: 'PL, 50-066, Wrocław, Świdnicka, 12' });
    });

    it('sends at most one request per 200 ms, callers waiting their turn', async () => {
      // Spacing is kept between the moments requests are sent. The very first fetch() of a
      // process spends a few ms loading the HTTP client, which would narrow the gap seen
      // here at arrival, so the connection is warmed first (when this test runs alone).
      await get(t.app, reverse(50, 19), cookie);
      const before = nominatim.hits.length;
      // The moments the requests leave (fetch is called), not their arrival at the fake server:
      // on a loaded machine one request's arrival can lag and narrow the gap seen there.
      const sentAt: number[] = [];
      const realFetch = globalThis.fetch;
      globalThis.fetch = (...args: Parameters<typeof fetch>) => {
        sentAt.push(performance.now());
        return realFetch(...args);
      };
      const started = performance.now();
      let answers: Parameters<typeof formatAddress>[0][];
      try {
        answers = await Promise.all(
          [50.1, 50.2, 50.3].map((lat) => get(t.app, reverse(lat, 19), cookie).then((r) => r.json())),
        );
      } finally {
        globalThis.fetch = realFetch;
      }
      expect(answers.map(formatAddress)).toEqual(Array(3).fill('PL, 50-066, Wrocław, Świdnicka, 12'));
      expect(nominatim.hits.slice(before)).toHaveLength(3);
      expect(sentAt).toHaveLength(3);
      expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(200);
      expect(sentAt[2] - sentAt[1]).toBeGreaterThanOrEqual(200);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  });

  describe('when the upstream fails', () => {
    const apps: TestApp[] = [];
    const servers: FakeNominatim[] = [];
    afterAll(async () => {
      for (const t of apps) await t.close();
      for (const s of servers) await s.close();
    });
    async function appWith(mode: 'fail' | 'hang') {
      const server = await fakeNominatim(`/${dialect}/${mode}/reverse`, mode);
      servers.push(server);
      const t = await makeTestApp(dialect, { NAMIAR_GEOCODER_URL: server.url, NAMIAR_GEOCODER_TIMEOUT_MS: '300' });
      apps.push(t);
      return { t, server, cookie: await withUser(t) };
    }

    it('answers offline on an HTTP error, stores nothing, and leaves the upstream alone for a while', async () => {
      const { t, server, cookie } = await appWith('fail');
      const res = await get(t.app, reverse(51.11, 17.032), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-geocode-source']).toBe('offline');
      expect(formatAddress(res.json())).toBe('PL, Wrocław');
      expect(server.hits).toHaveLength(1);
      expect(await cacheRows(t)).toEqual([]);
      // paused after the failure: the next lookups, queued or not, do not ask it
      const next = await Promise.all(
        [reverse(52.52, 13.405), reverse(54.352, 18.6466), reverse(50.06, 19.94)].map((url) =>
          get(t.app, url, cookie).then((r) => formatAddress(r.json())),
        ),
      );
      expect(next).toEqual(['DE, Berlin', 'PL, Gdańsk', 'PL, Kraków']);
      expect(server.hits).toHaveLength(1);
      expect(await cacheRows(t)).toEqual([]);
    });

    it('answers offline when the upstream does not answer in time', async () => {
      const { t, server, cookie } = await appWith('hang');
      const started = performance.now();
      const res = await get(t.app, reverse(54.352, 18.6466), cookie);
      expect(formatAddress(res.json())).toBe('PL, Gdańsk');
      expect(server.hits).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await cacheRows(t)).toEqual([]);
    });

    it('answers offline when nothing listens at the upstream address', async () => {
      const server = await fakeNominatim(`/${dialect}/gone/reverse`, 'ok');
      await server.close();
      const t = await makeTestApp(dialect, { NAMIAR_GEOCODER_URL: server.url });
      apps.push(t);
      const cookie = await withUser(t);
      const res = await get(t.app, reverse(50.06, 19.94), cookie);
      expect(res.headers['x-geocode-source']).toBe('offline');
      expect(formatAddress(res.json())).toBe('PL, Kraków');
      expect(await cacheRows(t)).toEqual([]);
    });
  });
});
