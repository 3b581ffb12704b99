import {
  AREA_EVENT,
  emptyPosition,
  polyText,
  shapeContains,
  type GeoShape,
  type Position,
  type RouteAnswer,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner, type EngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

/** The depot (a base, drawn as a polygon) and a customer 4.8 km away (an own point, a circle). */
const DEPOT = { lat: 52.33, lon: 16.8 };
const CUSTOMER = { lat: 52.36, lon: 16.85 };
const depotCorners: [number, number][] = [
  [DEPOT.lat - 0.004, DEPOT.lon - 0.004],
  [DEPOT.lat - 0.004, DEPOT.lon + 0.004],
  [DEPOT.lat + 0.004, DEPOT.lon + 0.004],
  [DEPOT.lat + 0.004, DEPOT.lon - 0.004],
];
const depotShape: GeoShape = { shape: 3, lat: null, lon: null, radius: null, poly: depotCorners };
const customerShape: GeoShape = { shape: 1, ...CUSTOMER, radius: 300, poly: null };

/**
 * One working day from `day` (00:00 UTC): parked at the depot until 08:00, ten minutes' drive to
 * the customer, an hour there with the key off, back to the depot by 09:20, parked until noon.
 */
function workingDay(day: number): Position[] {
  const out: Position[] = [];
  const at = (sec: number, lat: number, lon: number, moving: boolean) => {
    const p = emptyPosition(day + sec * 1000, lat, lon);
    p.ignition = moving;
    p.speed = moving ? 30 : 0;
    p.satellites = 10;
    out.push(p);
  };
  const drive = (from: number, a: typeof DEPOT, b: typeof DEPOT) => {
    for (let s = 20; s < 600; s += 20) {
      const f = s / 600;
      at(from + s, a.lat + (b.lat - a.lat) * f, a.lon + (b.lon - a.lon) * f, true);
    }
  };
  for (let s = 6 * 3600; s < 8 * 3600; s += 300) at(s, DEPOT.lat, DEPOT.lon, false);
  drive(8 * 3600, DEPOT, CUSTOMER);
  for (let s = 8 * 3600 + 600; s < 9 * 3600 + 600; s += 120) at(s, CUSTOMER.lat, CUSTOMER.lon, false);
  drive(9 * 3600 + 600, CUSTOMER, DEPOT);
  for (let s = 9 * 3600 + 1200; s <= 12 * 3600; s += 300) at(s, DEPOT.lat, DEPOT.lon, false);
  return out;
}

/** Entry: the first fix inside; exit: the first fix outside after a stay (the rule of docs/events.md §14). */
function stays(points: Position[], shape: GeoShape) {
  const out: { from: number; to: number | null }[] = [];
  let open: { from: number; to: number | null } | null = null;
  for (const p of points) {
    const inside = shapeContains(shape, p.lat, p.lon);
    if (inside && !open) out.push((open = { from: p.time, to: null }));
    else if (!inside && open) {
      open.to = p.time;
      open = null;
    }
  }
  return out;
}

const DAY1 = Date.parse('2026-03-10T00:00:00Z');
const DAY2 = DAY1 + 86_400_000;

/**
 * Issue 14, 'Records must change what the system does': a polygon or circle saved in the
 * editor over a place where a vehicle stops gives the vehicle stay events (entry and exit) on
 * its next records, and on records it already had after 'Dogeneruj zdarzenia'.
 */
describe.each(DIALECTS)('own points and bases in the engine on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let customerId: number;
  let runner: EngineRunner;
  let pid: number;
  let bid: number;

  const ingest = async (points: Position[]) => {
    const writer = createIngestWriter(t.ctx, { onCommitted: runner.notify });
    await writer.submit({ vehicleId, customerId, positions: points });
    await writer.close();
    await runner.idle();
  };
  const stored = (type: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['from_time', 'to_time', 'poi_id', 'value'])
      .where('vehicle_id', '=', vehicleId)
      .where('event_type', '=', type)
      .orderBy('from_time')
      .execute()
      .then((rows) =>
        rows.map((r) => ({ ...r, from_time: Number(r.from_time), to_time: r.to_time && Number(r.to_time) })),
      );
  const route = (day: string, generate: boolean) =>
    post(
      t.app,
      '/app/route',
      {
        id: String(vehicleId),
        from_date: `${day} 00:00:00`,
        to_date: `${day} 23:59:59`,
        ...(generate ? { generate: '1' } : {}),
      },
      admin,
    );
  const dayRev = async (dayStart: number) =>
    (
      await t.ctx.db
        .selectFrom('route_chunks')
        .select('config_rev')
        .where('vehicle_id', '=', vehicleId)
        .where('day_start', '=', dayStart)
        .executeTakeFirst()
    )?.config_rev;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('alfa')).id;
    vehicleId = (await t.admin.addVehicle('alfa', 'PO 8N330', '352093081452251')).id;
    await t.admin.createUser('alfa', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'alfa', 'admin', 'haslo123-flota');
    runner = createEngineRunner(t.ctx, silent);
    t.ctx.engine = runner;
    // Day 1, and the night after it at the depot: the engine is past day 1's end, so the route stores the day.
    const night = emptyPosition(DAY2 + 1800_000, DEPOT.lat, DEPOT.lon);
    night.ignition = false;
    night.satellites = 10;
    await ingest([...workingDay(DAY1), night]);
  }, 60_000);
  afterAll(() => t.close());

  it('gives no stays before any area is drawn', async () => {
    expect(await stored(AREA_EVENT.poi)).toEqual([]);
    expect(await stored(AREA_EVENT.base)).toEqual([]);
    // The day as the route stores it, with the configuration of that time.
    expect((await route('2026-03-10', false)).statusCode).toBe(200);
  });

  it('reports entry and exit on the next records once a circle and a polygon are saved', async () => {
    const revBefore = await dayRev(DAY1 - 3600_000);
    expect(revBefore).toBeTruthy();
    const poi = await post(
      t.app,
      '/app/poi/save',
      {
        pid: '0',
        name: 'Klient Swarzędz',
        solid_object_shape_type_id: '1',
        lat: String(CUSTOMER.lat),
        lon: String(CUSTOMER.lon),
        radius: '300',
      },
      admin,
    );
    pid = poi.json().pid;
    const base = await post(
      t.app,
      '/app/base/save',
      { bid: '0', name: 'Baza Komorniki', base_shape_type_id: '3', poly: polyText(depotCorners) },
      admin,
    );
    bid = base.json().bid;
    expect(pid).toBeGreaterThan(0);
    expect(bid).toBeGreaterThan(0);

    const day2 = workingDay(DAY2);
    await ingest(day2);
    const [visit] = stays(day2, customerShape);
    expect(await stored(AREA_EVENT.poi)).toEqual([
      { from_time: visit.from, to_time: visit.to, poi_id: pid, value: null },
    ]);
    expect(visit.from).toBeGreaterThan(DAY2 + 8 * 3600_000);
    expect(visit.to).toBeGreaterThan(DAY2 + 9 * 3600_000 + 600_000);
    const depot = stays(day2, depotShape);
    expect(depot).toHaveLength(2);
    // The last stay is still going: stored open, ending with no time yet.
    expect(await stored(AREA_EVENT.base)).toEqual([
      { from_time: depot[0].from, to_time: depot[0].to, poi_id: bid, value: null },
      { from_time: depot[1].from, to_time: null, poi_id: bid, value: null },
    ]);
  });

  it("finds the stays on the records it had after 'Dogeneruj zdarzenia', with the day rebuilt", async () => {
    const revBefore = await dayRev(DAY1 - 3600_000);
    const res = await route('2026-03-10', true);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as RouteAnswer;
    const day1 = workingDay(DAY1);
    const [visit] = stays(day1, customerShape);
    const depot = stays(day1, depotShape);
    const poiRows = (await stored(AREA_EVENT.poi)).filter((e) => e.from_time < DAY2);
    expect(poiRows).toEqual([{ from_time: visit.from, to_time: visit.to, poi_id: pid, value: null }]);
    const baseRows = (await stored(AREA_EVENT.base)).filter((e) => e.from_time < DAY2);
    expect(baseRows.map((e) => [e.from_time, e.to_time])).toEqual([
      [depot[0].from, depot[0].to],
      [depot[1].from, depot[2]?.to ?? expect.any(Number)],
    ]);
    const shown = answer.events.filter((e) => e.eid >= 100);
    expect(shown.map((e) => [e.name, e.p])).toEqual([
      ['Pobyt w bazie', 'Baza Komorniki'],
      ['Pobyt w punkcie własnym', 'Klient Swarzędz'],
      ['Pobyt w bazie', 'Baza Komorniki'],
    ]);
    expect(shown[1].fdtValue).toBe(visit.from);
    expect(shown[1].tdtValue).toBe(visit.to);
    // The stored day was built again with the configuration that holds the areas.
    expect(await dayRev(DAY1 - 3600_000)).not.toBe(revBefore);
  });

  it('drops the stays of an area made inactive on regeneration', async () => {
    const save = await post(
      t.app,
      '/app/poi/save',
      {
        pid: String(pid),
        name: 'Klient Swarzędz',
        solid_object_status_id: '2',
        solid_object_shape_type_id: '1',
        lat: String(CUSTOMER.lat),
        lon: String(CUSTOMER.lon),
        radius: '300',
      },
      admin,
    );
    expect(save.json().ok).toBe(true);
    await route('2026-03-10', true);
    expect((await stored(AREA_EVENT.poi)).filter((e) => e.from_time < DAY2)).toEqual([]);
    expect((await stored(AREA_EVENT.base)).filter((e) => e.from_time < DAY2).length).toBeGreaterThan(0);
  });
});
