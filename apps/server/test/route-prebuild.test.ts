import type { RouteAnswer, RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prebuildRouteDays } from '../src/modules/route/route-prebuild';
import { createRouteWorkers } from '../src/modules/route/route-workers';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies, storedDays, unpackRoute } from './route-fixtures';

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
});
