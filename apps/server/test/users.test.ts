import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, P, PASSWORD_MSG, USERS_MSG, selectionsFromPermissions } from '@namiar/domain';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, get, makeTestApp, post, signIn, signInOrFail, type TestApp } from './harness';

/**
 * The user records (spec 3 §2.10, §7 Users; issue 14): list, details, save and delete on both
 * databases, and what they change in the system — a user's permissions and vehicles apply to his
 * next call without a new sign-in, passwords are stored only as the sign-in verifier, the right
 * to edit users always stays with someone, and another company's users are out of reach.
 */
describe.each(DIALECTS)('user records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let acmeId = 0;
  const vids: number[] = [];
  let driverId = 0;
  let foreignUid = 0;
  let foreignVid = 0;

  /** The editor's form of a user, as the web sends it (selections comma-joined). */
  function form(fields: Record<string, string | number[] | boolean>, permissions: readonly number[] = [P.monitor]) {
    const sel = selectionsFromPermissions(permissions);
    const body: Record<string, string> = {
      uid: '0',
      user_status_id: '1',
      user_type_id: '2',
      name: 'Jan',
      surname: 'Testowy',
      vehicles_all: 'true',
      drivers_all: 'true',
      ...Object.fromEntries(Object.entries(sel).map(([k, v]) => [k, v.join(',')])),
    };
    for (const [k, v] of Object.entries(fields)) body[k] = Array.isArray(v) ? v.join(',') : String(v);
    return body;
  }

  const save = (cookie: string, fields: Record<string, string | number[] | boolean>, perms?: readonly number[]) =>
    post(t.app, '/app/users/save', form(fields, perms), cookie);

  async function createUser(
    login: string,
    perms: readonly number[],
    extra: Record<string, string | number[] | boolean> = {},
  ) {
    const res = await save(admin, { login, password: 'haslo123-flota', password2: 'haslo123-flota', ...extra }, perms);
    expect(res.json(), res.body).toMatchObject({ ok: true });
    return res.json().uid as number;
  }

  const userRow = (uid: number) =>
    t.ctx.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();

  beforeAll(async () => {
    // Many sign-ins from one address: above the per-minute limit of the sign-in calls.
    t = await makeTestApp(dialect, { NAMIAR_LOGIN_RATE_PER_MINUTE: '1000' });
    acmeId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createCustomer('other');
    for (const [i, imei] of ['352093081452251', '352093081452252', '352093081452253'].entries())
      vids.push((await t.admin.addVehicle('acme', `WA ${i + 1}`, imei)).id);
    foreignVid = (await t.admin.addVehicle('other', 'KR 1', '352093081452254')).id;
    driverId = (
      await t.ctx.db
        .insertInto('drivers')
        .values({ customer_id: acmeId, first_name: 'Adam', last_name: 'Kierowca', created_at: t.clock.now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.admin.createUser('acme', 'admin', 'admin123-flota', { fullName: 'Anna Admin' });
    foreignUid = (await t.admin.createUser('other', 'szef', 'szef1234-flota', { fullName: 'Obcy Szef Firmy' })).id;
    admin = await signInOrFail(t.app, 'acme', 'admin', 'admin123-flota');
    otherAdmin = await signInOrFail(t.app, 'other', 'szef', 'szef1234-flota');
  });
  afterAll(() => t.close());

  it('lists the company’s users with the grid schema, and only to holders of permission 9', async () => {
    await createUser('lista', [P.monitor], { vehicles_all: false, vehicles: [vids[0], vids[1]] });
    const res = (await post(t.app, '/app/users', { gridSchema: 'true' }, admin)).json();
    expect(res.grid.map((c: { field: string }) => c.field)).toEqual([
      'login',
      'name',
      'surname',
      'user_type',
      'user_status',
      'email',
      'phone_no',
      'vehicles',
    ]);
    const logins = res.users.map((u: { login: string }) => u.login);
    expect(logins).toContain('admin');
    expect(logins).not.toContain('szef');
    expect(res.users.find((u: { login: string }) => u.login === 'admin')).toMatchObject({
      name: 'Anna',
      surname: 'Admin',
      user_status: 'Aktywny',
      vehicles: 'wszystkie',
    });
    expect(res.users.find((u: { login: string }) => u.login === 'lista').vehicles).toBe('2');
    expect((await post(t.app, '/app/users', {}, admin)).json().grid).toBeUndefined();
    const limited = await signInOrFail(t.app, 'acme', 'lista', 'haslo123-flota');
    expect((await post(t.app, '/app/users', { gridSchema: 'true' }, limited)).json()).toEqual({
      err: { code: 'module_permission_error' },
    });
  });

  it('gives the editor a new user’s defaults and every option list', async () => {
    const d = (await post(t.app, '/app/users/details', { uid: '0' }, admin)).json();
    expect(d.user).toMatchObject({ uid: 0, login: '', user_status_id: 1, vehicles_all: true });
    expect(d.user.other_options).toEqual([P.monitor, P.route, P.logout]);
    expect(d.vehicles.map((v: { regno: string }) => v.regno)).toEqual(['WA 1', 'WA 2', 'WA 3']);
    expect(d.drivers).toEqual([{ driver_id: driverId, name: 'Adam Kierowca' }]);
    expect(d.user_statuses).toEqual([
      { value: 1, text: 'Aktywny' },
      { value: 2, text: 'Nieaktywny' },
    ]);
    expect(d.user_types.length).toBeGreaterThan(1);
    expect(d.event_types.length).toBeGreaterThan(50);
    expect(d.others.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual([
      ...ALL_PERMISSIONS,
    ]);
  });

  it('creates a user who signs in with the password, stored only as the encrypted verifier', async () => {
    const uid = await createUser('Marek.K', [P.monitor, P.repDaily, P.sms], {
      surname: 'Kowalski',
      phone_no: '+48 600 100 200',
      email: 'marek@example.com',
      vehicles_all: false,
      vehicles: [vids[1]],
      drivers_all: false,
      drivers: [driverId],
      event_types: [4, 21],
      www_login: 'marek.www',
      www_password: 'mobilne1-flota',
      www_password2: 'mobilne1-flota',
    });
    const d = (await post(t.app, '/app/users/details', { uid: String(uid) }, admin)).json();
    expect(d.user).toMatchObject({
      uid,
      login: 'Marek.K',
      name: 'Jan',
      surname: 'Kowalski',
      phone_no: '+48 600 100 200',
      email: 'marek@example.com',
      www_login: 'marek.www',
      vehicles_all: false,
      vehicles: [vids[1]],
      drivers_all: false,
      drivers: [driverId],
      event_types: [4, 21],
      report_options: [P.repDaily],
      sms_options: [P.sms],
      other_options: [P.monitor],
    });
    const text = JSON.stringify(d);
    expect(text).not.toMatch(/haslo123|mobilne1|verifier/);
    const row = await userRow(uid);
    expect(row.verifier).not.toContain('haslo123-flota');
    expect(row.verifier).toMatch(/^v1:/);
    expect(row.www_verifier).toMatch(/^v1:/);
    expect(row.full_name).toBe('Jan Kowalski');
    const { body } = await signIn(t.app, 'acme', 'marek.k', 'haslo123-flota');
    expect(body).toEqual({ ok: true, permissions: [{ id: P.monitor }, { id: P.sms }, { id: P.repDaily }] });
  });

  it('refuses a taken login in any letter case, a missing or repeated-wrong password, with field messages', async () => {
    const taken = (
      await save(admin, { login: 'ADMIN', password: 'haslo123-flota', password2: 'haslo123-flota' })
    ).json();
    expect(taken.err.login).toBe(USERS_MSG.loginTaken);
    const none = await save(admin, { login: 'nowy' });
    expect(none.statusCode).toBe(400);
    expect(none.json().err.password).toBe(USERS_MSG.passwordRequired);
    const mismatch = (
      await save(admin, { login: 'nowy', password: 'haslo123-flota', password2: 'haslo124-flota' })
    ).json();
    expect(mismatch.err.password2).toBe(USERS_MSG.passwordMismatch);
    // Issue 28 §2: ten characters at least, no common password, not the login itself.
    for (const [password, message] of [
      ['krotkie1', PASSWORD_MSG.short],
      ['Haslo12345!', PASSWORD_MSG.common],
      ['1234567890', PASSWORD_MSG.common],
      ['nowy-2026!!', PASSWORD_MSG.personal],
    ] as const) {
      const weak = await save(admin, { login: 'nowy', password, password2: password });
      expect([password, weak.statusCode, weak.json().err.password]).toEqual([password, 400, message]);
    }
    const foreign = (
      await save(admin, {
        login: 'nowy',
        password: 'haslo123-flota',
        password2: 'haslo123-flota',
        vehicles_all: false,
        vehicles: [foreignVid],
      })
    ).json();
    expect(foreign.err.vehicles).toBe(USERS_MSG.vehiclesForeign);
    const misplaced = (
      await post(
        t.app,
        '/app/users/save',
        {
          ...form({ login: 'nowy', password: 'haslo123-flota', password2: 'haslo123-flota' }),
          report_options: String(P.users),
        },
        admin,
      )
    ).json();
    expect(misplaced.err.report_options).toBe(USERS_MSG.moduleMisplaced);
    expect(await t.ctx.db.selectFrom('users').select('id').where('login_key', '=', 'nowy').execute()).toEqual([]);
  });

  it('applies changed permissions and vehicles to the user’s next call, without a new sign-in', async () => {
    const uid = await createUser('zmienny', [P.monitor], { vehicles_all: false, vehicles: [vids[0]] });
    const cookie = await signInOrFail(t.app, 'acme', 'zmienny', 'haslo123-flota');
    const seen = async () =>
      ((await get(t.app, '/app/monit/vehicles', cookie)).json().vehicles as { vid: number }[]).map((v) => v.vid);
    expect(await seen()).toEqual([vids[0]]);

    const edit = (perms: number[], vehicles: number[] | null) =>
      save(
        admin,
        { uid: String(uid), login: 'zmienny', vehicles_all: vehicles === null, vehicles: vehicles ?? [] },
        perms,
      );
    expect((await edit([P.monitor], [vids[1], vids[2]])).json()).toMatchObject({ ok: true });
    expect(await seen()).toEqual([vids[1], vids[2]]);
    expect((await edit([P.monitor], null)).json()).toMatchObject({ ok: true });
    expect(await seen()).toEqual(vids);

    expect((await post(t.app, '/app/users', {}, cookie)).json()).toEqual({ err: { code: 'module_permission_error' } });
    expect((await edit([P.users, P.logout], null)).json()).toMatchObject({ ok: true });
    expect((await post(t.app, '/app/users', {}, cookie)).json().users.length).toBeGreaterThan(1);
    expect((await get(t.app, '/app/monit/vehicles', cookie)).json()).toEqual({
      err: { code: 'module_permission_error' },
    });
    // The shell learns the new set from its keep-alive and rebuilds the menu.
    expect((await get(t.app, '/app/ping', cookie)).json().permissions).toEqual([P.users, P.logout]);
  });

  it('ends the user’s other sessions when his password changes, and keeps the administrator’s own', async () => {
    const uid = await createUser('haslowy', [P.monitor]);
    const first = await signInOrFail(t.app, 'acme', 'haslowy', 'haslo123-flota');
    const second = await signInOrFail(t.app, 'acme', 'haslowy', 'haslo123-flota');
    const res = await save(admin, {
      uid: String(uid),
      login: 'haslowy',
      password: 'nowe-haslo',
      password2: 'nowe-haslo',
    });
    expect(res.json()).toMatchObject({ ok: true });
    for (const c of [first, second])
      expect((await get(t.app, '/app/ping', c)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await signIn(t.app, 'acme', 'haslowy', 'haslo123-flota')).body.err).toBeDefined();
    expect((await signIn(t.app, 'acme', 'haslowy', 'nowe-haslo')).body.ok).toBe(true);

    // An administrator changing his own password stays signed in here, not elsewhere.
    const selfUid = await createUser('admin2', [P.users, P.logout]);
    const here = await signInOrFail(t.app, 'acme', 'admin2', 'haslo123-flota');
    const elsewhere = await signInOrFail(t.app, 'acme', 'admin2', 'haslo123-flota');
    const own = await save(
      here,
      { uid: String(selfUid), login: 'admin2', password: 'inne-haslo', password2: 'inne-haslo' },
      [P.users, P.logout],
    );
    expect(own.json()).toMatchObject({ ok: true });
    expect((await get(t.app, '/app/ping', here)).json().ok).toBe(true);
    expect((await get(t.app, '/app/ping', elsewhere)).json()).toEqual({ err: { code: 'session_destroy' } });
  });

  it('signs out a user set inactive, and ends his sessions when he is deleted', async () => {
    const uid = await createUser('wylaczany', [P.monitor]);
    const cookie = await signInOrFail(t.app, 'acme', 'wylaczany', 'haslo123-flota');
    expect((await save(admin, { uid: String(uid), login: 'wylaczany', user_status_id: '2' })).json()).toMatchObject({
      ok: true,
    });
    expect((await get(t.app, '/app/ping', cookie)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await signIn(t.app, 'acme', 'wylaczany', 'haslo123-flota')).body.err.global).toBeDefined();

    const gone = await createUser('usuwany', [P.monitor]);
    const his = await signInOrFail(t.app, 'acme', 'usuwany', 'haslo123-flota');
    expect((await post(t.app, '/app/users/delete', { uid: String(gone) }, admin)).json()).toEqual({ ok: true });
    expect((await get(t.app, '/app/ping', his)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect(await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', gone).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', gone).execute()).toEqual([]);
    expect((await post(t.app, '/app/users/details', { uid: String(gone) }, admin)).json()).toEqual({
      err: { global: USERS_MSG.userNotFound },
    });
  });

  it('keeps the right to edit users: not from oneself, and never from the last holder', async () => {
    await t.admin.createCustomer('solo');
    const soloUid = (
      await t.admin.createUser('solo', 'jedyny', 'jedyny123-flota', { permissions: [P.users, P.monitor] })
    ).id;
    const solo = await signInOrFail(t.app, 'solo', 'jedyny', 'jedyny123-flota');
    const own = (perms: number[], status = '1') =>
      post(
        t.app,
        '/app/users/save',
        form({ uid: String(soloUid), login: 'jedyny', user_status_id: status }, perms),
        solo,
      );
    expect((await own([P.monitor])).json().err.other_options).toBe(USERS_MSG.lastUsersAdminRight);
    expect((await own([P.users, P.monitor], '2')).json().err.user_status_id).toBe(USERS_MSG.lastUsersAdminInactive);
    expect((await post(t.app, '/app/users/delete', { uid: String(soloUid) }, solo)).json()).toEqual({
      err: { global: USERS_MSG.lastUsersAdminDelete },
    });

    // With a second holder, still not from oneself; but one may take it from the other.
    const second = (
      await post(
        t.app,
        '/app/users/save',
        form({ login: 'drugi', password: 'drugi123-flota', password2: 'drugi123-flota' }, [P.users]),
        solo,
      )
    ).json().uid as number;
    expect((await own([P.monitor])).json().err.other_options).toBe(USERS_MSG.ownUsersRight);
    expect((await own([P.users], '2')).json().err.user_status_id).toBe(USERS_MSG.ownDeactivate);
    expect((await post(t.app, '/app/users/delete', { uid: String(soloUid) }, solo)).json()).toEqual({
      err: { global: USERS_MSG.ownDelete },
    });
    const takeFromSecond = await post(
      t.app,
      '/app/users/save',
      form({ uid: String(second), login: 'drugi' }, [P.monitor]),
      solo,
    );
    expect(takeFromSecond.json()).toMatchObject({ ok: true });
    const row = await userRow(soloUid);
    expect(row.permissions.split(',').map(Number)).toContain(P.users);
    expect(row.status).toBe('active');
  });

  it('leaves the right with someone when two administrators take it from each other at once', async () => {
    // Both calls pass the gate (each still holds the right) and race inside their transactions.
    for (let round = 0; round < 8; round++) {
      const clogin = `duet${round}`;
      await t.admin.createCustomer(clogin);
      const a = (await t.admin.createUser(clogin, 'ala', 'ala12345-flota', { permissions: [P.users] })).id;
      const b = (await t.admin.createUser(clogin, 'bob', 'bob12345-flota', { permissions: [P.users] })).id;
      const ca = await signInOrFail(t.app, clogin, 'ala', 'ala12345-flota');
      const cb = await signInOrFail(t.app, clogin, 'bob', 'bob12345-flota');
      await Promise.all([
        post(t.app, '/app/users/save', form({ uid: String(b), login: 'bob' }, [P.monitor]), ca),
        post(t.app, '/app/users/save', form({ uid: String(a), login: 'ala' }, [P.monitor]), cb),
      ]);
      const rows = await t.ctx.db.selectFrom('users').select('permissions').where('id', 'in', [a, b]).execute();
      expect(rows.filter((r) => r.permissions.split(',').map(Number).includes(P.users))).toHaveLength(1);
    }
  });

  it('never reads or changes a user of another company', async () => {
    const before = await userRow(foreignUid);
    const details = (await post(t.app, '/app/users/details', { uid: String(foreignUid) }, admin)).json();
    expect(details).toEqual({ err: { global: USERS_MSG.userNotFound } });
    const changed = await save(
      admin,
      { uid: String(foreignUid), login: 'szef', password: 'przejety1-flota', password2: 'przejety1-flota' },
      [P.users],
    );
    expect(changed.json().err.global).toBe(USERS_MSG.userNotFound);
    expect((await post(t.app, '/app/users/delete', { uid: String(foreignUid) }, admin)).json()).toEqual({
      err: { global: USERS_MSG.userNotFound },
    });
    expect(await userRow(foreignUid)).toEqual(before);
    expect((await get(t.app, '/app/ping', otherAdmin)).json().ok).toBe(true);
  });

  it('audits every change as the editor sees it, with no password or verifier in it', async () => {
    const uid = await createUser('audytowany', [P.monitor]);
    await save(admin, {
      uid: String(uid),
      login: 'audytowany',
      surname: 'Zmieniony',
      password: 'sekret99-flota',
      password2: 'sekret99-flota',
    });
    await post(t.app, '/app/users/delete', { uid: String(uid) }, admin);
    const rows = (await listAudit(t.ctx.db, acmeId, 0)).filter((r) => r.entity === 'user' && r.record_id === uid);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((r) => r.login === 'admin')).toBe(true);
    const update = rows[1];
    expect(JSON.parse(update.before!).surname).toBe('Testowy');
    expect(JSON.parse(update.after!)).toMatchObject({ surname: 'Zmieniony', password_changed: true });
    const all = JSON.stringify(rows);
    expect(all).not.toMatch(/haslo123|sekret99|verifier|v1:/);
  });
});
