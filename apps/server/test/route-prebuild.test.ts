import type { RouteAnswer, RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { prebuildRouteDays, startRoutePrebuild } from '../src/modules/route/route-prebuild';
import { createRouteWorkers } from '../src/modules/route/route-workers';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies, routePoints, simulatedVehicle, storedDays, unpackRoute } from './route-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
const at = (iso: string) => Date.parse(iso);

/** Days of route built ahead in the background (docs/route.md 'Days built ahead'). */
describe.each(DIALECTS)('route days built ahead on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let a1: { id: number; customerId: number };
  const chunks = (vehicleId: number) => storedDays(t, vehicleId, ['day_start', 'built_at', 'input_key']);

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    ({ a1, admin } = await routeCompanies(t));
  }, 120_000);
  afterAll(() => t.close());

  it('stores the whole processed days of every vehicle once, with their input keys', async () => {
    expect(await chunks(a1.id)).toEqual([]);
    const workers = createRouteWorkers(t.ctx);
    const built = await prebuildRouteDays(t.ctx, workers);
    // Whole days from the first record's day on (not before) that ended by the engine's
    // processed time, 2026-03-11 (route-chunks.test.ts) among them.
    const live = await t.ctx.db
      .selectFrom('vehicle_live')
      .select('processed_time')
      .where('vehicle_id', '=', a1.id)
      .executeTakeFirstOrThrow();
    const stored = await chunks(a1.id);
    const starts = stored.map((r) => Number(r.day_start));
    expect(starts).toContain(Date.parse('2026-03-10T23:00:00Z'));
    const first = await t.ctx.db
      .selectFrom('positions')
      .select((eb) => eb.fn.min('time').as('t'))
      .where('vehicle_id', '=', a1.id)
      .executeTakeFirstOrThrow();
    expect(starts[0]).toBeGreaterThan(Number(first.t) - 86_400_000);
    expect(starts[0]).toBeLessThanOrEqual(Number(first.t));
    expect(starts.at(-1)! + 86_400_000).toBeLessThanOrEqual(Number(live.processed_time));
    expect(stored.every((r) => r.input_key !== null)).toBe(true);
    expect(built).toBeGreaterThanOrEqual(stored.length);
    // A second round finds nothing to build.
    expect(await prebuildRouteDays(t.ctx, workers)).toBe(0);
    await workers.close();
  });

  it('gives the route calls those days as they are, also with regeneration', async () => {
    const before = await chunks(a1.id);
    const body = { id: String(a1.id), from_date: '2026-03-11 00:00:00', to_date: '2026-03-12 12:00:00', generate: '1' };
    const res = await post(t.app, '/app/route', body, admin);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as RouteAnswer;
    expect(unpackRoute(answer.points as RoutePoints).dtValue.length).toBe(answer.points.n);
    // Neither the call nor its regeneration built the prebuilt day again.
    expect(await chunks(a1.id)).toEqual(before);
  });

  it('stops between vehicles when asked', async () => {
    const workers = createRouteWorkers(t.ctx);
    await t.ctx.db.deleteFrom('route_chunks').execute();
    expect(await prebuildRouteDays(t.ctx, workers, () => true)).toBe(0);
    expect(await chunks(a1.id)).toEqual([]);
    await workers.close();
  });

  it('builds a day as the engine finishes it live, and regeneration keeps it', async () => {
    const builder = startRoutePrebuild(t.ctx, silent, { rounds: false });
    const v = await simulatedVehicle(t, 'alfa', 'WA 1003', '352093081452277', []);
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    /** The records up to `until`, as a device online sends them; then whatever the builder was handed. */
    let sent = 0;
    const deliver = async (until: number) => {
      const batch = routePoints.filter((p, i) => i >= sent && p.time < until);
      sent += batch.length;
      await writer.submit({ vehicleId: v.id, customerId: v.customerId, positions: batch });
      await writer.flush();
      await engine.idle();
      await builder.idle();
      return (await chunks(v.id)).map((r) => Number(r.day_start));
    };
    // alfa's zone is Europe/Warsaw: 2026-03-10 is [03-09 23:00Z, 03-10 23:00Z).
    expect(await deliver(at('2026-03-10T12:00:00Z'))).toEqual([]);
    expect(await deliver(at('2026-03-10T22:00:00Z'))).toEqual([]); // the same day still
    expect(await deliver(at('2026-03-11T06:00:00Z'))).toEqual([at('2026-03-09T23:00:00Z')]);
    expect(await deliver(Infinity)).toEqual([
      at('2026-03-09T23:00:00Z'),
      at('2026-03-10T23:00:00Z'),
      at('2026-03-11T23:00:00Z'),
    ]);
    await writer.close();
    await builder.stop();

    // The days are what a route call would build: regeneration finds their inputs unchanged.
    const before = await chunks(v.id);
    const body = { id: String(v.id), from_date: '2026-03-10 00:00:00', to_date: '2026-03-12 23:59:59', generate: '1' };
    const res = await post(t.app, '/app/route', body, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as RouteAnswer).points.n).toBeGreaterThan(8000);
    expect(await chunks(v.id)).toEqual(before);
  });

  it('builds the finished days of a vehicle’s first run, its whole history in one go', async () => {
    const builder = startRoutePrebuild(t.ctx, silent, { rounds: false });
    const v = await simulatedVehicle(t, 'alfa', 'WA 1004', '352093081452285');
    await builder.idle();
    await builder.stop();
    expect((await chunks(v.id)).map((r) => Number(r.day_start))).toEqual([
      at('2026-03-09T23:00:00Z'),
      at('2026-03-10T23:00:00Z'),
      at('2026-03-11T23:00:00Z'),
    ]);
  });
});
