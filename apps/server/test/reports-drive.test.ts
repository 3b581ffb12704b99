import {
  DEFAULT_INPUT_NAMES,
  DRIVE_REPORT_MSG,
  REPORT_MSG,
  formatDateTime,
  parseDateTime,
  type ReportAnswer,
  type ReportRow,
  type RouteAnswer,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { DIALECTS, post } from './harness';
import { demoSessions, addDemoHistory, makeDemoApp, type DemoVehicle } from './demo-fixtures';

/** Company-zone days of the demo history (the test clock is 2026-03-29 01:30 in Warsaw). */
const TZ = 'Europe/Warsaw';
const DAYS = ['2026-03-26', '2026-03-27', '2026-03-28'];
const RANGE = { from_date: `${DAYS[0]} 00:00:00`, to_date: `${DAYS[DAYS.length - 1]} 23:59:59` };
const FROM = parseDateTime(RANGE.from_date, TZ)!;
const TO = parseDateTime(RANGE.to_date, TZ)! + 999;
const ALL_SHIFTS = JSON.stringify({ shift_1: true, shift_2: true, shift_3: true });

type Answer = ReportAnswer & { err?: Record<string, string> };

const at = (text: string) => parseDateTime(text, TZ)!;
const fmt = (ms: number) => formatDateTime(ms, TZ);
/** Road (km) and times (s) of a span cut from the range's one read: 1 m and 1 s of rounding allowed. */
const KM = 0.0011;
const SECONDS = 1;

/**
 * A span cut from the range's one read against a route over the span alone: equal up to the
 * rounding of the stored points (docs/reports-drive.md), value by value with its tolerance.
 */
function expectSpan(label: string, pairs: readonly [unknown, number, number][]) {
  for (const [k, [got, want, tolerance]] of pairs.entries())
    expect([label, k, got, Math.abs(Number(got) - want) <= tolerance]).toEqual([label, k, got, true]);
}

const sum = (rows: readonly ReportRow[], f: string) => rows.reduce((s, r) => s + Number(r[f] ?? 0), 0);

/**
 * The drive reports (issue 15: repvehshifts, repvehworkday, repvehcourses, repvehspeeds) on the
 * demo fleet's history, on both databases: shifts and workdays equal the route viewer's
 * statistics over the same hours, courses and overspeed episodes are the stored events rows,
 * summaries add the objects up, and bad requests get the err envelope.
 */
describe.each(DIALECTS)('drive reports on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let demoVehicles: DemoVehicle[];
  let foreignVehicle: DemoVehicle;
  let s: Awaited<ReturnType<typeof demoSessions>>;
  let operatorIds: number[];
  let customerId: number;

  const report = async (type: string, body: Record<string, string>, cookie = s.admin) => {
    const res = await post(t.app, `/app/${type}`, body, cookie);
    return { status: res.statusCode, json: res.json() as Answer, body: res.body };
  };
  const route = async (id: number, from_date: string, to_date: string) =>
    (await post(t.app, '/app/route', { id: String(id), from_date, to_date }, s.admin)).json() as RouteAnswer;
  const storedEvents = (vehicleId: number, type: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['from_time', 'to_time', 'value'])
      .where('vehicle_id', '=', vehicleId)
      .where('event_type', '=', type)
      .where('from_time', '<=', TO)
      .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', FROM)]))
      .orderBy('from_time')
      .execute();

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // Three days of the demo fleet's history, processed by the engine.
    const customer = await addDemoHistory(t);
    customerId = customer.id;
    demoVehicles = demo.vehicles.filter((v) => v.customer_id === customer.id);
    foreignVehicle = demo.vehicles.find((v) => v.customer_id !== customer.id)!;
    s = await demoSessions(t.app);
    const operator = await t.ctx.db
      .selectFrom('user_vehicles')
      .innerJoin('users', 'users.id', 'user_vehicles.user_id')
      .select('user_vehicles.vehicle_id')
      .where('users.login', '=', 'operator')
      .where('users.customer_id', '=', customer.id)
      .execute();
    operatorIds = operator.map((r) => r.vehicle_id);
  }, 600_000);
  afterAll(() => t.close());

  it("splits the range into the settings' shifts, each the route viewer's figures over its hours", async () => {
    const v = demoVehicles[0];
    const r = await report('repvehshifts', { ids: String(v.id), ...RANGE, options: ALL_SHIFTS });
    expect(r.json.err).toBeUndefined();
    // Default shifts 06:00, 14:00, 22:00: the night shift of 25 Mar runs into the range (its date
    // is the day it started), the last night shift is clipped at the range's end.
    const expected = [
      ['2026-03-25', 'III', RANGE.from_date, '2026-03-26 05:59:59'],
      ...DAYS.flatMap((d, k) => [
        [d, 'I', `${d} 06:00:00`, `${d} 13:59:59`],
        [d, 'II', `${d} 14:00:00`, `${d} 21:59:59`],
        [d, 'III', `${d} 22:00:00`, k === DAYS.length - 1 ? RANGE.to_date : `${DAYS[k + 1]} 05:59:59`],
      ]),
    ];
    expect(r.json.data.map((row) => [row.date, row.shift, row._from, row._to])).toEqual(expected);
    let driven = 0;
    for (const [k, [, , from, to]] of expected.entries()) {
      const rep = (await route(v.id, from, to)).report;
      const row = r.json.data[k];
      expect([from, row.fuel]).toEqual([from, rep.flu]);
      expectSpan(from, [
        [row.km, rep.rg / 1000, KM],
        [row.drive, rep.rt, SECONDS],
        [row.idle, rep.ei, SECONDS],
      ]);
      if (rep.rg > 1000) driven++;
    }
    expect(driven).toBeGreaterThanOrEqual(2);
    expect(r.json.footer!.km).toBeCloseTo(sum(r.json.data, 'km'), 6);
    expect(r.json.footer!.drive).toBe(sum(r.json.data, 'drive'));
    // Shifts that cover the range add up to the route over the whole range.
    const whole = (await route(v.id, RANGE.from_date, RANGE.to_date)).report;
    expect([sum(r.json.data, 'drive'), sum(r.json.data, 'idle'), sum(r.json.data, 'stand')]).toEqual([
      whole.rt,
      whole.ei,
      whole.st,
    ]);
    expect(sum(r.json.data, 'km')).toBeCloseTo(whole.rg / 1000, 6);
  }, 300_000);

  it("reports only the ticked shifts of the user's own settings, and refuses none ticked", async () => {
    const v = demoVehicles[1];
    // Shift II from 15:30 to shift III at 23:45; shift I at 07:00.
    await post(
      t.app,
      '/app/settings/save',
      {
        global_json: JSON.stringify({ 'app-shift1': 7 * 3600, 'app-shift2': 15.5 * 3600, 'app-shift3': 23.75 * 3600 }),
      },
      s.admin,
    );
    try {
      const r = await report('repvehshifts', { ids: String(v.id), ...RANGE, options: '{"shift_2":true}' });
      expect(r.json.data.map((row) => [row.date, row.shift, row._from, row._to])).toEqual(
        DAYS.map((d) => [d, 'II', `${d} 15:30:00`, `${d} 23:44:59`]),
      );
      const rep = (await route(v.id, `${DAYS[1]} 15:30:00`, `${DAYS[1]} 23:44:59`)).report;
      expectSpan(DAYS[1], [
        [r.json.data[1].km, rep.rg / 1000, KM],
        [r.json.data[1].drive, rep.rt, SECONDS],
      ]);
      // The form-field spelling of the flag works too.
      const asField = await report('repvehshifts', { ids: String(v.id), ...RANGE, shift_2: '1' });
      expect(asField.json.data).toEqual(r.json.data);
    } finally {
      await post(t.app, '/app/settings/save', { global_json: '{}' }, s.admin);
    }
    for (const options of ['{}', '{"shift_1":false,"input_1":true}']) {
      const none = await report('repvehshifts', { ids: String(v.id), ...RANGE, options });
      expect(none.json).toEqual({ err: { global: DRIVE_REPORT_MSG.noShift } });
    }
  }, 300_000);

  it('sums the shifts per vehicle and shift in the summary, each equal to the vehicle’s own rows', async () => {
    const vehicles = demoVehicles.slice(0, 4);
    const ids = vehicles.map((v) => v.id).join('|');
    const options = JSON.stringify({ shift_1: true, shift_3: true });
    // The first summary builds the range's route days: it must answer what the stored days give
    // (the vehicles' own reports below read them stored). On PostgreSQL, before route-run.ts
    // dropped the events of days being built, one vehicle's shift I got 8 h more 'Postój'.
    const summary = await report('repvehshifts', { ids, ...RANGE, options });
    expect(summary.json.err).toBeUndefined();
    expect(summary.json.data.map((r) => [r._vid, r.shift])).toEqual(
      vehicles.flatMap((v) => [
        [v.id, 'I'],
        [v.id, 'III'],
      ]),
    );
    for (const [k, v] of vehicles.entries()) {
      const one = await report('repvehshifts', { ids: String(v.id), ...RANGE, options });
      for (const [j, shift] of ['I', 'III'].entries()) {
        const rows = one.json.data.filter((r) => r.shift === shift);
        const row = summary.json.data[2 * k + j];
        expect(row.regno).toBe(v.regno);
        expect(row.km).toBeCloseTo(sum(rows, 'km'), 6);
        expect([row.drive, row.stand, row.idle]).toEqual([sum(rows, 'drive'), sum(rows, 'stand'), sum(rows, 'idle')]);
      }
    }
    expect(summary.json.footer!.regno).toBe('Razem');
    expect(summary.json.footer!.km).toBeCloseTo(sum(summary.json.data, 'km'), 6);
    expect(summary.json.footer!.drive).toBe(sum(summary.json.data, 'drive'));
  }, 300_000);

  it("gives each workday (06:00 → 06:00) the route's input times, engine time and km, inputs named per company", async () => {
    let withInputs = 0;
    const spans = [
      ['2026-03-25', RANGE.from_date, '2026-03-26 05:59:59'],
      ['2026-03-26', '2026-03-26 06:00:00', '2026-03-27 05:59:59'],
      ['2026-03-27', '2026-03-27 06:00:00', '2026-03-28 05:59:59'],
      ['2026-03-28', '2026-03-28 06:00:00', RANGE.to_date],
    ];
    for (const v of demoVehicles.slice(0, 6)) {
      const r = await report('repvehworkday', { ids: String(v.id), ...RANGE });
      expect(r.json.err).toBeUndefined();
      // No input ticked: all four, by their default names.
      expect(r.json.grid.map((c) => c.title)).toEqual([
        'Dzień roboczy',
        ...Object.values(DEFAULT_INPUT_NAMES),
        'Czas pracy silnika',
        'Przejechano',
      ]);
      expect(r.json.data.map((row) => [row.date, row._from, row._to])).toEqual(spans);
      for (const [k, [, from, to]] of spans.entries()) {
        const rep = (await route(v.id, from, to)).report;
        const row = r.json.data[k];
        expectSpan(`${v.regno} ${from}`, [
          ...[row.input_1, row.input_2, row.input_3, row.input_4].map(
            (got, n) => [got, rep.it[n], SECONDS] as [unknown, number, number],
          ),
          [row.engine, rep.et, SECONDS],
          [row.km, rep.rg / 1000, KM],
        ]);
        if (rep.it.some((x) => x > 0)) withInputs++;
      }
      expect(r.json.footer!.engine).toBe(sum(r.json.data, 'engine'));
    }
    expect(withInputs).toBeGreaterThan(0);

    // Names saved by one user are the company's columns; only ticked inputs are shown.
    const saved = await post(
      t.app,
      '/app/repvehworkday/saveInputNames',
      { module: 'repvehworkday', command: 'set', json: JSON.stringify({ input_1: '  Dźwig HDS ', input_3: '' }) },
      s.admin,
    );
    expect(saved.json()).toEqual({ ok: true });
    const v = demoVehicles[0];
    const r = await report('repvehworkday', {
      ids: String(v.id),
      ...RANGE,
      options: '{"input_1":true,"input_3":true}',
    });
    expect(r.json.grid.map((c) => [c.field, c.title])).toEqual([
      ['date', 'Dzień roboczy'],
      ['input_1', 'Dźwig HDS'],
      ['input_3', 'Wejście 3'],
      ['engine', 'Czas pracy silnika'],
      ['km', 'Przejechano'],
    ]);
    expect(Object.keys(r.json.data[0]).filter((f) => f.startsWith('input_'))).toEqual(['input_1', 'input_3']);
    const got = await post(t.app, '/app/repvehworkday/saveInputNames', { command: 'get' }, s.admin);
    expect(got.json()).toEqual({ json: { ...DEFAULT_INPUT_NAMES, input_1: 'Dźwig HDS' } });
    // The other company keeps its defaults.
    const other = await post(t.app, '/app/repvehworkday/saveInputNames', { command: 'get' }, s.transpol);
    expect(other.json()).toEqual({ json: DEFAULT_INPUT_NAMES });
    const row = await t.ctx.db
      .withTables<{ report_input_names: { customer_id: number; input_1: string | null; input_3: string | null } }>()
      .selectFrom('report_input_names')
      .select(['input_1', 'input_3'])
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ input_1: 'Dźwig HDS', input_3: null });
  }, 300_000);

  it('sums the workdays per vehicle in the summary', async () => {
    const vehicles = demoVehicles.slice(2, 6);
    const summary = await report('repvehworkday', { ids: vehicles.map((v) => v.id).join('|'), ...RANGE });
    expect(summary.json.data.map((r) => r._vid)).toEqual(vehicles.map((v) => v.id));
    for (const [k, v] of vehicles.entries()) {
      const one = await report('repvehworkday', { ids: String(v.id), ...RANGE });
      const row = summary.json.data[k];
      for (const f of ['input_1', 'input_2', 'input_3', 'input_4', 'engine'])
        expect([f, row[f]]).toEqual([f, one.json.footer![f]]);
      expect(row.km).toBeCloseTo(Number(one.json.footer!.km), 6);
    }
    expect(summary.json.footer!.regno).toBe('Razem');
    expect(summary.json.footer!.engine).toBe(sum(summary.json.data, 'engine'));
  }, 300_000);

  it('refuses bad input names with the err envelope and keeps them to permission 20', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ command: 'set', json: JSON.stringify({ input_2: 'x'.repeat(51) }) }, 'input_2'],
      [{ command: 'set', json: '{"input_1":' }, 'json'],
      [{ command: 'set', json: '["a"]' }, 'json'],
      [{ command: 'set', json: JSON.stringify({ input_5: 'a' }) }, 'json'],
      [{ command: 'set', json: JSON.stringify({ input_1: 7 }) }, 'input_1'],
      [{ command: 'set' }, 'json'],
      [{ command: 'drop' }, 'command'],
    ];
    for (const [body, field] of bad) {
      const res = await post(t.app, '/app/repvehworkday/saveInputNames', body, s.admin);
      expect([body, res.statusCode, typeof (res.json() as Answer).err?.[field]]).toEqual([body, 400, 'string']);
    }
    // 50 characters after trimming are fine.
    const ok = await post(
      t.app,
      '/app/repvehworkday/saveInputNames',
      { command: 'set', json: JSON.stringify({ input_2: ` ${'ą'.repeat(50)} ` }) },
      s.admin,
    );
    expect(ok.json()).toEqual({ ok: true });
    // The operator has no workday report (20).
    const denied = await post(t.app, '/app/repvehworkday/saveInputNames', { command: 'get' }, s.operator);
    expect(denied.json()).toEqual({ err: { code: 'module_permission_error' } });
  }, 60_000);

  it('lists as courses the stored drives at least the minimum course time long, with the route’s figures', async () => {
    let courses = 0;
    for (const v of demoVehicles.slice(0, 6)) {
      const r = await report('repvehcourses', { ids: String(v.id), ...RANGE });
      expect(r.json.err).toBeUndefined();
      // Independent reading: the events table's drives, clipped to the range, ≥ 22 minutes.
      const drives = (await storedEvents(v.id, 3))
        .map((e) => ({
          from: Math.max(Number(e.from_time), FROM),
          to: e.to_time === null ? null : Math.min(Number(e.to_time), TO),
        }))
        .filter((e) => e.to !== null && e.to - e.from >= 22 * 60_000);
      expect(r.json.data.map((row) => row.start_time)).toEqual(drives.map((d) => fmt(d.from)));
      expect(r.json.data.map((row) => row.stop_time)).toEqual(drives.map((d) => fmt(d.to!)));
      expect(r.json.data.map((row) => row.dur)).toEqual(drives.map((d) => Math.round((d.to! - d.from) / 1000)));
      // Each course is the route's row of that drive.
      const events = (await route(v.id, RANGE.from_date, RANGE.to_date)).events.filter((e) => e.eid === 3);
      for (const row of r.json.data) {
        const e = events.find((x) => x.fdt === row.start_time)!;
        expect([row.start_time, row.km, row.vmax, row.vavg, row.fuel]).toEqual([
          e.fdt,
          e.rgp! / 1000,
          e.vm,
          e.vavg,
          e.flu,
        ]);
        expect([row._from, row._to]).toEqual([row.start_time, row.stop_time]);
      }
      expect(r.json.footer!.count).toBe(r.json.data.length);
      expect(r.json.footer!.km).toBeCloseTo(sum(r.json.data, 'km'), 6);
      courses += r.json.data.length;
    }
    expect(courses).toBeGreaterThan(3);
  }, 300_000);

  it("follows the user's minimum course time and sums courses per vehicle in the summary", async () => {
    const v = demoVehicles[0];
    const base = await report('repvehcourses', { ids: String(v.id), ...RANGE });
    await post(t.app, '/app/settings/save', { global_json: JSON.stringify({ 'app-minCourseTime': 1 }) }, s.admin);
    try {
      const more = await report('repvehcourses', { ids: String(v.id), ...RANGE });
      const drives = (await storedEvents(v.id, 3)).filter(
        (e) => e.to_time !== null && Math.min(Number(e.to_time), TO) - Math.max(Number(e.from_time), FROM) >= 60_000,
      );
      expect(more.json.data).toHaveLength(drives.length);
      expect(more.json.data.length).toBeGreaterThan(base.json.data.length);
    } finally {
      await post(t.app, '/app/settings/save', { global_json: '{}' }, s.admin);
    }
    const vehicles = demoVehicles.slice(0, 5);
    const summary = await report('repvehcourses', { ids: vehicles.map((x) => x.id).join('|'), ...RANGE });
    expect(summary.json.data.map((r) => r._vid)).toEqual(vehicles.map((x) => x.id));
    for (const [k, x] of vehicles.entries()) {
      const one = await report('repvehcourses', { ids: String(x.id), ...RANGE });
      const row = summary.json.data[k];
      expect([row.regno, row.count, row.dur, row.fuel]).toEqual([
        x.regno,
        one.json.footer!.count,
        one.json.footer!.dur,
        one.json.footer!.fuel,
      ]);
      expect(row.km).toBeCloseTo(Number(one.json.footer!.km), 6);
    }
    expect(summary.json.footer!.regno).toBe('Razem');
    expect(summary.json.footer!.count).toBe(sum(summary.json.data, 'count'));
    expect(summary.json.footer!.km).toBeCloseTo(sum(summary.json.data, 'km'), 6);
  }, 300_000);

  it("with 'Uwzględnij także zatrzymania' a course runs stop to stop, the halts inside it", async () => {
    const withHalts = JSON.stringify({ halt_too: true });
    let joined = 0;
    for (const v of demoVehicles.slice(0, 6)) {
      const plain = await report('repvehcourses', { ids: String(v.id), ...RANGE });
      const r = await report('repvehcourses', { ids: String(v.id), ...RANGE, options: withHalts });
      expect(r.json.err).toBeUndefined();
      const clip = (e: { from_time: number | string; to_time: number | string | null }) => ({
        from: Math.max(Number(e.from_time), FROM),
        to: e.to_time === null ? TO : Math.min(Number(e.to_time), TO),
      });
      const [stops, halts, drives] = await Promise.all(
        [1, 2, 3].map(async (type) => (await storedEvents(v.id, type)).map(clip)),
      );
      const starts = new Set(drives.map((d) => fmt(d.from)));
      const ends = new Set(drives.map((d) => fmt(d.to)));
      for (const row of r.json.data) {
        if (row.stop_time === null) continue;
        const [from, to] = [String(row.start_time), String(row.stop_time)];
        // From a drive's start to a drive's end, no stop in between, the halts' time counted.
        expect([v.regno, starts.has(from), ends.has(to)]).toEqual([v.regno, true, true]);
        const inside = (e: { from: number; to: number }) => fmt(e.from) >= from && fmt(e.to) <= to;
        expect(stops.filter(inside)).toEqual([]);
        expect(row.dur).toBe(Math.round((parseDateTime(to, TZ)! - parseDateTime(from, TZ)!) / 1000));
        if (halts.some(inside)) joined++;
      }
      // Every course without halts lies within one with them.
      for (const row of plain.json.data) {
        const within = r.json.data.some(
          (c) => String(c.start_time) <= String(row.start_time) && String(row.start_time) <= String(c.stop_time ?? '9'),
        );
        expect([v.regno, row.start_time, within]).toEqual([v.regno, row.start_time, true]);
      }
      expect(r.json.footer!.count).toBe(r.json.data.length);
    }
    // The demo fleet halts between drives: some courses joined drives over a halt.
    expect(joined).toBeGreaterThan(0);
  }, 300_000);

  it('lists the stored overspeed events with limit, excess and the §9 row colours', async () => {
    let episodes = 0;
    const colours = new Set<unknown>();
    for (const v of demoVehicles) {
      const r = await report('repvehspeeds', { ids: String(v.id), ...RANGE });
      expect(r.json.err).toBeUndefined();
      const stored = await storedEvents(v.id, 4);
      const config = await loadVehicleEngineConfig(t.ctx.db, customerId, v.id);
      const limit = config!.maxSpeedKmh || null;
      expect(r.json.data.map((row) => [row.start_time, row.vmax, row.limit])).toEqual(
        stored.map((e) => [fmt(Math.max(Number(e.from_time), FROM)), e.value, limit]),
      );
      for (const row of r.json.data) {
        const excess = Math.round((Number(row.vmax) - Number(limit)) * 10) / 10;
        expect(row.excess).toBe(excess);
        const dur = Number(row.dur);
        // Spec 2 §9 written out independently.
        const colour = dur > 30 && excess > 5 ? 'red' : dur <= 30 && excess <= 5 ? 'green' : 'yellow';
        expect([row.start_time, row._color]).toEqual([row.start_time, colour]);
        colours.add(row._color);
        if (row.stop_time !== null)
          expect(dur).toBe(Math.round((at(String(row.stop_time)) - at(String(row.start_time))) / 1000));
      }
      expect(r.json.footer!.count).toBe(r.json.data.length);
      expect(r.json.footer!.dur).toBe(sum(r.json.data, 'dur'));
      episodes += r.json.data.length;
    }
    expect(episodes).toBeGreaterThan(0);
    expect(colours.size).toBeGreaterThan(1);
    const summary = await report('repvehspeeds', { ids: demoVehicles.map((v) => v.id).join('|'), ...RANGE });
    expect(summary.json.data.map((r) => r._vid)).toEqual(demoVehicles.map((v) => v.id));
    expect(summary.json.footer!.count).toBe(episodes);
    const max = summary.json.data.map((r) => r.excess).filter((x): x is number => typeof x === 'number');
    expect(summary.json.footer!.excess).toBe(max.length ? Math.max(...max) : null);
  }, 600_000);

  it('keeps every drive report to the user’s company, vehicle set and permissions', async () => {
    const one = String(demoVehicles[0].id);
    for (const type of ['repvehshifts', 'repvehworkday', 'repvehcourses', 'repvehspeeds']) {
      for (const ids of [String(foreignVehicle.id), `${one}|${foreignVehicle.id}`]) {
        const r = await report(type, { ids, ...RANGE, options: ALL_SHIFTS });
        expect([type, r.json]).toEqual([type, { err: { global: REPORT_MSG.vehicleForeign } }]);
      }
      const reversed = await report(type, {
        ids: one,
        from_date: RANGE.to_date,
        to_date: RANGE.from_date,
        options: ALL_SHIFTS,
      });
      expect([type, typeof reversed.json.err, reversed.json.data]).toEqual([type, 'object', undefined]);
    }
    const outside = demoVehicles.find((v) => !operatorIds.includes(v.id))!;
    const inside = demoVehicles.find((v) => operatorIds.includes(v.id))!;
    for (const type of ['repvehcourses', 'repvehspeeds']) {
      const mine = await report(type, { ids: String(inside.id), ...RANGE }, s.operator);
      expect(mine.json.err).toBeUndefined();
      const r = await report(type, { ids: `${inside.id}|${outside.id}`, ...RANGE }, s.operator);
      expect(r.json.err).toEqual({ global: REPORT_MSG.vehicleForeign });
      expect(r.body).not.toContain(outside.regno);
    }
    // The operator holds neither the shifts (19) nor the workday (20) report.
    for (const type of ['repvehshifts', 'repvehworkday']) {
      const r = await report(type, { ids: String(inside.id), ...RANGE, options: ALL_SHIFTS }, s.operator);
      expect(r.json.err).toEqual({ code: 'module_permission_error' });
    }
  }, 300_000);
});
