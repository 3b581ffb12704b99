import { AREAS_MSG, P, polyText, type BaseDetailsAnswer, type PoiDetailsAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Own points and bases as records (spec 3 §2.3, §2.4, §7 'POIs' and 'Bases'): the calls, their
 * checks and their audit on both databases. What a saved area does to the engine is in
 * area-engine.test.ts.
 */
describe.each(DIALECTS)('own point and base records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let limited: string;
  let foreign: string;
  let alfa: number;
  const vehicles: number[] = [];
  let beta1 = 0;
  let driver = 0;

  const square: [number, number][] = [
    [52.2, 21.0],
    [52.2, 21.01],
    [52.21, 21.01],
    [52.21, 21.0],
  ];
  const circle = {
    pid: '0',
    name: 'Magazyn Janki',
    solid_object_type_id: '1',
    solid_object_status_id: '1',
    icon_no: '2',
    solid_object_shape_type_id: '1',
    lat: '52.125',
    lon: '20.89',
    radius: '450',
    poly: '',
    address: 'Mszczonowska',
    address_no: '3',
    postal_code: '05-090',
    city: 'Janki',
    vehicles: '',
    drivers: '',
  };
  const call = (path: string, body: Record<string, string>, cookie = admin) =>
    post(t.app, `/app/${path}`, body, cookie);
  const poiCount = async () =>
    (await t.ctx.db.selectFrom('pois').select('id').where('customer_id', '=', alfa).execute()).length;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    alfa = (await t.admin.createCustomer('alfa')).id;
    await t.admin.createCustomer('beta');
    for (const [i, regno] of ['WA 1001', 'WA 1002', 'WA 1003'].entries())
      vehicles.push((await t.admin.addVehicle('alfa', regno, `35209308145${2251 + i * 8}`)).id);
    beta1 = (await t.admin.addVehicle('beta', 'BI 1', '352093081452996')).id;
    driver = (
      await t.ctx.db
        .insertInto('drivers')
        .values({ customer_id: alfa, first_name: 'Jan', last_name: 'Kowalski', created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.admin.createUser('alfa', 'admin', 'haslo123-flota');
    await t.admin.createUser('alfa', 'limited', 'haslo123-flota', {
      permissions: [P.ownPoints, P.bases],
      vehicleIds: [vehicles[0]],
    });
    await t.admin.createUser('beta', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'alfa', 'admin', 'haslo123-flota');
    limited = await signInOrFail(t.app, 'alfa', 'limited', 'haslo123-flota');
    foreign = await signInOrFail(t.app, 'beta', 'admin', 'haslo123-flota');
  }, 60_000);
  afterAll(() => t.close());

  it('creates, lists, edits and deletes an own point, each change audited', async () => {
    const created = await call('poi/save', { ...circle, vehicles: String(vehicles[1]), drivers: String(driver) });
    expect(created.json()).toMatchObject({ ok: true });
    const pid = created.json().pid as number;

    const list = await call('poi', { gridSchema: 'true' });
    expect(list.json().grid.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'type',
      'status',
      'verified',
      'shape',
      'city',
      'address',
      'vehicles',
    ]);
    expect(list.json().data).toEqual([
      {
        pid,
        name: 'Magazyn Janki',
        type: 'Miejsce obsługi',
        status: 'Aktywny',
        shape: 'Koło',
        city: 'Janki',
        address: 'Mszczonowska 3',
        vehicles: 'WA 1002',
        verified: 'Tak',
      },
    ]);
    expect((await call('poi', { gridSchema: 'false' })).json().grid).toBeUndefined();

    const details = (await call('poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer;
    expect(details.poi).toMatchObject({
      pid,
      solid_object_shape_type_id: 1,
      lat: 52.125,
      lon: 20.89,
      radius: 450,
      poly: null,
      icon_no: 2,
      vehicles: [vehicles[1]],
      drivers: [driver],
    });
    expect(details.vehicles.map((v) => v.regno)).toEqual(['WA 1001', 'WA 1002', 'WA 1003']);
    expect(details.drivers).toEqual([{ driver_id: driver, name: 'Jan Kowalski' }]);
    expect(details.poi_types.length).toBeGreaterThan(1);
    expect(details.poi_statuses[0]).toEqual({ value: 1, text: 'Aktywny' });

    // Drawn again as a polygon: the centre and radius go, the corners come back as they were drawn.
    const edited = await call('poi/save', {
      ...circle,
      pid: String(pid),
      solid_object_shape_type_id: '3',
      lat: '',
      lon: '',
      radius: '',
      poly: polyText([...square, square[0]]),
      vehicles: '',
    });
    expect(edited.json()).toEqual({ ok: true, pid });
    const again = (await call('poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer;
    expect(again.poi).toMatchObject({
      solid_object_shape_type_id: 3,
      lat: null,
      radius: null,
      poly: square,
      vehicles: [],
    });
    expect((await call('poi', {})).json().data[0]).toMatchObject({ shape: 'Wielokąt', vehicles: 'Wszystkie' });
    // Its centre moved and the city sent was the stored one: the city follows the centre (issue 27).
    expect(again.poi.city).not.toBe('Janki');

    // A save that changes nothing is not audited.
    await call('poi/save', {
      ...circle,
      city: again.poi.city,
      pid: String(pid),
      solid_object_shape_type_id: '3',
      poly: polyText(square),
      lat: '',
      lon: '',
      radius: '',
    });
    expect((await call('poi/delete', { pid: String(pid) })).json()).toEqual({ ok: true });
    expect((await call('poi/details', { pid: String(pid) })).json()).toEqual({
      err: { global: AREAS_MSG.poiNotFound },
    });
    const audit = (await listAudit(t.ctx.db, alfa, 0)).filter((a) => a.entity === 'poi' && a.record_id === pid);
    expect(audit.map((a) => [a.login, a.action])).toEqual([
      ['admin', 'create'],
      ['admin', 'update'],
      ['admin', 'delete'],
    ]);
    expect(JSON.parse(audit[1].before!)).toMatchObject({ solid_object_shape_type_id: 1, radius: 450 });
    expect(JSON.parse(audit[1].after!)).toMatchObject({ solid_object_shape_type_id: 3, poly: square });
    expect(audit[2].after).toBeNull();
  });

  it('refuses bad input on its fields and stores nothing', async () => {
    const before = await poiCount();
    const noName = await call('poi/save', { ...circle, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().err).toMatchObject({ name: 'Nazwa obiektu jest wymagana' });
    const twoPoints = await call('poi/save', {
      ...circle,
      solid_object_shape_type_id: '3',
      poly: '21^52|21.01^52',
    });
    expect(twoPoints.json().err).toMatchObject({ poly: AREAS_MSG.polygonPoints });
    const crossing = await call('poi/save', {
      ...circle,
      solid_object_shape_type_id: '3',
      poly: polyText([square[0], square[2], square[1], square[3]]),
    });
    expect(crossing.json().err).toMatchObject({ poly: AREAS_MSG.selfIntersecting });
    const noRadius = await call('poi/save', { ...circle, radius: '0' });
    expect(noRadius.json().err).toMatchObject({ radius: AREAS_MSG.radius });
    const offEarth = await call('base/save', { ...circle, base_shape_type_id: '1', lat: '95' });
    expect(offEarth.json().err).toMatchObject({ lat: AREAS_MSG.lat });
    // Another company's vehicle, a driver that is not the company's: refused in the one transaction.
    const theirs = await call('poi/save', { ...circle, vehicles: String(beta1) });
    expect(theirs.json()).toEqual({ err: { vehicles: AREAS_MSG.vehiclesForeign } });
    const ghost = await call('poi/save', { ...circle, drivers: String(driver + 1000) });
    expect(ghost.json()).toEqual({ err: { drivers: AREAS_MSG.driversForeign } });
    expect(await poiCount()).toBe(before);
    const huge = await call('poi/save', { ...circle, name: 'x'.repeat(300) });
    expect(huge.json().err.name).toBeTruthy();
  });

  it("keeps a restricted user's hidden vehicles and never serves another company", async () => {
    const pid = (await call('poi/save', { ...circle, vehicles: `${vehicles[0]},${vehicles[2]}` })).json().pid as number;
    const seen = (await call('poi/details', { pid: String(pid) }, limited)).json() as PoiDetailsAnswer;
    expect(seen.vehicles.map((v) => v.vehicle_id)).toEqual([vehicles[0]]);
    expect(seen.poi.vehicles).toEqual([vehicles[0]]);
    expect((await call('poi', {}, limited)).json().data.find((r: { pid: number }) => r.pid === pid).vehicles).toBe(
      'WA 1001',
    );
    // The limited user clears his list: WA 1003, which he does not see, stays assigned.
    expect((await call('poi/save', { ...circle, pid: String(pid), vehicles: '' }, limited)).json().ok).toBe(true);
    const all = (await call('poi/details', { pid: String(pid) })).json() as PoiDetailsAnswer;
    expect(all.poi.vehicles).toEqual([vehicles[2]]);
    const refused = await call('poi/save', { ...circle, pid: String(pid), vehicles: String(vehicles[1]) }, limited);
    expect(refused.json()).toEqual({ err: { vehicles: AREAS_MSG.vehiclesForeign } });

    // The other company: no details, no list rows, no edit, no delete.
    expect((await call('poi/details', { pid: String(pid) }, foreign)).json()).toEqual({
      err: { global: AREAS_MSG.poiNotFound },
    });
    expect((await call('poi', {}, foreign)).json().data).toEqual([]);
    expect((await call('poi/save', { ...circle, pid: String(pid), name: 'Przejęty' }, foreign)).json()).toEqual({
      err: { global: AREAS_MSG.poiNotFound },
    });
    expect((await call('poi/delete', { pid: String(pid) }, foreign)).json()).toEqual({
      err: { global: AREAS_MSG.poiNotFound },
    });
    expect((await call('poi/details', { pid: String(pid) })).json().poi.name).toBe('Magazyn Janki');
  });

  it('keeps bases with the spec shape rule and their own audit entity', async () => {
    const body = {
      ...circle,
      bid: 'new',
      name: 'Baza Komorniki',
      base_type_id: '3',
      base_status_id: '1',
      base_shape_type_id: '3',
      poly: polyText([...square, [52.205, 20.995]]),
      lat: '',
      lon: '',
      radius: '',
      vehicles: String(vehicles[0]),
    };
    const saved = await call('base/save', body);
    const bid = saved.json().bid as number;
    expect(bid).toBeGreaterThan(0);
    const details = (await call('base/details', { bid: String(bid) })).json() as BaseDetailsAnswer;
    // Answered as drawn (issue 27: spec 3 §3.5's "reduced to 2 on load" shapes no answer).
    expect(details.base).toMatchObject({ bid, base_type_id: 3, base_shape_type_id: 3, vehicles: [vehicles[0]] });
    expect(details.base.poly).toHaveLength(5);
    expect(details.base_types.find((o) => o.value === 3)?.text).toBe('Parking nocny');
    // Saved back by a client that reduced the shape to 2 (five corners): accepted, named a polygon.
    expect(
      (await call('base/save', { ...body, bid: String(bid), base_shape_type_id: '2', name: 'Baza K' })).json(),
    ).toEqual({ ok: true, bid });
    expect((await call('base', { gridSchema: 'true' })).json().data).toEqual([
      expect.objectContaining({ bid, name: 'Baza K', type: 'Parking nocny', shape: 'Wielokąt', vehicles: 'WA 1001' }),
    ]);
    expect((await call('base/delete', { bid: String(bid) })).json()).toEqual({ ok: true });
    expect((await call('base/delete', { bid: String(bid) })).json()).toEqual({
      err: { global: AREAS_MSG.baseNotFound },
    });
    const audit = (await listAudit(t.ctx.db, alfa, 0)).filter((a) => a.entity === 'base');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect((await call('base/details', { bid: '0' })).json().base).toMatchObject({ bid: 0, base_shape_type_id: 1 });
  });
});
