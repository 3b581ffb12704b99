// The fuel screens over a vehicle-year (issue 17: 'Fuel invoice and loss grids for a vehicle-year
// of data load within 300 ms server time'), in-process with the real app and database (a SQLite
// file, or a temporary PostgreSQL database). The vehicle's data is seeded straight into the tables
// the screens read, as the engine and the screens store it (running the engine over a simulated
// year would take many minutes per database and only the stored rows matter here):
//   - the engine's events (`events`) of a delivery truck's working year: drives, stops, halts,
//     speeding, harsh braking, input switches and own-point stays every working day (~50 a day,
//     the rows the fuel reads walk past on the vehicle's time index), refuellings (event 21,
//     every ~2.5 days, 150–600 l) and fuel losses (event 22, ~1 a week, some alarms), litres ×10;
//   - the year before it too (BENCH_FUEL_YEARS, default 2: history the index walks past);
//   - invoices (`fuel_invoices`): most refuellings paired to an invoice (its litres within ±2 %,
//     cost at the day's price), some invoices unpaired (canisters, another card);
//   - accepted losses (`fuel_loss_acceptances`): about 60 % of the losses, a third of them
//     without a description;
//   - a fleet of BENCH_FUEL_FLEET vehicles (default 50) in the company for the vehicle list.
// Then every call the /fuelinvoices and /fuelloss screens make, for the year as their range
// picker's 'year' shortcut asks it: the vehicle list (GET /app/monit/vehicles), the invoice grids
// (/app/fuelinvoices), pairing a new invoice to a refuelling (/app/fuelinvoices/save), detaching
// and deleting it (/app/fuelinvoices/delete unpair / delete), the loss grids (/app/fuelloss),
// accepting a loss (/app/fuelloss/save) and removing the acceptance (/app/fuelloss/delete).
// Server time onRequest → onResponse (the answer compressed as browsers ask): the first call and
// the median of the repeated ones (BENCH_FUEL_RUNS, default 15). The exports of the grids are the
// export engine's (bench/exports.ts).
import os from 'node:os';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { parseDateTime } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { signInOrFail } from '../apps/server/test/harness';
import { insertAll, truckYear, type SeedYear } from './fuel-seed';
import { serverTimes, withBenchContext } from './server-kit';

export interface FuelCall {
  first: number;
  p50: number;
  max: number;
  calls: number;
  bytes: number;
}

export interface FuelFigures {
  label: string;
  /** Rows of the timed year (and of every seeded year, for the events). */
  year: { events: number; refuellings: number; losses: number; invoices: number; accepted: number };
  eventsAllYears: number;
  rows: { tanks: number; invoicesJoined: number; losses: number };
  seedSeconds: number;
  calls: Record<string, FuelCall>;
  load: string;
}

const ZONE = 'Europe/Warsaw';
export const FUEL_TARGET_MS = 300;

