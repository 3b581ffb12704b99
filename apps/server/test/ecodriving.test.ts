import {
  ecoAnswerRows,
  formatDateTime,
  parseDateTime,
  formatPowerString,
  kwToWatts,
  unpackColumns,
  type EcoAnswer,
  type EcoEnergyEntry,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createCtablesRunner } from '../src/jobs/ctables-runner';
import { DIALECTS, post, signInOrFail } from './harness';
import { addDemoHistory, demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';

/**
 * Eco-driving reports (issue 16 §3, spec 2 §3.5, §7) over the demo fleet's rail vehicles: the
 * energy of the windows equals the counters' change, the 15-minute rows cover the 1-minute ones,
 * transgressions follow the ordered power, a non-rail vehicle answers points only, and the
 * permissions (67, 68, 69), the company and the user's vehicle list are enforced.
 */
describe.each(DIALECTS)('eco-driving reports on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let s: Awaited<ReturnType<typeof demoSessions>>;
  let loco: DemoVehicle;
  let emu: DemoVehicle;
  let car: DemoVehicle;
  let only15: string;
  let restricted: string;
  let fd = '';
  let td = '';

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // The locomotive's ordered power lowered to 800 kW and event 27 made an alarm of it before
    // its history arrives: live processing finds transgressions (and alarms) to compare with.
    const locoId = demo.v('E6ACTa-016').id;
    const months = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`m${k + 1}`, kwToWatts(800)]));
    await t.ctx.db.updateTable('power_orders').set(months).where('vehicle_id', '=', locoId).execute();
    const row = await t.ctx.db
      .selectFrom('vehicles')
      .select('settings')
      .where('id', '=', locoId)
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings || '{}') as { alarmFlags?: number[] };
    settings.alarmFlags = [...(settings.alarmFlags ?? []), 27];
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', locoId)
      .execute();
    await addDemoHistory(t, 3);
    s = await demoSessions(t.app);
    loco = demo.v('E6ACTa-016');
    emu = demo.v('EN76-022');
    car = demo.vehicles.find((v) => v.customer_id === loco.customer_id && v.id !== loco.id && v.id !== emu.id)!;
    await t.admin.createUser('demo', 'eco15', 'eco15pass-flota', { permissions: [68] });
    await t.admin.createUser('demo', 'ecocar', 'ecocar123-flota', { permissions: [67, 68, 69], vehicleIds: [car.id] });
    only15 = await signInOrFail(t.app, 'demo', 'eco15', 'eco15pass-flota');
    restricted = await signInOrFail(t.app, 'demo', 'ecocar', 'ecocar123-flota');
    fd = formatDateTime(t.clock.now - 3 * 86_400_000).slice(0, 10) + ' 00:00:00';
    td = formatDateTime(t.clock.now);
  }, 600_000);
  afterAll(() => t.close());

  /** The answer with its packed windows and grid rows unpacked as the web reads them. */
  type Decoded = Omit<EcoAnswer, 'energy' | 'data'> & {
    energy: EcoEnergyEntry[];
    data: EcoEnergyEntry[];
    err?: Record<string, string> | null;
  };
  const eco = async (type: string, id: number, cookie = s.admin, range = { from_date: fd, to_date: td }) => {
    const res = await post(t.app, `/app/ecodriving/${type}`, { id: String(id), ...range }, cookie);
    const raw = res.json() as EcoAnswer & { err?: Record<string, string> | null };
    const rows = raw.info ? ecoAnswerRows(raw) : { energy: undefined, rows: undefined };
    return { status: res.statusCode, json: { ...raw, energy: rows.energy, data: rows.rows } as Decoded };
  };

  async function counterChange(vehicleId: number) {
    const rows = await t.ctx.db
      .selectFrom('positions')
      .select(['time', 'energy1', 'energy2'])
      .where('vehicle_id', '=', vehicleId)
      .where('energy1', 'is not', null)
      .orderBy('time')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    const first = rows[0];
    const last = rows[rows.length - 1];
    return { drawn: Number(last.energy1) - Number(first.energy1), recup: Number(last.energy2) - Number(first.energy2) };
  }

  const sumPu = (rows: EcoEnergyEntry[]) => rows.reduce((sum, r) => sum + (r.pu ?? 0), 0);

  it('report1: the one-minute energy adds up to the counter change, with the meter number and export names', async () => {
    for (const v of [loco, emu]) {
      const { status, json } = await eco('report1', v.id);
      expect(status).toBe(200);
      expect(json.err ?? null).toBeNull();
      const change = await counterChange(v.id);
      expect(change.drawn).toBeGreaterThan(0);
      expect(json.info.has_energy).toBe(true);
      expect(json.info.window).toBe(1);
      expect(json.info.c_no).toMatch(/^LE3-/);
      expect(json.info.sheet).toBe('Raport 1-minutowy');
      expect(json.info.file).toBe(`${v.regno}_Raport_1_minutowy`);
      expect(json.data.length).toBe(json.energy.length);
      expect(json.data.every((r) => r.lduValue - r.ldValue === 60_000 && (r.pu ?? -1) >= 0)).toBe(true);
      expect(sumPu(json.data)).toBeCloseTo(change.drawn, 6);
      expect(json.stats.e_drawn).toBeCloseTo(change.drawn, 1);
      expect(json.stats.e_recup).toBeCloseTo(change.recup, 1);
      expect(json.stats.skipped).toBe(0);
      expect(json.stats.road_km).toBeGreaterThan(10);
      // The window reports answer no points: the chart's road scale comes per window, growing.
      expect(json.points.n).toBe(0);
      expect(json.stats.points).toBeGreaterThan(100);
      expect(json.chart.t).toEqual(json.data.map((r) => r.ldValue));
      expect(json.chart.road.every((x, i) => i === 0 || x >= json.chart.road[i - 1])).toBe(true);
      expect(json.chart.road[json.chart.road.length - 1]).toBeLessThanOrEqual(json.stats.road_km);
      expect(json.chart.road[json.chart.road.length - 1]).toBeGreaterThan(json.stats.road_km * 0.9);
      // The transgression view's points: as many as the records, running maximum never falling.
      const tr = (await eco('transgression', v.id)).json;
      const points = unpackColumns(tr.points);
      expect(tr.points.n).toBe(json.stats.points);
      const vmax = points.vmax as number[];
      expect(vmax.every((x, i) => i === 0 || x >= vmax[i - 1])).toBe(true);
      expect(Math.max(...(points.v as number[]))).toBe(json.stats.vmax);
      expect((points.vol as (number | null)[]).some((x) => x !== null && x > 1000)).toBe(true);
      expect((points.pow as (number | null)[]).some((x) => x !== null && x !== 0)).toBe(true);
      // Spec 2 §3.5's further fields, from the stored records: the device's counters as stored,
      // the energy so far as the counter's change, the active inputs with their on-switches.
      const stored = await t.ctx.db
        .selectFrom('positions')
        .select(['odometer', 'engine_seconds', 'inputs', 'energy1'])
        .where('vehicle_id', '=', v.id)
        .where('time', '>=', parseDateTime(fd, 'Europe/Warsaw')!)
        .where('time', '<=', parseDateTime(td, 'Europe/Warsaw')! + 999)
        .orderBy('time')
        .execute();
      expect(stored.length).toBe(tr.points.n);
      expect(points.ckm).toEqual(stored.map((r) => (r.odometer === null ? null : Number(r.odometer))));
      expect(points.cmt).toEqual(stored.map((r) => (r.engine_seconds === null ? null : Number(r.engine_seconds))));
      const pu = points.pu as number[];
      expect(pu[pu.length - 1]).toBeCloseTo(change.drawn, 2);
      expect(pu.every((x, i) => i === 0 || x >= pu[i - 1])).toBe(true);
      expect((points.df as number[]).every((x) => x >= 0 && x <= 100)).toBe(true);
      const active = tr.info.inputs.filter((x) => x.enabled).map((x) => x.n);
      expect(active.length).toBeGreaterThan(0);
      for (const k of active) {
        const bit = (m: number) => (m >> (k - 1)) & 1;
        expect(points[`i${k}`]).toEqual(stored.map((r) => bit(r.inputs)));
        const ons = stored.filter((r, i) => bit(r.inputs) && (i === 0 || !bit(stored[i - 1].inputs))).length;
        expect((points[`i${k}c`] as number[]).at(-1)).toBe(ons);
      }
      for (const k of [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !active.includes(n)))
        expect(points[`i${k}`]).toBeUndefined();
    }
  });

  it('report15: every 15-minute row is the sum of the one-minute rows inside it', async () => {
    const r1 = (await eco('report1', loco.id)).json;
    const { json } = await eco('report15', loco.id);
    expect(json.info.sheet).toBe('Raport 15-minutowy');
    expect(json.data.length).toBeGreaterThan(0);
    expect(json.data.length).toBeLessThan(r1.data.length);
    let k = 0;
    for (const w of json.data) {
      let sum = 0;
      while (k < r1.data.length && r1.data[k].ldValue < w.lduValue) {
        expect(r1.data[k].ldValue).toBeGreaterThanOrEqual(w.ldValue);
        sum += r1.data[k].pu ?? 0;
        k++;
      }
      expect(sum).toBeCloseTo(w.pu ?? 0, 6);
      expect(w.pum).toBeCloseTo(((w.pu ?? 0) * 60) / 15, 1);
    }
    expect(k).toBe(r1.data.length);
    expect(sumPu(json.data)).toBeCloseTo(sumPu(r1.data), 6);
  });

  const powerEvents = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('events')
      .select(['from_time', 'to_time', 'value', 'is_alarm'])
      .where('vehicle_id', '=', vehicleId)
      .where('event_type', '=', 27)
      .orderBy('from_time')
      .execute();

  it('the engine makes event 27 (an alarm here) of every closed transgressing window; regeneration gives the same', async () => {
    const report = (await eco('transgression', loco.id)).json;
    const last = await t.ctx.db
      .selectFrom('positions')
      .select('time')
      .where('vehicle_id', '=', loco.id)
      .orderBy('time', 'desc')
      .executeTakeFirstOrThrow();
    const lastWindow = Math.floor(Number(last.time) / 900_000) * 900_000;
    const closed = report.data.filter((w) => w.ldValue < lastWindow);
    expect(closed.length).toBeGreaterThan(0);
    const live = await powerEvents(loco.id);
    expect(live.map((e) => [Number(e.from_time), Number(e.to_time), Number(e.value), Number(e.is_alarm)])).toEqual(
      closed.map((w) => [w.ldValue, w.lduValue, w.pum, 1]),
    );
    // Clear then generate the locomotive (ctables): the same events.
    const engine = createEngineRunner(t.ctx, {
      error: () => {},
      warn: () => {},
      info: () => {},
      debug: () => {},
    } as never);
    t.ctx.engine = engine;
    const runner = createCtablesRunner(t.ctx, engine, {
      error: () => {},
      warn: () => {},
      info: () => {},
      debug: () => {},
    } as never);
    const send = async (body: Record<string, string>) => {
      const res = await post(t.app, '/app/ctables/send', body, s.admin);
      expect(res.json()).toMatchObject({ task: { tid: expect.any(Number) } });
      await runner.drain();
    };
    await send({ type: '1', vid: String(loco.id), clearAll: 'true', clearAlarms: 'true' });
    expect(await powerEvents(loco.id)).toEqual([]);
    await send({ type: '2', vid: String(loco.id), generateFuel: 'true' });
    expect(await powerEvents(loco.id)).toEqual(live);
  }, 300_000);

  it('transgression: the windows above the ordered power of their month, after the ordered power changes', async () => {
    const before = (await eco('transgression', loco.id)).json;
    const report15 = (await eco('report15', loco.id)).json;
    const expected = report15.data.filter((w) => w.po !== null && (w.pum ?? 0) > w.po);
    expect(before.data.map((w) => w.ldValue)).toEqual(expected.map((w) => w.ldValue));
    expect(before.stats.transgressions).toBe(expected.length);
    // Ordered power lowered to 100 kW for the whole range: every window above it transgresses.
    const year = Number(fd.slice(0, 4));
    const years = [...new Set([year, Number(td.slice(0, 4))])].map((y) => ({
      year: y,
      months: Array.from({ length: 12 }, () => 100),
    }));
    const saved = await post(
      t.app,
      '/app/powerorder/save',
      { vid: String(loco.id), power: formatPowerString(years) },
      s.admin,
    );
    expect(saved.json()).toMatchObject({ ok: true });
    const after = (await eco('transgression', loco.id)).json;
    const over = report15.data.filter((w) => (w.pum ?? 0) > 100);
    expect(over.length).toBeGreaterThan(0);
    expect(after.data.map((w) => w.ldValue)).toEqual(over.map((w) => w.ldValue));
    expect(after.data.every((w) => w.over && w.po === 100 && w.ex === Math.round(((w.pum ?? 0) - 100) * 10) / 10)).toBe(
      true,
    );
    expect(after.stats.po).toBe(100);
    expect(after.chart.over.filter((x) => x === 1).length).toBe(over.length);
  });

  it('a vehicle without energy counters answers its points with empty energy and the info flag', async () => {
    const { json } = await eco('transgression', car.id);
    expect(json.err ?? null).toBeNull();
    expect(json.info.has_energy).toBe(false);
    expect(json.energy).toEqual([]);
    expect(json.data).toEqual([]);
    expect(json.points.n).toBeGreaterThan(0);
    expect((await eco('report1', car.id)).json.stats.points).toBe(json.points.n);
    expect(json.stats.e_drawn).toBeNull();
  });

  it("the dialog's vehicle list: exactly the vehicles whose records report traction energy, of the user's list", async () => {
    const list = async (cookie: string) =>
      (await post(t.app, '/app/ecodriving/vehicles', {}, cookie)).json() as {
        vehicles?: { id: number; name: string }[];
        err?: { code?: string };
      };
    // The company's vehicles with a record that carries the energy counter: the rail vehicles.
    const withEnergy = await t.ctx.db
      .selectFrom('positions as p')
      .innerJoin('vehicles as v', 'v.id', 'p.vehicle_id')
      .select(['v.id', 'v.regno'])
      .distinct()
      .where('v.customer_id', '=', loco.customer_id)
      .where('p.energy1', 'is not', null)
      .execute();
    expect(withEnergy.map((v) => v.regno).sort()).toEqual(['E6ACTa-016', 'EN76-022']);
    const vehicleCount = await t.ctx.db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', loco.customer_id)
      .executeTakeFirstOrThrow();
    expect(Number(vehicleCount.n)).toBeGreaterThan(withEnergy.length);
    expect((await list(s.admin)).vehicles).toEqual([
      { id: loco.id, name: 'E6ACTa-016' },
      { id: emu.id, name: 'EN76-022' },
    ]);
    // Any one eco report's permission opens the list; the user's vehicle list limits it.
    expect((await list(only15)).vehicles?.map((v) => v.name)).toEqual(['E6ACTa-016', 'EN76-022']);
    expect((await list(restricted)).vehicles).toEqual([]);
    await t.admin.createUser('demo', 'ecoloco', 'ecoloco123-flota', {
      permissions: [69],
      vehicleIds: [loco.id, car.id],
    });
    const locoOnly = await signInOrFail(t.app, 'demo', 'ecoloco', 'ecoloco123-flota');
    expect((await list(locoOnly)).vehicles).toEqual([{ id: loco.id, name: 'E6ACTa-016' }]);
    // Another company sees none of these; a user without an eco report none at all.
    expect(JSON.stringify(await list(s.transpol))).not.toContain('E6ACTa-016');
    await t.admin.createUser('demo', 'nocounters', 'nocounters1-flota', { permissions: [66, 70] });
    const noEco = await signInOrFail(t.app, 'demo', 'nocounters', 'nocounters1-flota');
    expect((await list(noEco)).err).toMatchObject({ code: 'module_permission_error' });
  });

  it('enforces the permission of each report, the company and the vehicle list', async () => {
    expect((await eco('report1', loco.id, only15)).json.err).toMatchObject({ code: 'module_permission_error' });
    expect((await eco('transgression', loco.id, only15)).json.err).toMatchObject({ code: 'module_permission_error' });
    expect((await eco('report15', loco.id, only15)).json.err ?? null).toBeNull();
    const foreign = await eco('report1', loco.id, s.transpol);
    expect(foreign.json.err).toMatchObject({ global: 'Nie znaleziono pojazdu.' });
    expect(foreign.json.points).toBeUndefined();
    const hidden = await eco('report15', loco.id, restricted);
    expect(hidden.json.err).toMatchObject({ global: 'Nie znaleziono pojazdu.' });
    expect((await eco('report15', car.id, restricted)).json.err ?? null).toBeNull();
  });

  it('refuses bad bodies with Polish field messages', async () => {
    const bad = async (body: Record<string, string>) => {
      const res = await post(t.app, '/app/ecodriving/report1', body, s.admin);
      expect(res.statusCode).toBe(400);
      return (res.json() as { err: Record<string, string> }).err;
    };
    expect(await bad({ from_date: fd, to_date: td })).toMatchObject({ id: 'Wybierz pojazd.' });
    expect(await bad({ id: String(loco.id), from_date: '2026-13-01', to_date: td })).toMatchObject({
      from_date: 'Podaj datę w formacie RRRR-MM-DD GG:MM:SS.',
    });
    expect(await bad({ id: String(loco.id), from_date: td, to_date: fd })).toMatchObject({
      to_date: 'Koniec zakresu musi być późniejszy niż jego początek.',
    });
    expect(
      await bad({ id: String(loco.id), from_date: '2026-01-01 00:00:00', to_date: '2026-02-02 00:00:00' }),
    ).toMatchObject({
      to_date: 'Raport ecodriving może obejmować najwyżej 31 dni. Wybierz krótszy zakres.',
    });
  });
});
