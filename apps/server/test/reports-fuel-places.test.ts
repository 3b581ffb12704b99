import zlib from 'node:zlib';
import {
  formatDateTime,
  readRoutePoints,
  REPORT_MSG,
  type ReportAnswer,
  type ReportRow,
  type RouteAnswer,
  type RoutePoints,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, post } from './harness';
import { demoSessions, addDemoHistory, makeDemoApp, type DemoVehicle } from './demo-fixtures';

/** Company-zone days of the demo history (the test clock is 2026-03-29 01:30 in Warsaw). */
const RANGE = { from_date: '2026-03-26 00:00:00', to_date: '2026-03-28 23:59:59' };
const FROM = Date.parse('2026-03-25T23:00:00Z');
const TO = Date.parse('2026-03-28T23:00:00Z') - 1;
const TZ = 'Europe/Warsaw';
const fmt = (t: number) => formatDateTime(t, TZ);

type Answer = ReportAnswer & { err?: { global?: string; code?: string } };
/** A stored event clipped to the range by hand (the report's rule, written again here). */
type Clipped = { type: number; poi: number | null; value: number | null; vid: number; from: number; to: number | null };

/**
 * The fuel and place reports (issue 15: repvehfueltanks, repvehcurfuel, repvehbases, repvehpoi,
 * reppoiveh) on the demo fleet's history, on both databases, checked against the stored events
 * clipped by hand, the route viewer's statistics and the live states.
 */