export async function runFuelBench(opts: {
  label: string;
  databaseUrl?: string;
  years?: number;
  fleet?: number;
  runs?: number;
}): Promise<FuelFigures> {
  const years = Math.max(1, opts.years ?? 2);
  const fleet = Math.max(1, opts.fleet ?? 50);
  const runs = Math.max(2, opts.runs ?? 15);
  return withBenchContext('fuel', opts.databaseUrl, async (ctx) => {
    const admin = createAdminService(ctx);
    const { id: customerId } = await admin.createCustomer('fuelbench', { name: 'Trans-Paliwo', timeZone: ZONE });
    await admin.createUser('fuelbench', 'admin', 'bench1234-flota');
    const t0 = performance.now();
    const vehicleIds: number[] = [];
    for (let k = 0; k < fleet; k++) {
      const imei = `35209308${String(2_000_000 + k).slice(1)}`;
      vehicleIds.push((await admin.addVehicle('fuelbench', `DW ${String(10000 + k)}`, imei)).id);
    }
    const vid = vehicleIds[0];
    const lastYear = 2025;
    let timed: SeedYear | null = null;
    let eventsAllYears = 0;
    for (let y = lastYear - years + 1; y <= lastYear; y++) {
      const start = parseDateTime(`${y}-01-01 00:00:00`, ZONE)!;
      const seeded = truckYear(customerId, vid, start, y);
      await insertAll(ctx, 'events', seeded.events);
      await insertAll(ctx, 'fuel_invoices', seeded.invoices);
      await insertAll(ctx, 'fuel_loss_acceptances', seeded.acceptances);
      eventsAllYears += seeded.events.length;
      if (y === lastYear) timed = seeded;
    }
    if (ctx.dialect === 'postgres') await sql`ANALYZE`.execute(ctx.db);
    const seedSeconds = (performance.now() - t0) / 1000;

    const app = await buildApp(ctx, { logger: false });
    const server = serverTimes(app, (url) => url.startsWith('/app/fuel') || url.startsWith('/app/monit/vehicles'));
    await app.ready();
    const cookie = await signInOrFail(app, 'fuelbench', 'admin', 'bench1234-flota');
    const headers = {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'accept-encoding': 'gzip, deflate, br',
      cookie,
    };
    const times = new Map<string, { ms: number[]; bytes: number }>();
    const call = async <T>(name: string, method: 'GET' | 'POST', url: string, body: Record<string, string> = {}) => {
      const res = await app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: new URLSearchParams(body).toString() } : {}),
      });
      const raw = res.rawPayload;
      const enc = res.headers['content-encoding'];
      const text = (
        enc === 'br'
          ? zlib.brotliDecompressSync(raw)
          : enc === 'gzip'
            ? zlib.gunzipSync(raw)
            : enc === 'deflate'
              ? zlib.inflateSync(raw)
              : raw
      ).toString();
      const answer = JSON.parse(text) as T & { err?: unknown };
      if (res.statusCode !== 200 || answer.err)
        throw new Error(`fuel bench: ${url} answered ${res.statusCode} ${text.slice(0, 300)}`);
      const entry = times.get(name) ?? { ms: [], bytes: 0 };
      entry.ms.push(server.last());
      entry.bytes = res.rawPayload.length;
      times.set(name, entry);
      return answer;
    };
    const range = { vid: String(vid), from_date: `${lastYear}-01-01 00:00:00`, to_date: `${lastYear}-12-31 23:59:59` };
    type Grid = Record<string, string | number | null>[];
    let rows = { tanks: 0, invoicesJoined: 0, losses: 0 };
    for (let k = 0; k < runs; k++) {
      await call('monit/vehicles', 'GET', '/app/monit/vehicles');
      const inv = await call<{ tanks: Grid; joined: Grid }>('fuelinvoices', 'POST', '/app/fuelinvoices', range);
      // Pair a new invoice to a refuelling (a different one each round), then detach and delete it.
      const tank = inv.tanks[(k * 7) % inv.tanks.length];
      const saved = await call<{ fid: number }>('fuelinvoices/save', 'POST', '/app/fuelinvoices/save', {
        vid: range.vid,
        fid: '0',
        invoice_date: String(tank.from_date),
        invoice_no: `BENCH/${k}`,
        invoice_value: '412,35',
        invoice_cost: '2683,07',
        invoice_counter: '154321',
        event_from_date: String(tank.from_date),
      });
      await call('fuelinvoices/delete unpair', 'POST', '/app/fuelinvoices/delete', {
        fid: String(saved.fid),
        unpair: 'true',
      });
      await call('fuelinvoices/delete', 'POST', '/app/fuelinvoices/delete', {
        fid: String(saved.fid),
        unpair: 'false',
      });
      const loss = await call<{ loss: Grid; joined: Grid }>('fuelloss', 'POST', '/app/fuelloss', range);
      // Accept a loss not accepted yet (empty description every other round), then remove it.
      const open = loss.joined.filter((j) => j.lid === null);
      const pick = open[(k * 3) % open.length];
      const accepted = await call<{ lid: number }>('fuelloss/save', 'POST', '/app/fuelloss/save', {
        vid: range.vid,
        lid: '0',
        event_from_date: String(pick.event_from_date),
        loss_date: String(pick.event_from_date),
        loss_value: String(pick.event_value).replace('.', ','),
        loss_notice: k % 2 === 0 ? '' : 'Kradzież paliwa na parkingu',
      });
      await call('fuelloss/delete', 'POST', '/app/fuelloss/delete', { vid: range.vid, lid: String(accepted.lid) });
      rows = { tanks: inv.tanks.length, invoicesJoined: inv.joined.length, losses: loss.loss.length };
    }
    await app.close();
    const calls: Record<string, FuelCall> = {};
    for (const [name, entry] of times) {
      const rest = entry.ms.slice(1).sort((a, b) => a - b);
      calls[name] = {
        first: entry.ms[0],
        p50: rest[Math.floor(rest.length / 2)],
        max: Math.max(...entry.ms),
        calls: entry.ms.length,
        bytes: entry.bytes,
      };
    }
    return {
      label: opts.label,
      year: {
        events: timed!.events.length,
        refuellings: timed!.refuellings,
        losses: timed!.losses,
        invoices: timed!.invoices.length,
        accepted: timed!.acceptances.length,
      },
      eventsAllYears,
      rows,
      seedSeconds,
      calls,
      load: os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    } satisfies FuelFigures;
  });
}

export function printFuelFigures(f: FuelFigures) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const y = f.year;
  console.log(
    `${f.label.padEnd(10)} year: ${y.events} events (${f.eventsAllYears} over all seeded years), ${y.refuellings} refuellings, ` +
      `${y.losses} losses, ${y.invoices} invoices, ${y.accepted} accepted losses; grids: ${f.rows.tanks} refuellings, ` +
      `${f.rows.invoicesJoined} joined rows, ${f.rows.losses} losses`,
  );
  let worst = 0;
  for (const [name, c] of Object.entries(f.calls)) {
    worst = Math.max(worst, c.first, c.p50);
    console.log(
      `${''.padEnd(10)} ${name.padEnd(27)} first ${ms(c.first).padStart(9)}, p50 ${ms(c.p50).padStart(9)}, max ${ms(c.max).padStart(9)} ` +
        `(${c.calls} calls; ${(c.bytes / 1024).toFixed(1)} KiB compressed)`,
    );
  }
  console.log(
    `${''.padEnd(10)} target ≤ ${FUEL_TARGET_MS} ms (first and p50 of every call): ${worst <= FUEL_TARGET_MS ? 'met' : 'MISSED'}; ` +
      `seeded in ${f.seedSeconds.toFixed(1)} s; load average ${f.load}`,
  );
}
