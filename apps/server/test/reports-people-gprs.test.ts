import {
  P,
  REPORT_MSG,
  formatDateTime,
  type ReportAnswer,
  type ReportRow,
  type RouteAnswer,
  type RouteEvent,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminService } from '../src/modules/admin/admin.service';
import { DIALECTS, post, signInOrFail } from './harness';
import { DEMO_PASSWORD, demoSessions, addDemoHistory, makeDemoApp, type DemoVehicle } from './demo-fixtures';

/** Company-zone days of the demo history (the test clock is 2026-03-29 01:30 in Warsaw). */
const DAYS = ['2026-03-26', '2026-03-27', '2026-03-28'];
const RANGE = { from_date: `${DAYS[0]} 00:00:00`, to_date: `${DAYS[DAYS.length - 1]} 23:59:59` };
const ZONE = 'Europe/Warsaw';
const FROM = Date.parse('2026-03-25T23:00:00Z');
/** 29 Mar 00:00 in Warsaw, still winter time (summer time starts at 02:00 that night). */
const END = Date.parse('2026-03-28T23:00:00Z');
const fmt = (t: number) => formatDateTime(t, ZONE);

type Answer = ReportAnswer & { err?: { global?: string; code?: string } };

/** Each role's time and road (repvehids, identifiers): a row fills its own role's pair. */
const ROLE_FIELDS = ['driver_seconds', 'driver_km', 'passenger_seconds', 'passenger_km'];
const kmOfRow = (row: ReportRow) => Number(row.driver_km ?? row.passenger_km);

/**
 * The people and GPRS reports (issue 15: repvehids, identifiers, repdrvstaffing,
 * repgprsconnections, repgprslogs) on the demo fleet's history, on both databases: identifier
 * periods against the stored events, their records and the route viewer's drives and names;
 * the driver reports against the vehicle report and the route's drives; the connection log
 * against rows written here (the history's own connections are checked in demo-month.test.ts);
 * records per hour against the stored positions. Bad and foreign requests are refused.
 */
