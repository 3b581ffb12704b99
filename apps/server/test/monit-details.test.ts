import { MONIT_MSG } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareGazetteer } from '../src/modules/geocode/place-lookup';
import { DEMO_FLEET } from '../src/sim';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';
import { DIALECTS, post, type TestApp } from './harness';
import { eventRow, position } from './monit-fixtures';

const F = DEMO_FLEET;

/** The route widget (`/monit/route`) and the input/output event tables (`/monit/inputEvents/`, `/outputEvents/`). */
describe.each(DIALECTS)('monitor route widget and event tables on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let transpol: string;
  let v: (regno: string) => DemoVehicle;
  // 2026-03-29 00:30 UTC = 01:30 in Warsaw, on the night the clocks go forward
  const NOW = Date.parse('2026-03-29T00:30:00Z');
  const MIN = 60_000;

  beforeAll(async () => {
    ({ t, v } = await makeDemoApp(dialect));
    prepareGazetteer(); // done by the server when it listens; inject() never listens
    const wx = v(F[0].regno);
    const key = F[0].drivers[0]; // held by Jan Kowalski
    await t.ctx.db
      .insertInto('positions')
      .values([
        position(wx, NOW - 70 * MIN, { speed: 31.25, tacho_speed: 30, driver1: key }),
        position(wx, NOW - 60 * MIN, { speed: 0, lat: 0, lon: 0 }), // no fix: left out of the route
        position(wx, NOW - 50 * MIN, { speed: 48, lat: 52.24, lon: 21.0, driver1: 'FFFF000000000001' }),
        position(wx, NOW - 40 * MIN, { speed: 12.34, driver1: key }),
        position(wx, NOW - 3 * 86_400_000, { speed: 70 }), // the day before yesterday
      ])
      .execute();
    await t.ctx.db
      .insertInto('events')
      .values([
        eventRow(wx, 9, NOW - 70 * MIN), // input 1, Jan Kowalski's key
        eventRow(wx, 9, NOW - 50 * MIN, { begin_lat: 52.24, begin_lon: 21.0 }), // a key nobody holds
        eventRow(wx, 9, NOW - 8 * 86_400_000), // older than 7 days
        eventRow(wx, 10, NOW - 40 * MIN), // input 2
        eventRow(wx, 18, NOW - 40 * MIN, { begin_lat: null, begin_lon: null }), // output 2
      ])
      .execute();
    ({ admin, operator, transpol } = await demoSessions(t.app));
  });
  afterAll(() => t.close());

  const route = (cookie: string, id: number, from_date: string, to_date: string) =>
    post(t.app, '/app/monit/route', { id: String(id), from_date, to_date }, cookie);

  describe('route', () => {
    it('answers today’s points in columns, with the registration number', async () => {
      const res = await route(admin, v(F[0].regno).id, '2026-03-29 00:00:00', '2026-03-29 23:59:59');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        regno: F[0].regno,
        points: {
          dt: ['2026-03-29 00:20:00', '2026-03-29 00:40:00', '2026-03-29 00:50:00'],
          lat: [51.1, 52.24, 51.1],
          lon: [17.03, 21.0, 17.03],
          v: [31.3, 48, 12.3],
          th: [30, null, null],
        },
      });
    });

    it('includes the end second and answers an empty range with empty columns', async () => {
      const id = v(F[0].regno).id;
      const exact = await route(admin, id, '2026-03-29 00:50:00', '2026-03-29 00:50:00');
      expect(exact.json().points.dt).toEqual(['2026-03-29 00:50:00']);
      const empty = await route(admin, id, '2026-03-28 12:00:00', '2026-03-28 13:00:00');
      expect(empty.json()).toEqual({ regno: F[0].regno, points: { dt: [], lat: [], lon: [], v: [], th: [] } });
    });

    it('caps the range at 48 hours with a Polish message', async () => {
      const id = v(F[0].regno).id;
      const ok = await route(admin, id, '2026-03-27 01:30:00', '2026-03-29 01:30:00');
      expect(ok.json().points.dt).toHaveLength(3);
      const tooLong = await route(admin, id, '2026-03-26 00:00:00', '2026-03-29 23:59:59');
      expect(tooLong.statusCode).toBe(200);
      expect(tooLong.json()).toEqual({ err: { global: MONIT_MSG.routeRangeTooLong(48) } });
    });

    it('refuses foreign and unknown vehicles, and vehicles outside the user’s list', async () => {
      for (const [cookie, id] of [
        [transpol, v(F[0].regno).id],
        [admin, v('LU 4410A').id],
        [admin, 987654],
        [operator, v(F[15].regno).id],
      ] as const) {
        const res = await route(cookie, id, '2026-03-29 00:00:00', '2026-03-29 23:59:59');
        expect(res.json()).toEqual({ err: { global: MONIT_MSG.vehicleNotFound } });
      }
    });

    it('answers malformed dates and reversed ranges with HTTP 400', async () => {
      const id = v(F[0].regno).id;
      const bad = await route(admin, id, '2026-03-29', '2026-03-29 23:59:59');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().err.global).toBe(MONIT_MSG.dateFormat);
      const impossible = await route(admin, id, '2026-02-30 00:00:00', '2026-03-01 00:00:00');
      expect(impossible.statusCode).toBe(400);
      const reversed = await route(admin, id, '2026-03-29 10:00:00', '2026-03-29 09:00:00');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().err.global).toBe(MONIT_MSG.rangeOrder);
    });
  });

  describe('input and output events', () => {
    const events = (cookie: string, kind: 'input' | 'output', vid: number, n: number) =>
      post(t.app, `/app/monit/${kind}Events/`, { vid: String(vid), n: String(n) }, cookie);

    it('lists the latest on-events of an input within 7 days, newest first, with driver and place', async () => {
      const res = await events(admin, 'input', v(F[0].regno).id, 1);
      const list = res.json().events;
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ fd: '2026-03-29 00:40:00', dn: 'FFFF000000000001', lat: 52.24, lon: 21.0 });
      expect(list[0].place).toContain('Warszawa');
      expect(list[1]).toMatchObject({ fd: '2026-03-29 00:20:00', dn: 'Jan Kowalski', lat: 51.1, lon: 17.03 });
      expect(list[1].place).toContain('Wrocław');
    });

    it('reads other inputs and outputs by number', async () => {
      expect((await events(admin, 'input', v(F[0].regno).id, 2)).json().events).toEqual([
        expect.objectContaining({ fd: '2026-03-29 00:50:00', dn: 'Jan Kowalski' }),
      ]);
      expect((await events(admin, 'output', v(F[0].regno).id, 2)).json().events).toEqual([
        { fd: '2026-03-29 00:50:00', dn: 'Jan Kowalski', place: null, lat: null, lon: null },
      ]);
      expect((await events(admin, 'output', v(F[0].regno).id, 1)).json().events).toEqual([]);
    });

    it('keeps other companies’ and other users’ vehicles apart', async () => {
      expect((await events(transpol, 'input', v(F[0].regno).id, 1)).json()).toEqual({
        err: { global: MONIT_MSG.vehicleNotFound },
      });
      expect((await events(operator, 'input', v(F[12].regno).id, 1)).json().err.global).toBe(MONIT_MSG.vehicleNotFound);
    });

    it('refuses input numbers outside 1–8 and output numbers outside 1–4', async () => {
      const input9 = await events(admin, 'input', v(F[0].regno).id, 9);
      expect(input9.statusCode).toBe(400);
      expect(input9.json().err.global).toBe(MONIT_MSG.inputNumber);
      const output5 = await events(admin, 'output', v(F[0].regno).id, 5);
      expect(output5.statusCode).toBe(400);
      expect(output5.json().err.global).toBe(MONIT_MSG.outputNumber);
    });
  });
});
