import {
  REMINDER_MSG,
  emptyPosition,
  encodeVehicleSave,
  newVehicleForm,
  type Position,
  type ReminderDetailsAnswer,
  type ReminderListRow,
  type VehicleSave,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { startTestGateway } from './gateway-harness';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Reminders as records (issue 17, spec 3 §2.6, §3.7, §5, §7 'Reminders'): list, details, save,
 * delete and getcounters; the validation messages with nothing half-saved; reminders by date,
 * km and engine hours falling due from the vehicle's real counters (the engine's run over the
 * records the gateway took in), shown by the monitor's window and badge call; the audit lines;
 * another company's user and a user without permission 5 get an error, never data.
 */
describe.each(DIALECTS)('reminders on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let admin: string;
  let other: string;
  let nobody: string;
  let customerId = 0;
  let vid = 0;
  let driver = 0;

  const call = (url: string, body: Record<string, string> = {}, cookie = admin) => post(t.app, url, body, cookie);
  const body = (extra: Record<string, string> = {}) => ({
    rid: '0',
    name: 'Przegląd DW 400',
    remind_target_id: '1',
    vehicle_code: String(vid),
    driver_code: '',
    remind_type_id: '1',
    last_state_date: '2025-04-10 12:00:00',
    last_km_counter: '150000',
    last_mth_counter: '1200',
    remind_time_condition_exist: '1',
    remind_time_condition_value: '12',
    remind_time_condition_id: '2',
    rtc_prev_value: '30',
    remind_work_condition_exist: '0',
    remind_work_condition_value: '',
    remind_work_condition_id: '1',
    remind_work_condition_prev_value: '',
    description: 'Stacja kontroli pojazdów',
    ...extra,
  });
  const save = async (extra: Record<string, string> = {}, cookie = admin) => {
    const res = await call('/app/reminders/save', body(extra), cookie);
    const answer = res.json() as { ok?: boolean; rid?: number; err?: Record<string, string> };
    return { res, answer };
  };
  const saved = async (extra: Record<string, string> = {}) => {
    const { answer } = await save(extra);
    if (!answer.rid) throw new Error(`save refused: ${JSON.stringify(answer)}`);
    return answer.rid;
  };
  const list = async (cookie = admin) =>
    (await call('/app/reminders', { gridSchema: 'true' }, cookie)).json() as {
      grid: { field: string }[];
      reminders: ReminderListRow[];
    };
  const monit = async (cookie = admin) =>
    ((await call('/app/reminders/monit', { gridSchema: 'false' }, cookie)).json() as { reminders: { rid: number }[] })
      .reminders;
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('reminders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createCustomer('other');
    await t.admin.createUser('acme', 'admin', 'secret123-flota');
    await t.admin.createUser('acme', 'nobody', 'secret123-flota', { permissions: [1, 2] });
    await t.admin.createUser('other', 'admin', 'secret123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'secret123-flota');
    nobody = await signInOrFail(t.app, 'acme', 'nobody', 'secret123-flota');
    other = await signInOrFail(t.app, 'other', 'admin', 'secret123-flota');
    gw = await startTestGateway(t);
    t.ctx.engine = gw.engine;
    // A vehicle whose counters were set by hand a minute before its first record, then a drive.
    const form = {
      ...newVehicleForm(),
      reg_no: 'DW 400',
      imei: '352093081452285',
      km_counters: [{ point_date: '2026-03-25 08:59:00', value: 150_000, save_date: '' }],
      mth_counters: [{ point_date: '2026-03-25 08:59:00', value: 1_200, save_date: '' }],
    } as VehicleSave;
    vid = (await call('/app/vehicles/save', encodeVehicleSave(form))).json().vid as number;
    const t0 = Date.parse('2026-03-25T08:00:00Z');
    const positions: Position[] = Array.from({ length: 31 }, (_, i) => {
      const p = emptyPosition(t0 + i * 10_000, 51.1 + i * 0.002, 17.03);
      p.satellites = 9;
      p.ignition = true;
      p.speed = 90;
      return p;
    });
    await gw.writer.submit({ vehicleId: vid, customerId, positions });
    await gw.writer.flush();
    await gw.engine.idle();
    driver = (await call('/app/drivers/save', { did: '0', name: 'Anna', surname: 'Nowakowska' })).json().did as number;
  }, 60_000);
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it('answers the editor options for a new reminder and the counters at a date', async () => {
    const d = (await call('/app/reminders/details', { rid: 'new' })).json() as ReminderDetailsAnswer;
    expect(d.reminder).toMatchObject({ rid: 0, remind_target_id: 1, remind_time_condition_exist: true });
    expect(d.vehicles).toEqual([{ value: vid, text: 'DW 400' }]);
    expect(d.drivers).toEqual([{ value: driver, text: 'Anna Nowakowska' }]);
    expect(d.remind_times.map((o) => o.value)).toEqual([1, 2, 3]);
    expect(d.remind_works).toEqual([
      { value: 1, text: 'km' },
      { value: 2, text: 'mth' },
    ]);
    expect(d.remind_types.filter((o) => o.target === 2).map((o) => o.text)).toContain('Badania lekarskie');
    const c = (await call('/app/reminders/getcounters', { vid: String(vid), date: '2026-03-25 09:10:00' })).json();
    // The same counters as the vehicle editor's call: the one from the hand-set counter on.
    const v = (await call('/app/vehicles/getcounters', { vid: String(vid), date: '2026-03-25 09:10:00' })).json();
    expect(c).toEqual(v);
    expect(c.counters.km).toBeGreaterThan(150_005);
    expect(c.counters.mth).toBeCloseTo(1_200 + 300 / 3600, 1);
    expect(
      (await call('/app/reminders/getcounters', { vid: String(vid), date: '2026-03-25 08:30:00' })).json(),
    ).toEqual({ counters: { km: null, mth: null, date: '2026-03-25 08:30:00' } });
    const bad = await call('/app/reminders/getcounters', { vid: String(vid), date: '2026-02-30 10:00:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err.date).toBe(REMINDER_MSG.dateFormat);
  });

  it('creates, lists, reads, edits and deletes a reminder, each change with its audit line', async () => {
    const rid = await saved();
    const { grid, reminders } = await list();
    expect(grid.map((c) => c.field)).toContain('due_date');
    const row = reminders.find((r) => r.rid === rid)!;
    expect(row).toMatchObject({
      name: 'Przegląd DW 400',
      remind_target: 'Pojazd',
      object_name: 'DW 400',
      remind_type_name: 'Przegląd techniczny',
      last_state_date: '2025-04-10 12:00:00',
      time_condition: 'co 12 miesięcy (30 dni wcześniej)',
      due_date: '2026-04-10 12:00:00',
      status: 'Do wykonania',
    });
    const d = (await call('/app/reminders/details', { rid: String(rid) })).json() as ReminderDetailsAnswer;
    expect(d.reminder).toEqual({
      rid,
      name: 'Przegląd DW 400',
      remind_target_id: 1,
      vehicle_code: vid,
      driver_code: null,
      remind_type_id: 1,
      last_state_date: '2025-04-10 12:00:00',
      last_km_counter: 150000,
      last_mth_counter: 1200,
      remind_time_condition_exist: true,
      remind_time_condition_value: 12,
      remind_time_condition_id: 2,
      rtc_prev_value: 30,
      remind_work_condition_exist: false,
      remind_work_condition_value: null,
      remind_work_condition_id: 1,
      remind_work_condition_prev_value: null,
      description: 'Stacja kontroli pojazdów',
    });
    expect((await save({ rid: String(rid), name: 'Przegląd roczny', description: 'Nowy opis' })).answer).toEqual({
      ok: true,
      rid,
    });
    const del = await call('/app/reminders/delete', { rid: String(rid) });
    expect(del.json()).toEqual({ ok: true });
    expect((await call('/app/reminders/details', { rid: String(rid) })).json()).toEqual({
      err: { global: REMINDER_MSG.notFound },
    });
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter(
      (a) => a.entity === 'reminder' && a.record_id === rid,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const before = await count();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ name: ' ' }, { name: REMINDER_MSG.nameRequired }],
      [{ vehicle_code: '' }, { vehicle_code: REMINDER_MSG.vehicleRequired }],
      [{ remind_target_id: '2', driver_code: '', remind_type_id: '6' }, { driver_code: REMINDER_MSG.driverRequired }],
      [{ last_state_date: '' }, { last_state_date: REMINDER_MSG.dateRequired }],
      [{ last_state_date: '2025-13-01 00:00:00' }, { last_state_date: REMINDER_MSG.dateFormat }],
      [{ remind_time_condition_exist: '0' }, { remind_time_condition_exist: REMINDER_MSG.condition }],
      [{ remind_time_condition_value: '' }, { remind_time_condition_value: REMINDER_MSG.timeValue }],
      [{ remind_time_condition_id: '4' }, { remind_time_condition_id: REMINDER_MSG.timeUnit }],
      [{ description: 'x' }, { description: REMINDER_MSG.description }],
      [{ description: 'x'.repeat(101) }, { description: REMINDER_MSG.description }],
      [{ last_km_counter: '10000000' }, { last_km_counter: REMINDER_MSG.counter }],
      [
        { remind_work_condition_exist: '1', remind_work_condition_value: '1000', last_km_counter: '' },
        { last_km_counter: REMINDER_MSG.kmRequired },
      ],
      [
        {
          remind_work_condition_exist: '1',
          remind_work_condition_value: '100',
          remind_work_condition_prev_value: '200',
        },
        { remind_work_condition_prev_value: REMINDER_MSG.workPrev },
      ],
      [
        { remind_target_id: '2', driver_code: String(driver), remind_type_id: '6', remind_work_condition_exist: '1' },
        { remind_work_condition_exist: REMINDER_MSG.workDriver },
      ],
    ];
    for (const [extra, fields] of cases) {
      const { res, answer } = await save(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(answer.err, JSON.stringify(extra)).toMatchObject(fields);
      expect(answer.err!.global).toBeTruthy();
    }
    // Checked against the company's records: a type of the other target, a vehicle or driver of nobody.
    expect((await save({ remind_type_id: '6' })).answer).toEqual({ err: { remind_type_id: REMINDER_MSG.type } });
    expect((await save({ vehicle_code: '999999' })).answer).toEqual({
      err: { vehicle_code: REMINDER_MSG.vehicleNotFound },
    });
    expect((await save({ remind_target_id: '2', driver_code: '999999', remind_type_id: '6' })).answer).toEqual({
      err: { driver_code: REMINDER_MSG.driverNotFound },
    });
    expect(await count()).toBe(before);
    expect(
      (await listAudit(t.ctx.db, customerId, 0)).filter((a) => a.entity === 'reminder' && a.action === 'create'),
    ).toHaveLength(1);
  });

  it('falls due by km and engine hours from the real counters, and by date; the monitor window shows what is due', async () => {
    const work = (unit: string, value: string, prev: string) => ({
      remind_time_condition_exist: '0',
      remind_work_condition_exist: '1',
      remind_work_condition_id: unit,
      remind_work_condition_value: value,
      remind_work_condition_prev_value: prev,
      remind_type_id: '3',
    });
    // The drive took the counter from 150 000 km to about 150 006.7 km and 1 200 h to 1 200.08 h.
    const kmWaits = await saved({ name: 'Olej 10', ...work('1', '10', '2') });
    const kmDue = await saved({ name: 'Olej 8', ...work('1', '8', '2') });
    const mthWaits = await saved({ name: 'Silnik 1/0,5', ...work('2', '1', '0,5') });
    const mthDue = await saved({ name: 'Silnik 1/0,95', ...work('2', '1', '0,95') });
    const dateWaits = await saved({ name: 'OC', last_state_date: '2025-06-01 00:00:00', remind_type_id: '2' });
    const driverDue = await saved({
      name: 'Badania Anna',
      remind_target_id: '2',
      driver_code: String(driver),
      remind_type_id: '6',
      last_state_date: '2024-04-01 00:00:00',
      remind_time_condition_value: '2',
      remind_time_condition_id: '3',
    });
    const shown = (await monit()).map((r) => r.rid);
    expect(shown).toEqual(expect.arrayContaining([kmDue, mthDue, driverDue]));
    for (const rid of [kmWaits, mthWaits, dateWaits]) expect(shown).not.toContain(rid);
    const rows = (await list()).reminders;
    const km = rows.find((r) => r.rid === kmWaits)!;
    expect(km.work_condition).toBe('co 10 km (2 km wcześniej)');
    expect(km.work_left).toBeGreaterThan(2);
    expect(km.work_left).toBeLessThan(4);
    expect(km.status).toBe('Oczekuje');
    expect(rows.find((r) => r.rid === mthDue)!.status).toBe('Do wykonania');

    // The vehicle drives on: the km reminder that waited comes due.
    const t1 = Date.parse('2026-03-25T10:00:00Z');
    const more: Position[] = Array.from({ length: 31 }, (_, i) => {
      const p = emptyPosition(t1 + i * 10_000, 51.2 + i * 0.002, 17.03);
      p.satellites = 9;
      p.ignition = true;
      p.speed = 90;
      return p;
    });
    await gw.writer.submit({ vehicleId: vid, customerId, positions: more });
    await gw.writer.flush();
    await gw.engine.idle();
    expect((await monit()).map((r) => r.rid)).toContain(kmWaits);

    // Accepted in the monitor: out of the window, 'Zakończone' in the list; a new period opens it again.
    expect((await call('/app/reminders/accept/', { rid: String(driverDue) })).json()).toEqual({ ok: true });
    expect((await monit()).map((r) => r.rid)).not.toContain(driverDue);
    expect((await list()).reminders.find((r) => r.rid === driverDue)!.status).toBe('Zakończone');
    await saved({
      rid: String(driverDue),
      name: 'Badania Anna',
      remind_target_id: '2',
      driver_code: String(driver),
      remind_type_id: '6',
      last_state_date: '2026-03-20 00:00:00',
      remind_time_condition_value: '2',
      remind_time_condition_id: '3',
    });
    expect((await list()).reminders.find((r) => r.rid === driverDue)!.status).toBe('Oczekuje');
    // Edited to a last state that is due again: back in the window at once.
    await saved({
      rid: String(driverDue),
      name: 'Badania Anna',
      remind_target_id: '2',
      driver_code: String(driver),
      remind_type_id: '6',
      last_state_date: '2024-03-01 00:00:00',
      remind_time_condition_value: '2',
      remind_time_condition_id: '3',
    });
    expect((await monit()).map((r) => r.rid)).toContain(driverDue);
  });

  it('gives another company and a user without permission 5 an error, never data, and changes nothing', async () => {
    const rid = await saved({ name: 'Tajne przypomnienie firmy acme' });
    const snapshot = async () =>
      JSON.stringify(
        await t.ctx.db
          .selectFrom('reminders')
          .selectAll()
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
      );
    const before = await snapshot();
    for (const cookie of [other, nobody]) {
      const answers = [
        await call('/app/reminders', { gridSchema: 'true' }, cookie),
        await call('/app/reminders/details', { rid: String(rid) }, cookie),
        await call('/app/reminders/save', body({ rid: String(rid), name: 'Przejęte' }), cookie),
        await call('/app/reminders/delete', { rid: String(rid) }, cookie),
        await call('/app/reminders/getcounters', { vid: String(vid), date: '2026-03-25 09:10:00' }, cookie),
      ];
      for (const res of answers) {
        expect(res.body).not.toContain('Tajne przypomnienie');
        expect(res.body).not.toContain('DW 400');
        if (cookie === nobody) expect(res.json()).toEqual({ err: { code: 'module_permission_error' } });
      }
      if (cookie === other) {
        expect((await list(other)).reminders).toEqual([]);
        for (const res of answers.slice(1)) expect(res.json().err).toBeTruthy();
        // A new reminder of the other company on this company's vehicle is refused.
        const theirs = await call('/app/reminders/save', body(), other);
        expect(theirs.json()).toEqual({ err: { vehicle_code: REMINDER_MSG.vehicleNotFound } });
      }
    }
    expect(await snapshot()).toBe(before);
    // A user restricted to other vehicles does not see the vehicle's reminders.
    await t.admin.createUser('acme', 'limited', 'secret123-flota', { vehicleIds: [] });
    const limited = await signInOrFail(t.app, 'acme', 'limited', 'secret123-flota');
    expect((await list(limited)).reminders.some((r) => r.object_name === 'DW 400')).toBe(false);
    expect((await call('/app/reminders/details', { rid: String(rid) }, limited)).json()).toEqual({
      err: { global: REMINDER_MSG.notFound },
    });
    expect((await monit(limited)).map((r) => r.rid)).not.toContain(rid);
  });
});
