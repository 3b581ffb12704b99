import { CTABLES_MSG } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner, type EngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter, type IngestWriter } from '../src/ingest/ingest-writer';
import { createCtablesRunner, type CtablesRunner, type TaskEngine } from '../src/jobs/ctables-runner';
import { generateHistory } from '../src/sim/index';
import { rowToPosition } from '../src/ingest/position-row';
import { DIALECTS, post } from './harness';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
/**
 * Days of the demo fleet's history the test runs over. The whole fleet, but not the 30 days:
 * ctables-month.test.ts clears and generates those (about 555,000 records) once.
 */
const DAYS = 2;

/**
 * /ctables (issue 16 §2): clear and generate tasks over the demo fleet, whose history arrived as
 * devices deliver it (the ingest writer hands each commit to the engine). Clear then generate
 * gives exactly the events live processing gave; the records are never touched.
 */
describe.each(DIALECTS)('ctables on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let vehicles: DemoVehicle[];
  let demoId = 0;
  let admin = '';
  let engine: EngineRunner;
  let writer: IngestWriter;
  let runner: CtablesRunner;
  /** Events as live processing left them, per vehicle. */
  let live = '';
  let positions = 0;

  const events = async (vehicleIds?: number[]) => {
    let q = t.ctx.db
      .selectFrom('events')
      .select([
        'vehicle_id',
        'event_type',
        'from_time',
        'to_time',
        'value',
        'begin_lat',
        'begin_lon',
        'end_lat',
        'end_lon',
        'poi_id',
        'is_alarm',
        'manual',
      ])
      .where('customer_id', '=', demoId);
    if (vehicleIds) q = q.where('vehicle_id', 'in', vehicleIds);
    const rows = await q.orderBy('vehicle_id').orderBy('from_time').orderBy('event_type').execute();
    return rows.map((r) =>
      Object.values(r)
        .map((v) => (v === null ? null : Number(v)))
        .join(','),
    );
  };
  const count = async (
    table: 'positions' | 'engine_checkpoints' | 'route_chunks' | 'events',
    vehicleIds?: number[],
  ) => {
    let q = t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', demoId);
    if (vehicleIds) q = q.where('vehicle_id', 'in', vehicleIds);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const send = async (body: Record<string, string>) => {
    const res = await post(t.app, '/app/ctables/send', body, admin);
    expect(res.statusCode).toBe(200);
    return res.json() as { task?: { tid: number; status: string }; err?: unknown };
  };
  const taskOf = async (tid: number) =>
    t.ctx.db.selectFrom('ctables_tasks').selectAll().where('id', '=', tid).executeTakeFirstOrThrow();

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    demoId = (
      await t.ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    vehicles = demo.vehicles.filter((v) => v.customer_id === demoId);
    admin = (await demoSessions(t.app)).admin;
    engine = createEngineRunner(t.ctx, silent);
    t.ctx.engine = engine;
    writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    const imeis = await t.ctx.db.selectFrom('vehicles').select(['id', 'imei', 'customer_id']).execute();
    const byImei = new Map(imeis.map((v) => [v.imei, v]));
    await generateHistory({
      days: DAYS,
      endTime: t.clock.now,
      sink: async (imei, p) => {
        const v = byImei.get(imei)!;
        await writer.submit({ vehicleId: v.id, customerId: v.customer_id, positions: p });
      },
    });
    await writer.flush();
    await engine.idle();
    runner = createCtablesRunner(t.ctx, engine, silent);
    live = JSON.stringify(await events());
    positions = await count('positions');
  }, 300_000);
  afterAll(() => t.close());

  it('has live results to clear: events of every kind the fleet makes, alarms and fuel among them', async () => {
    expect(positions).toBeGreaterThan(10_000);
    const rows = JSON.parse(live) as string[];
    expect(rows.length).toBeGreaterThan(100);
    const types = new Set(rows.map((r) => Number(r.split(',')[1])));
    expect(types.size).toBeGreaterThan(3);
    expect(await count('engine_checkpoints')).toBeGreaterThan(0);
  });

  it('clears everything of every vehicle, then generates exactly the events live processing gave', async () => {
    // A vehicle-day of the route as live processing left it (the call builds and stores its days).
    const routeOf = async () =>
      (
        await post(
          t.app,
          '/app/route',
          { id: String(vehicles[0].id), from_date: '2026-03-28 00:00:00', to_date: '2026-03-28 23:59:59' },
          admin,
        )
      ).json() as { err?: unknown; events?: { id: number }[] };
    // Event rows are new rows after a clear: the same events under new ids.
    const withoutIds = (r: Awaited<ReturnType<typeof routeOf>>) => ({
      ...r,
      events: r.events?.map(({ id: _id, ...e }) => e),
    });
    const routeBefore = withoutIds(await routeOf());
    expect(routeBefore.err).toBeUndefined();
    expect(await count('route_chunks', [vehicles[0].id])).toBeGreaterThan(0);
    const clear = await send({
      type: '1',
      selectAll: 'true',
      clearAll: 'true',
      clearAlarms: 'true',
      clearFuel: 'true',
      clearManualEvents: 'true',
    });
    expect(clear.task).toMatchObject({ status: 'queued' });
    await runner.drain();
    expect(await taskOf(clear.task!.tid)).toMatchObject({ status: 'done', vehicles_done: vehicles.length });
    expect(await count('events')).toBe(0);
    expect(await count('engine_checkpoints')).toBe(0);
    expect(await count('route_chunks')).toBe(0);
    expect(await count('positions')).toBe(positions);

    const gen = await send({ type: '2', selectAll: 'true', generateFuel: 'true' });
    await runner.drain();
    expect(await taskOf(gen.task!.tid)).toMatchObject({ status: 'done', vehicles_done: vehicles.length });
    expect(JSON.stringify(await events())).toBe(live);
    expect(await count('positions')).toBe(positions);
    // The route's days are derived too: built again, the same route as before the clear.
    expect(withoutIds(await routeOf())).toEqual(routeBefore);
    expect(await count('route_chunks', [vehicles[0].id])).toBeGreaterThan(0);
  }, 300_000);

  it('clears from a date only what started then, keeping alarms and fuel unless ticked, and generates it back', async () => {
    const date = new Date(t.clock.now - 86_400_000).toISOString().slice(0, 10);
    const from = Date.parse(`${date}T00:00:00+01:00`);
    // The vehicle with the most events a plain clear removes (not alarms, not fuel) from that day.
    const clearable = (r: string) => {
      const [, type, fromTime, , , , , , , , isAlarm] = r.split(',').map(Number);
      return fromTime >= from && isAlarm === 0 && ![21, 22, 23].includes(type);
    };
    const per = (x: DemoVehicle) =>
      (JSON.parse(live) as string[]).filter((r) => Number(r.split(',')[0]) === x.id && clearable(r)).length;
    const v = [...vehicles].sort((a, b) => per(b) - per(a))[0];
    expect(per(v)).toBeGreaterThan(0);
    const before = await events([v.id]);
    const res = await send({ type: '1', vid: String(v.id), start_date: date });
    await runner.drain();
    expect(await taskOf(res.task!.tid)).toMatchObject({ status: 'done' });
    const after = await events([v.id]);
    const kept = before.filter((r) => !clearable(r));
    expect(after).toEqual(kept);
    expect(after.length).toBeLessThan(before.length);
    // Other vehicles are untouched.
    const others = vehicles.filter((x) => x.id !== v.id).map((x) => x.id);
    expect(await events(others)).toEqual(
      (JSON.parse(live) as string[]).filter((r) => others.includes(Number(r.split(',')[0]))),
    );
    await send({ type: '2', vid: String(v.id), start_date: date });
    await runner.drain();
    expect(JSON.stringify(await events())).toBe(live);
  }, 300_000);

  it("generates without 'generate fuel' keeping the fuel events as stored, and rebuilds them with it", async () => {
    const fuel = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'vehicle_id', 'value'])
      .where('customer_id', '=', demoId)
      .where('manual', '=', 0)
      .where('event_type', 'in', [21, 22, 23])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // As if computed with another calibration than today's.
    await t.ctx.db.updateTable('events').set({ value: 9999 }).where('id', '=', fuel.id).execute();
    const changed = await events();
    await send({ type: '2', vid: String(fuel.vehicle_id), clearAll: 'true' });
    await runner.drain();
    expect(await events()).toEqual(changed);
    await send({ type: '2', vid: String(fuel.vehicle_id), generateFuel: 'true' });
    await runner.drain();
    expect(JSON.stringify(await events())).toBe(live);
  }, 300_000);

  it('keeps hand-added fuel events and accepted alarms unless ticked', async () => {
    const v = vehicles[0];
    const manual = await t.ctx.db
      .insertInto('events')
      .values({
        customer_id: demoId,
        vehicle_id: v.id,
        event_type: 21,
        from_time: t.clock.now - 3_600_000,
        to_time: t.clock.now - 3_000_000,
        value: 400,
        manual: 1,
        begin_lat: null,
        begin_lon: null,
        end_lat: null,
        end_lon: null,
        driver_id: null,
        poi_id: null,
        accepted_at: null,
        accepted_by: null,
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accepted = await t.ctx.db
      .insertInto('events')
      .values({
        customer_id: demoId,
        vehicle_id: v.id,
        event_type: 4,
        from_time: t.clock.now - 7_200_000,
        to_time: t.clock.now - 7_100_000,
        value: 120,
        is_alarm: 1,
        accepted: 1,
        accepted_at: t.clock.now,
        accepted_by: null,
        begin_lat: null,
        begin_lon: null,
        end_lat: null,
        end_lon: null,
        driver_id: null,
        poi_id: null,
        description: 'ok',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = [manual.id, accepted.id];
    const left = async () =>
      (await t.ctx.db.selectFrom('events').select('id').where('id', 'in', ids).execute()).map((r) => r.id).sort();
    await send({ type: '1', vid: String(v.id), clearAll: 'true', clearFuel: 'true' });
    await runner.drain();
    expect(await left()).toEqual([...ids].sort());
    await send({ type: '2', vid: String(v.id) });
    await runner.drain();
    expect(await left()).toEqual([...ids].sort());
    await send({ type: '1', vid: String(v.id), clearAll: 'true', clearAlarms: 'true', clearManualEvents: 'true' });
    await runner.drain();
    expect(await left()).toEqual([]);
    await send({ type: '2', generateFuel: 'true', vid: String(v.id) });
    await runner.drain();
    expect(JSON.stringify(await events())).toBe(live);
  }, 300_000);

  it('refuses bad forms with the field messages, creating nothing', async () => {
    const tasks = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('ctables_tasks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await tasks();
    const refuse = async (body: Record<string, string>, fields: Record<string, string>) => {
      const res = await post(t.app, '/app/ctables/send', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().err, JSON.stringify(body)).toMatchObject(fields);
    };
    await refuse({ type: '1', start_date: '2026-03-01' }, { vid: CTABLES_MSG.vehicles });
    await refuse({ type: '1', selectAll: 'true' }, { start_date: CTABLES_MSG.startDate });
    await refuse({ type: '1', selectAll: 'true', start_date: '2026-02-30' }, { start_date: CTABLES_MSG.dateFormat });
    await refuse({ type: '2' }, { vid: CTABLES_MSG.vehicles });
    await refuse({ type: '3', selectAll: 'true' }, { type: CTABLES_MSG.type });
    await refuse({ selectAll: 'true', clearAll: 'true' }, { type: CTABLES_MSG.type });
    await refuse({ type: '2', vid: '1,x' }, { vid: CTABLES_MSG.vehicleList });
    await refuse({ cancel: 'true' }, { ids: CTABLES_MSG.taskList });
    // A vehicle of another company (or none at all) refuses the whole task.
    const foreign = await t.ctx.db
      .selectFrom('vehicles')
      .select('id')
      .where('customer_id', '!=', demoId)
      .executeTakeFirstOrThrow();
    await refuse({ type: '2', vid: `${vehicles[0].id},${foreign.id}` }, { vid: CTABLES_MSG.vehicleNotFound });
    await refuse({ type: '2', vid: '999999' }, { vid: CTABLES_MSG.vehicleNotFound });
    await refuse({ cancel: 'true', ids: '999999' }, { global: CTABLES_MSG.taskNotFound });
    expect(await tasks()).toBe(before);
  });

  it('cancels a queued task: nothing of it runs', async () => {
    const before = await count('events');
    const res = await send({ type: '1', selectAll: 'true', clearAll: 'true', clearAlarms: 'true' });
    const cancel = await send({ cancel: 'true', ids: String(res.task!.tid) });
    expect(cancel).toMatchObject({ ok: true, cancelled: 1 });
    await runner.drain();
    expect(await taskOf(res.task!.tid)).toMatchObject({ status: 'cancelled', vehicles_done: 0 });
    expect(await count('events')).toBe(before);
    const list = await post(
      t.app,
      '/app/ctables',
      { ids: String(res.task!.tid), gridSchema: 'true', getDefaultData: 'true' },
      admin,
    );
    const body = list.json();
    expect(body.tasks).toHaveLength(1);
    expect(body.tasks[0]).toMatchObject({ tid: res.task!.tid, sname: 'Anulowane', tname: 'Czyszczenie' });
    expect(body.endStatus).toBe(true);
    expect(body.vehicles.length).toBe(vehicles.length);
    expect(body.data).toMatchObject({ start_date: '2026-03-29', generateFuel: true });
    expect(body.grid.length).toBeGreaterThan(5);
  });

  it('cancels a running task: the vehicle in progress ends whole, the rest never start', async () => {
    const res = await send({ type: '2', selectAll: 'true', generateFuel: 'true' });
    const tid = res.task!.tid;
    // 'Anuluj' arrives while the task's first vehicle is being regenerated.
    let cancelled: unknown = null;
    type Listed = { endStatus: boolean; task: { tid: number } | null; tasks: { vehicle: string | null }[] };
    let meanwhile: Listed | null = null;
    let working = 0;
    const hooked: TaskEngine = {
      exclusive: (id, fn) => engine.exclusive(id, fn),
      rerun: async (id, customerId, from) => {
        if (cancelled === null) {
          working = id;
          cancelled = await send({ cancel: 'true', ids: String(tid) });
          meanwhile = (await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true' }, admin)).json();
        }
        return engine.rerun(id, customerId, from);
      },
    };
    await createCtablesRunner(t.ctx, hooked, silent).drain();
    expect(cancelled).toMatchObject({ ok: true, cancelled: 1 });
    // Cancelled, yet still at work on its vehicle in progress: the screen keeps polling (the
    // grid's count would stay one short of what was done), naming the vehicle.
    expect(meanwhile).toMatchObject({ endStatus: false, task: { tid } });
    expect(meanwhile!.tasks[0].vehicle).toBe(vehicles.find((v) => v.id === working)!.regno);
    expect(await taskOf(tid)).toMatchObject({ status: 'cancelled', vehicles_done: 1 });
    const ended = (await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true' }, admin)).json();
    expect(ended).toMatchObject({ endStatus: true, task: null });
    expect(ended.tasks[0]).toMatchObject({ sname: 'Anulowane', progress: `1 / ${vehicles.length}`, vehicle: null });
    // It ended when its last vehicle did, not at the click.
    const lastDone = await t.ctx.db
      .selectFrom('ctables_task_vehicles')
      .select('finished_at')
      .where('task_id', '=', tid)
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    expect(Number((await taskOf(tid)).finished_at)).toBeGreaterThanOrEqual(Number(lastDone.finished_at));
    const states = await t.ctx.db
      .selectFrom('ctables_task_vehicles')
      .select('status')
      .where('task_id', '=', tid)
      .orderBy('seq')
      .execute();
    expect(states.map((r) => r.status)).toEqual(['done', ...vehicles.slice(1).map(() => 'cancelled')]);
    // The regenerated vehicle's events are whole: the same as live processing gave.
    expect(JSON.stringify(await events())).toBe(live);

    // The screen names the task's vehicles: every registration in the grid row, in the task's
    // order, and with 'details' each vehicle's own state (which were done, which never started).
    const order = await t.ctx.db
      .selectFrom('ctables_task_vehicles as tv')
      .innerJoin('vehicles as v', 'v.id', 'tv.vehicle_id')
      .select(['v.id', 'v.regno'])
      .where('tv.task_id', '=', tid)
      .orderBy('tv.seq')
      .execute();
    expect(order).toHaveLength(vehicles.length);
    const listed = await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true', details: 'true' }, admin);
    const body = listed.json() as { tasks: { regnos: string }[]; details: unknown };
    expect(body.tasks[0].regnos).toBe(order.map((v) => v.regno).join(', '));
    expect(body.details).toEqual([
      {
        tid,
        vehicles: order.map((v, i) => ({
          vid: v.id,
          regno: v.regno,
          status: i === 0 ? 'done' : 'cancelled',
          sname: i === 0 ? 'Zakończone' : 'Anulowane',
          started: i === 0 ? expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) : null,
          finished: i === 0 ? expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) : null,
        })),
      },
    ]);
    // Without the flag the answer carries no details; another company gets neither rows nor details.
    const plain = (await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true' }, admin)).json();
    expect(plain.details).toBeUndefined();
    const { transpol } = await demoSessions(t.app);
    const foreign = (
      await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true', details: 'true' }, transpol)
    ).json();
    expect(foreign.tasks).toEqual([]);
    expect(foreign.details).toEqual([]);
  });

  it('cancels a running clear: the vehicles it did not reach keep every event', async () => {
    const before = await events();
    const res = await send({ type: '1', selectAll: 'true', clearAll: 'true', clearAlarms: 'true', clearFuel: 'true' });
    const tid = res.task!.tid;
    // 'Anuluj' arrives while the task's second vehicle is being cleared.
    let calls = 0;
    const hooked: TaskEngine = {
      exclusive: async (id, fn) => {
        if (++calls === 2) await send({ cancel: 'true', ids: String(tid) });
        return engine.exclusive(id, fn);
      },
      rerun: (id, customerId, from) => engine.rerun(id, customerId, from),
    };
    await createCtablesRunner(t.ctx, hooked, silent).drain();
    expect(await taskOf(tid)).toMatchObject({ status: 'cancelled', vehicles_done: 2 });
    const rows = await t.ctx.db
      .selectFrom('ctables_task_vehicles')
      .select(['vehicle_id', 'status'])
      .where('task_id', '=', tid)
      .orderBy('seq')
      .execute();
    const cleared = rows.filter((r) => r.status === 'done').map((r) => r.vehicle_id);
    const kept = rows.filter((r) => r.status === 'cancelled').map((r) => r.vehicle_id);
    expect(cleared).toHaveLength(2);
    expect(kept).toHaveLength(vehicles.length - 2);
    expect(await count('events', cleared)).toBe(0);
    const ownOf = (list: string[], ids: number[]) => list.filter((r) => ids.includes(Number(r.split(',')[0])));
    expect(await events(kept)).toEqual(ownOf(before, kept));
    expect(ownOf(before, kept).length).toBeGreaterThan(0);
    // Back to the events live processing gave, for the tests after this one.
    await send({ type: '2', generateFuel: 'true', vid: cleared.join(',') });
    await runner.drain();
    expect(JSON.stringify(await events())).toBe(live);
  }, 300_000);

  it('resumes a task a stopped server left running, with the vehicles not done yet', async () => {
    const res = await send({ type: '1', selectAll: 'true', clearAll: 'true', clearAlarms: 'true', clearFuel: 'true' });
    const tid = res.task!.tid;
    // As a server stopped after the first vehicle, in the middle of the second.
    const [first, second] = vehicles.map((v) => v.id);
    await t.ctx.db
      .updateTable('ctables_tasks')
      .set({ status: 'running', started_at: t.clock.now, vehicles_done: 1 })
      .where('id', '=', tid)
      .execute();
    await t.ctx.db
      .updateTable('ctables_task_vehicles')
      .set({ status: 'done' })
      .where('task_id', '=', tid)
      .where('vehicle_id', '=', first)
      .execute();
    await t.ctx.db
      .updateTable('ctables_task_vehicles')
      .set({ status: 'running' })
      .where('task_id', '=', tid)
      .where('vehicle_id', '=', second)
      .execute();
    const firstEvents = await count('events', [first]);
    // A running task is left alone until the next start.
    await runner.drain();
    expect(await taskOf(tid)).toMatchObject({ status: 'running' });
    const restarted = createCtablesRunner(t.ctx, engine, silent);
    expect((await restarted.resume()).map((r) => Number(r.id))).toEqual([tid]);
    await restarted.drain();
    expect(await taskOf(tid)).toMatchObject({ status: 'done', vehicles_done: vehicles.length });
    expect(await count('events', [first])).toBe(firstEvents);
    expect(await count('events', [second])).toBe(0);
    const states = await t.ctx.db
      .selectFrom('ctables_task_vehicles')
      .select('status')
      .where('task_id', '=', tid)
      .execute();
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['done']));
    await send({ type: '2', generateFuel: 'true', selectAll: 'true' });
    await runner.drain();
    expect(JSON.stringify(await events())).toBe(live);
  }, 300_000);

  it('a task cancelled while a stopped server was at its vehicle ends at the next start', async () => {
    const res = await send({ type: '1', selectAll: 'true', start_date: '2099-01-01' });
    const tid = res.task!.tid;
    // As a server stopped in the middle of the first vehicle, after 'Anuluj'.
    await t.ctx.db
      .updateTable('ctables_tasks')
      .set({ status: 'cancelled', started_at: t.clock.now, finished_at: t.clock.now })
      .where('id', '=', tid)
      .execute();
    await t.ctx.db
      .updateTable('ctables_task_vehicles')
      .set({ status: 'running' })
      .where('task_id', '=', tid)
      .where('seq', '=', 0)
      .execute();
    await t.ctx.db
      .updateTable('ctables_task_vehicles')
      .set({ status: 'cancelled' })
      .where('task_id', '=', tid)
      .where('seq', '>', 0)
      .execute();
    const list = async () =>
      (await post(t.app, '/app/ctables', { ids: String(tid), noVehicles: 'true' }, admin)).json() as {
        endStatus: boolean;
      };
    expect((await list()).endStatus).toBe(false);
    await createCtablesRunner(t.ctx, engine, silent).resume();
    expect((await list()).endStatus).toBe(true);
    const states = await t.ctx.db
      .selectFrom('ctables_task_vehicles')
      .select('status')
      .where('task_id', '=', tid)
      .execute();
    expect(new Set(states.map((r) => r.status))).toEqual(new Set(['cancelled']));
    expect(await taskOf(tid)).toMatchObject({ status: 'cancelled', vehicles_done: 0 });
  });

  it('holds live records of a vehicle being cleared, and processes them right after, once', async () => {
    const v = vehicles[1];
    const processed = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('vehicle_live')
            .select('processed_time')
            .where('vehicle_id', '=', v.id)
            .executeTakeFirstOrThrow()
        ).processed_time,
      );
    const last = await t.ctx.db
      .selectFrom('positions')
      .selectAll()
      .where('vehicle_id', '=', v.id)
      .orderBy('time', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await processed();
    const base = rowToPosition(last);
    const more = Array.from({ length: 20 }, (_, i) => ({ ...base, time: Number(last.time) + (i + 1) * 60_000 }));
    await engine.exclusive(v.id, async () => {
      await writer.submit({ vehicleId: v.id, customerId: demoId, positions: more });
      await writer.flush();
      await new Promise((r) => setTimeout(r, 300));
      // Stored, handed to the engine, and held while the vehicle is exclusive.
      expect(await count('positions', [v.id])).toBeGreaterThan(0);
      expect(await processed()).toBe(before);
    });
    await engine.idle();
    expect(await processed()).toBe(more.at(-1)!.time);
  });

  it('regenerates beside live ingest: records arriving meanwhile are processed once, none lost', async () => {
    const v = vehicles.find((x) => JSON.parse(live).some((r: string) => Number(r.split(',')[0]) === x.id))!;
    const last = await t.ctx.db
      .selectFrom('positions')
      .selectAll()
      .where('vehicle_id', '=', v.id)
      .orderBy('time', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await send({ type: '1', vid: String(v.id), clearAll: 'true', clearAlarms: 'true', clearFuel: 'true' });
    await send({ type: '2', generateFuel: 'true', vid: String(v.id) });
    const running = runner.drain();
    // Live records of the vehicle while its tasks run: an hour of driving on from the last.
    const base = rowToPosition(last);
    const more = Array.from({ length: 120 }, (_, i) => ({
      ...base,
      time: Number(last.time) + (i + 1) * 30_000,
      lat: Number(last.lat) + (i + 1) * 0.002,
      speed: 60,
      ignition: true,
      movement: true,
    }));
    for (let i = 0; i < more.length; i += 10) {
      await writer.submit({ vehicleId: v.id, customerId: demoId, positions: more.slice(i, i + 10) });
      await new Promise((r) => setTimeout(r, 5));
    }
    await running;
    await writer.flush();
    await engine.idle();
    await runner.drain();
    const regenerated = await events([v.id]);
    const live2 = await t.ctx.db
      .selectFrom('vehicle_live')
      .select('processed_time')
      .where('vehicle_id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(Number(live2.processed_time)).toBe(more.at(-1)!.time);
    // The same as a run over everything stored, from scratch.
    await send({ type: '1', vid: String(v.id), clearAll: 'true', clearAlarms: 'true', clearFuel: 'true' });
    await send({ type: '2', generateFuel: 'true', vid: String(v.id) });
    await runner.drain();
    expect(await events([v.id])).toEqual(regenerated);
    expect(regenerated.length).toBeGreaterThan(0);
  }, 300_000);
});
