import { MONIT_MSG, POI_TYPES, type MonitVehicle, type PoiMapItem } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/demo/seed';
import { DEMO_FLEET } from '../src/sim';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { liveState, putLive } from './monit-fixtures';
import { DEMO_BASES, DEMO_POIS } from '../src/demo/demo-areas';

const F = DEMO_FLEET;

/** Map points (`/poi/map`, `/poi/map/save`), select lists (`/reports/`) and the map tile setting. */
describe.each(DIALECTS)('map points, select lists and tiles on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let transpol: string;

  beforeAll(async () => {
    t = await makeTestApp(dialect, {
      NAMIAR_DEMO_PASSWORD: 'demo1234-flota',
      NAMIAR_TILES_OWN_URL: 'https://tiles.example.pl/{z}/{x}/{y}.png',
    });
    await seedDemo(t.ctx);
    const wx = await t.ctx.db
      .selectFrom('vehicles')
      .select(['id', 'customer_id'])
      .where('regno', '=', F[0].regno)
      .executeTakeFirstOrThrow();
    await putLive(t.ctx.db, wx, liveState(t.clock.now - 60_000)); // at Plac Bankowy
    admin = await signInOrFail(t.app, 'demo', 'admin', 'demo1234-flota');
    operator = await signInOrFail(t.app, 'demo', 'operator', 'demo1234-flota');
    transpol = await signInOrFail(t.app, 'transpol', 'admin', 'demo1234-flota');
  });
  afterAll(() => t.close());

  const poiMap = async (cookie: string): Promise<PoiMapItem[]> =>
    (await get(t.app, '/app/poi/map', cookie)).json().data;
  const save = (cookie: string, ids: string) => post(t.app, '/app/poi/map/save', { ids }, cookie);

  describe('map points', () => {
    it('lists own points (p0…) and bases (p1…) of the company, all chosen by default', async () => {
      const data = await poiMap(admin);
      expect(data.filter((p) => p.pid.startsWith('p0'))).toHaveLength(DEMO_POIS.length);
      expect(data.filter((p) => p.pid.startsWith('p1'))).toHaveLength(DEMO_BASES.length);
      expect(data.every((p) => p.chosen)).toBe(true);
      const circle = data.find((p) => p.name === 'Magazyn Warszawa Janki')!;
      expect(circle).toMatchObject({ type: 1, lat: 52.125, lon: 20.89, radius: 450, poly: null, chosen: true });
      expect(circle.pid).toMatch(/^p0\d+$/);
      const polygon = data.find((p) => p.name === 'Strefa dostaw Śródmieście Wrocław')!;
      expect(polygon).toMatchObject({ lat: null, lon: null, radius: null });
      expect(polygon.poly).toHaveLength(5);
      expect(polygon.poly![0]).toEqual([51.0985, 17.011]);
      expect(data.find((p) => p.name === 'Parking TIR Gdańsk Południe')!.type).toBe(2);
      const base = data.find((p) => p.name === 'Baza Poznań Komorniki')!;
      expect(base.pid).toMatch(/^p1\d+$/);
      expect(base.poly).toHaveLength(4);
    });

    it('never shows one company the other’s points', async () => {
      const data = await poiMap(transpol);
      expect(data.map((p) => p.name).sort()).toEqual(['Baza Białystok', 'Terminal Lublin Felin']);
    });

    it('round-trips a choice; an empty one chooses none; the list’s POI name follows it', async () => {
      const data = await poiMap(admin);
      const bankowy = data.find((p) => p.name === 'Klient – Plac Bankowy')!;
      const base = data.find((p) => p.name === 'Baza Wrocław Widawa')!;
      const monitPoiname = async () =>
        ((await post(t.app, '/app/monit', { only_chosen: 'true' }, admin)).json().m as MonitVehicle[]).find(
          (x) => x.regno === F[0].regno,
        )!.poiname;
      expect(await monitPoiname()).toBe('Klient – Plac Bankowy');

      expect((await save(admin, `${base.pid},${bankowy.pid}`)).json()).toEqual({ ok: true });
      const after = await poiMap(admin);
      expect(
        after
          .filter((p) => p.chosen)
          .map((p) => p.pid)
          .sort(),
      ).toEqual([base.pid, bankowy.pid].sort());
      expect((await poiMap(operator)).every((p) => p.chosen)).toBe(true); // his own choice

      expect((await save(admin, base.pid)).json()).toEqual({ ok: true });
      expect(await monitPoiname()).toBeNull(); // not chosen: not named

      expect((await save(admin, '')).json()).toEqual({ ok: true });
      expect((await poiMap(admin)).some((p) => p.chosen)).toBe(false);
    });

    it('refuses pids of another company or unknown ones, storing nothing', async () => {
      const mine = (await poiMap(admin))[0].pid;
      await save(admin, mine);
      const foreign = (await poiMap(transpol))[0].pid;
      const res = await save(admin, `${mine},${foreign}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ err: { global: MONIT_MSG.pointChoiceForeign } });
      expect((await save(admin, 'p0999999')).json().err.global).toBe(MONIT_MSG.pointChoiceForeign);
      expect((await poiMap(admin)).filter((p) => p.chosen).map((p) => p.pid)).toEqual([mine]);
    });

    it('answers malformed pids with HTTP 400', async () => {
      for (const ids of ['p2', 'x01', 'p01;p02', '12']) {
        const res = await save(admin, ids);
        expect(res.statusCode).toBe(400);
        expect(res.json().err.global).toBe(MONIT_MSG.pointList);
      }
    });

    it('needs a monitor permission', async () => {
      await t.admin.createUser('demo', 'clerk', 'clerk123-flota', { permissions: [1, 2] });
      const clerk = await signInOrFail(t.app, 'demo', 'clerk', 'clerk123-flota');
      expect((await get(t.app, '/app/poi/map', clerk)).json()).toEqual({ err: { code: 'module_permission_error' } });
      expect((await save(clerk, '')).json()).toEqual({ err: { code: 'module_permission_error' } });
    });
  });

  describe('select lists', () => {
    const lists = (cookie: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: `/app/reports/?type=${type}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: '',
      });

    it('answers the user’s vehicles and the company’s drivers, sorted by name', async () => {
      const body = (await lists(admin, 'route')).json();
      expect(body.vehicles).toHaveLength(F.length);
      const names: string[] = body.vehicles.map((x: { name: string }) => x.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl', { numeric: true })));
      expect(body.vehicles[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
      const drivers: string[] = body.drivers.map((x: { name: string }) => x.name);
      expect(drivers).toContain('Jan Kowalski');
      expect(drivers).toEqual([...drivers].sort((a, b) => a.localeCompare(b, 'pl', { numeric: true })));
      const op = (await lists(operator, 'route')).json();
      expect(op.vehicles.map((x: { name: string }) => x.name).sort()).toEqual(
        F.slice(0, 10)
          .map((s) => s.regno)
          .sort(),
      );
      const tp = (await lists(transpol, 'route')).json();
      expect(tp.vehicles.map((x: { name: string }) => x.name)).toEqual(['BI 7007X', 'LU 4410A']);
      // The other company's own drivers (demo-drivers.ts gives it two), none of this company's.
      const tpDrivers: { id: number; name: string }[] = tp.drivers;
      expect(tpDrivers.length).toBeGreaterThan(0);
      const demoIds = new Set(body.drivers.map((x: { id: number }) => x.id));
      expect(tpDrivers.filter((x) => demoIds.has(x.id))).toEqual([]);
    });

    it('answers the company’s own points with their type’s name, sorted by name', async () => {
      const pois: { id: number; name: string; type_name: string }[] = (await lists(admin, 'route')).json().pois;
      const stored = await t.ctx.db.selectFrom('pois').select(['id', 'customer_id']).execute();
      const own = stored.filter((p) => pois.some((x) => x.id === p.id));
      expect(pois.length).toBeGreaterThan(0);
      expect(new Set(own.map((p) => p.customer_id)).size).toBe(1);
      expect(own).toHaveLength(pois.length);
      expect(pois.every((p) => POI_TYPES.some((ty) => ty.text === p.type_name))).toBe(true);
      const names = pois.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl', { numeric: true })));
      const tp: { id: number }[] = (await lists(transpol, 'route')).json().pois;
      expect(tp.filter((x) => pois.some((p) => p.id === x.id))).toEqual([]);
    });

    it('gates each list by its screen and refuses unknown types', async () => {
      expect((await lists(admin, 'ecodriving')).json().vehicles).toHaveLength(F.length);
      expect((await lists(operator, 'ecodriving')).json()).toEqual({ err: { code: 'module_permission_error' } });
      const bad = await lists(admin, 'repvehdaily');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().err.global).toBe(MONIT_MSG.listType);
    });
  });

  describe('map tiles', () => {
    it('are supplied by the server in the settings and never stored from the client', async () => {
      const read = async () => JSON.parse((await get(t.app, '/app/settings/', admin)).json().global_json);
      expect((await read())['server-map-tiles']).toEqual({
        own: 'https://tiles.example.pl/{z}/{x}/{y}.png',
        osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        train: 'https://{a-c}.tiles.openrailwaymap.org/standard/{z}/{x}/{y}.png',
      });
      const doc = await read();
      doc['server-map-tiles'] = { own: 'https://evil.example/{z}/{x}/{y}', osm: 'x', train: 'y' };
      doc['map-tiles-layer'] = 'train';
      await post(t.app, '/app/settings/save', { global_json: JSON.stringify(doc) }, admin);
      const stored = await t.ctx.db.selectFrom('user_settings').select('document').executeTakeFirstOrThrow();
      expect(JSON.parse(stored.document)['server-map-tiles']).toBeUndefined();
      const again = await read();
      expect(again['map-tiles-layer']).toBe('train');
      expect(again['server-map-tiles'].own).toBe('https://tiles.example.pl/{z}/{x}/{y}.png');
    });

    it('are validated at start, own tiles off by default', () => {
      expect(loadConfig({}).tiles.own).toBeNull();
      expect(() => loadConfig({ NAMIAR_TILES_OSM_URL: 'ftp://x/{z}/{x}/{y}' })).toThrow(/NAMIAR_TILES_OSM_URL/);
      expect(() => loadConfig({ NAMIAR_TILES_OWN_URL: 'https://x/tiles.png' })).toThrow(/\{z\}/);
    });
  });
});
