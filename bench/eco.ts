// /app/ecodriving/report1 for a rail vehicle-month (issue 16 §3: at most 0.5 s server time), in
// process with the real app and database: a month of a locomotive's records at 10 s (the route
// bench's worst case: records all day, 267,840 of them) with its energy counters (drawn and
// recuperated), traction power and line voltage, an energy counter and ordered power; then
// report1, report15 and transgression over the month, server time onRequest → onResponse. The
// server builds the month's stored eco days ahead (eco-prebuild.ts, timed here as a round of it),
// so the first report1 call reads them; the figures say so.
import os from 'node:os';
import { formatDateTime, kwToWatts, monthScript, parseDateTime, simulateVehicle, type Position } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/http/context';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { prebuildEcoDays } from '../apps/server/src/modules/ecodriving/eco-prebuild';
import { signInOrFail } from '../apps/server/test/harness';
import { deliverOnline } from './route-seed';
import { serverTimes, withBenchContext } from './server-kit';

export interface EcoFigures {
  label: string;
  points: number;
  seedSeconds: number;
  /**
   * Server ms per type: first call, then the median and max of repeated calls; the process's CPU
   * ms of the first call and the median of the rest (less sensitive to other work on the machine).
   */
  calls: Record<string, { first: number; p50: number; max: number; firstCpu: number; p50Cpu: number; bytes: number }>;
  /** Days the background round built, and how long it took. */
  prebuilt: number;
  prebuildSeconds: number;
  /** Stored eco days of the vehicle before the first call and after it (the round built them; a call builds what is missing). */
  daysBefore: number;
  daysAfterFirst: number;
  load: string;
}

const ZONE = 'Europe/Warsaw';
const DAY_MS = 86_400_000;
/** The bench company's user (every permission as its admin). */
export const ECO_LOGIN = { clogin: 'railbench', login: 'admin', password: 'bench1234-flota' };

/** Rail values for the simulated positions: power from the speed change, cumulative counters. */
function railPositions(positions: Position[]): Position[] {
  let e1 = 250_000;
  let e2 = 30_000;
  return positions.map((p, i) => {
    const prev = positions[i - 1];
    const dt = prev ? (p.time - prev.time) / 1000 : 0;
    const accel = prev ? (p.speed - prev.speed) / 3.6 / Math.max(dt, 1) : 0;
    const moving = p.speed > 3;
    const kw = moving ? Math.max(-1500, Math.min(5600, 900 + accel * 8000 + p.speed * 12)) : 60;
    if (kw > 0) e1 += (kw * dt) / 3600;
    else e2 += (-kw * 0.7 * dt) / 3600;
    return {
      ...p,
      energy1: Math.floor(e1),
      energy2: Math.floor(e2),
      tractionCounter: Math.floor(e1 - e2),
      tractionVoltage: moving ? Math.round(3350 - kw * 0.09) : 3400,
      tractionPower: Math.round(kw),
    };
  });
}

/** The bench's company, user and locomotive with `days` of rail records and 3,000 kW ordered (2026). */
export async function seedEcoVehicle(ctx: AppContext, days: number) {
  const admin = createAdminService(ctx);
  const { id: customerId } = await admin.createCustomer(ECO_LOGIN.clogin, { name: 'Koleje testowe', timeZone: ZONE });
  await admin.createUser(ECO_LOGIN.clogin, ECO_LOGIN.login, ECO_LOGIN.password);
  const { id: vehicleId } = await admin.addVehicle(ECO_LOGIN.clogin, 'EU07-BENCH', '352093081400002', {
    vehicleTypeId: 10,
  });
  const fromDate = '2026-01-01 00:00:00';
  const from = parseDateTime(fromDate, ZONE)!;
  const to = from + days * DAY_MS - 1;
  const t0 = performance.now();
  const positions = railPositions(simulateVehicle(monthScript(days + 1, 11), { start: from, interval: 10, seed: 11 }));
  // The ordered power first: it is part of the engine configuration (a later change would
  // drop the route days built for the month, and the first call would build them again).
  await ctx.db
    .insertInto('power_orders')
    .values({
      customer_id: customerId,
      vehicle_id: vehicleId,
      year: 2026,
      ...Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`m${k + 1}`, kwToWatts(3000)])),
      updated_at: Date.now(),
    })
    .execute();
  // As on a running server (route-seed.ts): the engine processes each batch and the days of
  // route are built, so the eco calls read the stored route days the route viewer reads.
  await deliverOnline(ctx, vehicleId, customerId, positions, 1000);
  const seedSeconds = (performance.now() - t0) / 1000;
  const count = await ctx.db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .executeTakeFirstOrThrow();

  return {
    ...ECO_LOGIN,
    customerId,
    vehicleId,
    fromDate,
    to,
    toDate: formatDateTime(to, ZONE),
    seedSeconds,
    points: Number(count.n),
  };
}

