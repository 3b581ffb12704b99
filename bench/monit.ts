// `/app/monit` with a big fleet (issue 4: ≤ 50 ms server time for 5,000 vehicles). The app is
// built in-process on a fresh database (a SQLite file, or a temporary PostgreSQL database),
// filled by monit-seed.ts, and listens on loopback; a plain HTTP client (keep-alive, counting
// the bytes, not keeping them) polls it. Server time is taken by the server's own hooks, from
// the request's arrival to the last byte of the answer handed to the socket; the handler's
// share (reading and writing the answer) comes from its server-timing header. Phases: unchanged
// data (the 30 s poll of a fleet standing still), a third of the fleet moved since the
// previous call (new live states, new places to name), and with Accept-Encoding: gzip (as
// browsers ask; the compress plugin then deflates 13 MB per answer).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LiveState } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/http/context';
import { createPlaceLookup, prepareGazetteer } from '../apps/server/src/modules/geocode/place-lookup';
import { saveLive } from '../apps/server/src/engine/engine.repository';
import { publishLiveWritten } from '../apps/server/src/engine/live-feed';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { createTempDatabase } from '../scripts/pg-temp.mjs';
import { seedMonitFleet } from './monit-seed';

interface Spread {
  p50: number;
  p95: number;
}

export interface MonitFigures {
  label: string;
  vehicles: number;
  /** Server time: request arrival to answer sent, ms. */
  steady: Spread;
  moved: Spread;
  gzip: Spread;
  brotli: Spread;
  /** The handler's own figure (server-timing total: reading and writing the answer), steady phase. */
  handler: Spread;
  /** Of the handler's time: reading (revisions, live states, choices, places); the rest writes the answer. */
  reading: Spread;
  /** Process CPU per steady call, ms (server and the counting client). */
  cpuPerCall: number;
  /** Process CPU time from request arrival to answer sent, steady and moved phases. */
  steadyCpu: Spread;
  movedCpu: Spread;
  /** The moved phase's handler, its parts (changed live states, places, writing) and CPU per call. */
  movedHandler: Spread;
  movedChanged: Spread;
  movedPlaces: Spread;
  movedBuild: Spread;
  movedCpuPerCall: number;
  /** The monitor taking the moved third's live states as the engine publishes them (parse, record, place queue). */
  movedTake: Spread;
  load: string;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes the server sent with Accept-Encoding: gzip, and as browsers ask (brotli). */
  sentGzipBytes: number;
  sentBrotliBytes: number;
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The answer once more, whole, for its size and a check that every vehicle is in it. */
async function monitText(ctx: AppContext, seed: { customerId: number; vehicleIds: number[] }) {
  const { createMonitService } = await import('../apps/server/src/modules/monit/monit.service');
  const user = { customerId: seed.customerId, userId: 0, timeZone: 'Europe/Warsaw', vehicleIds: null };
  const { json, giveBack } = await createMonitService(ctx).monitJson(user as never, false);
  const copy = Buffer.from(json);
  giveBack();
  if (JSON.parse(copy.toString()).m.length !== seed.vehicleIds.length)
    throw new Error('monit bench: answer incomplete');
  return copy;
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function runMonitBench(opts: { label: string; vehicles: number; databaseUrl?: string; calls?: number }) {
  const calls = opts.calls ?? 30;
  const temp = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench_monit') : null;
  const dir = temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-monit-'));
  const database = openDatabase(temp ? { databaseUrl: temp.url } : { sqliteFile: path.join(dir!, 'namiar.sqlite') });
  try {
    await migrate(database);
    const ctx: AppContext = {
      config: loadConfig({ NAMIAR_DATA_DIR: dir ?? os.tmpdir(), NAMIAR_LOG_LEVEL: 'silent' }),
      db: database.db,
      dialect: database.dialect,
      sqlite: database.sqlite,
      box: createSecretBox(crypto.randomBytes(32)),
      now: () => Date.now(),
    };
    const seed = await seedMonitFleet(ctx, { vehicles: opts.vehicles });
    const app = await buildApp(ctx, { logger: false });
    const serverMs: number[] = [];
    // The process's CPU time over the same span (the in-process client's reading included): a
    // figure that a busy machine inflates far less than the wall-clock one.
    const serverCpuMs: number[] = [];
    const started = new WeakMap<object, number>();
    const startedCpu = new WeakMap<object, NodeJS.CpuUsage>();
    app.addHook('onRequest', async (request) => {
      started.set(request, performance.now());
      startedCpu.set(request, process.cpuUsage());
    });
    app.addHook('onResponse', async (request) => {
      if (request.url !== '/app/monit') return;
      serverMs.push(performance.now() - started.get(request)!);
      const cpu = process.cpuUsage(startedCpu.get(request));
      serverCpuMs.push((cpu.user + cpu.system) / 1000);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    prepareGazetteer();

    const call = (url: string, body: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; text: string | null }>(
        (resolve, reject) => {
          const req = http.request(
            { host: '127.0.0.1', port, path: url, method: 'POST', agent, headers: { ...FORM, ...headers } },
            (res) => {
              let bytes = 0;
              const keep: Buffer[] | null = url === '/app/monit' ? null : [];
              res.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                keep?.push(chunk);
              });
              res.on('end', () =>
                resolve({
                  status: res.statusCode!,
                  headers: res.headers,
                  bytes,
                  text: keep ? Buffer.concat(keep).toString() : null,
                }),
              );
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );
    const cookieNamed = (h: http.IncomingHttpHeaders, name: string) =>
      (h['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
    const issued = await call('/app/login/gettoken', `clogin=${seed.clogin}&ulogin=${seed.login}`);
    const token = JSON.parse(issued.text!).token;
    const code = md5(token + seed.clogin + seed.login + md5(seed.password));
    // The token is bound to the login cookie set with it (issue 28 §2).
    const login = await call('/app/login', `clogin=${seed.clogin}&ulogin=${seed.login}&code=${code}`, {
      cookie: cookieNamed(issued.headers, 'namiar_login'),
    });
    const cookie = cookieNamed(login.headers, 'namiar_sid');
    const monit = (encoding?: string) =>
      call('/app/monit', 'only_chosen=true', { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) });

    // Steady state of a running server: the places of standing vehicles are in the geocode cache.
    const lives = await ctx.db
      .selectFrom('vehicle_live')
      .select(['vehicle_id', 'live', 'state'])
      .where('customer_id', '=', seed.customerId)
      .execute();
    const parsed = lives.map((l) => ({ id: l.vehicle_id, state: l.state, live: JSON.parse(l.live) as LiveState }));
    // One lookup names a few hundred points itself and leaves the rest to background slices:
    // ask again until every point with a fix has its place, as on a server that has run a while.
    const places = createPlaceLookup(ctx);
    const points = parsed.map((p) => p.live).filter((l) => l.lat !== null && l.lon !== null);
    for (let round = 0; round < 600; round++) {
      const named = await places.lookup(points, Number.POSITIVE_INFINITY);
      if (named.every((x) => x !== null)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm, as a running server is: the first ten or so polls of a process run slower code
    // (the JIT compiles the writers as they get hot), and the first poll of a big fleet starts
    // the place naming thread (about a second of CPU).
    for (let i = 0; i < 15; i++) await monit();
    await new Promise((r) => setTimeout(r, 2000));

    const phase = async (n: number, before: (i: number) => Promise<void>, encoding?: string) => {
      serverMs.length = 0;
      serverCpuMs.length = 0;
      const timings = new Map<string, number[]>();
      let bytes = 0;
      const cpu0 = process.cpuUsage();
      let cpuOutside = 0;
      for (let i = 0; i < n; i++) {
        const c = process.cpuUsage();
        await before(i);
        const d = process.cpuUsage(c);
        cpuOutside += d.user + d.system;
        const res = await monit(encoding);
        if (res.status !== 200) throw new Error(`monit bench: HTTP ${res.status}`);
        bytes = res.bytes;
        for (const [, name, dur] of String(res.headers['server-timing']).matchAll(/(\w+);dur=([\d.]+)/g)) {
          const list = timings.get(name) ?? [];
          list.push(Number(dur));
          timings.set(name, list);
        }
      }
      const spread = (name: string) => {
        const xs = timings.get(name) ?? [NaN];
        return { p50: pct(xs, 50), p95: pct(xs, 95) };
      };
      const cpu = process.cpuUsage(cpu0);
      return {
        server: { p50: pct(serverMs, 50), p95: pct(serverMs, 95) },
        serverCpu: { p50: pct(serverCpuMs, 50), p95: pct(serverCpuMs, 95) },
        handler: spread('total'),
        reading: spread('db'),
        changed: spread('changed'),
        places: spread('places'),
        build: spread('build'),
        bytes,
        cpuPerCall: (cpu.user + cpu.system - cpuOutside) / 1000 / n,
      };
    };
    const steady = await phase(calls, async () => {});
    // A third of the fleet drove on since the last poll: new points, new places to name. The
    // live states are written as the engine writes them (saveLive: upserts of up to 500 rows),
    // not one statement per vehicle, whose garbage would be collected inside the measured call,
    // and published as the engine publishes them after its commit (live-feed.ts): the monitor
    // takes them then, before the poll (outside the measured call; printed on its own as
    // "taking the written states"). All of them land right
    // before the poll: a running server gets them spread over the 30 s between polls.
    // As many calls as the steady phase: with 15 the p95 was the single slowest call.
    const takeMs: number[] = [];
    const moveThird = async (i: number) => {
      const now = Date.now();
      const rows: Parameters<typeof saveLive>[1] = [];
      for (let k = i % 3; k < parsed.length; k += 3) {
        const l = parsed[k].live;
        if (l.lat === null || l.lon === null) continue;
        l.lat += 0.004;
        l.lon += 0.006;
        l.dt = now;
        const live = JSON.stringify(l);
        rows.push({
          vehicle_id: parsed[k].id,
          customer_id: seed.customerId,
          processed_time: now,
          state: parsed[k].state,
          live,
          updated_at: now,
        });
      }
      await ctx.db.transaction().execute((trx) => saveLive(trx, rows));
      // As the engine does once its transaction committed (engine-runner.ts writeResults), with
      // what it had processed before (the route prebuilder's range).
      const written = rows.map((r) => ({ ...r, processed_before: r.processed_time - 30_000 }));
      const t = performance.now();
      publishLiveWritten(ctx, written);
      takeMs.push(performance.now() - t);
    };
    // One unmeasured round first: the first moved poll of a process compiles the code that
    // takes new live states (JIT), which a running server did long ago.
    await moveThird(calls);
    await monit();
    const moved = await phase(calls, moveThird);
    takeMs.shift();
    // Let the background naming of the moved vehicles' places finish first: on SQLite its
    // slices hold the event loop, which would be counted as compression time.
    await new Promise((r) => setTimeout(r, 5000));
    const gz = await phase(Math.ceil(calls / 2), async () => {}, 'gzip');
    const br = await phase(Math.ceil(calls / 2), async () => {}, 'gzip, deflate, br');
    const body = (await ctx.db.selectFrom('vehicles').select('id').where('customer_id', '=', seed.customerId).execute())
      .length;
    if (body !== opts.vehicles) throw new Error('monit bench: wrong vehicle count');
    const answer = await monitText(ctx, seed);
    const figures: MonitFigures = {
      label: opts.label,
      vehicles: opts.vehicles,
      steady: steady.server,
      moved: moved.server,
      gzip: gz.server,
      brotli: br.server,
      handler: steady.handler,
      reading: steady.reading,
      cpuPerCall: steady.cpuPerCall,
      steadyCpu: steady.serverCpu,
      movedCpu: moved.serverCpu,
      movedHandler: moved.handler,
      movedChanged: moved.changed,
      movedPlaces: moved.places,
      movedBuild: moved.build,
      movedCpuPerCall: moved.cpuPerCall,
      movedTake: { p50: pct(takeMs, 50), p95: pct(takeMs, 95) },
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
      rawBytes: steady.bytes,
      gzipBytes: zlib.gzipSync(answer).length,
      sentGzipBytes: gz.bytes,
      sentBrotliBytes: br.bytes,
    };
    agent.destroy();
    await app.close();
    return figures;
  } finally {
    await database.close();
    await temp?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printMonitFigures(f: MonitFigures) {
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  const ms = (x: Spread) => `p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms`;
  console.log(
    `${f.label.padEnd(10)} /app/monit, ${f.vehicles} vehicles, server time: ${ms(f.steady)} ` +
      `(${(f.steady.p95 / 50).toFixed(2)} of the 50 ms target at p95); handler ${ms(f.handler)} (reading ${ms(f.reading)}); ` +
      `CPU from arrival to sent ${ms(f.steadyCpu)}`,
  );
  console.log(
    `${''.padEnd(10)} a third moved since the last poll: ${ms(f.moved)} (${(f.moved.p95 / 50).toFixed(2)} of the target at p95); ` +
      `handler ${ms(f.movedHandler)}: changed live states ${ms(f.movedChanged)}, places ${ms(f.movedPlaces)}, ` +
      `writing ${ms(f.movedBuild)}; CPU from arrival to sent ${ms(f.movedCpu)}, ` +
      `${f.movedCpuPerCall.toFixed(1)} ms a poll with the background naming; ` +
      `taking the written states as they were published (before the poll) ${ms(f.movedTake)}`,
  );
  console.log(`${''.padEnd(10)} compressed as sent: gzip ${ms(f.gzip)}, brotli ${ms(f.brotli)}`);
  console.log(
    `${''.padEnd(10)} answer ${mb(f.rawBytes)} raw; sent ${mb(f.sentGzipBytes)} gzip, ${mb(f.sentBrotliBytes)} brotli ` +
      `(${mb(f.gzipBytes)} at gzip's default level); load average ${f.load}`,
  );
}
