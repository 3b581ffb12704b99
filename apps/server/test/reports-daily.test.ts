import type { RouteAnswer } from '@namiar/domain';
import { REPORT_MSG, REPORT_TYPES, type ReportAnswer, type ReportRow } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, post } from './harness';
import { demoSessions, addDemoHistory, makeDemoApp, type DemoVehicle } from './demo-fixtures';

/** Company-zone days of the demo history (the test clock is 2026-03-29 01:30 in Warsaw). */
const DAYS = ['2026-03-26', '2026-03-27', '2026-03-28'];
const RANGE = { from_date: `${DAYS[0]} 00:00:00`, to_date: `${DAYS[DAYS.length - 1]} 23:59:59` };

type Answer = ReportAnswer & { err?: { global?: string; code?: string } };

/**
 * The daily and km-counter reports (issue 15) on the demo fleet's history, on both databases:
 * the daily report's km, driving time and fuel used of every vehicle-day are the route viewer's
 * statistics of that day, the summary adds the days up, and bad requests get the err envelope.
 */
describe.each(DIALECTS)('daily and km counter reports on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let demoVehicles: DemoVehicle[];
  let foreignVehicle: DemoVehicle;
  let s: Awaited<ReturnType<typeof demoSessions>>;
  let operatorIds: number[];

  const report = async (type: string, body: Record<string, string>, cookie = s.admin) => {
    const res = await post(t.app, `/app/${type}`, body, cookie);
    return { status: res.statusCode, json: res.json() as Answer, body: res.body };
  };

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // Three days of the demo fleet's history, processed by the engine.
    const customer = await addDemoHistory(t);
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

  it("gives every demo vehicle-day the route viewer's km, driving time and fuel used", async () => {
    expect(demoVehicles.length).toBeGreaterThan(10);
    let driven = 0;
    let fuelled = 0;
    for (const v of demoVehicles) {
      const r = await report('repvehdaily', { type: 'repvehdaily', ids: String(v.id), ...RANGE, gridSchema: 'true' });
      expect(r.status).toBe(200);
      expect(r.json.err).toBeUndefined();
      expect(r.json.data.map((row) => row.date)).toEqual(DAYS);
      expect(r.json.grid.map((c) => c.field)).toContain('km');
      for (const [k, day] of DAYS.entries()) {
        const res = await post(
          t.app,
          '/app/route',
          { id: String(v.id), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` },
          s.admin,
        );
        const route = res.json() as RouteAnswer;
        const row = r.json.data[k];
        expect({ v: v.regno, day, km: row.km, drive: row.drive, fuel: row.fuel }).toEqual({
          v: v.regno,
          day,
          km: route.report.rg / 1000,
          drive: route.report.rt,
          fuel: route.report.flu,
        });
        if (route.report.rg > 1000) driven++;
        if ((route.report.flu ?? 0) > 0) fuelled++;
      }
      // The footer adds the days up.
      const sum = (f: string) => r.json.data.reduce((acc, row) => acc + Number(row[f] ?? 0), 0);
      expect(r.json.footer!.km).toBeCloseTo(sum('km'), 6);
      expect(r.json.footer!.drive).toBe(sum('drive'));
    }
    // The comparison is about real figures: most vehicle-days drove and burnt fuel.
    expect(driven).toBeGreaterThan(demoVehicles.length);
    expect(fuelled).toBeGreaterThan(demoVehicles.length / 2);
  }, 600_000);

  it("starts report days at the settings' daily hour, each equal to the route over the same hours", async () => {
    const saved = await post(
      t.app,
      '/app/settings/save',
      { global_json: JSON.stringify({ 'app-reportStartDayFrom': 6 }) },
      s.operator,
    );
    expect(saved.statusCode).toBe(200);
    const [v] = demoVehicles.filter((x) => operatorIds.includes(x.id));
    const r = await report('repvehdaily', { ids: String(v.id), ...RANGE }, s.operator);
    // 26 Mar 00:00 → 06:00 belongs to the day of 25 Mar; 28 Mar 06:00 → 23:59:59 is the last.
    expect(r.json.data.map((row) => row.date)).toEqual(['2026-03-25', ...DAYS]);
    const spans = [
      [RANGE.from_date, '2026-03-26 05:59:59'],
      ['2026-03-26 06:00:00', '2026-03-27 05:59:59'],
      ['2026-03-27 06:00:00', '2026-03-28 05:59:59'],
      ['2026-03-28 06:00:00', RANGE.to_date],
    ];
    for (const [k, [from_date, to_date]] of spans.entries()) {
      const res = await post(t.app, '/app/route', { id: String(v.id), from_date, to_date }, s.operator);
      const route = res.json() as RouteAnswer;
      const row = r.json.data[k];
      expect([from_date, row.km, row.drive, row.fuel]).toEqual([
        from_date,
        route.report.rg / 1000,
        route.report.rt,
        route.report.flu,
      ]);
    }
    // The admin's days still start at midnight: the setting is the user's own.
    const admin = await report('repvehdaily', { ids: String(v.id), ...RANGE });
    expect(admin.json.data.map((row) => row.date)).toEqual(DAYS);
    await post(t.app, '/app/settings/save', { global_json: '{}' }, s.operator);
    const back = await report('repvehdaily', { ids: String(v.id), ...RANGE }, s.operator);
    expect(back.json.data.map((row) => row.date)).toEqual(DAYS);
  }, 300_000);

  it("gives the range's closing second no row of its own (daily, shifts, the workday default)", async () => {
    const one = String(demoVehicles[0].id);
    // A day range ending at the next midnight: its days, no empty row for the closing instant.
    const daily = await report('repvehdaily', { ids: one, from_date: RANGE.from_date, to_date: '2026-03-28 00:00:00' });
    expect(daily.json.data.map((row) => [row.date, row._from, row._to])).toEqual([
      [DAYS[0], `${DAYS[0]} 00:00:00`, `${DAYS[0]} 23:59:59`],
      [DAYS[1], `${DAYS[1]} 00:00:00`, `${DAYS[1]} 23:59:59`],
    ]);
    // The workday default, yesterday 06:00 through today 06:00 (spec 2 §5): one workday.
    const span = { from_date: '2026-03-27 06:00:00', to_date: '2026-03-28 06:00:00' };
    const workday = await report('repvehworkday', { ids: one, ...span });
    expect(workday.json.data.map((row) => [row.date, row._from, row._to])).toEqual([
      ['2026-03-27', '2026-03-27 06:00:00', '2026-03-28 05:59:59'],
    ]);
    const options = JSON.stringify({ shift_1: true, shift_2: true, shift_3: true });
    const shifts = await report('repvehshifts', { ids: one, ...span, options });
    expect(shifts.json.data.map((row) => `${String(row.date)} ${String(row.shift)}`)).toEqual([
      '2026-03-27 I',
      '2026-03-27 II',
      '2026-03-27 III',
    ]);
  }, 120_000);

  it('answers the summary as one row per vehicle with its days added up, and a totals footer', async () => {
    const ids = demoVehicles.map((v) => v.id);
    const summary = await report('repvehdaily', { ids: ids.join('|'), ...RANGE, summary: 'true' });
    expect(summary.json.err).toBeUndefined();
    expect(summary.json.data.map((r) => r._vid)).toEqual(ids);
    const perVehicle: ReportRow[] = [];
    for (const v of demoVehicles) {
      const one = await report('repvehdaily', { ids: String(v.id), ...RANGE });
      perVehicle.push(one.json.footer!);
    }
    summary.json.data.forEach((row, k) => {
      const days = perVehicle[k];
      expect(row.regno).toBe(demoVehicles[k].regno);
      for (const f of ['km', 'drive', 'stand', 'idle', 'vmax', 'fuel', 'fuel_in', 'fuel_out', 'odo_start', 'odo_end'])
        expect([f, row[f]]).toEqual([f, days[f]]);
    });
    const total = (f: string) => summary.json.data.reduce((acc, row) => acc + Number(row[f] ?? 0), 0);
    expect(summary.json.footer!.km).toBeCloseTo(total('km'), 6);
    expect(summary.json.footer!.drive).toBe(total('drive'));
    expect(summary.json.footer!.fuel).toBeCloseTo(total('fuel'), 2);
    expect(summary.json.footer!.regno).toBe('Razem');
  }, 600_000);

  it("km counters: the stored records' odometer at the range's ends, counters moving forward", async () => {
    const ids = demoVehicles.map((v) => v.id);
    const r = await report('repvehkmcounters', { ids: ids.join('|'), ...RANGE, summary: 'true' });
    expect(r.json.err).toBeUndefined();
    expect(r.json.data).toHaveLength(ids.length);
    // Each row names its vehicle for 'Pokaż na trasie' (reportToRoute reads _vid).
    expect(r.json.data.map((row) => row._vid)).toEqual(ids);
    const from = Date.parse('2026-03-25T23:00:00Z');
    const to = Date.parse('2026-03-28T23:00:00Z') - 1;
    let withOdometer = 0;
    for (const [k, v] of demoVehicles.entries()) {
      const rows = await t.ctx.db
        .selectFrom('positions')
        .select(['time', 'odometer'])
        .where('vehicle_id', '=', v.id)
        .where('time', '>=', from)
        .where('time', '<=', to)
        .where('odometer', 'is not', null)
        .orderBy('time')
        .execute();
      const row = r.json.data[k];
      const km = (m: number) => Math.round(Number(m) / 10) / 100;
      if (rows.length === 0) {
        expect(row.odo_start).toBeNull();
        continue;
      }
      withOdometer++;
      expect([v.regno, row.odo_start, row.odo_end]).toEqual([
        v.regno,
        km(rows[0].odometer!),
        km(rows[rows.length - 1].odometer!),
      ]);
      expect(row.odo).toBeCloseTo(km(rows[rows.length - 1].odometer! - rows[0].odometer!), 2);
      expect(Number(row.km)).toBeGreaterThanOrEqual(0);
      expect(Number(row.mth)).toBeGreaterThanOrEqual(0);
    }
    expect(withOdometer).toBeGreaterThan(0);
    const sum = r.json.data.reduce((acc, row) => acc + Number(row.odo ?? 0), 0);
    expect(r.json.footer!.odo).toBeCloseTo(sum, 1);
  }, 300_000);

  it('refuses bad input with the err envelope and never answers data', async () => {
    const one = String(demoVehicles[0].id);
    const refusals: [string, Record<string, string>, string?][] = [
      // a vehicle of another company, alone or among the company's own
      ['repvehdaily', { ids: String(foreignVehicle.id), ...RANGE }],
      ['repvehdaily', { ids: `${one}|${foreignVehicle.id}`, ...RANGE }],
      ['repvehkmcounters', { ids: String(foreignVehicle.id), ...RANGE }],
      // reversed and over-long ranges
      ['repvehdaily', { ids: one, from_date: '2026-03-28 00:00:00', to_date: '2026-03-27 00:00:00' }],
      ['repvehdaily', { ids: one, from_date: '2026-01-01 00:00:00', to_date: '2026-03-28 00:00:00' }],
      // malformed options, ids, dates, a type that is not this call's
      ['repvehdaily', { ids: one, ...RANGE, options: '{"shift_1":' }],
      ['repvehdaily', { ids: one, ...RANGE, options: '[1,2]' }],
      ['repvehdaily', { ids: one, ...RANGE, options: '{"shift_9":true}' }],
      ['repvehdaily', { ids: one, ...RANGE, options: '{"halt_too":"maybe"}' }],
      ['repvehdaily', { ids: `${one},2`, ...RANGE }],
      ['repvehdaily', { ids: '', ...RANGE }],
      ['repvehdaily', { ids: one, from_date: 'wczoraj', to_date: RANGE.to_date }],
      ['repvehdaily', { ids: one, ...RANGE, type: 'repvehbases' }],
      // an unknown type
      ['repvehnope', { ids: one, ...RANGE }],
    ];
    for (const [type, body] of refusals) {
      const r = await report(type, body);
      expect([type, body, r.status < 500, typeof r.json.err]).toEqual([type, body, true, 'object']);
      expect(r.json.data).toBeUndefined();
      expect(r.body).not.toContain(demoVehicles[0].regno);
    }
    // The other company's admin with the demo company's vehicle.
    const foreign = await report('repvehdaily', { ids: one, ...RANGE }, s.transpol);
    expect(foreign.json.err).toEqual({ global: REPORT_MSG.vehicleForeign });
    expect(foreign.body).not.toContain(demoVehicles[0].regno);
  }, 120_000);

  it('refuses bad input to every report call alike: foreign objects, ranges, options, gridSchema', async () => {
    const customerId = demoVehicles[0].customer_id;
    const drivers = await t.ctx.db
      .selectFrom('drivers')
      .select(['id', 'last_name'])
      .where('customer_id', '=', customerId)
      .execute();
    const pois = await t.ctx.db
      .selectFrom('pois')
      .select(['id', 'name'])
      .where('customer_id', '=', customerId)
      .execute();
    expect(drivers.length * pois.length).toBeGreaterThan(0);
    // Texts that would give the demo company's objects away.
    const secrets = [
      ...demoVehicles.map((v) => v.regno),
      ...drivers.map((d) => d.last_name),
      ...pois.map((p) => p.name),
    ];
    let calls = 0;
    for (const type of REPORT_TYPES) {
      const objects =
        type.group === 'drivers'
          ? drivers.map((d) => d.id)
          : type.group === 'pois'
            ? pois.map((p) => p.id)
            : demoVehicles.map((v) => v.id);
      const ids = objects.slice(0, 2).join('|');
      const cases: [string, Record<string, string>][] = [
        // the other company's admin with this company's objects of the type's kind
        [s.transpol, { ids, ...RANGE }],
        [s.transpol, { ids, ...RANGE, summary: 'true' }],
        // reversed and over-long ranges, malformed options and gridSchema, no object
        [s.admin, { ids, from_date: RANGE.to_date, to_date: RANGE.from_date }],
        [s.admin, { ids, from_date: '2026-01-01 00:00:00', to_date: RANGE.to_date }],
        [s.admin, { ids, ...RANGE, options: '{"shift_1":' }],
        [s.admin, { ids, ...RANGE, options: '{"output_9":true}' }],
        [s.admin, { ids, ...RANGE, gridSchema: 'maybe' }],
        [s.admin, { ids: '0', ...RANGE }],
        [s.admin, { ids: 'abc', ...RANGE }],
      ];
      for (const [cookie, body] of cases) {
        const r = await report(type.id, { type: type.id, ...body }, cookie);
        calls++;
        expect([type.id, body, r.status < 500, typeof r.json.err]).toEqual([type.id, body, true, 'object']);
        expect([type.id, r.json.data]).toEqual([type.id, undefined]);
        if (cookie === s.transpol) for (const secret of secrets) expect(r.body).not.toContain(secret);
      }
    }
    expect(calls).toBe(REPORT_TYPES.length * 9);
  }, 300_000);

  it("keeps a restricted user to his vehicle set and a user without the report's permission out", async () => {
    const outside = demoVehicles.find((v) => !operatorIds.includes(v.id))!;
    const inside = demoVehicles.find((v) => operatorIds.includes(v.id))!;
    const mine = await report('repvehdaily', { ids: String(inside.id), ...RANGE }, s.operator);
    expect(mine.json.err).toBeUndefined();
    expect(mine.json.data).toHaveLength(DAYS.length);
    for (const ids of [String(outside.id), `${inside.id}|${outside.id}`]) {
      const r = await report('repvehdaily', { ids, ...RANGE }, s.operator);
      expect(r.json.err).toEqual({ global: REPORT_MSG.vehicleForeign });
      expect(r.body).not.toContain(outside.regno);
    }
    // The operator holds no bases report (permission 21).
    const bases = await report('repvehbases', { ids: String(inside.id), ...RANGE }, s.operator);
    expect(bases.json.err).toEqual({ code: 'module_permission_error' });
  }, 120_000);
});
