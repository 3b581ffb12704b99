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
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Insertable } from 'kysely';
import { parseDateTime } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { DB } from '../apps/server/src/db/schema';
import type { AppContext } from '../apps/server/src/http/context';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { signInOrFail } from '../apps/server/test/harness';
import { createTempDatabase } from '../scripts/pg-temp.mjs';

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
const DAY = 86_400_000;
const MIN = 60_000;
export const FUEL_TARGET_MS = 300;

/** A small deterministic generator (mulberry32), so every run seeds the same year. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type EventRow = Insertable<DB['events']>;
type InvoiceRow = Insertable<DB['fuel_invoices']>;
type AcceptanceRow = Insertable<DB['fuel_loss_acceptances']>;

interface SeedYear {
  events: EventRow[];
  invoices: InvoiceRow[];
  acceptances: AcceptanceRow[];
  refuellings: number;
  losses: number;
}

/** One working year of a delivery truck from `start` (local midnight of 1 January), 365 days. */
export function truckYear(customerId: number, vehicleId: number, start: number, seed: number): SeedYear {
  const r = rng(seed);
  const between = (a: number, b: number) => a + r() * (b - a);
  // Record times are whole seconds (devices report seconds), so the engine's events are too.
  const sec = (t: number) => Math.round(t / 1000) * 1000;
  const events: EventRow[] = [];
  const invoices: InvoiceRow[] = [];
  const acceptances: AcceptanceRow[] = [];
  let lat = 51.1;
  let lon = 17.03;
  let refuellings = 0;
  let losses = 0;
  let nextRefuel = start + between(1, 3) * DAY;
  let invoiceNo = 0;
  const ev = (type: number, from: number, to: number | null, value: number | null, extra: Partial<EventRow> = {}) =>
    events.push({
      customer_id: customerId,
      vehicle_id: vehicleId,
      event_type: type,
      from_time: sec(from),
      to_time: to === null ? null : sec(to),
      value,
      begin_lat: lat,
      begin_lon: lon,
      end_lat: lat,
      end_lon: lon,
      is_alarm: 0,
      ...extra,
    });
  for (let d = 0; d < 365; d++) {
    const day = start + d * DAY;
    const weekday = new Date(day + 12 * 3600_000).getUTCDay();
    if (weekday === 0) {
      ev(1, day, day + DAY, null); // Sunday: one stop all day
      continue;
    }
    let t = day + between(5.5, 7) * 3600_000;
    ev(1, day, t, null); // the night's stop
    const trips = Math.round(between(8, 14));
    for (let k = 0; k < trips; k++) {
      const drive = between(15, 60) * MIN;
      ev(3, t, t + drive, Math.round(drive / 1000 / 60)); // drive
      if (r() < 0.6) ev(2, t + drive * 0.4, t + drive * 0.4 + between(1, 4) * MIN, null); // halt
      if (r() < 0.3) ev(4, t + drive * 0.6, t + drive * 0.6 + between(0.5, 3) * MIN, Math.round(between(95, 118)));
      if (r() < 0.15) ev(r() < 0.5 ? 43 : 44, t + drive * 0.7, t + drive * 0.7 + 2000, null);
      lat += between(-0.05, 0.05);
      lon += between(-0.08, 0.08);
      t += drive;
      // Refuelling at the next stop once due: 150–600 l at a station, 5–12 minutes.
      if (t >= nextRefuel) {
        const litres = Math.round(between(150, 600) * 10) / 10;
        const dl = Math.round(litres * 10);
        const from = t + between(1, 3) * MIN;
        const to = from + between(5, 12) * MIN;
        ev(21, from, to, dl);
        refuellings++;
        nextRefuel = t + between(1.5, 3.5) * DAY;
        if (r() < 0.85) {
          const cl = Math.round(litres * 100 * between(0.98, 1.02));
          invoices.push({
            customer_id: customerId,
            vehicle_id: vehicleId,
            invoice_date: sec(to + between(1, 10) * MIN),
            invoice_no: `FV/${new Date(day).getUTCFullYear()}/${++invoiceNo}`,
            invoice_cl: cl,
            cost_gr: Math.round((cl / 100) * between(5.9, 6.9) * 100),
            counter_km: 120_000 + d * 380,
            event_from: sec(from),
            event_to: sec(to),
            event_dl: dl,
            event_lat: lat,
            event_lon: lon,
            updated_at: Math.round(to + DAY),
          });
        }
      }
      // A fuel loss at about one stop in 60 (~1 a week), 5–40 l; some are alarms.
      const stop = between(10, 60) * MIN;
      if (r() < 1 / 60) {
        const dl = Math.round(between(5, 40) * 10);
        const from = t + between(2, 5) * MIN;
        const to = from + between(3, 20) * MIN;
        const alarm = r() < 0.4;
        ev(22, from, to, dl, { is_alarm: alarm ? 1 : 0 });
        losses++;
        if (r() < 0.6) {
          acceptances.push({
            customer_id: customerId,
            vehicle_id: vehicleId,
            event_from: sec(from),
            event_to: sec(to),
            event_dl: dl,
            event_lat: lat,
            event_lon: lon,
            loss_date: sec(from),
            loss_dl: Math.round(dl * between(0.9, 1)),
            loss_notice: r() < 1 / 3 ? '' : 'Zlewanie paliwa do agregatu chłodni',
            accepted_by: null,
            updated_at: Math.round(to + DAY),
          });
        }
      }
      if (r() < 0.25) ev(100, t, t + stop, null); // a stay in an own point
      ev(1, t, t + stop, null);
      if (k === 0 || k === trips - 1) ev(9, t, t + between(2, 10) * MIN, null); // input 1 (e.g. a door)
      t += stop;
    }
    ev(1, t, day + DAY, null); // the evening's stop
    // Invoices not paired to a refuelling: canisters, another card (about one a month).
    if (r() < 1 / 30)
      invoices.push({
        customer_id: customerId,
        vehicle_id: vehicleId,
        invoice_date: sec(day + 15 * 3600_000),
        invoice_no: `FV/${new Date(day).getUTCFullYear()}/${++invoiceNo}`,
        invoice_cl: Math.round(between(20, 60) * 100),
        cost_gr: Math.round(between(120, 400) * 100),
        counter_km: null,
        event_from: null,
        event_to: null,
        event_dl: null,
        event_lat: null,
        event_lon: null,
        updated_at: Math.round(day + DAY),
      });
  }
  return { events, invoices, acceptances, refuellings, losses };
}

