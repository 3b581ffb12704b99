import { MONIT_MSG, type MonitVehicle } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareGazetteer } from '../src/modules/geocode/place-lookup';
import { DEMO_FLEET } from '../src/sim';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';
import { DIALECTS, get, post, signInOrFail, type TestApp } from './harness';
import { liveState, putLive } from './monit-fixtures';

const F = DEMO_FLEET;

/** `/monit` and the vehicle chooser: the record, scopes, choices, permissions (spec 1 §3.1, §6, §7). */
describe.each(DIALECTS)('monitor list on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let transpol: string;
  let vehicles: DemoVehicle[];
  let v: (regno: string) => DemoVehicle;
  let now: number;

  beforeAll(async () => {
    ({ t, vehicles, v } = await makeDemoApp(dialect));
    now = t.clock.now;
    // WX 4821K at Plac Bankowy (an own point), its key held by Jan Kowalski
    await putLive(t.ctx.db, v(F[0].regno), liveState(now - 60_000, { d1: F[0].drivers[0], inputs: 1 }));
    // DW 2R905 at its base, both thermometers, a co-driver card, data 20 minutes old
    await putLive(
      t.ctx.db,
      v(F[10].regno),
      liveState(now - 20 * 60_000, {
        lat: 51.166,
        lon: 16.995,
        key: false,
        v: 0,
        since: now - 5 * 3600_000,
        temps: [-19.46, -15.2, ...Array(14).fill(null)],
        inputs: 0b110,
        d1: F[10].drivers[0],
        d2: F[10].coDriver,
      }),
    );
    // DW 7P350 with a key nobody holds
    await putLive(t.ctx.db, v(F[1].regno), liveState(now - 5_000, { lat: 51.1, lon: 17.03, d1: 'DEADBEEF00000001' }));
    await putLive(t.ctx.db, v('LU 4410A'), liveState(now - 30_000, { lat: 51.25, lon: 22.57 }));
    // The server builds the gazetteer when it starts listening; inject() never listens.
    prepareGazetteer();
    ({ admin, operator, transpol } = await demoSessions(t.app));
  });
  afterAll(() => t.close());

  const monit = async (cookie: string, onlyChosen = true) => {
    const res = await post(t.app, '/app/monit', { only_chosen: String(onlyChosen) }, cookie);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  // Group members (inputs, thermometers, inspections) are absent when null (api/monit.ts);
  // the web reads a missing one as null, and so do these expectations.
  const GROUP = /^(i|it|id|o|ot|od|t|td|td_max|td_min|ins|insid|inssid|inscn|insw|inswid)\d+$/;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const ALL_GROUP_NULL = Object.fromEntries(
    [
      ...range(8).flatMap((k) => [`i${k}`, `it${k}`, `id${k}`, `insw${k}`, `inswid${k}`]),
      ...range(4).flatMap((k) => [`o${k}`, `ot${k}`, `od${k}`]),
      ...range(16).flatMap((k) => [`t${k}`, `td${k}`, `td_max${k}`, `td_min${k}`]),
      ...range(12).flatMap((k) => [`ins${k}`, `insid${k}`, `inssid${k}`, `inscn${k}`]),
    ].map((k) => [k, null]),
  );
  const record = (list: MonitVehicle[], regno: string): MonitVehicle => {
    const r = list.find((x) => x.regno === regno)!;
    for (const [k, value] of Object.entries(r)) if (GROUP.test(k)) expect(value, k).not.toBeNull();
    return { ...ALL_GROUP_NULL, ...r };
  };

  it('answers every vehicle of the company with the record of spec 1 §3.1', async () => {
    const { status, body, headers } = await monit(admin);
    expect(status).toBe(200);
    expect(headers['server-timing']).toMatch(/total;dur=\d/);
    const m: MonitVehicle[] = body.m;
    expect(m).toHaveLength(F.length);
    expect(m.map((x) => x.regno)).toEqual([...m.map((x) => x.regno)].sort());
    const wx = record(m, F[0].regno);
    expect(wx).toMatchObject({
      id: v(F[0].regno).id,
      dt: '2026-03-29 01:29:00',
      age: 60,
      key: 1,
      v: 42,
      vtp: 1,
      let: 660,
      icon_id: 1,
      vehicle_icon_color: F[0].icon_color,
      d1: 'Jan Kowalski',
      d1p: F[0].drivers[0],
      d2: null,
      poiname: 'Klient – Plac Bankowy',
      oldPointDate: 0,
      i1: 1,
      id1: 'Stacyjka',
      i2: null,
      ckm: 1_000_000,
      cmth: 360_000,
    });
    expect(wx.geo).toContain('Warszawa');
    expect(Object.keys(wx)).toHaveLength(Object.keys(record(m, F[10].regno)).length);
  });

  it('names drivers from identifiers, shows raw codes nobody holds, thermometers and old data', async () => {
    const m: MonitVehicle[] = (await monit(admin)).body.m;
    const reefer = record(m, F[10].regno);
    expect(reefer).toMatchObject({
      key: 0,
      oldPointDate: 1,
      poiname: 'Baza Wrocław Widawa',
      t1: -19.5,
      td1: 'Komora – przód',
      td_min1: -24,
      td_max1: -16,
      t2: -15.2,
      t3: null,
      td3: null,
      i1: 0,
      i2: 1,
      i3: 1,
      id2: 'Drzwi komory',
      d1p: F[10].drivers[0],
      d2p: F[10].coDriver,
    });
    expect(reefer.d1).not.toBe(F[10].drivers[0]); // a name
    expect(reefer.d2).not.toBe(F[10].coDriver);
    expect(reefer.let).toBe(5 * 3600);
    expect(record(m, F[1].regno)).toMatchObject({ d1: 'DEADBEEF00000001', d1p: 'DEADBEEF00000001', poiname: null });
  });

  it('keeps vehicles without any point, with no date', async () => {
    const m: MonitVehicle[] = (await monit(admin)).body.m;
    const quiet = record(m, F[5].regno);
    expect(quiet).toMatchObject({ dt: null, age: null, lat: null, lon: null, key: 0, v: 0, geo: null, i1: null });
    expect(quiet.id1).toBe('Stacyjka');
  });

  it('shows inspection chips: due, overrun, paused, work-time; done ones not at all', async () => {
    const m: MonitVehicle[] = (await monit(admin)).body.m;
    const wx = record(m, F[0].regno);
    expect(wx).toMatchObject({ ins1: 1, inscn1: 'Przegląd', inssid1: 1, ins4: null, insid4: null });
    expect(wx.insid1).toBeGreaterThan(0);
    expect(record(m, F[1].regno)).toMatchObject({ ins2: 2, inscn2: 'Olej' });
    expect(record(m, F[6].regno)).toMatchObject({ ins1: 0, inssid1: 2 });
    expect(record(m, F[9].regno)).toMatchObject({ insw1: 1, insw2: 0, ins1: null });
    expect(record(m, F[2].regno)).toMatchObject({ ins1: null, insw1: null });

    const info = await post(t.app, '/app/monit/inspection/', { iid: String(wx.insid1) }, admin);
    const lines: string[] = info.json().info.split('\n');
    expect(lines[0]).toBe('P1 – Przegląd (przegląd okresowy)');
    expect(lines).toContain('Data przeglądu: 2025-04-13');
    expect(lines.find((l) => l.startsWith('Termin:'))).toMatch(
      /co 365 dni, przypomnienie 30 dni wcześniej\) – pozostało 15 dni$/,
    );
    expect(lines).toContain('Status: zbliża się termin – przypomnienie');
    const overrun = await post(t.app, '/app/monit/inspection/', { iid: String(record(m, F[1].regno).insid2) }, admin);
    expect(overrun.json().info).toContain('co 1 rok');
    expect(overrun.json().info).toContain('Status: przekroczony – do wykonania');
  });

  it('keeps inspections of other companies and vehicles outside a list apart', async () => {
    const foreign = await t.ctx.db
      .selectFrom('inspections')
      .select('id')
      .where('customer_id', '=', v('LU 4410A').customer_id)
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/app/monit/inspection/', { iid: String(foreign.id) }, admin)).json()).toEqual({
      err: { global: MONIT_MSG.inspectionNotFound },
    });
    const outside = await t.ctx.db
      .selectFrom('inspections')
      .select('id')
      .where('vehicle_id', '=', v(F[12].regno).id)
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/app/monit/inspection/', { iid: String(outside.id) }, operator)).json().err.global).toBe(
      MONIT_MSG.inspectionNotFound,
    );
    const bad = await post(t.app, '/app/monit/inspection/', { iid: 'abc' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err.global).toBe(MONIT_MSG.inspectionNotFound);
  });

  it('never shows one company the other’s vehicles', async () => {
    const m: MonitVehicle[] = (await monit(transpol)).body.m;
    expect(m.map((x) => x.regno).sort()).toEqual(['BI 7007X', 'LU 4410A']);
    expect(record(m, 'LU 4410A').poiname).toBeNull();
    const demoIds = new Set(vehicles.filter((x) => x.customer_id === v(F[0].regno).customer_id).map((x) => x.id));
    expect(m.some((x) => demoIds.has(x.id))).toBe(false);
  });

  it('limits a user with a vehicle list to his vehicles', async () => {
    const m: MonitVehicle[] = (await monit(operator)).body.m;
    expect(m.map((x) => x.regno).sort()).toEqual(
      F.slice(0, 10)
        .map((s) => s.regno)
        .sort(),
    );
  });

  it('answers permission_error to a user without 15, 16 or 17, and session_destroy without a session', async () => {
    await t.admin.createUser('demo', 'bell', 'bell1234-flota', { permissions: [5, 6, 56] });
    const bell = await signInOrFail(t.app, 'demo', 'bell', 'bell1234-flota');
    expect((await monit(bell)).body).toEqual({ err: { code: 'permission_error' } });
    expect((await get(t.app, '/app/monit/vehicles', bell)).json()).toEqual({
      err: { code: 'module_permission_error' },
    });
    expect((await post(t.app, '/app/monit', { only_chosen: 'true' })).json()).toEqual({
      err: { code: 'session_destroy' },
    });
    // any one of the three opens the monitor
    await t.admin.createUser('demo', 'sms', 'sms12345-flota', { permissions: [17] });
    const sms = await signInOrFail(t.app, 'demo', 'sms', 'sms12345-flota');
    expect((await monit(sms)).body.m).toHaveLength(F.length);
  });

  it('shows changed records at the next poll (the revision triggers)', async () => {
    const wxId = v(F[0].regno).id;
    const before = record((await monit(admin, false)).body.m, F[0].regno);
    // another holder for the key, a renamed input, a new own point around the vehicle, an inspection done
    const driver = await t.ctx.db
      .insertInto('drivers')
      .values({ customer_id: v(F[0].regno).customer_id, first_name: 'Ewa', last_name: 'Zmiennik', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('identifiers')
      .set({ driver_id: driver.id })
      .where('code', '=', F[0].drivers[0])
      .execute();
    const settings = (
      await t.ctx.db.selectFrom('vehicles').select('settings').where('id', '=', wxId).executeTakeFirstOrThrow()
    ).settings;
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: settings.replace('"Stacyjka"', '"Zapłon"') })
      .where('id', '=', wxId)
      .execute();
    await t.ctx.db.deleteFrom('pois').where('name', '=', 'Klient – Plac Bankowy').execute();
    await t.ctx.db
      .insertInto('bases')
      .values({
        customer_id: v(F[0].regno).customer_id,
        name: 'Baza Śródmieście',
        shape: 1,
        lat: 52.243,
        lon: 21.001,
        radius: 300,
        poly: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.ctx.db
      .updateTable('inspections')
      .set({ inspection_done_date: now })
      .where('id', '=', before.insid1!)
      .execute();
    const after = record((await monit(admin, false)).body.m, F[0].regno);
    expect(after).toMatchObject({
      d1: 'Ewa Zmiennik',
      id1: 'Zapłon',
      poiname: 'Baza Śródmieście',
      ins1: null,
      insid1: null,
    });
    // and the live state moves on
    await putLive(
      t.ctx.db,
      v(F[0].regno),
      liveState(now - 1_000, { d1: F[0].drivers[0], v: 77, lat: 51.1, lon: 17.03 }),
    );
    await t.ctx.db
      .updateTable('vehicle_live')
      .set({ updated_at: now + 1 })
      .where('vehicle_id', '=', wxId)
      .execute();
    const moved = record((await monit(admin, false)).body.m, F[0].regno);
    expect(moved).toMatchObject({ v: 77, age: 1, poiname: null });
    expect(moved.geo).toContain('Wrocław');
  });

  it('refuses a malformed body with HTTP 400 and err.global', async () => {
    const res = await post(t.app, '/app/monit', { only_chosen: 'maybe' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().err.global).toEqual(expect.any(String));
  });

  describe('vehicle choice', () => {
    const choices = async (cookie: string) => (await get(t.app, '/app/monit/vehicles', cookie)).json().vehicles;
    const save = (cookie: string, ids: string) => post(t.app, '/app/monit/vehicles/save', { vehicles: ids }, cookie);

    it('lists every vehicle visible by default, sorted by regno', async () => {
      const list = await choices(admin);
      expect(list).toHaveLength(F.length);
      expect(list[0]).toEqual({ vid: expect.any(Number), regno: expect.any(String), visible: true });
      expect(list.every((c: { visible: boolean }) => c.visible)).toBe(true);
    });

    it('round-trips a choice, and only_chosen applies it', async () => {
      const a = v(F[0].regno).id;
      const b = v(F[3].regno).id;
      expect((await save(admin, `${b},${a}`)).json()).toEqual({ ok: true });
      const list = await choices(admin);
      expect(
        list
          .filter((c: { visible: boolean }) => c.visible)
          .map((c: { vid: number }) => c.vid)
          .sort(),
      ).toEqual([a, b].sort());
      expect((await monit(admin)).body.m.map((x: MonitVehicle) => x.id).sort()).toEqual([a, b].sort());
      expect((await monit(admin, false)).body.m).toHaveLength(F.length);
      // another user's choice is his own
      expect((await monit(operator)).body.m).toHaveLength(10);
    });

    it('stores an empty choice as none chosen', async () => {
      expect((await save(admin, '')).json()).toEqual({ ok: true });
      expect((await choices(admin)).some((c: { visible: boolean }) => c.visible)).toBe(false);
      expect((await monit(admin)).body.m).toEqual([]);
    });

    it('refuses ids of another company or outside the user’s list, storing nothing', async () => {
      const a = v(F[0].regno).id;
      await save(admin, String(a));
      const foreign = await save(admin, `${a},${v('LU 4410A').id}`);
      expect(foreign.statusCode).toBe(200);
      expect(foreign.json()).toEqual({ err: { global: MONIT_MSG.vehicleChoiceForeign } });
      expect((await monit(admin)).body.m.map((x: MonitVehicle) => x.id)).toEqual([a]);
      const outside = await save(operator, String(v(F[15].regno).id));
      expect(outside.json().err.global).toBe(MONIT_MSG.vehicleChoiceForeign);
      const unknown = await save(admin, '99999');
      expect(unknown.json().err.global).toBe(MONIT_MSG.vehicleChoiceForeign);
    });

    it('answers a malformed list with HTTP 400', async () => {
      const res = await save(admin, '1,x');
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(MONIT_MSG.vehicleList);
      expect((await post(t.app, '/app/monit/vehicles/save', {}, admin)).statusCode).toBe(400);
    });
  });
});
