import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VEHICLE_MSG,
  encodeVehicleSave,
  newCalibration,
  newVehicleForm,
  type VehicleDetailsAnswer,
  type VehicleForm,
  type VehicleSave,
} from '@namiar/domain';
import { DIALECTS, makeTestApp, post, get, signInOrFail, type TestApp } from './harness';

/** The vehicle records' calls (spec 3 §7 Vehicles) on both databases: what is saved is what loads. */

const IMEI = '352093081452251';

describe.each(DIALECTS)('vehicle records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let customerId: number;

  const details = async (vid: number | string, cookie = admin) =>
    (await post(t.app, '/app/vehicles/details', { vid: String(vid) }, cookie)).json() as VehicleDetailsAnswer & {
      err?: Record<string, string>;
    };
  const save = (form: VehicleSave, cookie = admin) =>
    post(t.app, '/app/vehicles/save', encodeVehicleSave(form), cookie);
  const object = async (type: string, name: string, description = '') =>
    (await post(t.app, '/app/vehicles/saveobject', { type, name, description, id: '0' }, admin)).json() as {
      objects: Record<string, unknown>[];
    };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createCustomer('other');
    await t.admin.createUser('acme', 'admin', 'secret123-flota');
    await t.admin.createUser('other', 'admin', 'secret123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'secret123-flota');
    other = await signInOrFail(t.app, 'other', 'admin', 'secret123-flota');
  });
  afterAll(() => t.close());

  /** A form with something in every part: tabs, lists, recipients, areas, a calibration. */
  async function fullForm(): Promise<VehicleSave> {
    const inout = (
      await post(
        t.app,
        '/app/vehicles/savedescription',
        { did: '0', type: 'inout', description: 'Drzwi naczepy' },
        admin,
      )
    ).json() as {
      vehicle_inout_descriptions: { value: number; text: string }[];
    };
    const thermo = (
      await post(
        t.app,
        '/app/vehicles/savedescription',
        { did: '0', type: 'thermometer', description: 'Komora chłodni' },
        admin,
      )
    ).json() as {
      vehicle_thermometer_descriptions: { value: number; text: string }[];
    };
    const email = (await object('email', 'dyspozytor@acme.pl', 'Dyspozytor')).objects[0].email_id as number;
    const phone = (await object('phone', '+48600100200', 'Kierownik')).objects[0].sms_simcard_id as number;
    const code = (await object('alarm', 'SOS1', 'Przycisk napadowy')).objects[0].alarm_code_id as number;
    const base = await t.ctx.db
      .insertInto('bases')
      .values({
        customer_id: customerId,
        name: 'Baza Wrocław',
        lat: 51.1,
        lon: 17.0,
        radius: 300,
        poly: null,
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const f = { ...newVehicleForm(), vid: 0 } as VehicleSave & Record<string, unknown>;
    Object.assign(f, {
      reg_no: 'DW 1234K',
      brand: 'Volvo FH 500',
      number: 'B-17',
      imei: IMEI,
      simcard_no: '48600900900',
      gps_type_id: 2,
      vehicle_type_id: 1,
      vehicle_icon_id: 4,
      vehicle_icon_color: '#aa3300',
      business_phone_no: '+48 600 111 222',
      description: 'Ciągnik z chłodnią',
      max_velocity: 85,
      alarmtf__speeding: true,
      alarm_speeding_time: 20,
      alarmtf__alarm_t1_max: true,
      tf__no_key_connect: false,
      voltage_port_exist: true,
      voltage_port: 2,
      fuel_big_usg_km: 40,
      bigusagetf__km: true,
      fuel_system_reg_no: 'PAL-77',
    });
    const inoutId = inout.vehicle_inout_descriptions[0].value;
    const thermoId = thermo.vehicle_thermometer_descriptions[0].value;
    f.inputs[1] = {
      ...f.inputs[1],
      active: true,
      description_id: inoutId,
      type_id: 4,
      contact_type_id: 2,
      min_duration: 3,
    };
    f.thermometers[0] = { ...f.thermometers[0], active: true, description_id: thermoId, temp_min: -25, temp_max: -15 };
    f.vehicle_statuses = [
      { vehicle_status_id: 2, from_date: '2026-03-01 08:00:00', to_date: '2026-03-02 16:00:00', description: 'Serwis' },
    ];
    f.km_counters = [{ point_date: '2026-03-01 00:00:00', value: 182340, save_date: '' }];
    f.alarm_event_emails = [{ email_id: email, status: 1, event_type_id: 4, message: 'Zadzwoń do kierowcy' }];
    f.alarm_event_simcards = [{ sms_simcard_id: phone, status: 1, event_type_id: 29, message: '' }];
    f.alarm_gps_emails = [{ email_id: email, status: 0, alarm_code_id: code, message: 'Napad' }];
    f.alarm_gps_simcards = [{ sms_simcard_id: phone, status: 1, alarm_code_id: code, message: '' }];
    f.bases = [base.id];
    const cal = newCalibration('2026-03-01 00:00:00');
    cal.active = true;
    cal.tanks[0].capacity = 400;
    cal.tanks[0].number = 'LLS-1';
    cal.tanks[0].points = [
      { litre_value: 0, indicator_value: 60, active: true },
      { litre_value: 400, indicator_value: 4000, active: true },
    ];
    f.calibrations = [cal];
    return f;
  }

  let vid = 0;
  let saved: VehicleSave;

  it('saves a new vehicle and loads back every value it was saved with', async () => {
    saved = await fullForm();
    const res = await save(saved);
    expect(res.statusCode).toBe(200);
    vid = (res.json() as { vid: number }).vid;
    expect(vid).toBeGreaterThan(0);
    const d = await details(vid);
    const v = d.vehicle as VehicleForm & Record<string, unknown>;
    const expected = { ...saved, vid } as Record<string, unknown>;
    for (const [k, value] of Object.entries(expected)) {
      if (k === 'km_counters' || k === 'calibrations' || k === 'fuel_meter_calibration_id') continue;
      expect([k, v[k]]).toEqual([k, value]);
    }
    expect(v.km_counters).toEqual([
      { point_date: '2026-03-01 00:00:00', value: 182340, save_date: expect.stringMatching(/^\d{4}-/) },
    ]);
    expect(v.calibrations).toEqual([{ ...saved.calibrations[0], id: expect.any(Number) }]);
    expect(v.fuel_meter_calibration_id).toBe(v.calibrations[0].id);
    expect(d.vehicle_inout_descriptions.map((o) => o.text)).toEqual(['Drzwi naczepy']);
    expect(d.bases.map((b) => b.name)).toEqual(['Baza Wrocław']);
    expect(d.event_types.length).toBeGreaterThan(50);
    // The list shows it with its columns.
    const list = (await post(t.app, '/app/vehicles', { gridSchema: 'true' }, admin)).json() as {
      grid: { field: string }[];
      vehicles: Record<string, unknown>[];
    };
    expect(list.grid.map((c) => c.field)).toContain('reg_no');
    expect(list.vehicles).toEqual([
      expect.objectContaining({ vid, reg_no: 'DW 1234K', brand: 'Volvo FH 500', imei: IMEI, status: 'Aktywny' }),
    ]);
  });

  it('writes the engine settings and calibration document the engine reads', async () => {
    const row = await t.ctx.db
      .selectFrom('vehicles')
      .select(['settings'])
      .where('id', '=', vid)
      .executeTakeFirstOrThrow();
    const s = JSON.parse(row.settings);
    expect(s.maxSpeedKmh).toBe(85);
    expect(s.speedingSeconds).toBe(20);
    expect(s.alarmFlags).toEqual([4, 29]);
    expect(s.inputs[1]).toMatchObject({
      active: true,
      description: 'Drzwi naczepy',
      invert: true,
      minDurationSeconds: 3,
    });
    expect(s.thermometers[0]).toMatchObject({ active: true, name: 'Komora chłodni', min: -25, max: -15 });
    expect(s.kmCounters).toEqual([{ time: Date.parse('2026-02-28T23:00:00Z'), value: 182_340_000 }]);
    const cal = await t.ctx.db
      .selectFrom('fuel_calibrations')
      .select(['active', 'document'])
      .where('vehicle_id', '=', vid)
      .execute();
    expect(cal).toHaveLength(1);
    expect(cal[0].active).toBe(1);
    expect(JSON.parse(cal[0].document).tanks[0].points).toHaveLength(2);
  });

  it('edits, keeps what was not sent as it was, and audits before and after', async () => {
    const d = await details(vid);
    const f = { ...d.vehicle, reg_no: 'DW 1234L', max_velocity: 70 } as VehicleSave;
    expect((await save(f)).json()).toEqual({ vid });
    const again = await details(vid);
    expect(again.vehicle.reg_no).toBe('DW 1234L');
    expect(again.vehicle.calibrations).toEqual(d.vehicle.calibrations);
    const audit = await t.ctx.db
      .selectFrom('record_audit')
      .select(['entity', 'record_id', 'action', 'before', 'after'])
      .where('customer_id', '=', customerId)
      .where('entity', '=', 'vehicle')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1].before!).reg_no).toBe('DW 1234K');
    expect(JSON.parse(audit[1].after!).reg_no).toBe('DW 1234L');
    expect(JSON.parse(audit[1].after!).max_velocity).toBe(70);
  });

  it('refuses an IMEI another vehicle has, of any company, with a field message, and changes nothing', async () => {
    const f = { ...newVehicleForm(), reg_no: 'OBCY 1', imei: IMEI } as VehicleSave;
    const res = await save(f, other);
    expect(res.json()).toEqual({ err: { imei: VEHICLE_MSG.imeiTaken, global: VEHICLE_MSG.imeiTaken } });
    const mine = await save({ ...f, reg_no: 'DRUGI', imei: '352093081452269' });
    const second = (mine.json() as { vid: number }).vid;
    const clash = await save({ ...(await details(second)).vehicle, imei: IMEI } as VehicleSave);
    expect(clash.json().err.imei).toBe(VEHICLE_MSG.imeiTaken);
    expect((await details(second)).vehicle.imei).toBe('352093081452269');
    const otherVehicles = await t.ctx.db.selectFrom('vehicles').select('id').where('regno', '=', 'OBCY 1').execute();
    expect(otherVehicles).toEqual([]);
  });

  it('refuses bad input with the spec messages and the list row of the field', async () => {
    const base = encodeVehicleSave({ ...newVehicleForm(), reg_no: 'X', imei: '123' } as VehicleSave);
    const res = await post(t.app, '/app/vehicles/save', { ...base, reg_no: '' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toMatchObject({
      reg_no: 'Nazwa obiektu jest wymagana',
      global: 'Nazwa obiektu jest wymagana',
    });
    const short = await post(t.app, '/app/vehicles/save', base, admin);
    expect(short.json().err).toMatchObject({ imei: 'Numer IMEI musi mieć 8 znaków' });
    const hot = await post(
      t.app,
      '/app/vehicles/save',
      { ...base, imei: '352093081452277', thermometers: '1^^1^0^^^-25^400^1' },
      admin,
    );
    expect(hot.json().err['thermometers.0.temp_max']).toBe('Podaj liczbę od -100 do 300.');
    // Ids of another company's lists are refused, not stored.
    const foreignEmail = await t.ctx.db
      .insertInto('notification_emails')
      .values({
        customer_id: (
          await t.ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'other').executeTakeFirstOrThrow()
        ).id,
        email: 'x@y.pl',
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await post(
      t.app,
      '/app/vehicles/save',
      { ...base, imei: '352093081452277', alarm_event_emails: `${foreignEmail.id}^1^4^` },
      admin,
    );
    expect(foreign.json().err['alarm_event_emails.0.email_id']).toBe(VEHICLE_MSG.option);
    expect(await t.ctx.db.selectFrom('vehicles').select('id').where('imei', '=', '352093081452277').execute()).toEqual(
      [],
    );
  });

  it('keeps companies apart: details, save and delete of another company’s vehicle are refused', async () => {
    expect((await details(vid, other)).err).toEqual({ global: VEHICLE_MSG.vehicleNotFound });
    const res = await save({ ...(await details(vid)).vehicle, reg_no: 'PRZEJĘTY' } as VehicleSave, other);
    expect(res.json().err.global).toBe(VEHICLE_MSG.vehicleNotFound);
    expect((await post(t.app, '/app/vehicles/delete', { vid: String(vid) }, other)).json().err.global).toBe(
      VEHICLE_MSG.vehicleNotFound,
    );
    expect((await details(vid)).vehicle.reg_no).toBe('DW 1234L');
  });

  it('gives a new vehicle the empty form and every option list', async () => {
    const d = await details(0);
    expect(d.vehicle.vid).toBe(0);
    expect(d.vehicle.inputs).toHaveLength(8);
    expect(d.vehicle.thermometers_decon.map((r) => r.no)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const key of [
      'vehicle_types',
      'gps_types',
      'fuel_algorithm_types',
      'vehicle_inout_contact_types',
      'lpg_types',
    ]) {
      expect((d as unknown as Record<string, unknown[]>)[key].length).toBeGreaterThan(1);
    }
    expect(d.emails.map((e) => e.email)).toEqual(['dyspozytor@acme.pl']);
  });

  it('renames a description and the engine names the input by the new name', async () => {
    const list = (await get(t.app, '/app/vehicles/descriptions', admin)).json() as {
      vehicle_inout_descriptions: { value: number; text: string }[];
    };
    const did = list.vehicle_inout_descriptions[0].value;
    const short = await post(
      t.app,
      '/app/vehicles/savedescription',
      { did: String(did), type: 'inout', description: 'ab' },
      admin,
    );
    expect(short.json().err.description).toBe(VEHICLE_MSG.description);
    await post(
      t.app,
      '/app/vehicles/savedescription',
      { did: String(did), type: 'inout', description: 'Drzwi boczne' },
      admin,
    );
    const row = await t.ctx.db
      .selectFrom('vehicles')
      .select('settings')
      .where('id', '=', vid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings).inputs[1].description).toBe('Drzwi boczne');
    const foreign = await post(
      t.app,
      '/app/vehicles/savedescription',
      { did: String(did), type: 'inout', description: 'Cudze' },
      other,
    );
    expect(foreign.json().err.global).toBe(VEHICLE_MSG.descriptionNotFound);
  });

  it('keeps the address books: save, rename, refuse a twin or a bad address, delete with its rules', async () => {
    expect(
      (await post(t.app, '/app/vehicles/saveobject', { type: 'email', name: 'zly@', id: '0' }, admin)).json().err.name,
    ).toBe(VEHICLE_MSG.email);
    const twin = await post(
      t.app,
      '/app/vehicles/saveobject',
      { type: 'email', name: 'dyspozytor@acme.pl', id: '0' },
      admin,
    );
    expect(twin.json().err.name).toBe(VEHICLE_MSG.objectTaken);
    const codes = await object('alarm', 'SOS2');
    const code = codes.objects.find((c) => c.code === 'SOS2')!.alarm_code_id as number;
    const renamed = await post(
      t.app,
      '/app/vehicles/saveobject',
      { type: 'alarm', name: 'SOS3', description: 'Drugi', id: String(code) },
      admin,
    );
    expect(renamed.json().objects).toContainEqual({ alarm_code_id: code, code: 'SOS3', description: 'Drugi' });
    const phones = (await details(vid)).sms_simcards;
    const del = await post(
      t.app,
      '/app/vehicles/deleteobject',
      { type: 'phone', id: String(phones[0].sms_simcard_id) },
      admin,
    );
    expect(del.json()).toEqual({ objects: [] });
    const v = (await details(vid)).vehicle;
    expect(v.alarm_event_simcards).toEqual([]);
    expect(v.alarm_gps_simcards).toEqual([]);
    const foreign = await post(t.app, '/app/vehicles/deleteobject', { type: 'alarm', id: String(code) }, other);
    expect(foreign.json().err.global).toBe(VEHICLE_MSG.objectNotFound);
    const audit = await t.ctx.db
      .selectFrom('record_audit')
      .select('entity')
      .where('entity', 'like', 'recipient_%')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the counters at a date, and deletes the vehicle with its lists', async () => {
    const c = await post(t.app, '/app/vehicles/getcounters', { vid: String(vid), date: '2026-03-05 12:00:00' }, admin);
    expect(c.json()).toEqual({ counters: { km: null, mth: null, date: '2026-03-05 12:00:00' } });
    const del = await post(t.app, '/app/vehicles/delete', { vid: String(vid) }, admin);
    expect(del.json()).toEqual({});
    expect((await details(vid)).err).toEqual({ global: VEHICLE_MSG.vehicleNotFound });
    for (const table of [
      'vehicle_status_history',
      'vehicle_counters',
      'vehicle_alarm_rules',
      'fuel_calibrations',
    ] as const) {
      expect(await t.ctx.db.selectFrom(table).select('vehicle_id').where('vehicle_id', '=', vid).execute()).toEqual([]);
    }
    const audit = await t.ctx.db
      .selectFrom('record_audit')
      .select(['action', 'after'])
      .where('entity', '=', 'vehicle')
      .where('record_id', '=', vid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'delete', after: null });
  });

  it('lets a user with a vehicle list see only his vehicles and the one he adds', async () => {
    const first = (await post(t.app, '/app/vehicles', {}, admin)).json().vehicles[0].vid as number;
    await t.admin.createUser('acme', 'limited', 'secret123-flota', { vehicleIds: [] });
    const limited = await signInOrFail(t.app, 'acme', 'limited', 'secret123-flota');
    expect((await post(t.app, '/app/vehicles', {}, limited)).json().vehicles).toEqual([]);
    expect((await details(first, limited)).err).toEqual({ global: VEHICLE_MSG.vehicleNotFound });
    const res = await save({ ...newVehicleForm(), reg_no: 'MÓJ', imei: '352093081452285' } as VehicleSave, limited);
    const mine = (res.json() as { vid: number }).vid;
    expect(
      (await post(t.app, '/app/vehicles', {}, limited)).json().vehicles.map((v: { vid: number }) => v.vid),
    ).toEqual([mine]);
  });
});
