// The daily report (repvehdaily) over a month (issue 15: 'one vehicle-month at most 50 ms p95;
// the daily report for 100 vehicles × 31 days, one object each plus the summary, as the queue
// asks, in at most 3 s of server time in total'), in-process with the real app and database:
//   - one vehicle-month of simulated records taken as devices deliver them (route-seed.ts: the
//     engine writes events and checkpoints, the days of route are built as the engine finishes
//     them), then the report for the month: the first call and repeated calls (server time,
//     onRequest → onResponse);
//   - a fleet: the vehicle's stored results (days of route with their figures, events, live
//     state) copied to 99 more vehicles with the same configuration, so each holds the same
//     month as if its devices had sent it (seeding 100 simulated months would take an hour);
//     then the builder's queue: one request per vehicle and the summary of all, timed in total.
import os from 'node:os';
import { simulatedConfig } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/http/context';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { signInOrFail } from '../apps/server/test/harness';
import { seedRouteVehicle } from './route-seed';
import { serverTimes, withBenchContext } from './server-kit';

export interface ReportsFigures {
  label: string;
  days: number;
  points: number;
  seedSeconds: number;
  firstMs: number;
  month: { p50: number; p95: number; max: number; calls: number };
  fleet: { vehicles: number; totalMs: number; perVehicleP95: number; summaryMs: number };
  load: string;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Copies the vehicle's stored results to a new vehicle of the same company and configuration. */
export async function cloneVehicle(ctx: AppContext, clogin: string, customerId: number, sourceId: number, k: number) {
  const admin = createAdminService(ctx);
  const imei = `35209308${String(1_000_000 + k).slice(1)}`;
  const { id } = await admin.addVehicle(clogin, `WGM ${31000 + k}`, imei);
  await ctx.db
    .updateTable('vehicles')
    .set({ settings: JSON.stringify(simulatedConfig()) })
    .where('id', '=', id)
    .execute();
  const chunks = await ctx.db.selectFrom('route_chunks').selectAll().where('vehicle_id', '=', sourceId).execute();
  for (const c of chunks)
    await ctx.db
      .insertInto('route_chunks')
      .values({ ...c, vehicle_id: id })
      .execute();
  const events = await ctx.db.selectFrom('events').selectAll().where('vehicle_id', '=', sourceId).execute();
  for (let i = 0; i < events.length; i += 200)
    await ctx.db
      .insertInto('events')
      .values(events.slice(i, i + 200).map(({ id: _id, ...e }) => ({ ...e, vehicle_id: id })))
      .execute();
  const live = await ctx.db
    .selectFrom('vehicle_live')
    .selectAll()
    .where('vehicle_id', '=', sourceId)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('vehicle_live')
    .values({ ...live, vehicle_id: id })
    .execute();
  void customerId;
  return id;
}

export async function runReportsBench(opts: { label: string; databaseUrl?: string; days?: number; fleet?: number }) {
  const days = opts.days ?? 31;
  const fleet = opts.fleet ?? 100;
  return withBenchContext('reports', opts.databaseUrl, async (ctx) => {
    const seed = await seedRouteVehicle(ctx, { days });
    const app = await buildApp(ctx, { logger: false });
    const server = serverTimes(app, (url) => url === '/app/repvehdaily');
    await app.ready();
    const cookie = await signInOrFail(app, seed.clogin, seed.login, seed.password);
    const daily = async (ids: number[]) => {
      const res = await app.inject({
        method: 'POST',
        url: '/app/repvehdaily',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({
          type: 'repvehdaily',
          ids: ids.join('|'),
          from_date: seed.fromDate,
          to_date: seed.toDate,
          summary: ids.length > 1 ? 'true' : 'false',
        }).toString(),
      });
      const body = res.json() as { data?: unknown[]; err?: unknown };
      if (res.statusCode !== 200 || body.err || !body.data)
        throw new Error(`repvehdaily: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (ids.length === 1 && body.data.length !== days) throw new Error(`repvehdaily: ${body.data.length} days`);
      return server.last();
    };

    const firstMs = await daily([seed.vehicleId]);
    // A running server has named the month's places and compiled the code long ago: a few calls
    // first, as the route bench does, then the measured ones.
    for (let i = 0; i < 5; i++) await daily([seed.vehicleId]);
    const month: number[] = [];
    for (let i = 0; i < 40; i++) month.push(await daily([seed.vehicleId]));

    const ids = [seed.vehicleId];
    for (let k = 1; k < fleet; k++) ids.push(await cloneVehicle(ctx, seed.clogin, seed.customerId, seed.vehicleId, k));
    // The builder's queue: reversed registration order, one vehicle each, then the summary.
    const perVehicle: number[] = [];
    for (const id of [...ids].reverse()) perVehicle.push(await daily([id]));
    const summaryMs = await daily(ids);
    await app.close();
    return {
      label: opts.label,
      days,
      points: seed.points,
      seedSeconds: seed.seedSeconds,
      firstMs,
      month: { p50: pct(month, 50), p95: pct(month, 95), max: Math.max(...month), calls: month.length },
      fleet: {
        vehicles: fleet,
        totalMs: perVehicle.reduce((a, b) => a + b, 0) + summaryMs,
        perVehicleP95: pct(perVehicle, 95),
        summaryMs,
      },
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    } satisfies ReportsFigures;
  });
}

export function printReportsFigures(f: ReportsFigures) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const met = (x: number, limit: number) => (x <= limit ? 'met' : 'MISSED');
  console.log(
    `${f.label.padEnd(10)} one vehicle-month (${f.points} records, ${f.days} days): first ${ms(f.firstMs)}, ` +
      `then p50 ${ms(f.month.p50)}, p95 ${ms(f.month.p95)}, max ${ms(f.month.max)} over ${f.month.calls} calls ` +
      `(target p95 ≤ 50 ms: ${met(f.month.p95, 50)})`,
  );
  console.log(
    `${''.padEnd(10)} ${f.fleet.vehicles} vehicles × ${f.days} days, one request each then the summary: ` +
      `${ms(f.fleet.totalMs)} server time in all (target ≤ 3000 ms: ${met(f.fleet.totalMs, 3000)}); ` +
      `per vehicle p95 ${ms(f.fleet.perVehicleP95)}, summary ${ms(f.fleet.summaryMs)}`,
  );
  console.log(`${''.padEnd(10)} seeded in ${f.seedSeconds.toFixed(1)} s; load average ${f.load}`);
}
