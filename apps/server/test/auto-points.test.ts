import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA_EVENT,
  emptyPosition,
  encodeVehicleSave,
  newVehicleForm,
  type PoiDetailsAnswer,
  type PoiListRow,
  type Position,
  type VehicleDetailsAnswer,
  type VehicleSave,
} from '@namiar/domain';
import { createCtablesRunner } from '../src/jobs/ctables-runner';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { startTestGateway } from './gateway-harness';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

type Place = { lat: number; lon: number };
/** Places kilometres apart in Poznań's outskirts: none of them in an own point at first. */
const DEPOT: Place = { lat: 52.33, lon: 16.8 };
const CUSTOMER: Place = { lat: 52.36, lon: 16.85 };
const SHOP: Place = { lat: 52.39, lon: 16.9 };
const YARD: Place = { lat: 52.42, lon: 16.95 };
const FIELD: Place = { lat: 52.45, lon: 17.0 };

const DAY = Date.parse('2026-03-10T00:00:00Z');
const at = (hh: number, mm: number) => DAY + (hh * 60 + mm) * 60_000;

/** A vehicle's day as records: drives (key on, moving) and stops (key off) between places. */
function journey(start: number, from: Place) {
  const out: Position[] = [];
  let t = start;
  let here = from;
  const point = (p: Place, moving: boolean) => {
    const r = emptyPosition(t, p.lat, p.lon);
    r.ignition = moving;
    r.speed = moving ? 40 : 0;
    r.satellites = 10;
    out.push(r);
  };
  const self = {
    /** Ten minutes' drive, a record every 20 s. */
    driveTo(to: Place) {
      for (let s = 0; s < 600; s += 20, t += 20_000) {
        const f = s / 600;
        point({ lat: here.lat + (to.lat - here.lat) * f, lon: here.lon + (to.lon - here.lon) * f }, true);
      }
      here = to;
      return self;
    },
    /** Key off for `minutes`, a record a minute (the last one `minutes` after the first), wandering a few metres. */
    stop(minutes: number) {
      for (let m = 0; m <= minutes; m++, t += 60_000)
        point({ lat: here.lat + (m % 3) * 0.00005, lon: here.lon }, false);
      return self;
    },
    records: () => out,
  };
  return self;
}

/**
 * Automatic own points (issue 14; spec 3 §2.1 "auto-created unverified own points", §3.1
 * autosolidtf__*): a vehicle whose record asks for it gets an unverified own point where it stops
 * long enough at a place no own point covers — once, whatever is stopped or regenerated there
 * later — and the point then drives its stays like any own point; users see it unverified in
 * the own points list and the vehicle editor, and verify it with a normal save.
 */
