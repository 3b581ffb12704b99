import { simulatedConfig, type RouteAnswer, type RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { lateRecord, routeCompanies, storedDays, unpackRoute } from './route-fixtures';

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
  const chunks = () => storedDays(t, a1.id, ['day_start', 'day_end', 'n', 'built_at', 'config_rev']);

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
    // The late record makes the engine re-run the vehicle from the checkpoint before it.
    const late = await lateRecord(t, a1, dayStart + 6 * 3600_000, 5000, { engine: true });
    expect(await chunks()).toEqual([]);
    const after = await load();
    expect(after.answer.points.n).toBe(before.answer.points.n + 1);
    expect(after.c.dtValue).toContain(late.time);
  });
});
