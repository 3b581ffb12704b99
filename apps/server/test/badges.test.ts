import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed';
import { DEMO_FLEET } from '../src/sim';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';

const [A, B, C, D] = [DEMO_FLEET[0].regno, DEMO_FLEET[2].regno, DEMO_FLEET[5].regno, DEMO_FLEET[15].regno];

/** The demo seed gives both companies vehicles and due reminders; the alarms are put in here. */
describe.each(DIALECTS)('top-bar badges, navigation log and permissions on %s', (dialect) => {
  let t: TestApp;
  let demoAdmin: string;
  let operator: string;
  let transpol: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { NAMIAR_DEMO_PASSWORD: 'demo1234-flota' });
    const accounts = await seedDemo(t.ctx);
    expect(accounts.map((a) => `${a.clogin}/${a.login}`)).toEqual(['demo/admin', 'demo/operator', 'transpol/admin']);
    expect(await seedDemo(t.ctx)).toEqual([]); // a second start seeds nothing
    const vehicles = await t.ctx.db.selectFrom('vehicles').select(['id', 'customer_id', 'regno']).execute();
    const v = (regno: string) => vehicles.find((x) => x.regno === regno)!;
    const from = t.clock.now - 3600_000;
    const alarm = (regno: string, event_type: number, minutes: number, value: number | null) => ({
      customer_id: v(regno).customer_id,
      vehicle_id: v(regno).id,
      event_type,
      from_time: from,
      to_time: from + minutes * 60_000,
      value,
      begin_lat: 52.2297,
      begin_lon: 21.0122,
      end_lat: null,
      end_lon: null,
      driver_id: null,
      poi_id: null,
      accepted_at: null,
      accepted_by: null,
      description: null,
      is_alarm: 1,
    });
    await t.ctx.db
      .insertInto('events')
      .values([
        alarm(A, 4, 3, 112),
        alarm(B, 29, 25, 91),
        alarm(C, 8, 1, null),
        alarm(D, 43, 0, null),
        alarm('LU 4410A', 4, 6, 118),
      ])
      .execute();
    // an event that is no alarm is not listed
    await t.ctx.db
      .insertInto('events')
      .values({ ...alarm(A, 1, 30, null), is_alarm: 0, from_time: from - 7200_000 })
      .execute();
    demoAdmin = await signInOrFail(t.app, 'demo', 'admin', 'demo1234-flota');
    operator = await signInOrFail(t.app, 'demo', 'operator', 'demo1234-flota');
    transpol = await signInOrFail(t.app, 'transpol', 'admin', 'demo1234-flota');
  });
  afterAll(() => t.close());

  const alarms = async (cookie: string) =>
    (await post(t.app, '/app/alarms/monit/', { gridSchema: 'false', onlyNotAccepted: 'true' }, cookie)).json();
  const reminders = async (cookie: string) =>
    (await post(t.app, '/app/reminders/monit', { gridSchema: 'false' }, cookie)).json();

  it('lists the company’s not-accepted alarms with the fields of spec 1 §3.3', async () => {
    const { alarms: rows } = await alarms(demoAdmin);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r: { regno: string }) => r.regno))).toEqual(new Set([A, B, C, D]));
    const speeding = rows.find((r: { eid: number }) => r.eid === 4);
    expect(speeding).toMatchObject({
      ename: 'Przekroczenie prędkości',
      time: 180,
      value: 112,
      lat: 52.2297,
      lon: 21.0122,
    });
    expect(speeding.fdt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('never shows one company the other’s alarms or reminders', async () => {
    const { alarms: rows } = await alarms(transpol);
    expect(rows.map((r: { regno: string }) => r.regno)).toEqual(['LU 4410A']);
    const { reminders: rem } = await reminders(transpol);
    expect(rem).toEqual([
      expect.objectContaining({
        remind_type_name: 'Ubezpieczenie OC/AC',
        object_name: 'LU 4410A',
        last_km_counter: 182340,
      }),
    ]);
  });

  it('limits a user with a vehicle list to his vehicles', async () => {
    const { alarms: rows } = await alarms(operator);
    expect(rows.map((r: { regno: string }) => r.regno).sort()).toEqual([A, B, C].sort());
  });

  it('drops accepted alarms from the badge list', async () => {
    await t.ctx.db.updateTable('events').set({ accepted: 1 }).where('event_type', '=', 43).execute();
    expect((await alarms(demoAdmin)).alarms).toHaveLength(3);
  });

  it('lists due reminders of vehicles and drivers for permission 5', async () => {
    const { reminders: rem } = await reminders(demoAdmin);
    expect(rem.map((r: { object_name: string }) => r.object_name).sort()).toEqual(['Jan Kowalski', A].sort());
  });

  it('answers module_permission_error to a call whose permission the user lacks', async () => {
    expect(await reminders(operator)).toEqual({ err: { code: 'module_permission_error' } });
    const nobody = await t.admin.createUser('demo', 'viewer', 'viewer123-flota', { permissions: [56] });
    expect(nobody.permissions).toEqual([56]);
    const viewer = await signInOrFail(t.app, 'demo', 'viewer', 'viewer123-flota');
    expect(await alarms(viewer)).toEqual({ err: { code: 'module_permission_error' } });
  });

  it('stores navigation notices per user', async () => {
    const res = await post(t.app, '/app/vehicles/open/12/', {}, demoAdmin);
    expect(res.json()).toEqual({ ok: true });
    await post(t.app, '/app/monit/open/', {}, operator);
    const rows = await t.ctx.db.selectFrom('navigation_log').select(['path', 'user_id']).orderBy('id').execute();
    expect(rows.map((r) => r.path)).toEqual(['/vehicles/12', '/monit']);
    expect(rows[0].user_id).not.toBe(rows[1].user_id);
    expect((await post(t.app, '/app/monit/open/')).json()).toEqual({ err: { code: 'session_destroy' } });
  });

  it('answers unknown calls with 404 and err.global', async () => {
    const res = await get(t.app, '/app/no/such/call', demoAdmin);
    expect(res.statusCode).toBe(404);
    expect(res.json().err.global).toBeDefined();
    // without a web build the app page is 503, a missing asset is 404 either way
    expect((await get(t.app, '/assets/index-stale.js')).statusCode).toBe(404);
  });
});
