import type { ReportAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, post } from './harness';
import { demoSessions, addDemoHistory, makeDemoApp, type DemoVehicle } from './demo-fixtures';

const DAYS = ['2026-03-26', '2026-03-27', '2026-03-28'];
const RANGE = { from_date: `${DAYS[0]} 00:00:00`, to_date: `${DAYS[DAYS.length - 1]} 23:59:59` };

/**
 * The stored figures of each day of route (route_chunks.stats, migration 020) that reports read
 * instead of decoding the day's columns: written with the day, the same answer as without them,
 * written for days stored before them, and really what the report reads.
 */
describe.each(DIALECTS)('stored day figures on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let vehicle: DemoVehicle;
  let admin: string;

  const daily = async () => {
    const res = await post(t.app, '/app/repvehdaily', { ids: String(vehicle.id), ...RANGE }, admin);
    expect(res.statusCode).toBe(200);
    return res.json() as ReportAnswer;
  };
  const storedStats = () =>
    t.ctx.db
      .selectFrom('route_chunks')
      .select(['day_start', 'stats'])
      .where('vehicle_id', '=', vehicle.id)
      .orderBy('day_start')
      .execute();

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    // Three days of the demo fleet's history, processed by the engine.
    const customer = await addDemoHistory(t);
    admin = (await demoSessions(t.app)).admin;
    // A truck that drives every day (the first demo vehicle with road on each day).
    const fleet = demo.vehicles.filter((v) => v.customer_id === customer.id);
    for (const v of fleet) {
      vehicle = v;
      const r = await daily();
      if (r.data.length === DAYS.length && r.data.every((row) => Number(row.km) > 10)) break;
    }
  }, 600_000);
  afterAll(() => t.close());

  it('writes each day’s figures with the day and answers the same from them', async () => {
    const rows = await storedStats();
    expect(rows.length).toBeGreaterThanOrEqual(DAYS.length);
    expect(rows.every((r) => r.stats !== null)).toBe(true);
    const first = await daily();
    // Days stored before the figures were kept (no stats): computed from their columns, written.
    await t.ctx.db.updateTable('route_chunks').set({ stats: null }).where('vehicle_id', '=', vehicle.id).execute();
    const again = await daily();
    expect(again).toEqual(first);
    expect((await storedStats()).every((r) => r.stats !== null)).toBe(true);
  });

  it('reads the stored figures rather than decoding the day', async () => {
    const before = await daily();
    const [day] = await storedStats();
    const stats = JSON.parse(day.stats!) as { report: { rg: number } };
    stats.report.rg += 5000;
    await t.ctx.db
      .updateTable('route_chunks')
      .set({ stats: JSON.stringify(stats) })
      .where('vehicle_id', '=', vehicle.id)
      .where('day_start', '=', day.day_start)
      .execute();
    const after = await daily();
    expect(Number(after.data[0].km)).toBeCloseTo(Number(before.data[0].km) + 5, 6);
    expect(after.data.slice(1)).toEqual(before.data.slice(1));
  });
});
