import {
  COUNTER_MSG,
  POWER_MSG,
  formatPowerString,
  type CounterDetailsAnswer,
  type EnergyCounterRow,
  type PowerOrderDetailsAnswer,
  type PowerOrderRow,
  type PowerYear,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Energy counters and ordered power (issue 16 §4, spec 3 §2.13, §2.14, §3.13, §3.14, §5, §7):
 * every call, the validation messages, the year-already-assigned rule, the audit of each change,
 * the link to the vehicle (power_counter_id) and the company's and the user's limits.
 */
describe.each(DIALECTS)('counters and ordered power on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let restricted: string;
  let customerId = 0;
  let loco = 0;
  let emu = 0;
  let foreignVehicle = 0;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('koleje')).id;
    await t.admin.createCustomer('inna');
    loco = (await t.admin.addVehicle('koleje', 'EU07-101', '352093100000011', { vehicleTypeId: 10 })).id;
    emu = (await t.admin.addVehicle('koleje', 'EN57-202', '352093100000029', { vehicleTypeId: 11 })).id;
    foreignVehicle = (await t.admin.addVehicle('inna', 'ET22-303', '352093100000037')).id;
    await t.admin.createUser('koleje', 'admin', 'haslo123-flota');
    await t.admin.createUser('koleje', 'ograniczony', 'haslo123-flota', { vehicleIds: [emu] });
    await t.admin.createUser('inna', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'koleje', 'admin', 'haslo123-flota');
    restricted = await signInOrFail(t.app, 'koleje', 'ograniczony', 'haslo123-flota');
    other = await signInOrFail(t.app, 'inna', 'admin', 'haslo123-flota');
  });
  afterAll(() => t.close());

  const call = (url: string, body: Record<string, string> = {}, cookie = admin) => post(t.app, url, body, cookie);
  const counterBody = (extra: Record<string, string> = {}) => ({
    cid: '0',
    number: 'LE-4471',
    manufacturer: 'Elester',
    model: 'EMS 132',
    soft_version: '2.14',
    gsm_number: '48601200300',
    valid_date: '2028-06-30 23:59:59',
    active_status_id: '1',
    description: 'Licznik energii trakcyjnej',
    comments: 'Legalizacja 2024',
    ...extra,
  });
  const months = (kw: number | null): (number | null)[] =>
    Array.from({ length: 12 }, (_, i) => (kw === null ? null : kw + i));

  let cid = 0;

  it('creates a counter with every field and reads it back, the list with its columns', async () => {
    const res = await call('/app/counters/save', counterBody());
    expect(res.json()).toMatchObject({ ok: true });
    cid = (res.json() as { cid: number }).cid;
    const d = (await call('/app/counters/details', { cid: String(cid) })).json() as CounterDetailsAnswer;
    expect(d.counter).toEqual({
      cid,
      number: 'LE-4471',
      manufacturer: 'Elester',
      model: 'EMS 132',
      soft_version: '2.14',
      gsm_number: '48601200300',
      valid_date: '2028-06-30 23:59:59',
      active_status_id: 1,
      description: 'Licznik energii trakcyjnej',
      comments: 'Legalizacja 2024',
    });
    expect(d.counter_statuses.map((s) => s.text)).toContain('Aktywny');
    const list = (await call('/app/counters', { gridSchema: 'true' })).json() as {
      grid: { field: string }[];
      counters: EnergyCounterRow[];
    };
    expect(list.grid.map((g) => g.field)).toContain('number');
    expect(list.counters).toHaveLength(1);
    expect(list.counters[0]).toMatchObject({ cid, number: 'LE-4471', active_status: 'Aktywny', reg_no: '' });
    const fresh = (await call('/app/counters/details', { cid: '0' })).json() as CounterDetailsAnswer;
    expect(fresh.counter).toMatchObject({ cid: 0, number: '', active_status_id: 1 });
  });

  it('refuses bad fields with their messages, and a taken number, saving nothing', async () => {
    const bad = await call(
      '/app/counters/save',
      counterBody({
        number: '',
        gsm_number: '+48 600',
        description: 'x',
        comments: 'y'.repeat(1001),
        valid_date: 'jutro',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      err: {
        number: COUNTER_MSG.numberRequired,
        gsm_number: COUNTER_MSG.gsmNumber,
        description: COUNTER_MSG.descriptionLength,
        comments: COUNTER_MSG.commentsLength,
        valid_date: COUNTER_MSG.dateFormat,
      },
    });
    const taken = await call('/app/counters/save', counterBody({ number: ' le-4471 ' }));
    expect(taken.json()).toEqual({ err: { number: COUNTER_MSG.numberTaken } });
    const list = (await call('/app/counters')).json() as { counters: EnergyCounterRow[] };
    expect(list.counters).toHaveLength(1);
  });

  it('updates a counter; an unchanged save writes no audit line', async () => {
    const res = await call('/app/counters/save', counterBody({ cid: String(cid), model: 'EMS 133', comments: '' }));
    expect(res.json()).toEqual({ ok: true, cid });
    const again = await call('/app/counters/save', counterBody({ cid: String(cid), model: 'EMS 133', comments: '' }));
    expect(again.json()).toEqual({ ok: true, cid });
    const d = (await call('/app/counters/details', { cid: String(cid) })).json() as CounterDetailsAnswer;
    expect(d.counter).toMatchObject({ model: 'EMS 133', comments: '' });
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter((r) => r.entity === 'counter');
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1].before!).model).toBe('EMS 132');
    expect(JSON.parse(audit[1].after!).model).toBe('EMS 133');
  });

  it('a counter named by a vehicle shows it and is not deleted while it is', async () => {
    await t.ctx.db
      .updateTable('vehicles')
      .set({ record: JSON.stringify({ power_counter_id: cid }) })
      .where('id', '=', loco)
      .execute();
    const list = (await call('/app/counters')).json() as { counters: EnergyCounterRow[] };
    expect(list.counters[0].reg_no).toBe('EU07-101');
    const d = (await call('/app/counters/details', { cid: String(cid) })).json() as CounterDetailsAnswer;
    expect(d.vehicles).toEqual([{ vid: loco, reg_no: 'EU07-101' }]);
    // A user who does not see the locomotive is not told its name in the list.
    const mine = (await call('/app/counters', {}, restricted)).json() as { counters: EnergyCounterRow[] };
    expect(mine.counters[0].reg_no).toBe('');
    // The vehicle editor offers the company's counters in 'Licznik energii'.
    const vehicle = (await call('/app/vehicles/details', { vid: String(loco) })).json() as {
      power_counters: { value: number; text: string }[];
    };
    expect(vehicle.power_counters).toEqual([{ value: cid, text: 'LE-4471' }]);
    const refused = await call('/app/counters/delete', { cid: String(cid) });
    expect(refused.json()).toEqual({ err: { global: COUNTER_MSG.deleteAssigned('EU07-101') } });
    // ... and to a user who does not see the vehicle, without its name.
    const unnamed = await call('/app/counters/delete', { cid: String(cid) }, restricted);
    expect(unnamed.json()).toEqual({ err: { global: COUNTER_MSG.deleteAssigned(null) } });
    expect(unnamed.body).not.toContain('EU07-101');
    await t.ctx.db.updateTable('vehicles').set({ record: '{}' }).where('id', '=', loco).execute();
  });

  it('never shows, changes or deletes a counter of another company', async () => {
    expect((await call('/app/counters', {}, other)).json()).toEqual({ counters: [] });
    expect((await call('/app/counters/details', { cid: String(cid) }, other)).json()).toEqual({
      err: { global: COUNTER_MSG.notFound },
    });
    expect((await call('/app/counters/save', counterBody({ cid: String(cid), model: 'X' }), other)).json()).toEqual({
      err: { global: COUNTER_MSG.notFound },
    });
    expect((await call('/app/counters/delete', { cid: String(cid) }, other)).json()).toEqual({
      err: { global: COUNTER_MSG.notFound },
    });
    // The same number is free in another company.
    expect((await call('/app/counters/save', counterBody(), other)).json()).toMatchObject({ ok: true });
    const d = (await call('/app/counters/details', { cid: String(cid) })).json() as CounterDetailsAnswer;
    expect(d.counter.model).toBe('EMS 133');
  });

  it('deletes a counter with an audit line', async () => {
    expect((await call('/app/counters/delete', { cid: String(cid) })).json()).toEqual({ ok: true });
    expect(((await call('/app/counters')).json() as { counters: unknown[] }).counters).toEqual([]);
    expect((await call('/app/counters/details', { cid: String(cid) })).json()).toEqual({
      err: { global: COUNTER_MSG.notFound },
    });
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter((r) => r.entity === 'counter');
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  const cards: PowerYear[] = [
    { year: 2025, months: months(1500) },
    { year: 2026, months: [...months(1800).slice(0, 11), null] },
  ];

  it('lists every vehicle, saves the cards of one and reads them back', async () => {
    const empty = (await call('/app/powerorder', { gridSchema: 'true' })).json() as {
      grid: { field: string }[];
      powerorders: PowerOrderRow[];
    };
    expect(empty.grid.map((g) => g.field)).toEqual(['reg_no', 'years', 'power_now']);
    expect(empty.powerorders.map((r) => r.reg_no)).toEqual(['EN57-202', 'EU07-101']);
    const saved = await call('/app/powerorder/save', { vid: String(loco), power: formatPowerString(cards) });
    expect(saved.json()).toEqual({ ok: true, vid: loco });
    const d = (await call('/app/powerorder/details', { vid: String(loco) })).json() as PowerOrderDetailsAnswer;
    expect(d.powerorder).toEqual({ vid: loco, reg_no: 'EU07-101', power: cards, year: 2027 });
    expect(d.vehicles.map((v) => v.reg_no)).toEqual(['EN57-202', 'EU07-101']);
    const list = (await call('/app/powerorder')).json() as { powerorders: PowerOrderRow[] };
    const row = list.powerorders.find((r) => r.vid === loco)!;
    expect(row.years).toBe('2025, 2026');
    const fresh = (await call('/app/powerorder/details', { vid: '0' })).json() as PowerOrderDetailsAnswer;
    expect(fresh.powerorder).toMatchObject({ vid: 0, power: [] });
  });

  it('refuses a year that is already assigned, a year before 2019 and bad months, changing nothing', async () => {
    const twice = await call('/app/powerorder/save', {
      vid: String(loco),
      power: formatPowerString([cards[0], { year: 2025, months: months(1) }]),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ err: { 'power.1.year': 'Rok 2025 juz jest przypisany' } });
    const early = await call('/app/powerorder/save', {
      vid: String(loco),
      power: formatPowerString([{ year: 2018, months: months(1) }]),
    });
    expect(early.json()).toMatchObject({ err: { 'power.0.year': POWER_MSG.year } });
    const negative = await call('/app/powerorder/save', {
      vid: String(loco),
      power: `2027^-5${'^1'.repeat(11)}`,
    });
    expect(negative.json()).toMatchObject({ err: { 'power.0.months.0': POWER_MSG.month } });
    const none = await call('/app/powerorder/save', { vid: '0', power: formatPowerString(cards) });
    expect(none.json()).toMatchObject({ err: { vid: POWER_MSG.vehicle } });
    const d = (await call('/app/powerorder/details', { vid: String(loco) })).json() as PowerOrderDetailsAnswer;
    expect(d.powerorder.power).toEqual(cards);
  });

  it('removes a year by saving without it, with audit lines of each change', async () => {
    const res = await call('/app/powerorder/save', { vid: String(loco), power: formatPowerString([cards[1]]) });
    expect(res.json()).toEqual({ ok: true, vid: loco });
    const d = (await call('/app/powerorder/details', { vid: String(loco) })).json() as PowerOrderDetailsAnswer;
    expect(d.powerorder.power).toEqual([cards[1]]);
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter((r) => r.entity === 'powerorder');
    expect(audit.map((r) => [r.action, r.record_id])).toEqual([
      ['create', loco],
      ['update', loco],
    ]);
    expect(JSON.parse(audit[1].before!).power).toBe(formatPowerString(cards));
  });

  it("keeps to the company's and the user's vehicles", async () => {
    for (const cookie of [other, restricted]) {
      expect((await call('/app/powerorder/details', { vid: String(loco) }, cookie)).json()).toEqual({
        err: { global: POWER_MSG.notFound },
      });
      expect(
        (await call('/app/powerorder/save', { vid: String(loco), power: formatPowerString(cards) }, cookie)).json(),
      ).toEqual({ err: { global: POWER_MSG.notFound } });
      expect((await call('/app/powerorder/delete', { vid: String(loco) }, cookie)).json()).toEqual({
        err: { global: POWER_MSG.notFound },
      });
    }
    const theirs = (await call('/app/powerorder', {}, other)).json() as { powerorders: PowerOrderRow[] };
    expect(theirs.powerorders.map((r) => r.vid)).toEqual([foreignVehicle]);
    const mine = (await call('/app/powerorder', {}, restricted)).json() as { powerorders: PowerOrderRow[] };
    expect(mine.powerorders.map((r) => r.vid)).toEqual([emu]);
    const d = (await call('/app/powerorder/details', { vid: String(loco) })).json() as PowerOrderDetailsAnswer;
    expect(d.powerorder.power).toEqual([cards[1]]);
  });

  it('delete removes every card of the vehicle; deleting the vehicle removes its cards', async () => {
    await call('/app/powerorder/save', { vid: String(emu), power: formatPowerString(cards) });
    expect((await call('/app/powerorder/delete', { vid: String(loco) })).json()).toEqual({ ok: true });
    const d = (await call('/app/powerorder/details', { vid: String(loco) })).json() as PowerOrderDetailsAnswer;
    expect(d.powerorder.power).toEqual([]);
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter((r) => r.entity === 'powerorder');
    expect(audit.at(-1)).toMatchObject({ action: 'delete', record_id: loco });
    await t.ctx.db.deleteFrom('vehicles').where('id', '=', emu).execute();
    const left = await t.ctx.db.selectFrom('power_orders').select('id').where('vehicle_id', '=', emu).execute();
    expect(left).toEqual([]);
  });

  it('refuses both modules to a user without permissions 66 and 70', async () => {
    await t.admin.createUser('koleje', 'bezuprawnien', 'haslo123-flota', { permissions: [1] });
    const none = await signInOrFail(t.app, 'koleje', 'bezuprawnien', 'haslo123-flota');
    for (const url of ['/app/counters', '/app/counters/save', '/app/powerorder', '/app/powerorder/save']) {
      expect((await call(url, counterBody({ vid: String(loco) }), none)).json()).toEqual({
        err: { code: 'module_permission_error' },
      });
    }
  });
});
