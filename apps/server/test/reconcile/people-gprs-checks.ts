import type { ReportRow, RouteAnswer } from '@namiar/domain';
import { expect } from 'vitest';
import { fmt, sum, type World } from './kit';

/**
 * The identifier and GPRS reports over the demo's whole history (issue 27 §1, §2): a vehicle's
 * identifier time and road per role (driver, passenger) never exceed the period nor the road
 * driven, the vehicle and the driver reports agree figure for figure, and the GPRS reports carry
 * the history's connections with the records stored.
 */
type Range = { from: string; to: string };
const ROLE_FIELDS = ['driver_seconds', 'driver_km', 'passenger_seconds', 'passenger_km'];

export async function checkIdentifierLimits(w: World, month: Range, monthSeconds: number) {
  const ids = w.vehicles.map((v) => v.id);
  const summary = await w.report('repvehids', ids, month.from, month.to, { summary: 'true' });
  const durations = summary.grid.filter((c) => c.type === 'duration').map((c) => c.field);
  const kms = summary.grid.filter((c) => c.type === 'km').map((c) => c.field);
  expect(durations.length).toBeGreaterThan(0);
  let fleetRoad = 0;
  for (const [k, v] of w.vehicles.entries()) {
    const row = summary.data[k];
    expect(row._vid).toBe(v.id);
    const road = (await w.cachedRoute(v.id, month.from, month.to)).report.rg / 1000;
    fleetRoad += road;
    for (const f of durations) expect([v.regno, f, Number(row[f]) <= monthSeconds]).toEqual([v.regno, f, true]);
    for (const f of kms) expect([v.regno, f, Number(row[f]) <= road + 0.0005]).toEqual([v.regno, f, true]);
  }
  for (const f of kms) expect([f, Number(summary.footer![f]) <= fleetRoad + 0.01]).toEqual([f, true]);
}

export async function checkIdentifierSides(w: World, month: Range, monthSeconds: number) {
  const summary = await w.report(
    'repvehids',
    w.vehicles.map((v) => v.id),
    month.from,
    month.to,
    { summary: 'true' },
  );
  /** Every vehicle's period rows, for the driver side. */
  const rowsOf = new Map<number, ReportRow[]>();
  for (const [k, v] of w.vehicles.entries()) {
    const one = await w.report('repvehids', [v.id], month.from, month.to);
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
  const drivers = await w.t.ctx.db
    .selectFrom('drivers')
    .innerJoin('customers', 'customers.id', 'drivers.customer_id')
    .select(['drivers.id', 'drivers.first_name', 'drivers.last_name'])
    .where('customers.clogin', '=', 'demo')
    .orderBy('drivers.id')
    .execute();
  const names = drivers.map((d) => `${d.first_name} ${d.last_name}`.trim());
  const bySide = await w.report(
    'identifiers',
    drivers.map((d) => d.id),
    month.from,
    month.to,
    { summary: 'true' },
  );
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
    expect(Number(row.driver_seconds) <= monthSeconds && Number(row.passenger_seconds) <= monthSeconds).toBe(true);
  }
  expect(named).toBeGreaterThan(w.vehicles.length);
  for (const f of ROLE_FIELDS) expect([f, bySide.footer![f]]).toEqual([f, expect.closeTo(sum(bySide.data, f), 9)]);
  // One driver's own rows are the vehicle rows naming him, figure for figure.
  const busiest = names
    .map((name, k) => ({ name, id: drivers[k].id, n: allRows.filter((x) => x.row.driver === name).length }))
    .sort((a, b) => b.n - a.n)[0];
  const his = await w.report('identifiers', [busiest.id], month.from, month.to);
  const cells = (row: ReportRow) => [row.code, row.slot, row.from, row.to, ...ROLE_FIELDS.map((f) => row[f])];
  expect(his.data.map((row) => [row._vid, ...cells(row)]).sort()).toEqual(
    allRows
      .filter((x) => x.row.driver === busiest.name)
      .map((x) => [x.vid, ...cells(x.row)])
      .sort(),
  );
}