describe.each(DIALECTS)('people and gprs reports on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let demoVehicles: DemoVehicle[];
  let foreignVehicle: DemoVehicle;
  let customerId: number;
  let s: Awaited<ReturnType<typeof demoSessions>>;
  let clerk: string;
  let clerkVehicles: number[];
  let clerkDrivers: number[];
  let drivers: { id: number; name: string }[];
  /** Every vehicle's repvehids rows and route drives over RANGE (filled by the first test). */
  const idRows = new Map<number, ReportRow[]>();
  const routeDrives = new Map<number, RouteEvent[]>();

  const report = async (type: string, body: Record<string, string>, cookie = s.admin) => {
    const res = await post(t.app, `/app/${type}`, body, cookie);
    return { status: res.statusCode, json: res.json() as Answer, body: res.body };
  };
  const ok = async (type: string, body: Record<string, string>, cookie = s.admin) => {
    const r = await report(type, body, cookie);
    expect([type, r.status, r.json.err]).toEqual([type, 200, undefined]);
    return r.json;
  };
  const sum = (rows: readonly object[], f: string) =>
    rows.reduce((acc, r) => acc + Number((r as Record<string, unknown>)[f] ?? 0), 0);

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // Three days of the demo fleet's history, processed by the engine.
    const customer = await addDemoHistory(t);
    customerId = customer.id;
    demoVehicles = demo.vehicles.filter((v) => v.customer_id === customer.id);
    foreignVehicle = demo.vehicles.find((v) => v.customer_id !== customer.id)!;
    s = await demoSessions(t.app);
    drivers = (
      await t.ctx.db
        .selectFrom('drivers')
        .select(['id', 'first_name', 'last_name'])
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute()
    ).map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}`.trim() }));
    // A clerk with the people and gprs reports, half the fleet and a few of the drivers.
    clerkVehicles = demoVehicles.slice(0, Math.ceil(demoVehicles.length / 2)).map((v) => v.id);
    await createAdminService(t.ctx).createUser('demo', 'kadry', DEMO_PASSWORD, {
      permissions: [P.repVehicleIds, P.repStaffing, P.repDriverIds, P.gprsLogs, P.gprsConnections, P.logout],
      vehicleIds: clerkVehicles,
    });
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'kadry')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    clerkDrivers = drivers.slice(0, 4).map((d) => d.id);
    await t.ctx.db.updateTable('users').set({ drivers_restricted: 1 }).where('id', '=', user.id).execute();
    await t.ctx.db
      .insertInto('user_drivers')
      .values(clerkDrivers.map((driver_id) => ({ customer_id: customerId, user_id: user.id, driver_id })))
      .execute();
    clerk = await signInOrFail(t.app, 'demo', 'kadry', DEMO_PASSWORD);
  }, 600_000);
  afterAll(() => t.close());

  it("repvehids: the stored identifier events with their records' codes, the route's names and road", async () => {
    let periods = 0;
    let named = 0;
    for (const v of demoVehicles) {
      const r = await ok('repvehids', { ids: String(v.id), ...RANGE });
      expect(r.grid.map((c) => c.field)).toEqual(['code', 'slot', 'driver', 'from', 'to', ...ROLE_FIELDS]);
      idRows.set(v.id, r.data);
      // Independent: the stored events 25/26 overlapping the range and the record each began on.
      const events = await t.ctx.db
        .selectFrom('events as e')
        .leftJoin('positions as p', (j) =>
          j.onRef('p.vehicle_id', '=', 'e.vehicle_id').onRef('p.time', '=', 'e.from_time'),
        )
        .select(['e.event_type', 'e.from_time', 'e.to_time', 'p.driver1', 'p.driver2'])
        .where('e.vehicle_id', '=', v.id)
        .where('e.event_type', 'in', [25, 26])
        .where('e.from_time', '<=', END - 1)
        .where((eb) => eb.or([eb('e.to_time', 'is', null), eb('e.to_time', '>=', FROM)]))
        .orderBy('e.from_time')
        .orderBy('e.event_type')
        .execute();
      expect(r.data.map((row) => [row.from, row.slot, row.code])).toEqual(
        events.map((e) => [
          fmt(Math.max(Number(e.from_time), FROM)),
          e.event_type === 25 ? 'Kierowca' : 'Pasażer',
          e.event_type === 25 ? e.driver1 : e.driver2,
        ]),
      );
      // The route viewer over the same range: the same periods, named the same, and its drives.
      const route = (await post(t.app, '/app/route', { id: String(v.id), ...RANGE }, s.admin)).json() as RouteAnswer;
      const routeIds = route.events.filter((e) => e.eid === 25);
      const drives = route.events.filter((e) => e.eid === 3);
      routeDrives.set(v.id, drives);
      const driverRows = r.data.filter((row) => row.slot === 'Kierowca');
      expect(driverRows.map((row) => [row.from, row.to, row.driver_seconds, row.driver])).toEqual(
        routeIds.map((e) => [e.fdt, e.tdt, e.dur, e.driver_name]),
      );
      for (const row of r.data) {
        periods++;
        if (row.driver) named++;
        // The period's road is its drives' road: the card goes in before the key and out after it.
        const inside = drives.filter((d) => d.fdt >= String(row.from) && (d.tdt ?? '9') <= String(row._to));
        expect([row.from, kmOfRow(row)]).toEqual([row.from, expect.closeTo(sum(inside, 'rgp') / 1000, 2)]);
      }
      for (const f of ROLE_FIELDS) expect([f, r.footer![f]]).toEqual([f, expect.closeTo(sum(r.data, f), 9)]);
    }
    // The comparison is about real data: most vehicles had drivers, the register names them,
    // and co-drivers' cards (event 26) are there too.
    expect(periods).toBeGreaterThan(demoVehicles.length);
    expect(named).toBeGreaterThan(periods / 2);
    const slots = [...idRows.values()].flat().map((row) => row.slot);
    expect(slots.filter((x) => x === 'Pasażer').length).toBeGreaterThan(0);
    // A card taken out ends its period (the reader reports no key): every vehicle with a driver
    // card has a period per tour, each ended, not one period over the whole range.
    for (const [vid, rows] of idRows) {
      const cards = rows.filter((row) => row.slot === 'Kierowca');
      if (cards.length === 0) continue;
      // Two working days in the range at least (the 28th is a Saturday).
      expect([vid, cards.length >= 2]).toEqual([vid, true]);
      expect([vid, cards.slice(0, -1).every((row) => row.to !== null)]).toEqual([vid, true]);
    }
  }, 600_000);

  it('repvehids summary: a row per vehicle with its rows added up, and Razem', async () => {
    const ids = demoVehicles.map((v) => v.id);
    const r = await ok('repvehids', { ids: ids.join('|'), ...RANGE, summary: 'true' });
    expect(r.data.map((row) => row._vid)).toEqual(ids);
    r.data.forEach((row, k) => {
      const rows = idRows.get(ids[k])!;
      expect(row.regno).toBe(demoVehicles[k].regno);
      expect([row.periods, ...ROLE_FIELDS.map((f) => row[f])]).toEqual([
        rows.length,
        ...ROLE_FIELDS.map((f) => expect.closeTo(sum(rows, f), 9)),
      ]);
      expect(row.identifiers).toBe(new Set(rows.map((x) => String(x.code).toUpperCase())).size);
    });
    expect(r.footer!.regno).toBe('Razem');
    for (const f of ['identifiers', 'periods', ...ROLE_FIELDS])
      expect([f, r.footer![f]]).toEqual([f, expect.closeTo(sum(r.data, f), 9)]);
  }, 600_000);

  it("identifiers: each driver's periods are the vehicle report's rows naming him, in any vehicle", async () => {
    let seen = 0;
    for (const d of drivers) {
      const r = await ok('identifiers', { ids: String(d.id), ...RANGE });
      const expected = demoVehicles
        .flatMap((v) =>
          idRows
            .get(v.id)!
            .filter((row) => row.driver === d.name)
            .map((row) => ({ v, row })),
        )
        .sort(
          (a, b) => String(a.row.from).localeCompare(String(b.row.from)) || a.v.regno.localeCompare(b.v.regno, 'pl'),
        );
      const cells = (row: ReportRow) => [row.code, row.slot, row.from, row.to, ...ROLE_FIELDS.map((f) => row[f])];
      expect(r.data.map((row) => [row.regno, row._vid, ...cells(row)])).toEqual(
        expected.map(({ v, row }) => [v.regno, v.id, ...cells(row)]),
      );
      seen += r.data.length;
      for (const f of ROLE_FIELDS) expect([f, r.footer![f]]).toEqual([f, expect.closeTo(sum(r.data, f), 9)]);
    }
    expect(seen).toBeGreaterThan(drivers.length);
    const summary = await ok('identifiers', { ids: drivers.map((d) => d.id).join('|'), ...RANGE });
    expect(summary.data.map((row) => row.driver)).toEqual(drivers.map((d) => d.name));
    for (const [k, d] of drivers.entries()) {
      const one = await ok('identifiers', { ids: String(d.id), ...RANGE });
      const row = summary.data[k];
      expect([d.name, row.periods, ...ROLE_FIELDS.map((f) => row[f])]).toEqual([
        d.name,
        one.data.length,
        ...ROLE_FIELDS.map((f) => one.footer![f]),
      ]);
      expect(row.vehicles).toBe(new Set(one.data.map((x) => x._vid)).size);
    }
    expect(summary.footer!.driver).toBe('Razem');
    for (const f of ROLE_FIELDS) expect([f, summary.footer![f]]).toEqual([f, expect.closeTo(sum(summary.data, f), 9)]);
  }, 600_000);

  it("repdrvstaffing: a driver's runs hold exactly the route's drives it names him for", async () => {
    let runs = 0;
    for (const d of drivers) {
      const r = await ok('repdrvstaffing', { ids: String(d.id), ...RANGE });
      expect(r.grid.map((c) => c.field)).toEqual(['regno', 'code', 'from', 'to', 'drives', 'seconds', 'km']);
      const mine = demoVehicles.flatMap((v) =>
        routeDrives
          .get(v.id)!
          .filter((e) => e.driver_name === d.name)
          .map((e) => ({ v, e })),
      );
      expect([d.name, sum(r.data, 'drives')]).toEqual([d.name, mine.length]);
      expect(sum(r.data, 'seconds')).toBe(mine.reduce((acc, x) => acc + x.e.dur, 0));
      expect(sum(r.data, 'km')).toBeCloseTo(mine.reduce((acc, x) => acc + (x.e.rgp ?? 0), 0) / 1000, 2);
      for (const row of r.data) {
        // Each run: its vehicle's drives from its start to its end, every one of them the driver's.
        const inRun = routeDrives
          .get(Number(row._vid))!
          .filter((e) => e.fdt >= String(row.from) && (row.to === null || (e.tdt !== null && e.tdt <= String(row.to))));
        expect(inRun.map((e) => e.driver_name)).toEqual(Array(Number(row.drives)).fill(d.name));
        // A run stays within its report day (midnight here): its drives began that day.
        expect(new Set(inRun.map((e) => e.fdt.slice(0, 10)))).toEqual(new Set([String(row.from).slice(0, 10)]));
        expect(row.km).toBeCloseTo(sum(inRun, 'rgp') / 1000, 2);
      }
      runs += r.data.length;
      expect(r.footer!.drives).toBe(sum(r.data, 'drives'));
      expect(r.footer!.km).toBeCloseTo(sum(r.data, 'km'), 6);
    }
    expect(runs).toBeGreaterThan(drivers.length);
    const summary = await ok('repdrvstaffing', { ids: drivers.map((d) => d.id).join('|'), ...RANGE });
    for (const [k, d] of drivers.entries()) {
      const one = await ok('repdrvstaffing', { ids: String(d.id), ...RANGE });
      expect([d.name, summary.data[k].drives, summary.data[k].seconds]).toEqual([
        d.name,
        one.footer!.drives,
        one.footer!.seconds,
      ]);
      expect(summary.data[k].vehicles).toBe(new Set(one.data.map((x) => x._vid)).size);
    }
    expect(summary.footer!.drives).toBe(sum(summary.data, 'drives'));
    expect(summary.footer!.km).toBeCloseTo(sum(summary.data, 'km'), 6);
  }, 600_000);

  it("keeps a clerk to his vehicles and drivers; holders outside his driver list are '—'", async () => {
    const outsideVehicle = demoVehicles.find((v) => !clerkVehicles.includes(v.id))!;
    const outsideDriver = drivers.find((d) => !clerkDrivers.includes(d.id))!;
    for (const ids of [
      String(outsideVehicle.id),
      `${clerkVehicles[0]}|${outsideVehicle.id}`,
      String(foreignVehicle.id),
    ])
      for (const type of ['repvehids', 'repgprsconnections', 'repgprslogs']) {
        const r = await report(type, { ids, ...RANGE }, clerk);
        expect([type, ids, r.json.err]).toEqual([type, ids, { global: REPORT_MSG.vehicleForeign }]);
        expect(r.body).not.toContain(outsideVehicle.regno);
      }
    for (const type of ['identifiers', 'repdrvstaffing']) {
      const r = await report(type, { ids: String(outsideDriver.id), ...RANGE }, clerk);
      expect([type, r.json.err]).toEqual([type, { global: REPORT_MSG.driverForeign }]);
      expect(r.body).not.toContain(outsideDriver.name);
      // His own drivers: only in his vehicles.
      for (const id of clerkDrivers) {
        const mine = await ok(type, { ids: String(id), ...RANGE }, clerk);
        const all = await ok(type, { ids: String(id), ...RANGE });
        expect(mine.data).toEqual(all.data.filter((row) => clerkVehicles.includes(Number(row._vid))));
      }
    }
    // The other company's admin.
    const foreign = await report('repvehids', { ids: String(demoVehicles[0].id), ...RANGE }, s.transpol);
    expect(foreign.json.err).toEqual({ global: REPORT_MSG.vehicleForeign });
    const visible = new Set(drivers.filter((d) => clerkDrivers.includes(d.id)).map((d) => d.name));
    // The vehicle report names only the drivers of the user's list, over HTTP as the clerk asks.
    const v = demoVehicles.find(
      (x) =>
        clerkVehicles.includes(x.id) &&
        idRows.get(x.id)!.some((row) => row.driver && row.driver !== '—') &&
        idRows.get(x.id)!.some((row) => row.driver && !visible.has(String(row.driver))),
    )!;
    expect(v).toBeDefined();
    const scoped = await ok('repvehids', { ids: String(v.id), ...RANGE }, clerk);
    const full = idRows.get(v.id)!;
    expect(scoped.data.map((row) => row.driver)).toEqual(
      full.map((row) => (row.driver === null || visible.has(String(row.driver)) ? row.driver : '—')),
    );
    expect(scoped.data.some((row) => row.driver === '—')).toBe(true);
  }, 600_000);

  it('repgprsconnections: the connection log of the range, an open connection without its end', async () => {
    const [a, b] = demoVehicles;
    const at = (iso: string) => Date.parse(iso);
    const row = (vehicle_id: number, connected_at: number, disconnected_at: number | null, extra = {}) => ({
      customer_id: customerId,
      vehicle_id,
      imei: '356307042441013',
      protocol: 'teltonika',
      remote_address: '10.1.2.3:40122',
      connected_at,
      disconnected_at,
      bytes_in: 1500,
      bytes_out: 60,
      records: 25,
      errors: 0,
      close_reason: disconnected_at === null ? null : 'idle',
      ...extra,
    });
    // The history's own connections (demo-history.ts; the demo-month test checks them) make way
    // for rows whose figures are known here.
    await t.ctx.db.deleteFrom('device_connections').execute();
    await t.ctx.db
      .insertInto('device_connections')
      .values([
        // before the range: not listed
        row(a.id, at('2026-03-25T10:00:00Z'), at('2026-03-25T11:00:00Z')),
        // across the range's start, inside it, across its end
        row(a.id, at('2026-03-25T22:30:00Z'), at('2026-03-25T23:30:00Z'), { records: 7 }),
        row(a.id, at('2026-03-27T08:00:00Z'), at('2026-03-27T08:45:30Z'), {
          close_reason: 'device_closed',
          errors: 2,
        }),
        row(a.id, at('2026-03-28T21:30:00Z'), at('2026-03-28T23:00:00Z'), { records: 3 }),
        // another vehicle: still open
        row(b.id, at('2026-03-28T20:00:00Z'), null, { protocol: 'osmand', remote_address: null }),
        // HTTP requests 30 s apart (one session), and one after a 29-minute pause (another)
        ...[0, 30, 60, 1800].map((sec) =>
          row(b.id, at('2026-03-27T10:00:00Z') + sec * 1000, at('2026-03-27T10:00:01Z') + sec * 1000, {
            protocol: 'osmand',
            remote_address: '10.9.8.7',
            close_reason: 'request_done',
            records: 1,
          }),
        ),
      ])
      .execute();
    const one = await ok('repgprsconnections', { ids: String(a.id), ...RANGE });
    expect(one.grid[0].field).toBe('connected');
    expect(one.data.map((r) => [r.connected, r.disconnected, r.seconds, r.records, r.reason, r.errors])).toEqual([
      ['2026-03-25 23:30:00', '2026-03-26 00:30:00', 3600, 7, 'Brak danych (limit czasu)', 0],
      ['2026-03-27 09:00:00', '2026-03-27 09:45:30', 2730, 25, 'Zamknięte przez urządzenie', 2],
      // open at the range's end (closed after it): no end, counted to the range's end
      ['2026-03-28 22:30:00', null, 5400, 3, null, 0],
    ]);
    expect([one.footer!.seconds, one.footer!.records, one.footer!.bytes_in]).toEqual([3600 + 2730 + 5400, 35, 4500]);
    const both = await ok('repgprsconnections', { ids: `${a.id}|${b.id}`, ...RANGE });
    expect(both.grid[0]).toMatchObject({ field: 'regno', title: 'Nr rej.' });
    expect(
      both.data.map((r) => [r.regno, r._vid, r.connected, r.disconnected, r.seconds, r.protocol, r.count, r.records]),
    ).toEqual([
      ...one.data.map((r) => [a.regno, a.id, r.connected, r.disconnected, r.seconds, r.protocol, 1, r.records]),
      [b.regno, b.id, '2026-03-27 11:00:00', '2026-03-27 11:01:01', 61, 'osmand', 3, 3],
      [b.regno, b.id, '2026-03-27 11:30:00', '2026-03-27 11:30:01', 1, 'osmand', 1, 1],
      [b.regno, b.id, '2026-03-28 21:00:00', null, 3 * 3600, 'osmand', 1, 25],
    ]);
    expect(both.data[4].reason).toBe('Zapytanie HTTP zakończone');
    expect([both.footer!.records, both.footer!.count]).toEqual([35 + 4 + 25, 3 + 3 + 1 + 1]);
    // The other company sees none of it.
    const foreign = await report('repgprsconnections', { ids: String(a.id), ...RANGE }, s.transpol);
    expect(foreign.json.err).toEqual({ global: REPORT_MSG.vehicleForeign });
  }, 120_000);

  it('repgprslogs: records per hour by device and received time, gaps marked red', async () => {
    const v = demoVehicles[0];
    // Two hours of one afternoon lost: a gap the report must mark.
    await t.ctx.db
      .deleteFrom('positions')
      .where('vehicle_id', '=', v.id)
      .where('time', '>=', Date.parse('2026-03-27T12:00:00Z'))
      .where('time', '<', Date.parse('2026-03-27T14:00:00Z'))
      .execute();
    // Up to the test clock (29 Mar 01:30): the history's records were all received then.
    const body = { ids: String(v.id), from_date: RANGE.from_date, to_date: '2026-03-29 01:59:59' };
    const end = Date.parse('2026-03-29T01:00:00Z');
    const r = await ok('repgprslogs', body);
    const records = await t.ctx.db
      .selectFrom('positions')
      .select(['time', 'received_at'])
      .where('vehicle_id', '=', v.id)
      .where('time', '>=', FROM - 2 * 86_400_000)
      .where('time', '<', end)
      .execute();
    const hourOf = (time: number) => `${fmt(time).slice(0, 13)}:00:00`;
    const device = new Map<string, number>();
    const received = new Map<string, number>();
    for (const p of records) {
      if (Number(p.time) >= FROM) device.set(hourOf(Number(p.time)), (device.get(hourOf(Number(p.time))) ?? 0) + 1);
      const rt = Number(p.received_at);
      if (rt >= FROM && rt < end) received.set(hourOf(rt), (received.get(hourOf(rt)) ?? 0) + 1);
    }
    // Three days and the first two hours of 29 Mar (summer time starts at 02:00).
    expect(r.data).toHaveLength(72 + 2);
    expect(new Set(r.data.map((row) => row.hour)).size).toBe(r.data.length);
    for (const row of r.data) {
      expect([row.hour, row.device, row.received]).toEqual([
        row.hour,
        device.get(String(row.hour)) ?? 0,
        received.get(String(row.hour)) ?? 0,
      ]);
    }
    const counts = r.data.map((row) => Number(row.device));
    const first = counts.findIndex((n) => n > 0);
    const last = counts.findLastIndex((n) => n > 0);
    expect(r.data.map((row) => row.gap)).toEqual(
      counts.map((n, k) => (n === 0 && k > first && k < last ? 'Przerwa' : null)),
    );
    expect(r.data.filter((row) => row._color === 'red').map((row) => row.hour)).toEqual(
      expect.arrayContaining(['2026-03-27 13:00:00', '2026-03-27 14:00:00']),
    );
    expect(r.data.every((row) => (row.gap === 'Przerwa') === (row._color === 'red'))).toBe(true);
    expect(r.footer!.device).toBe(sum(r.data, 'device'));
    expect(r.footer!.received).toBe(sum(r.data, 'received'));
    expect(Number(r.footer!.received)).toBeGreaterThan(0);
    // Several vehicles: each one's hours, with its registration.
    const two = demoVehicles.slice(0, 2);
    const both = await ok('repgprslogs', { ...body, ids: two.map((x) => x.id).join('|') });
    expect(both.grid[0]).toMatchObject({ field: 'regno', title: 'Nr rej.' });
    expect(both.data.filter((row) => row._vid === v.id).map(({ regno: _r, _vid: _v, ...rest }) => rest)).toEqual(
      r.data,
    );
    expect(both.data.filter((row) => row._vid === two[1].id)).toHaveLength(r.data.length);
  }, 120_000);
});
