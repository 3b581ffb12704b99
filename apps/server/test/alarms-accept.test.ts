import { MONIT_MSG, MSG, type AlarmRow } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../src/sim';
import { demoSessions, makeDemoApp } from './demo-fixtures';
import { DIALECTS, post, signInOrFail, type TestApp } from './harness';
import { eventRow } from './monit-fixtures';

const F = DEMO_FLEET;

/** `/alarms`, `/alarms/accept/` and `/reminders/accept/` (spec 1 §2.8, §2.9, §5; spec 2 §2.3). */
describe.each(DIALECTS)('alarm and reminder acceptance on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let transpol: string;
  const ids: Record<string, number> = {};
  let adminUserId: number;

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    const v = demo.v;
    const now = t.clock.now;
    const alarm = (name: string, regno: string, type: number, minutesAgo: number) =>
      t.ctx.db
        .insertInto('events')
        .values(eventRow(v(regno), type, now - minutesAgo * 60_000, { is_alarm: 1, value: type === 4 ? 112 : null }))
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => (ids[name] = r.id));
    await alarm('speed0', F[0].regno, 4, 10);
    await alarm('case1', F[1].regno, 8, 20);
    await alarm('brake2', F[2].regno, 43, 30);
    await alarm('speed3', F[3].regno, 4, 40);
    await alarm('far15', F[15].regno, 44, 50); // outside the operator's list
    await alarm('transpol', 'LU 4410A', 4, 60);
    // an event that is no alarm cannot be accepted
    ids.plain = (
      await t.ctx.db
        .insertInto('events')
        .values(eventRow(v(F[0].regno), 1, now - 90 * 60_000))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ({ admin, operator, transpol } = await demoSessions(t.app));
    adminUserId = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('login', '=', 'admin')
        .where('customer_id', '=', v(F[0].regno).customer_id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const open = async (cookie: string): Promise<AlarmRow[]> =>
    (await post(t.app, '/app/alarms/monit/', { gridSchema: 'false', onlyNotAccepted: 'true' }, cookie)).json().alarms;
  const accept = (cookie: string, alarms: string, description: string) =>
    post(t.app, '/app/alarms/accept/', { alarms, description }, cookie);
  const row = (id: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['accepted', 'accepted_at', 'accepted_by', 'description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('description rule (spec 1 §5)', () => {
    it('refuses 1 and 101 characters with the spec’s message, changing nothing', async () => {
      for (const d of ['x', 'y'.repeat(101), '  a  ']) {
        const res = await accept(admin, String(ids.speed0), d);
        expect(res.statusCode).toBe(400);
        expect(res.json().err).toMatchObject({ global: MSG.alarmDescription, description: MSG.alarmDescription });
      }
      expect((await row(ids.speed0)).accepted).toBe(0);
    });

    it('accepts 2 and 100 characters', async () => {
      expect((await accept(admin, String(ids.speed0), 'ok')).json()).toEqual({ ok: true });
      expect(await row(ids.speed0)).toEqual({
        accepted: 1,
        accepted_at: t.clock.now,
        accepted_by: adminUserId,
        description: 'ok',
      });
      const hundred = 'z'.repeat(100);
      expect((await accept(admin, String(ids.case1), hundred)).json()).toEqual({ ok: true });
      expect((await row(ids.case1)).description).toBe(hundred);
    });
  });

  it('takes the accepted alarm off /alarms/monit/', async () => {
    const list = await open(admin);
    expect(list.map((a) => a.id)).not.toContain(ids.speed0);
    expect(list.map((a) => a.id)).toContain(ids.brake2);
  });

  it('accepts several alarms joined by | in one go', async () => {
    const res = await accept(admin, `${ids.brake2}|${ids.speed3}`, 'Kierowca pouczony');
    expect(res.json()).toEqual({ ok: true });
    for (const id of [ids.brake2, ids.speed3])
      expect(await row(id)).toMatchObject({ accepted: 1, description: 'Kierowca pouczony' });
    expect((await open(admin)).map((a) => a.id)).toEqual([ids.far15]);
  });

  it('refuses the whole batch when one id is foreign, unknown or no alarm', async () => {
    for (const foreign of [ids.transpol, 999_999, ids.plain]) {
      const res = await accept(admin, `${ids.far15}|${foreign}`, 'razem');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ err: { global: MONIT_MSG.alarmsNotFound } });
    }
    expect((await row(ids.far15)).accepted).toBe(0);
    expect((await accept(transpol, String(ids.far15), 'cudzy')).json().err.global).toBe(MONIT_MSG.alarmsNotFound);
    // the operator may accept, but only alarms of his vehicles
    expect((await accept(operator, String(ids.far15), 'poza listą')).json().err.global).toBe(MONIT_MSG.alarmsNotFound);
    expect((await row(ids.far15)).accepted).toBe(0);
  });

  it('answers malformed id lists with HTTP 400', async () => {
    for (const list of ['', 'a', '1,2', '1||2']) {
      const res = await accept(admin, list, 'opis');
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(MONIT_MSG.alarmList);
    }
  });

  it('changes only the description of an alarm accepted before', async () => {
    const before = await row(ids.speed0);
    t.clock.now += 60_000;
    expect((await accept(admin, String(ids.speed0), 'nowy opis')).json()).toEqual({ ok: true });
    expect(await row(ids.speed0)).toEqual({ ...before, description: 'nowy opis' });
  });

  describe('/alarms (the alarms screen)', () => {
    const list = (cookie: string, body: Record<string, string>) => post(t.app, '/app/alarms', body, cookie);

    it('answers current alarms, the archive and, with gridSchema, the column schema', async () => {
      const body = (await list(admin, { gridSchema: 'true', onlyNotAccepted: 'false' })).json();
      expect(body.alarms.map((a: AlarmRow) => a.id)).toEqual([ids.far15]);
      expect(body.archive.map((a: AlarmRow) => a.id)).toEqual([ids.speed0, ids.case1, ids.brake2, ids.speed3]);
      expect(body.archive[0]).toMatchObject({
        regno: F[0].regno,
        ename: 'Przekroczenie prędkości',
        value: 112,
        adescription: 'nowy opis',
        accepted_by: 'Anna Administrator',
        accepted_at: '2026-03-29 01:30:00',
      });
      expect(body.grid[0]).toEqual({ field: 'regno', title: 'Pojazd', type: 'text', width: expect.any(Number) });
      expect(body.grid.map((c: { field: string }) => c.field)).toContain('adescription');
    });

    it('leaves the archive and the schema out when not asked for, bounds the archive by from_date', async () => {
      const current = (await list(admin, { gridSchema: 'false', onlyNotAccepted: 'true' })).json();
      expect(current).toEqual({ alarms: [expect.objectContaining({ id: ids.far15 })], archive: [] });
      const older = (
        await list(admin, { gridSchema: 'false', onlyNotAccepted: 'false', from_date: '2026-03-29 01:05:00' })
      ).json();
      expect(older.archive.map((a: AlarmRow) => a.id)).toEqual([ids.brake2, ids.speed3]);
      const bad = await list(admin, { onlyNotAccepted: 'false', from_date: 'wczoraj' });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps companies and vehicle lists apart, and needs permission 6', async () => {
      const tp = (await list(transpol, { onlyNotAccepted: 'false' })).json();
      expect(tp.alarms.map((a: AlarmRow) => a.regno)).toEqual(['LU 4410A']);
      expect(tp.archive).toEqual([]);
      const op = (await list(operator, { onlyNotAccepted: 'false' })).json();
      expect(op.alarms).toEqual([]);
      expect(op.archive.map((a: AlarmRow) => a.regno).sort()).toEqual(
        [F[0].regno, F[1].regno, F[2].regno, F[3].regno].sort(),
      );
      await t.admin.createUser('demo', 'watcher', 'watcher1-flota', { permissions: [15] });
      const watcher = await signInOrFail(t.app, 'demo', 'watcher', 'watcher1-flota');
      expect((await list(watcher, {})).json()).toEqual({ err: { code: 'module_permission_error' } });
      // the monitor's alarm window may still accept
      expect((await accept(watcher, String(ids.far15), 'z monitora')).json()).toEqual({ ok: true });
    });
  });

  describe('/reminders/accept/', () => {
    const reminders = async (cookie: string) =>
      (await post(t.app, '/app/reminders/monit', { gridSchema: 'false' }, cookie)).json().reminders;

    it('closes a due reminder, which leaves the list', async () => {
      const due = await reminders(admin);
      expect(due).toHaveLength(2);
      const res = await post(t.app, '/app/reminders/accept/', { rid: String(due[0].rid) }, admin);
      expect(res.json()).toEqual({ ok: true });
      const left = await reminders(admin);
      expect(left.map((r: { rid: number }) => r.rid)).toEqual([due[1].rid]);
      const stored = await t.ctx.db
        .selectFrom('reminders')
        .select(['accepted_at', 'accepted_by'])
        .where('id', '=', due[0].rid)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ accepted_at: t.clock.now, accepted_by: adminUserId });
    });

    it('refuses another company’s reminder and needs permission 5', async () => {
      const theirs = (await reminders(transpol))[0].rid;
      expect((await post(t.app, '/app/reminders/accept/', { rid: String(theirs) }, admin)).json()).toEqual({
        err: { global: MONIT_MSG.reminderNotFound },
      });
      expect(await reminders(transpol)).toHaveLength(1);
      expect((await post(t.app, '/app/reminders/accept/', { rid: String(theirs) }, operator)).json()).toEqual({
        err: { code: 'module_permission_error' },
      });
      const bad = await post(t.app, '/app/reminders/accept/', { rid: 'x' }, admin);
      expect(bad.statusCode).toBe(400);
    });
  });
});