/** A period begun before the range keeps the identifier and holder of its first record. */
export async function checkIdentifierClipped(w: World, week: Range, weekStart: number) {
  let clipped = 0;
  for (const v of w.vehicles) {
    const r = await w.report('repvehids', [v.id], week.from, week.to);
    const events = await w.t.ctx.db
      .selectFrom('events as e')
      .leftJoin('positions as p', (j) =>
        j.onRef('p.vehicle_id', '=', 'e.vehicle_id').onRef('p.time', '=', 'e.from_time'),
      )
      .select(['e.event_type', 'e.from_time', 'p.driver1', 'p.driver2'])
      .where('e.vehicle_id', '=', v.id)
      .where('e.event_type', 'in', [25, 26])
      .where('e.from_time', '<', weekStart)
      .where((eb) => eb.or([eb('e.to_time', 'is', null), eb('e.to_time', '>', weekStart)]))
      .execute();
    for (const e of events) {
      const row = r.data.find(
        (x) => x.from === week.from && x.slot === (e.event_type === 25 ? 'Kierowca' : 'Pasażer'),
      )!;
      const code = (e.event_type === 25 ? e.driver1 : e.driver2)?.trim();
      expect([v.regno, row.code]).toEqual([v.regno, code]);
      expect([v.regno, row.driver !== null]).toEqual([v.regno, true]);
      clipped++;
    }
  }
  expect(clipped).toBeGreaterThan(0);
}

/** 'Połączenia GPRS' has rows on every day a device reported. */
export async function checkConnectionDays(w: World) {
  let checked = 0;
  for (const v of w.vehicles) {
    const times = await w.t.ctx.db.selectFrom('positions').select('time').where('vehicle_id', '=', v.id).execute();
    for (const day of [...new Set(times.map((p) => fmt(Number(p.time)).slice(0, 10)))].sort()) {
      const r = await w.report('repgprsconnections', [v.id], `${day} 00:00:00`, `${day} 23:59:59`);
      expect([v.regno, day, r.data.length > 0]).toEqual([v.regno, day, true]);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(w.vehicles.length * 28);
}

/** The records received on the connections are the records stored, connection by connection. */
export async function checkConnectionRecords(w: World, month: Range) {
  for (const v of w.vehicles) {
    const r = await w.report('repgprsconnections', [v.id], month.from, month.to);
    const received = (
      await w.t.ctx.db.selectFrom('positions').select('received_at').where('vehicle_id', '=', v.id).execute()
    ).map((p) => Number(p.received_at));
    // Every record the vehicle stored came in on one of its connections, and the report says so.
    expect([v.regno, r.footer!.records]).toEqual([v.regno, received.length]);
    expect([v.regno, sum(r.data, 'records')]).toEqual([v.regno, received.length]);
    const rows = await w.t.ctx.db
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
}

/** 'Logi GPRS': the records received per hour add up to the records stored, never before made. */
export async function checkGprsLogs(w: World, month: Range) {
  for (const v of w.vehicles.slice(0, 4)) {
    const r = await w.report('repgprslogs', [v.id], month.from, month.to);
    const stored = await w.t.ctx.db.selectFrom('positions').select('time').where('vehicle_id', '=', v.id).execute();
    expect([v.regno, r.footer!.device, r.footer!.received]).toEqual([v.regno, stored.length, stored.length]);
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
}

/**
 * Staffing: a driver's drives, driving time and road are the route's drive rows that name him,
 * over every vehicle (one attribution rule for both screens).
 */
export async function checkStaffing(w: World, month: Range, route: (id: number) => Promise<RouteAnswer>) {
  const drivers = await w.t.ctx.db
    .selectFrom('drivers')
    .innerJoin('customers', 'customers.id', 'drivers.customer_id')
    .select(['drivers.id', 'drivers.first_name', 'drivers.last_name'])
    .where('customers.clogin', '=', 'demo')
    .orderBy('drivers.id')
    .execute();
  const r = await w.report(
    'repdrvstaffing',
    drivers.map((d) => d.id),
    month.from,
    month.to,
    { summary: 'true' },
  );
  const drives = (
    await Promise.all(w.vehicles.map(async (v) => (await route(v.id)).events.filter((e) => e.eid === 3)))
  ).flat();
  let attributed = 0;
  for (const row of r.data) {
    const mine = drives.filter((e) => e.driver_name === row.driver);
    attributed += mine.length;
    const seconds = mine.reduce((s, e) => s + e.dur, 0);
    const km = mine.reduce((s, e) => s + (e.rgp ?? 0), 0) / 1000;
    expect([row.driver, row.drives, row.seconds]).toEqual([row.driver, mine.length, seconds]);
    expect(Math.abs(Number(row.km) - km)).toBeLessThan(0.001 * mine.length + 1e-6);
  }
  expect(attributed).toBeGreaterThan(0);
  for (const f of ['drives', 'seconds']) expect([f, r.footer![f]]).toEqual([f, sum(r.data, f)]);
}