export async function runEcoBench(opts: { label: string; databaseUrl?: string; days?: number; runs?: number }) {
  const days = opts.days ?? 31;
  const runs = opts.runs ?? 5;
  return withBenchContext('eco', opts.databaseUrl, async (ctx) => {
    const { vehicleId, fromDate, to, seedSeconds, points } = await seedEcoVehicle(ctx, days);
    const app = await buildApp(ctx, { logger: false });
    const server = serverTimes(app, (url) => url.startsWith('/app/ecodriving/'));
    await app.ready();
    const cookie = await signInOrFail(app, ECO_LOGIN.clogin, ECO_LOGIN.login, ECO_LOGIN.password);
    const calls: EcoFigures['calls'] = {};
    const storedDays = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('eco_days')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('vehicle_id', '=', vehicleId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // What the server's background round does after start (eco-prebuild.ts), timed on its own.
    const p0 = performance.now();
    // The round looks at the last 31 days before its clock: the seeded month's end, two hours after.
    const prebuilt = await prebuildEcoDays({ ...ctx, now: () => to + 2 * 3600_000 });
    const prebuildSeconds = (performance.now() - p0) / 1000;
    const daysBefore = await storedDays();
    let daysAfterFirst = -1;
    for (const type of ['report1', 'report15', 'transgression']) {
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let k = 0; k < runs; k++) {
        const cpu0 = process.cpuUsage();
        const res = await app.inject({
          method: 'POST',
          url: `/app/ecodriving/${type}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-encoding': 'gzip, deflate, br',
            cookie,
          },
          payload: new URLSearchParams({
            id: String(vehicleId),
            from_date: fromDate,
            to_date: formatDateTime(to, ZONE),
          }).toString(),
        });
        const used = process.cpuUsage(cpu0);
        if (res.statusCode !== 200)
          throw new Error(`eco bench: ${type} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.rawPayload.length;
        if (daysAfterFirst < 0) daysAfterFirst = await storedDays();
        times.push(server.last());
        cpu.push((used.user + used.system) / 1000);
      }
      const rest = times.slice(1).sort((a, b) => a - b);
      const restCpu = cpu.slice(1).sort((a, b) => a - b);
      calls[type] = {
        first: times[0],
        p50: rest[Math.floor(rest.length / 2)] ?? times[0],
        max: Math.max(...times),
        firstCpu: cpu[0],
        p50Cpu: restCpu[Math.floor(restCpu.length / 2)] ?? cpu[0],
        bytes,
      };
    }
    await app.close();
    return {
      label: opts.label,
      points,
      seedSeconds,
      calls,
      daysBefore,
      daysAfterFirst,
      prebuilt,
      prebuildSeconds,
      load: os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    } satisfies EcoFigures;
  });
}

export function printEcoFigures(f: EcoFigures) {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  for (const [type, c] of Object.entries(f.calls)) {
    const target = type === 'report1' ? ` (target ≤ 500 ms: ${c.p50 <= 500 ? 'met' : 'MISSED'})` : '';
    console.log(
      `${f.label.padEnd(10)} ${type.padEnd(13)} ${f.points} records: first ${ms(c.first)}, then p50 ${ms(c.p50)}, ` +
        `max ${ms(c.max)} (CPU first ${ms(c.firstCpu)}, p50 ${ms(c.p50Cpu)}); ${(c.bytes / 1024).toFixed(0)} KiB compressed${target}`,
    );
  }
  console.log(
    `${''.padEnd(10)} stored eco days: ${f.prebuilt} built ahead in ${f.prebuildSeconds.toFixed(1)} s (the server's ` +
      `background round); ${f.daysBefore} before the first call, ${f.daysAfterFirst} after it ` +
      `(report1 and report15 read them; transgression reads every record)`,
  );
  console.log(`${''.padEnd(10)} seeded in ${f.seedSeconds.toFixed(1)} s; load average ${f.load}`);
}
