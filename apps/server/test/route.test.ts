import { ROUTE_MSG, type RouteAnswer, type RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies, routePoints, unpackRoute } from './route-fixtures';

/** `POST /app/route` (spec 2 §2.1, §3.1, §7): points, events, report, scopes, errors. */
describe.each(DIALECTS)('route on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let limited: string;
  let noRoute: string;
  let foreign: string;
  let a1: { id: number };
  let a2: { id: number };
  // 2026-03-11 in Warsaw (UTC+1): 2026-03-10 23:00 UTC to 2026-03-11 22:59:59 UTC.
  const FROM = '2026-03-11 00:00:00';
  const TO = '2026-03-11 23:59:59';
  const fromMs = Date.parse('2026-03-10T23:00:00Z');
  const toMs = Date.parse('2026-03-11T22:59:59Z') + 999;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    ({ a1, a2, admin, limited, noRoute, foreign } = await routeCompanies(t, async (customerId) => {
      const driver = await t.ctx.db
        .insertInto('drivers')
        .values({ customer_id: customerId, first_name: 'Jan', last_name: 'Kowalski', created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .insertInto('identifiers')
        .values({ customer_id: customerId, code: 'a1b2c3d4e5f60708', driver_id: driver.id, active: 1, created_at: 0 })
        .execute();
    }));
  }, 120_000);
  afterAll(() => t.close());

  const route = (cookie: string, body: Record<string, string>) => post(t.app, '/app/route', body, cookie);
  const day = (cookie: string, id: number, extra: Record<string, string> = {}) =>
    route(cookie, { id: String(id), from_date: FROM, to_date: TO, ...extra });

  it('answers the stored records of the range as packed points, with the engine’s derived values', async () => {
    const res = await day(admin, a1.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as RouteAnswer;
    const stored = routePoints.filter((p) => p.time >= fromMs && p.time <= toMs);
    expect(body.points.n).toBe(stored.length);
    const c = unpackRoute(body.points as RoutePoints);
    expect(c.dtValue).toEqual(stored.map((p) => p.time));
    stored.forEach((p, i) => {
      expect(c.v[i]).toBeCloseTo(p.speed, 1);
      if (p.valid) {
        expect(c.lat[i]).toBeCloseTo(p.lat, 6);
        expect(c.lon[i]).toBeCloseTo(p.lon, 6);
      }
    });
    const sumrg = c.sumrg as number[];
    expect(sumrg.every((x, i) => i === 0 || x >= sumrg[i - 1])).toBe(true);
    expect(sumrg.at(-1)).toBeGreaterThan(50_000);
    // Every second between the first and the last point is driving, stopped or halted.
    const total = (i: number) => (c.rt[i] as number) + (c.st[i] as number) + (c.ht[i] as number);
    expect(total(stored.length - 1) - total(0)).toBeCloseTo((stored.at(-1)!.time - stored[0].time) / 1000, -1);
    expect(new Set(c.state)).toEqual(new Set(['drive', 'halt', 'stop']));
    expect((c.vmax as number[]).at(-1)).toBe(Math.max(...stored.map((p) => p.speed)));
    expect(c.pls.some((x) => typeof x === 'number' && x > 0)).toBe(true);
    expect(c.t1.some((x) => x !== null)).toBe(true);
    expect(body.info).toMatchObject({ id: a1.id, regno: 'WA 1001', fd: FROM, td: TO, tz: 'Europe/Warsaw', vmax: 90 });
    expect(body.info.min_pd?.startsWith('2026-03-11 00:00')).toBe(true);
    expect(body.info.thermometers[0]).toBe('Chłodnia');
    // Identifiers are named after their holder (codes compare without case); all-zero codes are none.
    expect(body.drivers).toEqual([{ id: 'A1B2C3D4E5F60708', name: 'Jan Kowalski' }]);
    expect(new Set(c.d1)).toEqual(new Set([null, 'A1B2C3D4E5F60708']));
  });

  it('lists the stored events of the range with the re-run’s statistics, and a report of the totals', async () => {
    const body = (await day(admin, a1.id)).json() as RouteAnswer;
    const rows = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'event_type', 'from_time'])
      .where('vehicle_id', '=', a1.id)
      .where('from_time', '<=', toMs)
      .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', fromMs)]))
      .execute();
    const stored = body.events.filter((e) => e.id !== 0);
    expect(stored.map((e) => e.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const drives = body.events.filter((e) => e.eid === 3);
    expect(drives.length).toBeGreaterThan(2);
    for (const e of drives) {
      expect(e.name).toBe('Jazda');
      expect(e.rgp).toBeGreaterThan(0);
      expect(e.vm).toBeGreaterThan(0);
      expect(e.ckm).not.toBeNull();
      expect(e.driver_name).toBe('Jan Kowalski');
    }
    expect(body.events.find((e) => e.eid === 1)?.t1min).toBeTypeOf('number');

    const c = unpackRoute(body.points as RoutePoints);
    const r = body.report;
    expect(r.rg).toBe(c.sumrg.at(-1));
    expect(r.rt + r.st + r.ht).toBe((c.rt.at(-1) as number) + (c.st.at(-1) as number) + (c.ht.at(-1) as number));
    expect(r.sn).toBe(body.events.filter((e) => e.eid === 1).length);
    expect(r.vm).toBe(Math.max(...(c.v as number[])));
    expect(r.ftn).toBe(body.events.filter((e) => e.eid === 21).length);
    expect(r.tm[0]).toBeLessThan(r.tx[0]!);
  });

  it('gives an event its description (the remark of an accepted alarm) as info', async () => {
    const before = (await day(admin, a1.id)).json() as RouteAnswer;
    const target = before.events.find((e) => e.id !== 0)!;
    expect(target.info).toBeNull();
    await t.ctx.db
      .updateTable('events')
      .set({ description: 'Kierowca powiadomiony' })
      .where('id', '=', target.id)
      .execute();
    const after = (await day(admin, a1.id)).json() as RouteAnswer;
    expect(after.events.find((e) => e.id === target.id)?.info).toBe('Kierowca powiadomiony');
    expect(after.events.filter((e) => e.info !== null)).toHaveLength(1);
    await t.ctx.db.updateTable('events').set({ description: null }).where('id', '=', target.id).execute();
  });

  it('answers an empty range with no points and a zero report', async () => {
    const res = await route(admin, {
      id: String(a1.id),
      from_date: '2026-02-01 00:00:00',
      to_date: '2026-02-02 00:00:00',
    });
    const body = res.json() as RouteAnswer;
    expect(body.points.n).toBe(0);
    expect(body.info.min_pd).toBeNull();
    expect(body.report).toMatchObject({ rg: 0, rt: 0, vm: 0 });
  });

  it('keeps other companies’ vehicles and vehicles off the user’s list out', async () => {
    expect((await day(foreign, a1.id)).json()).toEqual({ err: { global: ROUTE_MSG.vehicleNotFound } });
    expect((await day(limited, a1.id)).json()).toEqual({ err: { global: ROUTE_MSG.vehicleNotFound } });
    const own = (await day(limited, a2.id)).json() as RouteAnswer;
    expect(own.points.n).toBe(0);
    expect((await day(noRoute, a1.id)).json()).toEqual({ err: { code: 'module_permission_error' } });
    expect((await post(t.app, '/app/route', { id: String(a1.id), from_date: FROM, to_date: TO })).json()).toEqual({
      err: { code: 'session_destroy' },
    });
  });

  it('refuses malformed bodies with 400 and too long ranges with err.global', async () => {
    const bad = await route(admin, { id: String(a1.id), from_date: '2026-03-11', to_date: TO });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err.global).toBe(ROUTE_MSG.dateFormat);
    const order = await route(admin, { id: String(a1.id), from_date: TO, to_date: FROM });
    expect(order.statusCode).toBe(400);
    expect(order.json().err.global).toBe(ROUTE_MSG.rangeOrder);
    const noId = await route(admin, { from_date: FROM, to_date: TO });
    expect(noId.statusCode).toBe(400);
    const long = await route(admin, {
      id: String(a1.id),
      from_date: '2026-01-01 00:00:00',
      to_date: '2026-02-01 01:00:00',
    });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual({ err: { global: ROUTE_MSG.rangeTooLong(31) } });
    const month = await route(admin, {
      id: String(a1.id),
      from_date: '2026-01-01 00:00:00',
      to_date: '2026-02-01 00:59:59',
    });
    expect(month.json().points.n).toBe(0);
  });
});
