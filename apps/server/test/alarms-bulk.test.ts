import { MONIT_MSG, alarmValueUnit, type AlarmRow, type RouteAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../src/sim';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';
import { DIALECTS, post, type TestApp } from './harness';
import { eventRow } from './monit-fixtures';

/** Alarms one bulk call takes: more than a chunk of the repository's 500 ids. */
const MANY = 700;
/** One request accepting MANY alarms answers within this (server time, both databases). */
const BULK_BUDGET_MS = 1000;

interface ListAnswer {
  alarms: AlarmRow[];
  archive: AlarmRow[];
  grid?: { field: string; title: string }[];
}

const specWithInput = (name: string) => DEMO_FLEET.find((s) => s.inputs.some((i) => i.n === 2 && i.name === name))!;

/**
 * The alarms screen acting on many rows (issue 27 §3) and alarms named by the vehicle's input
 * descriptions with their values' units (issue 27 §4): bulk accept, describe and delete in one
 * request each, all or nothing; names and units in /alarms, /alarms/monit/ and the route.
 */
describe.each(DIALECTS)('alarms in bulk, named and with units, on %s', (dialect) => {
  let t: TestApp;
  let cookies: { admin: string; operator: string; transpol: string };
  let door: DemoVehicle;
  let pto: DemoVehicle;
  let fleet: DemoVehicle[];
  const bulk: number[] = [];
  const ids: Record<string, number> = {};
  /** 12:00 two days before the test clock, in the demo company's zone (a whole route day). */
  let dayStart = 0;

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    door = demo.v(specWithInput('Drzwi ładowni').regno);
    pto = demo.v(specWithInput('Przystawka odbioru mocy').regno);
    fleet = demo.vehicles.filter((v) => v.customer_id === door.customer_id);
    const now = t.clock.now;
    const rows = Array.from({ length: MANY }, (_, i) =>
      eventRow(fleet[i % fleet.length], 4, now - 3_600_000 - i * 60_000, { is_alarm: 1, value: 112.3 }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      const stored = await t.ctx.db
        .insertInto('events')
        .values(rows.slice(i, i + 500))
        .returning('id')
        .execute();
      bulk.push(...stored.map((r) => r.id));
    }
    dayStart = Math.floor((now - 2 * 86_400_000) / 86_400_000) * 86_400_000 + 11 * 3_600_000;
    const one = async (name: string, v: DemoVehicle, type: number, value: number | null, at = now - 600_000) => {
      const r = await t.ctx.db
        .insertInto('events')
        .values(eventRow(v, type, at, { is_alarm: 1, value }))
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = r.id;
    };
    await one('door', door, 10, null, dayStart + 3_600_000);
    await one('pto', pto, 10, null);
    await one('input3', door, 11, null); // input 3 has no description on this vehicle
    await one('output1', door, 17, null);
    await one('loss', door, 22, 305);
    await one('cold', door, 30, -182);
    await one('voltage', door, 51, 11.4);
    await one('brake', door, 43, 12.5);
    await one('transpol', demo.v('LU 4410A'), 4, 120);
    cookies = await demoSessions(t.app);
  }, 300_000);
  afterAll(() => t.close());

  const list = async (cookie: string): Promise<ListAnswer> =>
    (await post(t.app, '/app/alarms', { gridSchema: 'true', onlyNotAccepted: 'false' }, cookie)).json();
  const monit = async (cookie: string): Promise<AlarmRow[]> =>
    (await post(t.app, '/app/alarms/monit/', { gridSchema: 'false', onlyNotAccepted: 'true' }, cookie)).json().alarms;
  const states = async (list: readonly number[]) => {
    const rows = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'is_alarm', 'accepted', 'description'])
      .where('id', 'in', [...list])
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  };

  describe('names by the input description (issue 27 §4)', () => {
    it("names an input's alarm by the vehicle's description in /alarms and /alarms/monit/", async () => {
      for (const rows of [(await list(cookies.admin)).alarms, await monit(cookies.admin)]) {
        const byId = new Map(rows.map((a) => [a.id, a]));
        expect(byId.get(ids.door)?.ename).toBe('Drzwi ładowni załączone');
        expect(byId.get(ids.pto)?.ename).toBe('Przystawka odbioru mocy załączona');
        // Without a description: the catalogue's name.
        expect(byId.get(ids.input3)?.ename).toBe('Wejście 3 załączone');
        expect(byId.get(ids.output1)?.ename).toBe('Wyjście 1 załączone');
        expect(byId.get(ids.loss)?.ename).toBe('Ubytek paliwa');
      }
    });

    it('names the same event so in the route', async () => {
      const fmt = (ms: number) =>
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Warsaw',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }).format(new Date(ms));
      const body = (
        await post(
          t.app,
          '/app/route',
          { id: String(door.id), from_date: fmt(dayStart), to_date: fmt(dayStart + 6 * 3_600_000) },
          cookies.admin,
        )
      ).json() as RouteAnswer;
      const shown = body.events.find((e) => e.id === ids.door);
      expect(shown?.name).toBe('Drzwi ładowni załączone');
    });
  });

  describe("units of each alarm type's value", () => {
    it('carries the unit of its type in every row, from the one table', async () => {
      const answer = await list(cookies.admin);
      const monitRows = await monit(cookies.admin);
      for (const rows of [answer.alarms, monitRows]) {
        const byId = new Map(rows.map((a) => [a.id, a]));
        expect(byId.get(bulk[0])).toMatchObject({ eid: 4, value: 112.3, unit: 'km/h' });
        expect(byId.get(ids.loss)).toMatchObject({ value: 305, unit: 'l' });
        expect(byId.get(ids.cold)).toMatchObject({ value: -182, unit: '°C' });
        expect(byId.get(ids.voltage)).toMatchObject({ value: 11.4, unit: 'V' });
        expect(byId.get(ids.brake)).toMatchObject({ unit: 'km/h/s' });
        expect(byId.get(ids.door)).toMatchObject({ unit: '' });
        for (const a of rows) expect(a.unit).toBe(alarmValueUnit(a.eid));
      }
      expect(answer.grid?.find((c) => c.field === 'value')?.title).toBe('Wartość');
    });
  });

  describe('many alarms in one request', () => {
    it('refuses a batch with one foreign id among hundreds, changing none of them', async () => {
      const before = await states(bulk);
      for (const foreign of [ids.transpol, 999_999_999]) {
        const ids_ = [...bulk.slice(0, 350), foreign, ...bulk.slice(350)].join('|');
        for (const [path, extra] of [
          ['/app/alarms/accept/', { description: 'Zbiorczo' }],
          ['/app/alarms/description/', { description: 'Zbiorczo' }],
          ['/app/alarms/delete/', {}],
        ] as const) {
          const res = await post(t.app, path, { alarms: ids_, ...extra }, cookies.admin);
          expect(res.json()).toEqual({ err: { global: MONIT_MSG.alarmsNotFound } });
        }
      }
      expect(await states(bulk)).toEqual(before);
      // The operator's list holds only some vehicles: a batch over the whole fleet is refused too.
      const res = await post(
        t.app,
        '/app/alarms/accept/',
        { alarms: bulk.join('|'), description: 'Zbiorczo' },
        cookies.operator,
      );
      expect(res.json()).toEqual({ err: { global: MONIT_MSG.alarmsNotFound } });
      expect(await states(bulk)).toEqual(before);
    });

    it(`describes ${MANY} alarms in one request; they stay current`, async () => {
      const res = await post(
        t.app,
        '/app/alarms/description/',
        { alarms: bulk.join('|'), description: 'Trasa sprawdzona' },
        cookies.admin,
      );
      expect(res.json()).toEqual({ ok: true });
      const after = await states(bulk);
      expect([...after.values()].every((r) => r.accepted === 0 && r.description === 'Trasa sprawdzona')).toBe(true);
    });

    it(`accepts ${MANY - 100} alarms with one description in one request, within ${BULK_BUDGET_MS} ms`, async () => {
      const countBefore = (await monit(cookies.admin)).length;
      const accepted = bulk.slice(0, MANY - 100);
      const start = performance.now();
      const res = await post(
        t.app,
        '/app/alarms/accept/',
        { alarms: accepted.join('|'), description: 'Kierowcy pouczeni' },
        cookies.admin,
      );
      const ms = performance.now() - start;
      console.log(`[alarms-bulk ${dialect}] accept of ${accepted.length} alarms: ${ms.toFixed(0)} ms`);
      expect(res.json()).toEqual({ ok: true });
      expect(ms).toBeLessThan(BULK_BUDGET_MS);
      const after = await states(accepted);
      expect([...after.values()].every((r) => r.accepted === 1 && r.description === 'Kierowcy pouczeni')).toBe(true);
      // They leave 'Aktualne' and the monitor's list (the badge): the count drops by as many.
      const current = await monit(cookies.admin);
      expect(current.length).toBe(countBefore - accepted.length);
      const screen = await list(cookies.admin);
      const open = new Set(screen.alarms.map((a) => a.id));
      expect(accepted.some((id) => open.has(id))).toBe(false);
      const archived = new Set(screen.archive.map((a) => a.id));
      expect(accepted.every((id) => archived.has(id))).toBe(true);
    });

    it('deletes the rest in one request', async () => {
      const rest = bulk.slice(MANY - 100);
      expect((await post(t.app, '/app/alarms/delete/', { alarms: rest.join('|') }, cookies.admin)).json()).toEqual({
        ok: true,
      });
      const after = await states(rest);
      expect([...after.values()].every((r) => r.is_alarm === 0 && r.accepted === 2)).toBe(true);
      const open = new Set((await monit(cookies.admin)).map((a) => a.id));
      expect(rest.some((id) => open.has(id))).toBe(false);
    });
  });
});