async function insertAll<T extends 'events' | 'fuel_invoices' | 'fuel_loss_acceptances'>(
  ctx: AppContext,
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (let i = 0; i < rows.length; i += 250)
    await ctx.db
      .insertInto(table)
      .values(rows.slice(i, i + 250) as never)
      .execute();
}

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
  const temp = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench_fuel') : null;
  const dir = temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-fuel-'));
  const database = openDatabase(temp ? { databaseUrl: temp.url } : { sqliteFile: path.join(dir!, 'namiar.sqlite') });
  try {
    await migrate(database);
    const ctx: AppContext = {
      config: loadConfig({
        NAMIAR_DATA_DIR: dir ?? os.tmpdir(),
        NAMIAR_LOG_LEVEL: 'silent',
        ...(temp ? { DATABASE_URL: temp.url } : {}),
      }),
      db: database.db,
      dialect: database.dialect,
      sqlite: database.sqlite,
      box: createSecretBox(crypto.randomBytes(32)),
      now: () => Date.now(),
    };
    const admin = createAdminService(ctx);
    const { id: customerId } = await admin.createCustomer('fuelbench', { name: 'Trans-Paliwo', timeZone: ZONE });
    await admin.createUser('fuelbench', 'admin', 'bench1234');
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
    if (database.dialect === 'postgres') await sql`ANALYZE`.execute(ctx.db);
    const seedSeconds = (performance.now() - t0) / 1000;

    const app = await buildApp(ctx, { logger: false });
    const serverMs: number[] = [];
    const started = new WeakMap<object, number>();
    app.addHook('onRequest', async (request) => {
      started.set(request, performance.now());
    });
    app.addHook('onResponse', async (request) => {
      if (request.url.startsWith('/app/fuel') || request.url.startsWith('/app/monit/vehicles'))
        serverMs.push(performance.now() - started.get(request)!);
    });
    await app.ready();
    const cookie = await signInOrFail(app, 'fuelbench', 'admin', 'bench1234');
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
      entry.ms.push(serverMs[serverMs.length - 1]);
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
    };
  } finally {
    await database.close();
    await temp?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
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
