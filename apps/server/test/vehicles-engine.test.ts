import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import {
  emptyPosition,
  encodeVehicleSave,
  newCalibration,
  newVehicleForm,
  type FuelCalibration,
  type Position,
  type RouteAnswer,
  type RoutePoints,
  type VehicleDetailsAnswer,
  type VehicleSave,
} from '@namiar/domain';
import { encodeAvlFrame, encodeImeiFrame } from '@namiar/protocols';
import { configRev, loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { createAlarmMailer } from '../src/jobs/alarm-mailer';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { startTestGateway, tcpClient, teltonikaRecord } from './gateway-harness';
import { unpackRoute } from './route-fixtures';

/**
 * Records change what the system does (issue 14): a vehicle saved in the editor is let in by
 * both gateways at once and refused once deleted; its calibration gives the litres of the route,
 * the monitor and refuelling events; its alarm settings (speed, temperature, inputs, fuel loss)
 * and recipients decide the events, the alarms and who gets the e-mails of new records; its
 * counters set by hand are what 'Pobierz stan licznika' counts on from.
 */

const TCP_IMEI = '352093081452251';
const PHONE_ID = 'jan.kowalski';

describe.each(DIALECTS)('vehicle records drive the system on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let admin: string;
  let customerId: number;

  const details = async (vid: number) =>
    (await post(t.app, '/app/vehicles/details', { vid: String(vid) }, admin)).json() as VehicleDetailsAnswer;
  const save = async (form: VehicleSave) => {
    const res = await post(t.app, '/app/vehicles/save', encodeVehicleSave(form), admin);
    const answer = res.json() as { vid?: number; err?: unknown };
    if (!answer.vid) throw new Error(`save refused: ${res.body}`);
    return answer.vid;
  };
  const form = (values: Partial<VehicleSave>) => ({ ...newVehicleForm(), ...values }) as VehicleSave;
  const submit = async (vehicleId: number, positions: Position[]) => {
    await gw.writer.submit({ vehicleId, customerId, positions });
    await gw.writer.flush();
    await gw.engine.idle();
  };
  const events = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['event_type', 'from_time', 'value', 'is_alarm'])
      .where('vehicle_id', '=', vehicleId)
      .where('event_type', 'not in', [1, 2, 3])
      .orderBy('from_time')
      .orderBy('event_type')
      .execute();

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createUser('acme', 'admin', 'secret123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'secret123-flota');
    gw = await startTestGateway(t);
    // The process's runner, as system.ts sets it: a save tells it to read the configuration again.
    t.ctx.engine = gw.engine;
  });
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it('lets a vehicle saved in the editor in through both gateways at once, and refuses it once deleted', async () => {
    const truck = await save(form({ reg_no: 'DW 100', imei: TCP_IMEI }));
    const phone = await save(
      form({ reg_no: 'Telefon Jana', imei: PHONE_ID, device_protocol: 'osmand', gps_type_id: 20 }),
    );
    const at = Date.parse('2026-03-28T10:00:00Z');
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(TCP_IMEI));
    expect(await c.take(1)).toBe('01');
    const rec = teltonikaRecord(at, { speed: 0, io: new Map([[239, 0]]) });
    c.send(encodeAvlFrame(0x08, [rec]));
    expect(await c.take(4)).toBe('00000001');
    c.end();
    const url = `http://127.0.0.1:${gw.ports.osmand}`;
    expect((await fetch(`${url}/?id=${PHONE_ID}&timestamp=${at / 1000}&lat=52.2&lon=21.0`)).status).toBe(200);
    await gw.writer.flush();
    const stored = await t.ctx.db
      .selectFrom('positions')
      .select('vehicle_id')
      .where('vehicle_id', 'in', [truck, phone])
      .execute();
    expect(stored.map((r) => r.vehicle_id).sort()).toEqual([truck, phone].sort());

    for (const vid of [truck, phone]) {
      expect((await post(t.app, '/app/vehicles/delete', { vid: String(vid) }, admin)).json()).toEqual({});
    }
    const again = await tcpClient(gw.ports.teltonikaTcp!);
    again.send(encodeImeiFrame(TCP_IMEI));
    expect(await again.take(1)).toBe('00');
    await again.waitClosed();
    expect((await fetch(`${url}/?id=${PHONE_ID}&timestamp=${at / 1000 + 60}&lat=52.2&lon=21.0`)).status).toBe(400);
    // Nothing of the deleted vehicles is left behind.
    expect(
      await t.ctx.db.selectFrom('positions').select('vehicle_id').where('vehicle_id', 'in', [truck, phone]).execute(),
    ).toEqual([]);
  });

  /** A stationary truck with its key off: probe readings each 30 s. */
  function probeRecords(from: number, count: number, reading: (i: number) => number): Position[] {
    return Array.from({ length: count }, (_, i) => {
      const p = emptyPosition(from + i * 30_000, 51.1, 17.03);
      p.satellites = 9;
      p.ignition = false;
      p.fuelProbe1 = reading(i);
      return p;
    });
  }

  const calibration = (litresAtFull: number): FuelCalibration => {
    const c = newCalibration('2026-03-01 00:00:00');
    c.active = true;
    c.tanks[0].capacity = 1000;
    c.tanks[0].points = [
      { litre_value: 0, indicator_value: 60, active: true },
      { litre_value: litresAtFull, indicator_value: 4000, active: true },
    ];
    return c;
  };

  it('computes litres, refuellings and route values with the saved calibration, and again after it is changed', async () => {
    const vid = await save(form({ reg_no: 'DW 200', imei: '352093081452269', calibrations: [calibration(400)] }));
    const day = Date.parse('2026-03-20T07:00:00Z');
    // 200 l, then a refuelling to 300 l (readings 2030 → 3015 on a 60..4000 → 0..400 l table).
    // A record of the next day ends the day: the route stores it (route_chunks) with its configuration.
    await submit(vid, [
      ...probeRecords(day, 120, (i) => (i < 60 ? 2030 : 3015)),
      ...probeRecords(day + 86_400_000, 1, () => 3015),
    ]);
    const refuel = async () => (await events(vid)).filter((e) => e.event_type === 21);
    expect((await refuel()).map((e) => Math.round(Number(e.value) / 10))).toEqual([100]);
    const route = async (generate: boolean) => {
      const body = {
        id: String(vid),
        from_date: '2026-03-20 00:00:00',
        to_date: '2026-03-20 23:59:59',
        generate: generate ? '1' : '0',
      };
      const a = (await post(t.app, '/app/route', body, admin)).json() as RouteAnswer;
      return { a, c: unpackRoute(a.points as RoutePoints) };
    };
    const before = await route(false);
    expect(Math.round(before.c.pl1.at(-1) as number)).toBe(300);
    const revBefore = configRev((await loadVehicleEngineConfig(t.ctx.db, customerId, vid))!);
    const storedRevs = async () =>
      (await t.ctx.db.selectFrom('route_chunks').select('config_rev').where('vehicle_id', '=', vid).execute()).map(
        (d) => d.config_rev,
      );
    expect(await storedRevs()).toEqual([revBefore]);

    // The editor's calibration dialog: a new calibration accepted (active), the old one kept.
    const f = (await details(vid)).vehicle as VehicleSave;
    f.calibrations = [{ ...f.calibrations[0], active: false }, calibration(800)];
    await save(f);
    const revAfter = configRev((await loadVehicleEngineConfig(t.ctx.db, customerId, vid))!);
    expect(revAfter).not.toBe(revBefore);
    // The stored days were built with the old configuration: the route builds them again.
    const after = await route(false);
    expect(Math.round(after.c.pl1.at(-1) as number)).toBe(600);
    expect(await storedRevs()).toEqual([revAfter]);
    // 'Dogeneruj zdarzenia' re-runs the engine: the refuelling is 200 l now.
    const regenerated = await route(true);
    expect(regenerated.a.events.filter((e) => e.eid === 21).map((e) => Math.round((e.val ?? 0) / 10))).toEqual([200]);
    // New records are computed with it live: the monitor's fuel level.
    await submit(
      vid,
      probeRecords(day + 86_400_000 + 3600_000, 4, () => 3015),
    );
    const live = await t.ctx.db
      .selectFrom('vehicle_live')
      .select('live')
      .where('vehicle_id', '=', vid)
      .executeTakeFirstOrThrow();
    expect(Math.round(JSON.parse(live.live).pl1)).toBe(600);
  });

  it("makes a fuel loss an alarm once 'Ubytek paliwa' is ticked in the editor, for new records", async () => {
    const vid = await save(form({ reg_no: 'DW 500', imei: '352093081452293', calibrations: [calibration(400)] }));
    const day = Date.parse('2026-03-21T22:00:00Z');
    const losses = async () =>
      (await events(vid)).filter((e) => e.event_type === 22).map((e) => [Math.round(Number(e.value) / 10), e.is_alarm]);
    // 300 l, then 200 l while parked with the key off: a loss of 100 l, not an alarm.
    await submit(
      vid,
      probeRecords(day, 120, (i) => (i < 60 ? 3015 : 2030)),
    );
    expect(await losses()).toEqual([[100, 0]]);

    const f = (await details(vid)).vehicle as VehicleSave;
    expect((f as unknown as Record<string, unknown>).alarmtf__pure_off).toBe(false);
    await save(Object.assign(f, { alarmtf__pure_off: true }));
    // The next loss (200 l → 100 l) is an alarm.
    await submit(
      vid,
      probeRecords(day + 3 * 3600_000, 120, (i) => (i < 60 ? 2030 : 1045)),
    );
    expect(await losses()).toEqual([
      [100, 0],
      [100, 1],
    ]);
  });

  /** Driving at `speed` with thermometer 1 at `temp` and input 1 on, a record each 10 s. */
  function drive(from: number, count: number, speed: number, temp: number): Position[] {
    return Array.from({ length: count }, (_, i) => {
      const p = emptyPosition(from + i * 10_000, 51.1 + i * 0.002, 17.03);
      p.satellites = 9;
      p.ignition = true;
      p.speed = speed;
      p.temperatures = [temp];
      p.inputs = 1;
      return p;
    });
  }

  it("answers the counters at a date ('Pobierz stan licznika') as the route counts them from a counter set by hand", async () => {
    // Counters set in the editor a minute before the vehicle's first record (09:00 Warsaw = 08:00 UTC).
    const vid = await save(
      form({
        reg_no: 'DW 400',
        imei: '352093081452285',
        km_counters: [{ point_date: '2026-03-25 08:59:00', value: 150_000, save_date: '' }],
        mth_counters: [{ point_date: '2026-03-25 08:59:00', value: 1_200, save_date: '' }],
      }),
    );
    const t0 = Date.parse('2026-03-25T08:00:00Z');
    await submit(vid, drive(t0, 31, 90, -5));
    const counters = async (date: string) =>
      (
        (await post(t.app, '/app/vehicles/getcounters', { vid: String(vid), date }, admin)).json() as {
          counters: { km: number | null; mth: number | null; date: string };
        }
      ).counters;
    // Before its first record the vehicle has no counter to give.
    expect(await counters('2026-03-25 08:30:00')).toEqual({ km: null, mth: null, date: '2026-03-25 08:30:00' });
    // After the drive: the counter set by hand plus the road and engine time the route shows.
    const body = { id: String(vid), from_date: '2026-03-25 00:00:00', to_date: '2026-03-25 23:59:59', generate: '0' };
    const route = unpackRoute((await post(t.app, '/app/route', body, admin)).json().points as RoutePoints);
    const routeKm = (route.ckm.at(-1) as number) / 1000;
    expect(routeKm).toBeGreaterThan(150_005);
    const after = await counters('2026-03-25 09:10:00');
    expect(after.km).toBeCloseTo(routeKm, 2);
    expect(after.mth).toBeCloseTo(1_200 + 300 / 3600, 1);
    // Half-way through the drive, about half of the road.
    const half = (await counters('2026-03-25 09:02:30'))!.km! - 150_000;
    expect(half).toBeGreaterThan(0.4 * (routeKm - 150_000));
    expect(half).toBeLessThan(0.6 * (routeKm - 150_000));
  });

  it('produces the events and alarms the editor configures for new records, and mails the saved recipients', async () => {
    const vid = await save(form({ reg_no: 'DW 300', imei: '352093081452277' }));
    const t0 = Date.parse('2026-03-27T08:00:00Z');
    await submit(vid, drive(t0, 30, 90, -5));
    // Nothing configured: no speeding, no temperature or input events.
    expect((await events(vid)).map((e) => e.event_type)).toEqual([]);

    const saved = await post(
      t.app,
      '/app/vehicles/saveobject',
      { type: 'email', name: 'dyspozytor@acme.pl', id: '0' },
      admin,
    );
    const emailId = (saved.json() as { objects: { email_id: number }[] }).objects[0].email_id;
    const descr = await post(
      t.app,
      '/app/vehicles/savedescription',
      { did: '0', type: 'inout', description: 'Drzwi chłodni' },
      admin,
    );
    const doorId = (descr.json() as { vehicle_inout_descriptions: { value: number }[] }).vehicle_inout_descriptions[0]
      .value;
    const f = (await details(vid)).vehicle as VehicleSave;
    Object.assign(f, {
      max_velocity: 80,
      alarmtf__speeding: true,
      alarm_speeding_time: 10,
      alarmtf__alarm_t1_max: true,
      alarmtf__alarm_input_1: true,
    });
    f.inputs[0] = { ...f.inputs[0], active: true, description_id: doorId };
    f.thermometers[0] = { ...f.thermometers[0], active: true, temp_min: -25, temp_max: -15 };
    f.alarm_event_emails = [{ email_id: emailId, status: 1, event_type_id: 4, message: 'Zadzwoń do kierowcy' }];
    await save(f);

    const t1 = t0 + 3600_000;
    await submit(vid, [...drive(t1, 30, 90, -5), ...drive(t1 + 300_000, 3, 30, -20).map((p) => ({ ...p, inputs: 0 }))]);
    const after = (await events(vid)).filter((e) => e.from_time >= t1);
    const byType = new Map(after.map((e) => [e.event_type, e.is_alarm]));
    expect(byType.get(4)).toBe(1); // speeding, an alarm
    expect(byType.get(29)).toBe(1); // temperature 1 above its maximum, an alarm
    expect(byType.get(9)).toBe(1); // input 1 on, an alarm
    // Input names reach the route: the input's events panel is named by the description.
    const cfg = await loadVehicleEngineConfig(t.ctx.db, customerId, vid);
    expect(cfg!.inputs[0]).toMatchObject({ active: true, description: 'Drzwi chłodni' });

    const sent: { to: string; subject: string; text: string }[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.sendMail = (async (mail: { to: string; subject: string; text: string }) => {
      sent.push(mail);
      return {} as never;
    }) as never;
    const mailer = createAlarmMailer(t.ctx, { error: () => {} } as never, { transport, from: 'alarmy@namiar.pl' });
    await mailer.runOnce();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['dyspozytor@acme.pl', 'Namiar: Przekroczenie prędkości — DW 300'],
    ]);
    expect(sent[0].text).toContain('Zadzwoń do kierowcy');
  });
});
