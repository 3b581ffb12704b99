import {
  ALARM_EVENT_TYPES,
  AREAS_MSG,
  DRIVER_MSG,
  MONIT_MSG,
  P,
  formatDriverHistory,
  type AlarmRow,
  type DriverRow,
  type IdentifierDetailsAnswer,
  type IdentifierRow,
  type PoiDetailsAnswer,
  type UserDetailsAnswer,
} from '@namiar/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { MIGRATIONS } from '../src/db/migrations';
import { userAlarmTypes } from '../src/access/access.repository';
import { createTempDatabase } from '../../../scripts/pg-temp.mjs';
import { DIALECTS, PG_ADMIN_URL, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { eventRow } from './monit-fixtures';

const ALL_TYPES = ALARM_EVENT_TYPES.map((e) => e.eid).sort((a, b) => a - b);

/**
 * What the user editor's driver list and alarm types change (issue 14: "a user's permissions and
 * vehicle set, changed by an admin, apply to that user's next call"; "records must change what
 * the system does"): a user restricted to some drivers finds the others in no driver record, no
 * identifier holder and no own point editor, and his saves keep their hidden assignments; a user
 * narrowed to some alarm types gets only those in the alarm window, badge and alarms screen;
 * nobody loses an alarm unless an administrator narrows his list.
 */
describe.each(DIALECTS)('driver and alarm restrictions of users on %s', (dialect) => {
  let t: TestApp;
  let acme = 0;
  let vehicle = 0;
  let admin: string;
  let ola: string;
  let piotr: string;
  let olaId = 0;
  let shown = 0;
  let hidden = 0;
  let card = 0;
  let pid = 0;
  const alarms: Record<number, number> = {};

  const call = (cookie: string, path: string, body: Record<string, string> = {}) =>
    post(t.app, `/app/${path}`, body, cookie);

  /** The administrator opens a user in the editor, changes some fields and saves, as the web does. */
  async function editUser(uid: number, changes: Record<string, string | boolean | number[]>) {
    const d = (await call(admin, 'users/details', { uid: String(uid) })).json() as UserDetailsAnswer;
    const body: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...d.user, ...changes }))
      body[k] = Array.isArray(v) ? v.join(',') : String(v);
    const res = await call(admin, 'users/save', body);
    expect(res.json(), res.body).toMatchObject({ ok: true });
    return res.json().uid as number;
  }

  const driverBody = (did: number, name: string, surname: string, history = '') => ({
    did: String(did),
    name,
    surname,
    driver_status_id: '1',
    driver_type_id: '1',
    driver_history: history,
  });
  const poiBody = (over: Record<string, string>) => ({
    pid: String(pid),
    name: 'Baza Janki',
    solid_object_type_id: '1',
    solid_object_status_id: '1',
    icon_no: '2',
    solid_object_shape_type_id: '1',
    lat: '52.125',
    lon: '20.89',
    radius: '450',
    poly: '',
    vehicles: '',
    drivers: '',
    ...over,
  });
  const openAlarmTypes = async (cookie: string) => {
    const rows = (await call(cookie, 'alarms/monit/', { gridSchema: 'false' })).json().alarms as AlarmRow[];
    return rows.map((r) => r.eid).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await makeTestApp(dialect, { NAMIAR_LOGIN_RATE_PER_MINUTE: '1000' });
    acme = (await t.admin.createCustomer('acme')).id;
    vehicle = (await t.admin.addVehicle('acme', 'WA 1', '352093081452251')).id;
    await t.admin.createUser('acme', 'admin', 'admin123-flota');
    olaId = (
      await t.admin.createUser('acme', 'ola', 'haslo123-flota', {
        permissions: [P.drivers, P.identifiers, P.ownPoints, P.alarms, P.monitor, P.route, P.reminders],
      })
    ).id;
    await t.admin.createUser('acme', 'piotr', 'haslo123-flota', { permissions: [P.alarms, P.monitor] });
    [admin, ola, piotr] = await Promise.all(
      ['admin', 'ola', 'piotr'].map((login) =>
        signInOrFail(t.app, 'acme', login, login === 'admin' ? 'admin123-flota' : 'haslo123-flota'),
      ),
    );

    // Two drivers; the hidden one holds an identifier and both are assigned to an own point.
    card = (await call(admin, 'ids/save', { iid: '0', identification_no: 'A1B2C3' })).json().iid;
    shown = (await call(admin, 'drivers/save', driverBody(0, 'Adam', 'Widoczny'))).json().did;
    const history = formatDriverHistory([
      { code: '1', identification_id: card, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
    ]);
    hidden = (await call(admin, 'drivers/save', driverBody(0, 'Bartosz', 'Ukryty', history))).json().did;
    pid = 0;
    pid = (await call(admin, 'poi/save', poiBody({ drivers: `${shown},${hidden}` }))).json().pid;
    expect([card, shown, hidden, pid].every((id) => id > 0)).toBe(true);

    // Open alarms of three types on the company's vehicle.
    for (const [i, type] of [4, 8, 43].entries()) {
      const row = eventRow({ id: vehicle, customer_id: acme }, type, t.clock.now - (i + 1) * 60_000, { is_alarm: 1 });
      alarms[type] = (await t.ctx.db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow()).id;
    }
  });
  afterAll(() => t.close());

  describe('drivers', () => {
    it('sees every driver until the administrator restricts him, then only his own from the next call', async () => {
      const before = (await call(ola, 'drivers')).json().drivers as DriverRow[];
      expect(before.map((d) => d.did).sort()).toEqual([shown, hidden].sort());

      await editUser(olaId, { drivers_all: false, drivers: [shown] });
      const after = (await call(ola, 'drivers')).json().drivers as DriverRow[];
      expect(after.map((d) => d.did)).toEqual([shown]);
      // The administrator is not restricted.
      expect((await call(admin, 'drivers')).json().drivers).toHaveLength(2);
    });

    it('refuses the hidden driver’s details, save and delete as it refuses another company’s driver', async () => {
      const refused = { err: { global: DRIVER_MSG.notFound } };
      expect((await call(ola, 'drivers/details', { did: String(hidden) })).json()).toEqual(refused);
      expect((await call(ola, 'drivers/save', driverBody(hidden, 'Bartosz', 'Zmieniony'))).json()).toEqual(refused);
      expect((await call(ola, 'drivers/delete', { did: String(hidden) })).json()).toEqual(refused);
      const row = await t.ctx.db.selectFrom('drivers').select('last_name').where('id', '=', hidden).executeTakeFirst();
      expect(row?.last_name).toBe('Ukryty');
      expect((await call(ola, 'drivers/details', { did: String(shown) })).json().driver).toMatchObject({ did: shown });
    });

    it('puts a driver he adds on his list, and names a hidden holder of an identifier only as "—"', async () => {
      const did = (await call(ola, 'drivers/save', driverBody(0, 'Celina', 'Nowa'))).json().did as number;
      expect(did).toBeGreaterThan(0);
      const listed = (await call(ola, 'drivers')).json().drivers as DriverRow[];
      expect(listed.map((d) => d.did).sort()).toEqual([shown, did].sort());

      const taken = formatDriverHistory([
        { code: '1', identification_id: card, from_date: '2026-02-01 00:00:00', to_date: null, active: true },
      ]);
      const res = (await call(ola, 'drivers/save', driverBody(shown, 'Adam', 'Widoczny', taken))).json();
      const message = Object.values(res.err as Record<string, string>).join(' ');
      expect(message).toContain('—');
      expect(message).not.toContain('Ukryty');

      const ids = (await call(ola, 'ids')).json().ids as IdentifierRow[];
      expect(ids.find((i) => i.iid === card)?.driver_name).toBe('—');
      const history = (await call(ola, 'ids/details', { iid: String(card) })).json() as IdentifierDetailsAnswer;
      expect(history.driver_history.map((h) => h.driver_name)).toEqual(['—']);
      const seenByAdmin = (await call(admin, 'ids/details', { iid: String(card) })).json() as IdentifierDetailsAnswer;
      expect(seenByAdmin.driver_history.map((h) => h.driver_name)).toEqual(['Bartosz Ukryty']);
    });

    it('offers only his drivers in the route and report dialogs’ driver list', async () => {
      const names = async (cookie: string) =>
        ((await call(cookie, 'reports?type=route')).json().drivers as { id: number }[]).map((d) => d.id);
      const his = await names(ola);
      expect(his).toContain(shown);
      expect(his).not.toContain(hidden);
      expect(await names(admin)).toEqual(expect.arrayContaining([shown, hidden]));
    });

    it('shows and lets him close only the due reminders of his drivers', async () => {
      const due = (driverId: number, name: string) => ({
        customer_id: acme,
        name,
        remind_target_id: 2,
        driver_id: driverId,
        vehicle_id: null,
        remind_type_id: 7,
        last_state_date: t.clock.now,
        last_km_counter: null,
        last_mth_counter: null,
        description: null,
        triggered_at: t.clock.now,
        accepted_at: null,
        accepted_by: null,
        created_at: t.clock.now,
      });
      const ids = await t.ctx.db
        .insertInto('reminders')
        .values([due(shown, 'Prawo jazdy A'), due(hidden, 'Prawo jazdy B')])
        .returning('id')
        .execute();
      const names = async (cookie: string) =>
        ((await call(cookie, 'reminders/monit', { gridSchema: 'false' })).json().reminders as { rid: number }[]).map(
          (r) => r.rid,
        );
      expect(await names(ola)).toEqual([ids[0].id]);
      expect((await names(admin)).sort()).toEqual(ids.map((r) => r.id).sort());
      const refused = await call(ola, 'reminders/accept/', { rid: String(ids[1].id) });
      expect(refused.json().err.global).toBe(MONIT_MSG.reminderNotFound);
      const stored = await t.ctx.db
        .selectFrom('reminders')
        .select('accepted_at')
        .where('id', '=', ids[1].id)
        .executeTakeFirstOrThrow();
      expect(stored.accepted_at).toBeNull();
      expect((await call(ola, 'reminders/accept/', { rid: String(ids[0].id) })).json()).toEqual({ ok: true });
    });

    it('offers only his drivers in the own point editor and keeps the hidden assignment when he saves', async () => {
      const d = (await call(ola, 'poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer;
      expect(d.drivers.map((x) => x.driver_id)).not.toContain(hidden);
      expect(d.drivers.map((x) => x.driver_id)).toContain(shown);
      expect(d.poi.drivers).toEqual([shown]);

      // He takes his driver off the point: the hidden driver's assignment stays.
      expect((await call(ola, 'poi/save', poiBody({ name: 'Baza Janki 2', drivers: '' }))).json().ok).toBe(true);
      const stored = await t.ctx.db
        .selectFrom('poi_drivers')
        .select('driver_id')
        .where('poi_id', '=', pid)
        .orderBy('driver_id')
        .execute();
      expect(stored.map((r) => r.driver_id)).toEqual([hidden]);
      const foreign = await call(ola, 'poi/save', poiBody({ drivers: String(hidden) }));
      expect(foreign.json()).toMatchObject({ err: { drivers: AREAS_MSG.driversForeign } });
      // With every driver again, he sees and edits them all.
      await editUser(olaId, { drivers_all: true });
      expect((await call(ola, 'drivers')).json().drivers).toHaveLength(3);
      expect(((await call(ola, 'poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer).poi.drivers).toEqual([
        hidden,
      ]);
    });
  });

  describe('alarm types', () => {
    it('gives the alarm window, badge and alarms screen only the types an administrator left him', async () => {
      expect(await openAlarmTypes(ola)).toEqual([4, 8, 43]);
      await editUser(olaId, { event_types: [43, 4] });
      expect(await openAlarmTypes(ola)).toEqual([4, 43]);
      const screen = (await call(ola, 'alarms', { onlyNotAccepted: 'true' })).json().alarms as AlarmRow[];
      expect(screen.map((r) => r.eid).sort((a, b) => a - b)).toEqual([4, 43]);
      // Another user of the company still gets every alarm.
      expect(await openAlarmTypes(piotr)).toEqual([4, 8, 43]);
      // He cannot accept an alarm he does not receive.
      const accept = await call(ola, 'alarms/accept/', { alarms: String(alarms[8]), description: 'widziane' });
      expect(accept.json()).toEqual({ err: { global: MONIT_MSG.alarmsNotFound } });
      // The editor shows his list as it applies.
      const d = (await call(admin, 'users/details', { uid: String(olaId) })).json() as UserDetailsAnswer;
      expect(d.user.event_types).toEqual([4, 43]);
    });

    it('gives every alarm again, also of types added later, when every type is selected', async () => {
      await editUser(olaId, { event_types: [...ALL_TYPES].reverse() });
      expect(await openAlarmTypes(ola)).toEqual([4, 8, 43]);
      expect(await userAlarmTypes(t.ctx.db, acme, olaId)).toBeNull();
      // Narrowed to nothing, he gets nothing.
      await editUser(olaId, { event_types: [] });
      expect(await openAlarmTypes(ola)).toEqual([]);
      await editUser(olaId, { event_types: ALL_TYPES });
    });

    it('gives a user created without touching the Alarms tab every alarm type', async () => {
      const fresh = (await call(admin, 'users/details', { uid: '0' })).json() as UserDetailsAnswer;
      expect(fresh.user.event_types).toEqual(ALL_TYPES);
      const uid = await editUser(0, {
        login: 'nowy',
        name: 'Nowy',
        password: 'haslo123-flota',
        password2: 'haslo123-flota',
        other_options: [P.monitor],
      });
      const nowy = await signInOrFail(t.app, 'acme', 'nowy', 'haslo123-flota');
      expect(await openAlarmTypes(nowy)).toEqual([4, 8, 43]);
      expect(await userAlarmTypes(t.ctx.db, acme, uid)).toBeNull();

      // A save body without the list at all (not the editor): every alarm for a new user...
      const bare = await call(admin, 'users/save', {
        uid: '0',
        login: 'skrypt',
        name: 'Skrypt',
        password: 'haslo123-flota',
        password2: 'haslo123-flota',
        other_options: String(P.monitor),
      });
      expect(bare.json()).toMatchObject({ ok: true });
      expect(await userAlarmTypes(t.ctx.db, acme, bare.json().uid)).toBeNull();
      // ...and an existing user keeps the list he has.
      await editUser(uid, { event_types: [8] });
      const d = (await call(admin, 'users/details', { uid: String(uid) })).json() as UserDetailsAnswer;
      const body: Record<string, string> = {};
      for (const [k, v] of Object.entries(d.user))
        if (k !== 'event_types') body[k] = Array.isArray(v) ? v.join(',') : String(v);
      expect((await call(admin, 'users/save', body)).json()).toMatchObject({ ok: true });
      expect(await openAlarmTypes(nowy)).toEqual([8]);
    });
  });
});

/** Migration 017 over users that migration 016 gave alarm lists: every one of them gets every alarm. */
describe.each(DIALECTS)('migration 017 over existing users on %s', (dialect) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pg = dialect === 'postgres' ? await createTempDatabase(PG_ADMIN_URL, 'namiar_test') : null;
    drop = pg ? () => pg.drop() : undefined;
    database = openDatabase(pg ? { databaseUrl: pg.url } : { sqliteFile: ':memory:' });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it('leaves nobody without alarms and keeps the stored lists', async () => {
    const raw = database.db as unknown as Kysely<unknown>;
    const at = MIGRATIONS.findIndex((m) => m.name === '017_user_alarm_types');
    expect(at).toBeGreaterThan(0);
    for (const m of MIGRATIONS.slice(0, at)) await m.up(raw, { dialect });
    const c = await database.db
      .insertInto('customers')
      .values({ clogin: 'acme', name: 'Acme', time_zone: 'Europe/Warsaw', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const login of ['pusty', 'czesc']) {
      const u = await (database.db as unknown as Kysely<{ users: Record<string, unknown> }>)
        .insertInto('users')
        .values({
          customer_id: c.id,
          login,
          login_key: login,
          full_name: login,
          verifier: 'v1:x',
          permissions: '15',
          vehicles_restricted: 0,
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(u.id));
    }
    await database.db
      .insertInto('user_event_types')
      .values([4, 21].map((event_type_id) => ({ customer_id: c.id, user_id: ids[1], event_type_id })))
      .execute();
    await MIGRATIONS[at].up(raw, { dialect });
    for (const id of ids) expect(await userAlarmTypes(database.db, c.id, id)).toBeNull();
    const kept = await database.db
      .selectFrom('user_event_types')
      .select('event_type_id')
      .orderBy('event_type_id')
      .execute();
    expect(kept.map((r) => r.event_type_id)).toEqual([4, 21]);
  });
});