describe.each(DIALECTS)('fuel and place reports on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let demoVehicles: DemoVehicle[];
  let foreignVehicle: DemoVehicle;
  let customerId: number;
  let s: Awaited<ReturnType<typeof demoSessions>>;
  let operatorIds: number[];

  const report = async (type: string, body: Record<string, string>, cookie = s.admin) => {
    const res = await post(t.app, `/app/${type}`, body, cookie);
    return { status: res.statusCode, json: res.json() as Answer, body: res.body };
  };
  const route = async (id: number, from_date = RANGE.from_date, to_date = RANGE.to_date) =>
    (await post(t.app, '/app/route', { id: String(id), from_date, to_date }, s.admin)).json() as RouteAnswer;

  /** The whole range's route points as the viewer reads them: times and cumulative GPS road. */
  const routeColumns = async (id: number) => {
    const points = (await route(id)).points as RoutePoints;
    const cols = readRoutePoints(
      points,
      points.parts.map((p) => new Uint8Array(zlib.inflateRawSync(Buffer.from(p.z, 'base64')))),
    );
    return { time: cols.num.dtValue, sumrg: cols.num.sumrg };
  };
  /** The zone's offset (ms) at a local time text (Warsaw: +1 h, +2 h from 29 March 02:00). */
  const offsetMs = (dt: string) => (dt >= '2026-03-29 02:00:00' ? 2 : 1) * 3_600_000;

  /** Stored events of the types overlapping the range, clipped to it, in time order. */
  const storedClipped = async (types: number[], vehicleId?: number): Promise<Clipped[]> => {
    let q = t.ctx.db
      .selectFrom('events')
      .select(['vehicle_id', 'event_type', 'poi_id', 'value', 'from_time', 'to_time'])
      .where('customer_id', '=', customerId)
      .where('event_type', 'in', types)
      .where('from_time', '<=', TO)
      .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', FROM)]));
    if (vehicleId !== undefined) q = q.where('vehicle_id', '=', vehicleId);
    const rows = await q.execute();
    return rows
      .map((r) => {
        const from = Math.max(Number(r.from_time), FROM);
        const to = r.to_time === null ? null : Math.min(Number(r.to_time), TO);
        return { type: r.event_type, poi: r.poi_id, value: r.value, vid: r.vehicle_id, from, to };
      })
      .sort((a, b) => a.from - b.from || a.type - b.type || (a.poi ?? 0) - (b.poi ?? 0));
  };

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // Three days of the demo fleet's history, processed by the engine.
    const customer = await addDemoHistory(t);
    customerId = customer.id;
    demoVehicles = demo.vehicles.filter((v) => v.customer_id === customer.id);
    foreignVehicle = demo.vehicles.find((v) => v.customer_id !== customer.id)!;
    // The restricted operator gets these reports' permissions (21, 23, 24, 31, 32), keeping his vehicle list.
    const op = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'permissions'])
      .where('login', '=', 'operator')
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ permissions: `${op.permissions},21,23,24,31,32` })
      .where('id', '=', op.id)
      .execute();
    s = await demoSessions(t.app);
    const operator = await t.ctx.db
      .selectFrom('user_vehicles')
      .select('vehicle_id')
      .where('user_id', '=', op.id)
      .execute();
    operatorIds = operator.map((r) => r.vehicle_id);
  }, 600_000);
  afterAll(() => t.close());

  it("fuel tanks: every stored refuelling and loss of the range, litres equal to the route viewer's", async () => {
    let ins = 0;
    let outs = 0;
    for (const v of demoVehicles) {
      const r = await report('repvehfueltanks', { ids: String(v.id), ...RANGE });
      expect(r.json.err).toBeUndefined();
      const stored = await storedClipped([21, 22, 39], v.id);
      expect(r.json.data.map((row) => [row.kind, row.from, row.fuel_in ?? row.fuel_out])).toEqual(
        stored.map((e) => [e.type === 21 ? 'Tankowanie' : 'Ubytek', fmt(e.from), (e.value ?? 0) / 10]),
      );
      const fin = r.json.fuel_in!;
      const fout = r.json.fuel_out!;
      expect(fin.data).toHaveLength(stored.filter((e) => e.type === 21).length);
      expect(fout.data).toHaveLength(stored.filter((e) => e.type !== 21).length);
      expect(fin.grid.map((c) => c.field)).not.toContain('fuel_out');
      expect(fout.grid.map((c) => c.field)).toContain('accepted');
      // The footers are the route viewer's refuelled and lost litres of the same range.
      const rt = await route(v.id);
      expect([v.regno, fin.footer!.fuel_in, fout.footer!.fuel_out]).toEqual([
        v.regno,
        Math.round(rt.report.ftv * 10) / 10,
        Math.round(rt.report.flv * 10) / 10,
      ]);
      expect(r.json.footer).toMatchObject({ fuel_in: fin.footer!.fuel_in, fuel_out: fout.footer!.fuel_out });
      // The level rises over a refuelling and falls over a loss.
      for (const row of r.json.data) {
        if (row.before === null || row.after === null) continue;
        const delta = Number(row.after) - Number(row.before);
        if (row.kind === 'Tankowanie') expect(delta).toBeGreaterThan(0);
        else expect(delta).toBeLessThan(0);
      }
      ins += fin.data.length;
      outs += fout.data.length;
    }
    // The demo history holds both kinds.
    expect(ins).toBeGreaterThan(0);
    expect(outs).toBeGreaterThan(0);
  }, 600_000);

  it('fuel tanks summary: a row per vehicle equal to its own report, and Razem', async () => {
    const ids = demoVehicles.map((v) => v.id);
    const sum = await report('repvehfueltanks', { ids: ids.join('|'), ...RANGE });
    expect(sum.json.err).toBeUndefined();
    expect(sum.json.data.map((r) => r._vid)).toEqual(ids);
    let count = 0;
    for (const [k, v] of demoVehicles.entries()) {
      const one = await report('repvehfueltanks', { ids: String(v.id), ...RANGE });
      expect(sum.json.data[k]).toMatchObject({
        regno: v.regno,
        in_count: one.json.fuel_in!.data.length,
        fuel_in: one.json.footer!.fuel_in,
        out_count: one.json.fuel_out!.data.length,
        fuel_out: one.json.footer!.fuel_out,
      });
      count += one.json.data.length;
    }
    const total = (f: string) => sum.json.data.reduce((a, r) => a + Number(r[f]), 0);
    expect(sum.json.footer!.regno).toBe('Razem');
    expect(sum.json.footer!.in_count).toBe(total('in_count'));
    expect(sum.json.footer!.fuel_in).toBeCloseTo(total('fuel_in'), 6);
    expect(sum.json.footer!.fuel_out).toBeCloseTo(total('fuel_out'), 6);
    expect(sum.json.fuel_in!.data.length + sum.json.fuel_out!.data.length).toBe(count);
  }, 600_000);

  it("current fuel: the live level and its share of the tank, the range's use as the route's", async () => {
    const ids = demoVehicles.map((v) => v.id);
    const sum = await report('repvehcurfuel', { ids: ids.join('|'), ...RANGE });
    expect(sum.json.err).toBeUndefined();
    const lives = await t.ctx.db.selectFrom('vehicle_live').select(['vehicle_id', 'live']).execute();
    const liveOf = new Map(lives.map((l) => [l.vehicle_id, JSON.parse(l.live) as { f: number | null; dt: number }]));
    let withLevel = 0;
    for (const [k, v] of demoVehicles.entries()) {
      const one = await report('repvehcurfuel', { ids: String(v.id), ...RANGE });
      expect(one.json.data).toHaveLength(1);
      const row = one.json.data[0];
      expect(sum.json.data[k]).toEqual(row);
      const live = liveOf.get(v.id);
      const rt = await route(v.id);
      expect([v.regno, row.used, row.fuel_in, row.fuel_out]).toEqual([
        v.regno,
        rt.report.flu,
        rt.report.ftv,
        rt.report.flv,
      ]);
      if (live?.f != null) {
        withLevel++;
        expect([v.regno, row.level, row.read_at]).toEqual([v.regno, Math.round(live.f * 100) / 100, fmt(live.dt)]);
        const cap = rt.info.fcap;
        if (cap) expect(row.percent).toBeCloseTo(Math.min(100, (live.f / cap) * 100), 1);
        else expect(row.percent).toBeNull();
      }
    }
    expect(withLevel).toBeGreaterThan(demoVehicles.length / 2);
    const total = (f: string) => sum.json.data.reduce((a, r) => a + Number(r[f] ?? 0), 0);
    expect(sum.json.footer!.regno).toBe('Razem');
    expect(sum.json.footer!.fuel_in).toBeCloseTo(total('fuel_in'), 2);
    expect(sum.json.footer!.used).toBeCloseTo(total('used'), 2);
  }, 600_000);

  for (const [type, eid] of [
    ['repvehbases', 101],
    ['repvehpoi', 100],
  ] as const) {
    it(`${type}: the stored stays clipped to the range, drives between them from the route's road`, async () => {
      const names = new Map(
        (
          await t.ctx.db
            .selectFrom(eid === 100 ? 'pois' : 'bases')
            .select(['id', 'name'])
            .execute()
        ).map((p) => [p.id, p.name]),
      );
      let visits = 0;
      let drives = 0;
      const perVehicle: ReportRow[] = [];
      for (const v of demoVehicles) {
        const r = await report(type, { ids: String(v.id), ...RANGE });
        expect(r.json.err).toBeUndefined();
        const stored = await storedClipped([eid], v.id);
        expect(r.json.data.map((row) => [row.name, row.arrival, row.departure, row.time])).toEqual(
          stored.map((e) => {
            const to = e.to ?? TO;
            return [names.get(e.poi!), fmt(e.from), fmt(to), Math.round((to - e.from) / 1000)];
          }),
        );
        // A drive between two visits: the whole range's route points (as the viewer decodes them)
        // road between the previous departure and this arrival; the route over just that span
        // also counts the interval into its first point (the departure), so it is no shorter.
        const cols = await routeColumns(v.id);
        const roadAt = (dt: string) => {
          const t = Date.parse(`${dt.replace(' ', 'T')}Z`) - offsetMs(dt);
          let i = cols.time.length - 1;
          while (i >= 0 && cols.time[i] > t) i--;
          return cols.sumrg[i];
        };
        for (const [k, row] of r.json.data.entries()) {
          if (k === 0 || row.drive_km === null) continue;
          const prev = r.json.data[k - 1];
          const metres = roadAt(String(row.arrival)) - roadAt(String(prev.departure));
          expect([v.regno, row.drive_km]).toEqual([v.regno, Math.round(metres / 10) / 100]);
          if (drives++ < 10) {
            const rt = await route(v.id, String(prev.departure), String(row.arrival));
            expect(Number(row.drive_km)).toBeLessThanOrEqual(rt.report.rg / 1000 + 0.01);
          }
        }
        visits += r.json.data.length;
        perVehicle.push(r.json.footer!);
      }
      expect(visits).toBeGreaterThan(0);
      if (eid === 100) expect(drives).toBeGreaterThan(0);
      const ids = demoVehicles.map((v) => v.id);
      const sum = await report(type, { ids: ids.join('|'), ...RANGE });
      expect(sum.json.data.map((r) => [r._vid, r.time, r.drive_km])).toEqual(
        demoVehicles.map((v, k) => [v.id, perVehicle[k].time, perVehicle[k].drive_km]),
      );
      expect(sum.json.footer!.count).toBe(visits);
      expect(sum.json.footer!.time).toBe(perVehicle.reduce((a, f) => a + Number(f.time), 0));
    }, 600_000);
  }

  it('reppoiveh: each own point seen from the point, the same stays as the vehicles report', async () => {
    const stored = await storedClipped([100]);
    const visited = [...new Set(stored.map((e) => e.poi!))];
    expect(visited.length).toBeGreaterThan(0);
    const regno = new Map(demoVehicles.map((v) => [v.id, v.regno]));
    for (const poi of visited) {
      const r = await report('reppoiveh', { ids: String(poi), ...RANGE });
      expect(r.json.err).toBeUndefined();
      const mine = stored.filter((e) => e.poi === poi);
      expect(r.json.data.map((row) => [row._vid, row.regno, row.arrival, row.departure])).toEqual(
        mine.map((e) => [e.vid, regno.get(e.vid), fmt(e.from), fmt(e.to ?? TO)]),
      );
    }
    const sum = await report('reppoiveh', { ids: visited.join('|'), ...RANGE });
    expect(sum.json.data.map((r) => [r.count, r.vehicles])).toEqual(
      visited.map((p) => {
        const mine = stored.filter((e) => e.poi === p);
        return [mine.length, new Set(mine.map((e) => e.vid)).size];
      }),
    );
    expect(sum.json.footer).toMatchObject({ name: 'Razem', count: stored.length });
    // Seen from the vehicles: the own point visits report's total time is the same.
    const byVehicle = await report('repvehpoi', { ids: demoVehicles.map((v) => v.id).join('|'), ...RANGE });
    expect(sum.json.footer!.time).toBe(byVehicle.json.footer!.time);
    // The restricted operator sees only his vehicles at the points.
    const op = await report('reppoiveh', { ids: visited.join('|'), ...RANGE }, s.operator);
    expect(op.json.footer!.count).toBe(stored.filter((e) => operatorIds.includes(e.vid)).length);
  }, 600_000);

  it("fuel tanks: a loss that is an alarm shows whether it was accepted; other losses don't", async () => {
    const loss = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'vehicle_id', 'from_time'])
      .where('customer_id', '=', customerId)
      .where('event_type', '=', 22)
      .where('from_time', '>=', FROM)
      .where('from_time', '<=', TO)
      .orderBy('from_time')
      .executeTakeFirstOrThrow();
    const rowOf = async () => {
      const r = await report('repvehfueltanks', { ids: String(loss.vehicle_id), ...RANGE });
      return r.json.fuel_out!.data.find((row) => row.from === fmt(Number(loss.from_time)))!;
    };
    const set = (is_alarm: number, accepted: number) =>
      t.ctx.db.updateTable('events').set({ is_alarm, accepted }).where('id', '=', loss.id).execute();
    await set(0, 0);
    expect((await rowOf()).accepted).toBeNull();
    await set(1, 0);
    expect((await rowOf()).accepted).toBe('Nie');
    await set(1, 1);
    expect((await rowOf()).accepted).toBe('Tak');
  }, 120_000);

  it('refuses foreign objects and vehicles outside a restricted user list', async () => {
    const inside = demoVehicles.find((v) => operatorIds.includes(v.id))!;
    const outside = demoVehicles.find((v) => !operatorIds.includes(v.id))!;
    for (const type of ['repvehfueltanks', 'repvehcurfuel', 'repvehbases', 'repvehpoi']) {
      const foreign = await report(type, { ids: String(foreignVehicle.id), ...RANGE });
      expect([type, foreign.json.err]).toEqual([type, { global: REPORT_MSG.vehicleForeign }]);
      const mine = await report(type, { ids: String(inside.id), ...RANGE }, s.operator);
      expect([type, mine.json.err]).toEqual([type, undefined]);
      for (const ids of [String(outside.id), `${inside.id}|${outside.id}`]) {
        const r = await report(type, { ids, ...RANGE }, s.operator);
        expect([type, r.json.err]).toEqual([type, { global: REPORT_MSG.vehicleForeign }]);
        expect(r.body).not.toContain(outside.regno);
      }
    }
    const otherPoi = await t.ctx.db
      .selectFrom('pois')
      .select('id')
      .where('customer_id', '!=', customerId)
      .executeTakeFirst();
    if (otherPoi) {
      const r = await report('reppoiveh', { ids: String(otherPoi.id), ...RANGE });
      expect(r.json.err).toEqual({ global: REPORT_MSG.poiForeign });
    }
  }, 300_000);

  it("fuel tanks: levels the litres were not measured between are said to be the route's", async () => {
    // A refuelling of a vehicle with a probe; its stored levels dropped as an event stored
    // before the engine kept them would be.
    const refuel = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'vehicle_id', 'from_time', 'level_before', 'level_after'])
      .where('customer_id', '=', customerId)
      .where('event_type', '=', 21)
      .where('manual', '=', 0)
      .where('from_time', '>=', FROM)
      .where('to_time', '<=', TO)
      .orderBy('from_time')
      .executeTakeFirstOrThrow();
    expect([refuel.level_before, refuel.level_after].every((x) => typeof x === 'number')).toBe(true);
    const vid = String(refuel.vehicle_id);
    const rowAt = async (from: number) => {
      const r = await report('repvehfueltanks', { ids: vid, ...RANGE });
      return r.json.data.find((row) => row.from === fmt(from))!;
    };
    const measured = await rowAt(Number(refuel.from_time));
    expect([measured.before, measured.after, measured.note]).toEqual([
      refuel.level_before! / 10,
      refuel.level_after! / 10,
      null,
    ]);
    await t.ctx.db
      .updateTable('events')
      .set({ level_before: null, level_after: null })
      .where('id', '=', refuel.id)
      .execute();
    try {
      const old = await rowAt(Number(refuel.from_time));
      expect(old.note).toBe('Stan przed i po z punktów trasy (zdarzenie zapisane przed pomiarem poziomów)');
      expect(old.fuel_in).toBe(measured.fuel_in);
      // A refuelling added by hand: its litres are what the user typed, its levels the route's.
      const manual = { id: vid, from_date: '2026-03-27 03:00:00', to_date: '2026-03-27 03:05:00', value: '42,5' };
      const saved = await post(t.app, '/app/route/event/save', { ...manual, save_event_type_id: '21' }, s.admin);
      expect(saved.json()).toEqual({});
      const added = await rowAt(Date.parse('2026-03-27T02:00:00Z'));
      expect([added.fuel_in, added.note]).toEqual([42.5, 'Dodane ręcznie: stan przed i po z punktów trasy']);
    } finally {
      await t.ctx.db
        .updateTable('events')
        .set({ level_before: refuel.level_before, level_after: refuel.level_after })
        .where('id', '=', refuel.id)
        .execute();
      await t.ctx.db.deleteFrom('events').where('customer_id', '=', customerId).where('manual', '=', 1).execute();
    }
  }, 300_000);
});
