import { formatDateTime, type ReportAnswer, type ReportRow, type RouteAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoFleet } from '../src/demo/demo-fleet';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { DIALECTS, post } from './harness';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

/** The demo's month: 30 days of history up to the test clock (2026-03-29 00:30 UTC, 01:30 in Warsaw). */
const HISTORY_DAYS = 30;
/** The whole history in the company's zone (it starts 2026-02-27 01:30 local). */
const MONTH = { from_date: '2026-02-27 00:00:00', to_date: '2026-03-29 01:59:59' };
const MONTH_SECONDS = (Date.parse('2026-03-29T01:00:00Z') - Date.parse('2026-02-26T23:00:00Z')) / 1000;

type Answer = ReportAnswer & { err?: unknown };
const fmt = (t: number) => formatDateTime(t, 'Europe/Warsaw');

/**
 * The demo fleet's month as a first start writes it (runDemoFleet: the history through the
 * ingest pipeline and the engine, then the demo's fuel records), on both databases: figures a
 * fleet manager signs must agree with each other (issue 27 §1). Identifier times per role never
 * exceed the period nor the road driven, and the driver and vehicle reports agree.
 */
describe.each(DIALECTS)('the demo month on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let vehicles: DemoVehicle[];
  let admin = '';
  /** Each vehicle's route over the month (its GPS road and events), read once. */
  const routes = new Map<number, RouteAnswer>();

  const ok = async (type: string, body: Record<string, string>) => {
    const res = await post(t.app, `/app/${type}`, body, admin);
    const json = res.json() as Answer;
    expect([type, res.statusCode, json.err]).toEqual([type, 200, undefined]);
    return json;
  };
  const sum = (rows: readonly ReportRow[], f: string) => rows.reduce((s, r) => s + Number(r[f] ?? 0), 0);
  const route = async (v: DemoVehicle) => {
    let r = routes.get(v.id);
    if (!r) {
      r = (await post(t.app, '/app/route', { id: String(v.id), ...MONTH }, admin)).json() as RouteAnswer;
      routes.set(v.id, r);
    }
    return r;
  };

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    const demoId = (
      await t.ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    vehicles = demo.vehicles.filter((v) => v.customer_id === demoId);
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    await runDemoFleet(
      { ctx: t.ctx, writer, engine, teltonikaPort: undefined, historyDays: HISTORY_DAYS, log: () => {} },
      true,
    );
    admin = (await demoSessions(t.app)).admin;
  }, 900_000);
  afterAll(() => t.close());

  it("repvehids: a vehicle's time and road never exceed the period and the road driven", async () => {
    const ids = vehicles.map((v) => v.id);
    const summary = await ok('repvehids', { ids: ids.join('|'), ...MONTH, summary: 'true' });
    const durations = summary.grid.filter((c) => c.type === 'duration').map((c) => c.field);
    const kms = summary.grid.filter((c) => c.type === 'km').map((c) => c.field);
    expect(durations.length).toBeGreaterThan(0);
    let fleetRoad = 0;
    for (const [k, v] of vehicles.entries()) {
      const row = summary.data[k];
      expect(row._vid).toBe(v.id);
      const road = (await route(v)).report.rg / 1000;
      fleetRoad += road;
      for (const f of durations) expect([v.regno, f, Number(row[f]) <= MONTH_SECONDS]).toEqual([v.regno, f, true]);
      for (const f of kms) expect([v.regno, f, Number(row[f]) <= road + 0.0005]).toEqual([v.regno, f, true]);
    }
    for (const f of kms) expect([f, Number(summary.footer![f]) <= fleetRoad + 0.01]).toEqual([f, true]);
  }, 600_000);

  it("repvehids and identifiers: each role's figures are its rows added up, the same from either side", async () => {
    const ROLE_FIELDS = ['driver_seconds', 'driver_km', 'passenger_seconds', 'passenger_km'];
    const summary = await ok('repvehids', { ids: vehicles.map((v) => v.id).join('|'), ...MONTH, summary: 'true' });
    /** Every vehicle's period rows, for the driver side. */
    const rowsOf = new Map<number, ReportRow[]>();
    for (const [k, v] of vehicles.entries()) {
      const one = await ok('repvehids', { ids: String(v.id), ...MONTH });
      rowsOf.set(v.id, one.data);
      for (const f of ROLE_FIELDS) {
        // 'Razem' of the vehicle is its rows added up; the summary row is that 'Razem'.
        expect([v.regno, f, one.footer![f]]).toEqual([v.regno, f, expect.closeTo(sum(one.data, f), 9)]);
        expect([v.regno, f, summary.data[k][f]]).toEqual([v.regno, f, one.footer![f]]);
      }
      // A row is one role: only its own pair is filled.
      for (const row of one.data) {
        const mine = row.slot === 'Kierowca' ? ['driver_seconds', 'driver_km'] : ['passenger_seconds', 'passenger_km'];
        expect(ROLE_FIELDS.filter((f) => row[f] !== null)).toEqual(mine);
      }
    }
    for (const f of [...ROLE_FIELDS, 'periods', 'identifiers'])
      expect([f, summary.footer![f]]).toEqual([f, expect.closeTo(sum(summary.data, f), 9)]);
    // The demo month has both roles: the co-driver's card rides along for weeks.
    expect(Number(summary.footer!.passenger_seconds)).toBeGreaterThan(0);
    expect(Number(summary.footer!.driver_seconds)).toBeGreaterThan(0);

    // The driver side: each driver's figures per role are the vehicle rows naming him.
    const drivers = await t.ctx.db
      .selectFrom('drivers')
      .innerJoin('customers', 'customers.id', 'drivers.customer_id')
      .select(['drivers.id', 'drivers.first_name', 'drivers.last_name'])
      .where('customers.clogin', '=', 'demo')
      .orderBy('drivers.id')
      .execute();
    const names = drivers.map((d) => `${d.first_name} ${d.last_name}`.trim());
    const bySide = await ok('identifiers', { ids: drivers.map((d) => d.id).join('|'), ...MONTH, summary: 'true' });
    expect(bySide.data.map((row) => row.driver)).toEqual(names);
    const allRows = [...rowsOf.entries()].flatMap(([vid, rows]) => rows.map((row) => ({ vid, row })));
    let named = 0;
    for (const [k, name] of names.entries()) {
      const his = allRows.filter((x) => x.row.driver === name);
      named += his.length;
      const row = bySide.data[k];
      expect([name, row.periods, row.vehicles]).toEqual([name, his.length, new Set(his.map((x) => x.vid)).size]);
      for (const f of ROLE_FIELDS)
        expect([name, f, row[f]]).toEqual([
          name,
          f,
          expect.closeTo(
            sum(
              his.map((x) => x.row),
              f,
            ),
            9,
          ),
        ]);
      // A driver is in one vehicle at a time: his time per role is within the period too.
      expect(Number(row.driver_seconds) <= MONTH_SECONDS && Number(row.passenger_seconds) <= MONTH_SECONDS).toBe(true);
    }
    expect(named).toBeGreaterThan(vehicles.length);
    for (const f of ROLE_FIELDS) expect([f, bySide.footer![f]]).toEqual([f, expect.closeTo(sum(bySide.data, f), 9)]);
    // One driver's own rows are the vehicle rows naming him, figure for figure.
    const busiest = names
      .map((name, k) => ({ name, id: drivers[k].id, n: allRows.filter((x) => x.row.driver === name).length }))
      .sort((a, b) => b.n - a.n)[0];
    const his = await ok('identifiers', { ids: String(busiest.id), ...MONTH });
    const cells = (row: ReportRow) => [row.code, row.slot, row.from, row.to, ...ROLE_FIELDS.map((f) => row[f])];
    expect(his.data.map((row) => [row._vid, ...cells(row)]).sort()).toEqual(
      allRows
        .filter((x) => x.row.driver === busiest.name)
        .map((x) => [x.vid, ...cells(x.row)])
        .sort(),
    );
  }, 600_000);

  it('repvehids: a period begun before the range keeps the identifier and holder of its first record', async () => {
    // A week inside the month: the co-driver's card has been in since the month began.
    const WEEK = { from_date: '2026-03-10 00:00:00', to_date: '2026-03-16 23:59:59' };
    let clipped = 0;
    for (const v of vehicles) {
      const r = await ok('repvehids', { ids: String(v.id), ...WEEK });
      const events = await t.ctx.db
        .selectFrom('events as e')
        .leftJoin('positions as p', (j) =>
          j.onRef('p.vehicle_id', '=', 'e.vehicle_id').onRef('p.time', '=', 'e.from_time'),
        )
        .select(['e.event_type', 'e.from_time', 'p.driver1', 'p.driver2'])
        .where('e.vehicle_id', '=', v.id)
        .where('e.event_type', 'in', [25, 26])
        .where('e.from_time', '<', Date.parse('2026-03-09T23:00:00Z'))
        .where((eb) => eb.or([eb('e.to_time', 'is', null), eb('e.to_time', '>', Date.parse('2026-03-09T23:00:00Z'))]))
        .execute();
      for (const e of events) {
        const row = r.data.find(
          (x) => x.from === WEEK.from_date && x.slot === (e.event_type === 25 ? 'Kierowca' : 'Pasażer'),
        )!;
        const code = (e.event_type === 25 ? e.driver1 : e.driver2)?.trim();
        expect([v.regno, row.code]).toEqual([v.regno, code]);
        expect([v.regno, row.driver !== null]).toEqual([v.regno, true]);
        clipped++;
      }
    }
    expect(clipped).toBeGreaterThan(0);
  }, 600_000);

  it("repvehfueltanks: every refuelling's 'Stan po' − 'Stan przed' is its litres, every loss's 'Stan przed' − 'Stan po'", async () => {
    let ins = 0;
    let outs = 0;
    for (const v of vehicles) {
      const r = await ok('repvehfueltanks', { ids: String(v.id), ...MONTH });
      const tenths = (x: unknown) => Math.round(Number(x) * 10);
      for (const row of r.data) {
        const at = [v.regno, row.kind, row.from];
        expect([...at, row.before !== null && row.after !== null]).toEqual([...at, true]);
        if (row.fuel_in !== null) {
          ins++;
          expect([...at, tenths(row.after) - tenths(row.before)]).toEqual([...at, tenths(row.fuel_in)]);
        } else {
          outs++;
          expect([...at, tenths(row.before) - tenths(row.after)]).toEqual([...at, tenths(row.fuel_out)]);
        }
        // Nothing to explain: the engine's own events with the levels it measured.
        expect([...at, row.note]).toEqual([...at, null]);
        // The levels are shown to the litres' decimal.
        expect([...at, tenths(row.before) / 10, tenths(row.after) / 10]).toEqual([...at, row.before, row.after]);
      }
      // The same litres as the route viewer's events.
      const events = (await route(v)).events.filter((e) => e.eid === 21 || e.eid === 22);
      expect([v.regno, ...r.data.map((row) => Number(row.fuel_in ?? row.fuel_out))]).toEqual([
        v.regno,
        ...events.map((e) => (e.val ?? 0) / 10),
      ]);
    }
    // The demo month holds both kinds in numbers (a fleet with probes, a truck losing fuel at night).
    expect(ins).toBeGreaterThan(30);
    expect(outs).toBeGreaterThan(10);
  }, 600_000);

  it("repgprsconnections: the history's connections, on every day a device reported", async () => {
    const days = new Map<number, Set<string>>();
    for (const v of vehicles) {
      const times = await t.ctx.db.selectFrom('positions').select('time').where('vehicle_id', '=', v.id).execute();
      days.set(v.id, new Set(times.map((p) => fmt(Number(p.time)).slice(0, 10))));
    }
    let checked = 0;
    for (const v of vehicles) {
      for (const day of [...days.get(v.id)!].sort()) {
        const r = await ok('repgprsconnections', {
          ids: String(v.id),
          from_date: `${day} 00:00:00`,
          to_date: `${day} 23:59:59`,
        });
        expect([v.regno, day, r.data.length > 0]).toEqual([v.regno, day, true]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(vehicles.length * 28);
  }, 600_000);

  it('repgprsconnections: the records received on the connections are the records stored, connection by connection', async () => {
    for (const v of vehicles) {
      const r = await ok('repgprsconnections', { ids: String(v.id), ...MONTH });
      const received = (
        await t.ctx.db.selectFrom('positions').select('received_at').where('vehicle_id', '=', v.id).execute()
      ).map((p) => Number(p.received_at));
      // Every record the vehicle stored came in on one of its connections, and the report says so.
      expect([v.regno, r.footer!.records]).toEqual([v.regno, received.length]);
      expect([v.regno, sum(r.data, 'records')]).toEqual([v.regno, received.length]);
      const rows = await t.ctx.db
        .selectFrom('device_connections')
        .selectAll()
        .where('vehicle_id', '=', v.id)
        .orderBy('connected_at')
        .execute();
      expect(r.data.map((row) => row.connected)).toEqual(rows.map((c) => fmt(Number(c.connected_at))));
      let end = 0;
      for (const c of rows) {
        const from = Number(c.connected_at);
        const to = Number(c.disconnected_at);
        const at = [v.regno, fmt(from)];
        // One connection at a time, each closed with a reason, its records those received on it.
        expect([...at, from >= end, c.disconnected_at !== null, c.close_reason]).toEqual([
          ...at,
          true,
          true,
          expect.stringMatching(/^(idle|device_closed)$/),
        ]);
        expect([...at, Number(c.records)]).toEqual([...at, received.filter((x) => x >= from && x <= to).length]);
        // Bytes as the gateway counts them: the IMEI frame and the AVL frames in, the accept and the ACKs out.
        expect([
          ...at,
          Number(c.bytes_in) > Number(c.records) * 40,
          Number(c.bytes_out) >= 1 + 4 * Math.ceil(Number(c.records) / 32),
        ]).toEqual([...at, true, true]);
        end = to;
      }
      // A Teltonika device keeps its connection for hours: most vehicles have a few a day at most.
      if (v.regno !== 'SK 9012P') expect([v.regno, rows.length < 3 * 31]).toEqual([v.regno, true]);
    }
  }, 600_000);

  it('repgprslogs: the records received per hour add up to the records stored', async () => {
    for (const v of vehicles.slice(0, 4)) {
      const r = await ok('repgprslogs', { ids: String(v.id), ...MONTH });
      const stored = await t.ctx.db.selectFrom('positions').select('time').where('vehicle_id', '=', v.id).execute();
      expect([v.regno, r.footer!.device, r.footer!.received]).toEqual([v.regno, stored.length, stored.length]);
      // Received as delivered: never before made, mostly in the hour made (held ones arrive later).
      let made = 0;
      let received = 0;
      for (const row of r.data) {
        made += Number(row.device);
        received += Number(row.received);
        expect([v.regno, row.hour, received <= made]).toEqual([v.regno, row.hour, true]);
      }
      const hours = (f: string) => r.data.filter((row) => Number(row[f]) > 0).length;
      expect([v.regno, hours('received') >= 0.9 * hours('device')]).toEqual([v.regno, true]);
    }
  }, 600_000);
});
