import { simulatedConfig, type RouteAnswer, type RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies, routePoints, unpackRoute } from './route-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

/** Cached days of route (docs/route.md 'Chunks'): stored, reused, and dropped when they change. */
describe.each(DIALECTS)('route chunks on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let a1: { id: number; customerId: number };
  // 2026-03-11 in Warsaw, a whole day the engine has processed; the range ends mid next day.
  const body = () => ({ id: String(a1.id), from_date: '2026-03-11 00:00:00', to_date: '2026-03-12 12:00:00' });
  const dayStart = Date.parse('2026-03-10T23:00:00Z');
  const load = async (extra: Record<string, string> = {}) => {
    const res = await post(t.app, '/app/route', { ...body(), ...extra }, admin);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as RouteAnswer;
    return { answer, c: unpackRoute(answer.points as RoutePoints) };
  };
  const chunks = () =>
    t.ctx.db
      .selectFrom('route_chunks')
      .select(['day_start', 'day_end', 'n', 'built_at', 'config_rev'])
      .where('vehicle_id', '=', a1.id)
      .execute();

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    ({ a1, admin } = await routeCompanies(t));
  }, 120_000);
  afterAll(() => t.close());

  it('stores the whole processed day and answers the same points from it', async () => {
    expect(await chunks()).toEqual([]);
    const first = await load();
    const stored = await chunks();
    expect(stored.map((r) => Number(r.day_start))).toEqual([dayStart]);
    expect(Number(stored[0].day_end) - Number(stored[0].day_start)).toBe(24 * 3600_000);
    const second = await load();
    expect(second.answer.points.n).toBe(first.answer.points.n);
    expect(second.c).toEqual(first.c);
    // Place texts depend on the gazetteer's time budget; everything else is the same.
    const noGeo = (a: RouteAnswer) => a.events.map((e) => ({ ...e, geo: null }));
    expect(noGeo(second.answer)).toEqual(noGeo(first.answer));
    expect(second.answer.report).toEqual(first.answer.report);
    // The day and the half day after it: two pieces, the second computed for the call.
    expect((second.answer.points as RoutePoints).parts.length).toBe(2);
  });

  it('recomputes the days after a configuration change (maximum speed → overspeed)', async () => {
    const before = await load();
    const over = (c: Record<string, unknown[]>) => c.overspeed.filter((x) => x === 1).length;
    const rev = (await chunks())[0].config_rev;
    const config = { ...simulatedConfig(), maxSpeedKmh: 40 };
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify(config) })
      .where('id', '=', a1.id)
      .execute();
    const after = await load();
    expect(over(after.c)).toBeGreaterThan(over(before.c));
    expect((await chunks())[0].config_rev).not.toBe(rev);
  });

  it('drops a cached day when a late record inside it is processed', async () => {
    const before = await load();
    await post(t.app, '/app/route', body(), admin);
    expect((await chunks()).length).toBe(1);
    const inside = routePoints.find((p) => p.time > dayStart + 6 * 3600_000)!;
    const late = { ...inside, time: inside.time + 5000, speed: 77 };
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    await writer.submit({ vehicleId: a1.id, customerId: a1.customerId, positions: [late] });
    await writer.flush();
    // The late record makes the engine re-run the vehicle from the checkpoint before it.
    await engine.idle();
    expect(await chunks()).toEqual([]);
    const after = await load();
    expect(after.answer.points.n).toBe(before.answer.points.n + 1);
    expect(after.c.dtValue).toContain(late.time);
  });

  it('rebuilds the days on regeneration', async () => {
    await load();
    const built = Number((await chunks())[0].built_at);
    t.clock.now += 60_000;
    await load({ generate: '1' });
    expect(Number((await chunks())[0].built_at)).toBe(built + 60_000);
  });
});