describe.each(DIALECTS)('automatic own points on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let admin: string;
  let customerId: number;
  let auto: number;
  let ongoing: number;
  let off: number;
  let pointId: number;

  const save = async (form: Partial<VehicleSave>) => {
    const res = await post(t.app, '/app/vehicles/save', encodeVehicleSave({ ...newVehicleForm(), ...form }), admin);
    const answer = res.json() as { vid?: number };
    if (!answer.vid) throw new Error(`save refused: ${res.body}`);
    return answer.vid;
  };
  const submit = async (vehicleId: number, positions: Position[]) => {
    await gw.writer.submit({ vehicleId, customerId, positions });
    await gw.writer.flush();
    await gw.engine.idle();
  };
  const points = () =>
    t.ctx.db
      .selectFrom('pois')
      .select(['id', 'name', 'lat', 'lon', 'radius', 'shape', 'verified', 'auto_vehicle_id', 'auto_at', 'status_id'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  const assigned = (poiId: number) =>
    t.ctx.db
      .selectFrom('poi_vehicles')
      .select('vehicle_id')
      .where('poi_id', '=', poiId)
      .execute()
      .then((rows) => rows.map((r) => r.vehicle_id));
  const stays = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['from_time', 'poi_id'])
      .where('vehicle_id', '=', vehicleId)
      .where('event_type', '=', AREA_EVENT.poi)
      .orderBy('from_time')
      .execute();

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('alfa')).id;
    await t.admin.createUser('alfa', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'alfa', 'admin', 'haslo123-flota');
    gw = await startTestGateway(t);
    t.ctx.engine = gw.engine;
    const tenMinutes = { autosolidtf__stop: true, auto_solid_stop_time: 600 };
    auto = await save({ reg_no: 'PO AUTO1', imei: '352093081450001', ...tenMinutes });
    ongoing = await save({ reg_no: 'PO AUTO2', imei: '352093081450002', ...tenMinutes });
    off = await save({ reg_no: 'PO AUTO3', imei: '352093081450003', auto_solid_stop_time: 600 });
  }, 60_000);
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it('makes one unverified point, assigned to the vehicle, where it stopped 15 minutes; none for 5 minutes', async () => {
    const day = journey(at(8, 0), DEPOT).driveTo(CUSTOMER).stop(15).driveTo(SHOP).stop(5).driveTo(YARD).driveTo(FIELD);
    await submit(auto, day.records());
    const rows = await points();
    expect(rows).toHaveLength(1);
    const [p] = rows;
    pointId = p.id;
    expect(p).toMatchObject({
      name: 'Punkt automatyczny PO AUTO1 2026-03-10 09:10',
      shape: 1,
      radius: 100,
      verified: 0,
      status_id: 1,
      auto_vehicle_id: auto,
      auto_at: at(8, 10),
    });
    expect(p.lat).toBeCloseTo(CUSTOMER.lat, 6);
    expect(p.lon).toBeCloseTo(CUSTOMER.lon, 6);
    expect(await assigned(p.id)).toEqual([auto]);
  });

  it('makes nothing on a second stop there, and the point gives the vehicle its stays', async () => {
    const again = journey(at(12, 0), FIELD).driveTo(CUSTOMER).stop(20).driveTo(DEPOT);
    await submit(auto, again.records());
    expect((await points()).map((p) => p.id)).toEqual([pointId]);
    const visits = await stays(auto);
    expect(visits.map((v) => Number(v.poi_id))).toEqual([pointId]);
    expect(Number(visits[0].from_time)).toBeGreaterThan(at(12, 0));
  });

  it('makes nothing for a vehicle with the flag off', async () => {
    await submit(off, journey(at(8, 0), YARD).driveTo(FIELD).stop(30).driveTo(YARD).records());
    expect((await points()).map((p) => p.id)).toEqual([pointId]);
  });

  it('makes the point of a stop still going once it reached the threshold, and only once', async () => {
    // As a device delivers them: the stop's open record comes with its first minutes, and the
    // threshold is reached by later records that carry no event.
    const parked = journey(at(8, 0), DEPOT).driveTo(SHOP).stop(12).records();
    const firstMinutes = parked.findIndex((r) => r.time > at(8, 13));
    await submit(ongoing, parked.slice(0, firstMinutes));
    expect((await points()).filter((p) => p.auto_vehicle_id === ongoing)).toEqual([]);
    let madeAt = 0;
    for (const r of parked.slice(firstMinutes)) {
      await submit(ongoing, [r]);
      if (!madeAt && (await points()).some((p) => p.auto_vehicle_id === ongoing)) madeAt = r.time;
    }
    // The stop began at 08:10: ten minutes later, not at its end.
    expect(madeAt).toBe(at(8, 20));
    const open = await t.ctx.db
      .selectFrom('events')
      .select('to_time')
      .where('vehicle_id', '=', ongoing)
      .where('event_type', '=', 1)
      .orderBy('from_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(open.to_time).toBeNull();
    const made = (await points()).filter((p) => p.auto_vehicle_id === ongoing);
    expect(made).toHaveLength(1);
    expect(made[0].lat).toBeCloseTo(SHOP.lat, 3);
    // Still there ten minutes later, then gone: nothing more.
    const rest = journey(at(8, 23), SHOP).stop(10).driveTo(DEPOT).records();
    await submit(ongoing, rest);
    expect((await points()).filter((p) => p.auto_vehicle_id === ongoing)).toHaveLength(1);
  });

  it("makes no duplicate when the vehicle's events are cleared and generated again, or regenerated", async () => {
    const before = await points();
    const runner = createCtablesRunner(t.ctx, gw.engine, silent);
    const send = async (body: Record<string, string>) => {
      const res = await post(t.app, '/app/ctables/send', { vid: String(auto), ...body }, admin);
      expect(res.json()).toMatchObject({ task: { status: 'queued' } });
      await runner.drain();
      await gw.engine.idle();
    };
    await send({ type: '1', clearAll: 'true', clearAlarms: 'true', clearFuel: 'true' });
    expect(await stays(auto)).toEqual([]);
    await send({ type: '2', generateFuel: 'true' });
    expect(await points()).toEqual(before);
    // Generated with the point in the configuration: both visits are stays now.
    expect((await stays(auto)).map((v) => Number(v.poi_id))).toEqual([pointId, pointId]);

    const route = await post(
      t.app,
      '/app/route',
      { id: String(auto), from_date: '2026-03-10 00:00:00', to_date: '2026-03-10 23:59:59', generate: '1' },
      admin,
    );
    expect(route.statusCode).toBe(200);
    await gw.engine.idle();
    expect(await points()).toEqual(before);
  });

  it('shows the point unverified in the own points list and the vehicle editor, and a save verifies it', async () => {
    const list = async () =>
      (await post(t.app, '/app/poi', { gridSchema: 'true' }, admin)).json() as {
        grid: { field: string }[];
        data: PoiListRow[];
      };
    const first = await list();
    expect(first.grid.map((c) => c.field)).toContain('verified');
    expect(first.data.find((r) => r.pid === pointId)).toMatchObject({ verified: 'Nie', vehicles: 'PO AUTO1' });

    const vehicle = (
      await post(t.app, '/app/vehicles/details', { vid: String(auto) }, admin)
    ).json() as VehicleDetailsAnswer;
    expect(vehicle.vehicle.solid_objects).toEqual([pointId]);
    expect(vehicle.solid_objects.find((o) => o.solid_object_id === pointId)).toMatchObject({ verified: false });

    const details = (await post(t.app, '/app/poi/details', { pid: String(pointId) }, admin)).json() as PoiDetailsAnswer;
    expect(details.poi.verified).toBe(false);
    const p = details.poi;
    const saved = await post(
      t.app,
      '/app/poi/save',
      {
        pid: String(pointId),
        name: p.name,
        solid_object_type_id: String(p.solid_object_type_id),
        solid_object_status_id: String(p.solid_object_status_id),
        solid_object_shape_type_id: '1',
        lat: String(p.lat),
        lon: String(p.lon),
        radius: String(p.radius),
        vehicles: p.vehicles.join(','),
        verified: 'true',
      },
      admin,
    );
    expect(saved.json()).toEqual({ ok: true, pid: pointId });
    expect((await list()).data.find((r) => r.pid === pointId)).toMatchObject({ verified: 'Tak' });
    const after = (
      await post(t.app, '/app/vehicles/details', { vid: String(auto) }, admin)
    ).json() as VehicleDetailsAnswer;
    expect(after.solid_objects.find((o) => o.solid_object_id === pointId)).toMatchObject({ verified: true });
    expect(await assigned(pointId)).toEqual([auto]);
  });
});
