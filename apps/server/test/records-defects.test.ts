import {
  VEHICLE_MSG,
  encodeVehicleSave,
  keptLevels,
  newVehicleForm,
  statusDatesError,
  type PoiDetailsAnswer,
  type VehicleSave,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Issue 27 §4 'other records defects' on both databases: a status history entry ending before
 * it starts is refused with its message; an own point's city follows its centre unless the
 * user typed one; the company's input descriptions refuse twins and can be deleted when no
 * vehicle uses them; the perform screen's 'Zatrzymaj' keeps the level and the pause is saved.
 */
describe.each(DIALECTS)('records defects of issue 27 on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let customerId = 0;
  let vid = 0;

  const call = (path: string, body: Record<string, string>) => post(t.app, `/app/${path}`, body, admin);

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    vid = (await t.admin.addVehicle('acme', 'WA 1', '352093081452251')).id;
    await t.admin.createUser('acme', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'haslo123-flota');
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a status history entry that ends before it starts, and stores nothing', async () => {
    const row = {
      vehicle_status_id: 2,
      from_date: '2026-03-02 08:00:00',
      to_date: '2026-03-01 16:00:00',
      description: '',
    };
    // The dialog's rule (the web refuses the entry with it before the vehicle's save).
    expect(statusDatesError(row)).toBe(VEHICLE_MSG.statusDates);
    expect(statusDatesError({ ...row, to_date: '' })).toBeNull();
    const form = {
      ...newVehicleForm(),
      reg_no: 'WA 2',
      imei: '352093081452269',
      vehicle_statuses: [row],
    } as VehicleSave;
    const res = await post(t.app, '/app/vehicles/save', encodeVehicleSave(form), admin);
    expect(res.json().err['vehicle_statuses.0.to_date']).toBe(VEHICLE_MSG.statusDates);
    const stored = await t.ctx.db.selectFrom('vehicles').select('id').where('regno', '=', 'WA 2').execute();
    expect(stored).toEqual([]);
  });

  it("follows the own point's centre with its city unless the user typed one", async () => {
    const body = {
      pid: '0',
      name: 'Magazyn',
      solid_object_type_id: '1',
      solid_object_status_id: '1',
      icon_no: '1',
      solid_object_shape_type_id: '1',
      lat: '54.352',
      lon: '18.6466',
      radius: '200',
      city: '',
      vehicles: '',
      drivers: '',
    };
    const pid = (await call('poi/save', body)).json().pid as number;
    const city = async () => ((await call('poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer).poi.city;
    // A new point without a city gets its centre's.
    expect(await city()).toBe('Gdańsk');
    // Moved to Kraków with the stored city sent back unchanged: looked up again.
    await call('poi/save', { ...body, pid: String(pid), lat: '50.06', lon: '19.94', city: 'Gdańsk' });
    expect(await city()).toBe('Kraków');
    // Another field changed without a move: the city stays.
    await call('poi/save', { ...body, pid: String(pid), lat: '50.06', lon: '19.94', city: 'Kraków', name: 'Hala' });
    expect(await city()).toBe('Kraków');
    // Moved with a city the user typed: his city is kept.
    await call('poi/save', { ...body, pid: String(pid), lat: '54.352', lon: '18.6466', city: 'Oliwa' });
    expect(await city()).toBe('Oliwa');
  });

  it('refuses a twin input description and deletes one no vehicle uses; one in use names the vehicles', async () => {
    const list = async () =>
      (
        (await get(t.app, '/app/vehicles/descriptions', admin)).json() as {
          vehicle_inout_descriptions: { value: number; text: string }[];
        }
      ).vehicle_inout_descriptions;
    const before = await list();
    expect(
      (await call('vehicles/savedescription', { did: '0', type: 'inout', description: 'Pompa wody' })).json(),
    ).not.toHaveProperty('err');
    const twin = await call('vehicles/savedescription', { did: '0', type: 'inout', description: '  pompa   WODY ' });
    expect(twin.json().err.description).toBe(VEHICLE_MSG.descriptionTaken('Pompa wody'));
    const pump = (await list()).find((d) => d.text === 'Pompa wody')!;
    expect((await list()).length).toBe(before.length + 1);
    // Renaming another onto it is a twin too; renaming it onto itself is not.
    const other = (await call('vehicles/savedescription', { did: '0', type: 'inout', description: 'Drzwi' })).json()
      .vehicle_inout_descriptions as { value: number; text: string }[];
    const doors = other.find((d) => d.text === 'Drzwi')!;
    expect(
      (
        await call('vehicles/savedescription', { did: String(doors.value), type: 'inout', description: 'POMPA WODY' })
      ).json().err.description,
    ).toBe(VEHICLE_MSG.descriptionTaken('Pompa wody'));
    expect(
      (
        await call('vehicles/savedescription', { did: String(pump.value), type: 'inout', description: 'Pompa Wody' })
      ).json(),
    ).not.toHaveProperty('err');

    // In use by a vehicle's input: refused, naming the vehicle; the description stays.
    const form = { ...newVehicleForm(), reg_no: 'WB 7', imei: '352093081452277' } as VehicleSave;
    form.inputs[0] = { ...form.inputs[0], active: true, description_id: pump.value, type_id: 1, contact_type_id: 1 };
    expect((await post(t.app, '/app/vehicles/save', encodeVehicleSave(form), admin)).json()).not.toHaveProperty('err');
    const inUse = await call('vehicles/deletedescription', { did: String(pump.value), type: 'inout' });
    expect(inUse.json().err.global).toBe(VEHICLE_MSG.descriptionInUse('Pompa Wody', 'WB 7'));
    expect((await list()).some((d) => d.value === pump.value)).toBe(true);

    // Not in use: deleted, audited, gone from the list; a second delete finds nothing.
    const deleted = await call('vehicles/deletedescription', { did: String(doors.value), type: 'inout' });
    expect(deleted.json().vehicle_inout_descriptions.some((d: { value: number }) => d.value === doors.value)).toBe(
      false,
    );
    expect(
      (await call('vehicles/deletedescription', { did: String(doors.value), type: 'inout' })).json().err.global,
    ).toBe(VEHICLE_MSG.descriptionNotFound);
    // The wrong kind is not found either.
    expect(
      (await call('vehicles/deletedescription', { did: String(pump.value), type: 'thermometer' })).json().err.global,
    ).toBe(VEHICLE_MSG.descriptionNotFound);
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter(
      (a) => a.entity === 'vehicle_description' && a.record_id === doors.value,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it("'Zatrzymaj' keeps the chosen level and the pause is saved", async () => {
    const saved = await call('inspections/save', {
      iid: '0',
      type: 'ep',
      vehicle_code: String(vid),
      custom_name: 'Olej',
      inspection_level_type_id: '2',
      inspection_date: '2026-01-10 08:00:00',
      remind_time_condition_exist: 'true',
      remind_time_condition_id: '2',
      remind_time_condition_value: '3',
      rtc_prev_value: '14',
    });
    const iid = saved.json().iid as number;
    const levels = (await call('inspections/getleveltypes', { vid: String(vid), type: 'ep' })).json().level_types as {
      iid: number | null;
      inspection_status_id: number | null;
    }[];
    // The screen chose the level for 'Wykonaj'; switching to 'Zatrzymaj' keeps it.
    const kept = keptLevels(levels, 2, { iid, addids: [] });
    expect(kept.iid).toBe(iid);
    const pause = await call('inspections/psave', {
      type: 'pp',
      iid: String(kept.iid),
      vehicle_code: String(vid),
      date: '2026-03-20 10:00:00',
      performtypeid: '2',
      addids: kept.addids.join('|'),
    });
    expect(pause.json()).toMatchObject({ ok: true });
    const after = (await call('inspections/getleveltypes', { vid: String(vid), type: 'ep' })).json().level_types as {
      iid: number | null;
      inspection_status_id: number | null;
    }[];
    expect(after.find((l) => l.iid === iid)?.inspection_status_id).toBe(2);
    // Resume offers it (and only it), so switching to 'Wznów' keeps it too.
    expect(keptLevels(after, 3, { iid, addids: [] }).iid).toBe(iid);
  });
});
