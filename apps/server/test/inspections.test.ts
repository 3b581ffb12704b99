import { INSPECTION_MSG, MSG } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Inspections as records (spec 3 §2.9, §3.9, §4, §5, §6, §7): list with and without done rows,
 * edit, delete, perform / pause / resume with 'repeat', permissions 62–65 per kind, validation
 * messages, nothing half-saved, the audit, and the monitor's chip following each change.
 */
describe.each(DIALECTS)('inspections on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ledgerOnly: string;
  let workOnly: string;
  let customerId = 0;
  let vid = 0;
  let vid2 = 0;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    vid = (await t.admin.addVehicle('acme', 'WA 1', '352093081452251')).id;
    vid2 = (await t.admin.addVehicle('acme', 'WA 2', '352093081452252')).id;
    await t.admin.createUser('acme', 'admin', 'haslo123-flota');
    await t.admin.createUser('acme', 'ledger', 'haslo123-flota', { permissions: [62] });
    await t.admin.createUser('acme', 'work', 'haslo123-flota', { permissions: [64, 65] });
    admin = await signInOrFail(t.app, 'acme', 'admin', 'haslo123-flota');
    ledgerOnly = await signInOrFail(t.app, 'acme', 'ledger', 'haslo123-flota');
    workOnly = await signInOrFail(t.app, 'acme', 'work', 'haslo123-flota');
  });
  afterAll(() => t.close());

  const call = (url: string, body: Record<string, string> = {}, cookie = admin) => post(t.app, url, body, cookie);
  const form = (extra: Record<string, string> = {}) => ({
    iid: '0',
    type: 'ep',
    vehicle_code: String(vid),
    custom_name: 'Olej',
    inspection_level_type_id: '2',
    inspection_date: '2026-01-10 08:00:00',
    description: 'Wymiana oleju',
    last_km_counter: '120000',
    last_mth_counter: '',
    remind_time_condition_exist: 'true',
    remind_time_condition_id: '2',
    remind_time_condition_value: '3',
    rtc_prev_value: '14',
    rdc_exist: 'true',
    rdc_value: '15000',
    rdc_prev_value: '1000',
    remind_mth_condition_exist: 'false',
    remind_mth_condition_value: '',
    rmc_prev_value: '',
    ...extra,
  });
  const chip = async (regno: string) => {
    const m = (await call('/app/monit', { only_chosen: 'false' })).json().m as Record<string, unknown>[];
    return m.find((r) => r.regno === regno)!;
  };
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('inspections')
          .select((e) => e.fn.countAll().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  let iid = 0;

  it('adds a periodic inspection, lists it with due date and km, and the monitor shows its chip', async () => {
    const res = await call('/app/inspections/save', form());
    expect(res.json()).toMatchObject({ ok: true });
    iid = res.json().iid;
    const list = await call('/app/inspections', { type: 'ep', gridSchema: 'true' });
    expect(list.json().grid.length).toBeGreaterThan(3);
    expect(list.json().list).toEqual([
      expect.objectContaining({
        iid,
        reg_no: 'WA 1',
        name: 'P2',
        custom_name: 'Olej',
        inspection_date: '2026-01-10 08:00:00',
        due_date: '2026-04-10',
        due_km: 135000,
        status: 'Aktywny',
      }),
    ]);
    expect((await call('/app/inspections', { type: 'ew' })).json().list).toEqual([]);
    // Due 2026-04-10, warned 14 days before: on 2026-03-29 it reminds (chip level 1).
    expect(await chip('WA 1')).toMatchObject({ ins2: 1, insid2: iid, inscn2: 'Olej' });
    const d = (await call('/app/inspections/details', { iid: String(iid), type: 'ep', done: '0' })).json();
    expect(d.inspection).toMatchObject({ iid, vehicle_code: vid, rdc_value: 15000, remind_time_condition_id: 2 });
    expect(d.inspection_levels).toHaveLength(12);
    expect(d.vehicles).toEqual([
      { vid, reg_no: 'WA 1' },
      { vid: vid2, reg_no: 'WA 2' },
    ]);
    expect(d.remind_time_conditions.map((c: { text: string }) => c.text)).toEqual(['Dni', 'Miesiące', 'Lata']);
  });

  it('edits it: a later date moves the chip to ok', async () => {
    const res = await call('/app/inspections/save', form({ iid: String(iid), inspection_date: '2026-03-01 08:00:00' }));
    expect(res.json()).toMatchObject({ ok: true, iid });
    expect(await chip('WA 1')).toMatchObject({ ins2: 0, insid2: iid });
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter(
      (a) => a.entity === 'inspection' && a.record_id === iid,
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const before = await count();
    const res = await call(
      '/app/inspections/save',
      form({ custom_name: '', inspection_level_type_id: '', inspection_date: '', description: 'x' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toMatchObject({
      custom_name: INSPECTION_MSG.nameRequired,
      inspection_level_type_id: INSPECTION_MSG.levelRequired,
      inspection_date: INSPECTION_MSG.dateRequired,
      description: INSPECTION_MSG.description,
    });
    expect((await call('/app/inspections/save', form({ custom_name: 'Bardzo długa' }))).json().err.custom_name).toBe(
      INSPECTION_MSG.nameTooLong,
    );
    expect((await call('/app/inspections/save', form({ inspection_level_type_id: '13' }))).statusCode).toBe(400);
    // A second open inspection at the same level of the vehicle.
    expect((await call('/app/inspections/save', form())).json().err.inspection_level_type_id).toBe(
      INSPECTION_MSG.levelTaken,
    );
    const psave = await call('/app/inspections/psave', { type: 'pp', iid: '', vehicle_code: String(vid), date: '' });
    expect(psave.json().err).toMatchObject({
      iid: INSPECTION_MSG.performLevelRequired,
      date: INSPECTION_MSG.performDateRequired,
    });
    expect(await count()).toBe(before);
    expect(MSG).toBeDefined();
  });

  it('pauses and resumes: the chip follows; resume of an active one is refused', async () => {
    const body = { type: 'pp', iid: String(iid), vehicle_code: String(vid), date: '2026-03-20 10:00:00' };
    expect((await call('/app/inspections/psave', { ...body, performtypeid: '3' })).json().err.global).toBe(
      INSPECTION_MSG.cannotResume,
    );
    expect((await call('/app/inspections/psave', { ...body, performtypeid: '2' })).json()).toMatchObject({ ok: true });
    expect(await chip('WA 1')).toMatchObject({ inssid2: 2 });
    expect((await call('/app/inspections', { type: 'ep' })).json().list[0].status).toBe('Wstrzymany');
    expect((await call('/app/inspections/psave', { ...body, performtypeid: '1' })).json().err.global).toBe(
      INSPECTION_MSG.cannotPerform,
    );
    expect((await call('/app/inspections/psave', { ...body, performtypeid: '3' })).json()).toMatchObject({ ok: true });
    expect(await chip('WA 1')).toMatchObject({ inssid2: 1 });
  });

  it('performs with an additional level and repeat: done rows leave the list, new ones take the chips', async () => {
    const other = (
      await call(
        '/app/inspections/save',
        form({ inspection_level_type_id: '5', custom_name: 'Filtr', rdc_exist: 'false' }),
      )
    ).json().iid as number;
    const levels = (await call('/app/inspections/getleveltypes', { vid: String(vid), type: 'ep' })).json().level_types;
    expect(levels.filter((l: { iid: number | null }) => l.iid !== null).map((l: { name: string }) => l.name)).toEqual([
      'P2',
      'P5',
    ]);
    const res = await call('/app/inspections/psave', {
      type: 'pp',
      iid: String(iid),
      vehicle_code: String(vid),
      date: '2026-03-28 12:00:00',
      description: 'Wykonano w serwisie',
      repeat: 'true',
      addids: String(other),
      performtypeid: '1',
    });
    expect(res.json()).toMatchObject({ ok: true });
    const created: number[] = res.json().iids;
    expect(created).toHaveLength(2);
    const open = (await call('/app/inspections', { type: 'ep' })).json().list;
    expect(open.map((r: { iid: number }) => r.iid).sort()).toEqual([...created].sort());
    expect(open.find((r: { name: string }) => r.name === 'P2')).toMatchObject({
      inspection_date: '2026-03-28 12:00:00',
      description: 'Wykonano w serwisie',
      due_date: '2026-06-28',
    });
    const all = (await call('/app/inspections', { type: 'ep', done: 'true' })).json().list;
    expect(all).toHaveLength(4);
    expect(all.find((r: { iid: number }) => r.iid === iid).inspection_done_date).toBe('2026-03-28 12:00:00');
    expect(await chip('WA 1')).toMatchObject({ insid2: created[0], ins2: 0 });
    // Performing without repeat leaves no open inspection at the level: the chip disappears.
    const p5 = created[1];
    const once = await call('/app/inspections/psave', {
      type: 'pp',
      iid: String(p5),
      vehicle_code: String(vid),
      date: '2026-03-28 13:00:00',
      performtypeid: '1',
    });
    expect(once.json()).toMatchObject({ ok: true, iids: [] });
    expect((await chip('WA 1')).ins5 ?? null).toBeNull();
  });

  it('keeps kinds apart by permission: 62 lists but cannot perform; 64/65 work only on W', async () => {
    expect((await call('/app/inspections', { type: 'ep' }, ledgerOnly)).json().list.length).toBeGreaterThan(0);
    const before = await count();
    const perform = await call(
      '/app/inspections/psave',
      { type: 'pp', iid: String(iid), vehicle_code: String(vid), date: '2026-03-28 12:00:00', performtypeid: '2' },
      ledgerOnly,
    );
    expect(perform.json().err.code).toBe('module_permission_error');
    expect((await call('/app/inspections/perform', { type: 'pp' }, ledgerOnly)).json().err.code).toBe(
      'module_permission_error',
    );
    expect((await call('/app/inspections', { type: 'ep' }, workOnly)).json().err.code).toBe('module_permission_error');
    expect((await call('/app/inspections/details', { iid: String(iid), type: 'ew' }, workOnly)).json().err.global).toBe(
      INSPECTION_MSG.notFound,
    );
    const w = await call(
      '/app/inspections/save',
      form({ type: 'ew', inspection_level_type_id: '8', custom_name: 'Silnik', vehicle_code: String(vid2) }),
      workOnly,
    );
    expect(w.json()).toMatchObject({ ok: true });
    expect(await chip('WA 2')).toMatchObject({ insw8: expect.any(Number), inswid8: w.json().iid });
    expect((await call('/app/inspections/perform', { type: 'pw' }, workOnly)).json().inspection_levels).toHaveLength(8);
    expect(await count()).toBe(before + 1);
  });

  it('deletes an inspection', async () => {
    const list = (await call('/app/inspections', { type: 'ew' })).json().list;
    const res = await call('/app/inspections/delete', { iid: String(list[0].iid), type: 'ew' });
    expect(res.json()).toMatchObject({ ok: true });
    expect((await call('/app/inspections', { type: 'ew' })).json().list).toEqual([]);
    expect((await call('/app/inspections/delete', { iid: String(list[0].iid), type: 'ew' })).json().err.global).toBe(
      INSPECTION_MSG.notFound,
    );
  });
});
