// `POST /app/route` over a month of one vehicle (issue 5: ≤ 0.6 s, ≤ 10 bytes a point on the
// wire). The app is built in-process on a fresh database (a SQLite file, or a temporary
// PostgreSQL database) filled by route-seed.ts through the ingest writer and the engine, and
// listens on loopback; a plain HTTP client (keep-alive, counting the bytes as received) asks
// for the whole month as a browser does (Accept-Encoding: gzip, deflate, br). The first call
// is timed on its own (it may build caches), then several more. Figures:
//   - server time, from the request's arrival to the last byte handed to the socket (the
//     server's own onRequest/onResponse hooks), and the client's time to the last byte;
//   - bytes on the wire per point: the compressed body as received / the records the positions
//     table holds for the range (the answer is not parsed: its encoding may change);
//   - one call more with generate=1 (the dialog's default 'Dogeneruj zdarzenia': the engine
//     re-runs the month before the answer);
//   - main-loop lag during a call: a setInterval probe in the same process — how long the
//     server's event loop (device acknowledgements, other users' calls) was held up at worst.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/http/context';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { signInOrFail } from '../apps/server/test/harness';
import { createTempDatabase } from '../scripts/pg-temp.mjs';
import { seedRouteVehicle } from './route-seed';

interface Spread {
  p50: number;
  p95: number;
}

export interface RouteFigures {
  label: string;
  days: number;
  /** Records in the range (positions table). */
  points: number;
  seedSeconds: number;
  calls: number;
  /** First call: server time and the client's time to the last byte, ms. */
  firstServerMs: number;
  firstClientMs: number;
  /** Calls after the first. */
  server: Spread;
  client: Spread;
  /** Main-loop lag, ms: the first call's worst, and over the later calls the median and worst of each call's worst. */
  firstLagMs: number;
  /** One call with generate=1: server time and main-loop lag, ms. */
  generateMs: number;
  generateLagMs: number;
  /** Process CPU per later call, ms (all threads: the handler, compression, the counting client). */
  cpuMs: number;
  lag: Spread & { max: number };
  encoding: string;
  sentBytes: number;
  rawBytes: number;
  load: string;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PROBE_MS = 5;
const TARGET_MS = 600;
const TARGET_BYTES_PER_POINT = 10;
const BROWSER_ENCODING = 'gzip, deflate, br';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Starts a setInterval probe; the returned function stops it and gives the longest extra delay, ms. */
function lagProbe(): () => number {
  let last = performance.now();
  let worst = 0;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last - PROBE_MS);
    last = now;
  };
  const id = setInterval(tick, PROBE_MS);
  return () => {
    clearInterval(id);
    tick();
    return Math.max(0, worst);
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body bytes as received (compressed when the server compressed). */
  bytes: number;
  body: Buffer;
  clientMs: number;
}

function poster(port: number, agent: http.Agent) {
  return (url: string, body: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port, path: url, method: 'POST', agent, headers: { ...FORM, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              bytes,
              body: Buffer.concat(chunks),
              clientMs: performance.now() - t0,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** The body as sent before compression. */
function decoded(a: Answer): Buffer {
  const enc = String(a.headers['content-encoding'] ?? '');
  if (enc === 'br') return zlib.brotliDecompressSync(a.body);
  if (enc === 'gzip') return zlib.gunzipSync(a.body);
  if (enc === 'deflate') return zlib.inflateSync(a.body);
  return a.body;
}

/** A refusal or an error is a short answer: fail loudly instead of measuring it. */
function checked(a: Answer, points: number): Answer {
  if (a.status !== 200 || a.bytes < points / 100)
    throw new Error(`route bench: HTTP ${a.status}: ${decoded(a).toString().slice(0, 300)}`);
  return a;
}

export async function runRouteBench(opts: { label: string; databaseUrl?: string; calls?: number; days?: number }) {
  const calls = opts.calls ?? 6;
  const days = opts.days ?? 31;
  const temp = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench_route') : null;
  const dir = temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-route-'));
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
    const seed = await seedRouteVehicle(ctx, { days });
    const app = await buildApp(ctx, { logger: false });
    const serverMs: number[] = [];
    const started = new WeakMap<object, number>();
    app.addHook('onRequest', async (request) => {
      started.set(request, performance.now());
    });
    app.addHook('onResponse', async (request) => {
      if (request.url === '/app/route') serverMs.push(performance.now() - started.get(request)!);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = poster((app.server.address() as net.AddressInfo).port, agent);
    const cookie = await signInOrFail(app, seed.clogin, seed.login, seed.password);
    const body = new URLSearchParams({ id: String(seed.vehicleId), from_date: seed.fromDate, to_date: seed.toDate });
    const route = async (encoding: string | null, generate = false) => {
      const stop = lagProbe();
      const cpu0 = process.cpuUsage();
      const headers: Record<string, string> = { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const form = generate ? `${body.toString()}&generate=1` : body.toString();
      const answer = checked(await post('/app/route', form, headers), seed.points);
      const cpu = process.cpuUsage(cpu0);
      return { answer, lag: stop(), server: serverMs[serverMs.length - 1], cpu: (cpu.user + cpu.system) / 1000 };
    };

    const first = await route(BROWSER_ENCODING);
    const later: Awaited<ReturnType<typeof route>>[] = [];
    for (let i = 0; i < calls; i++) later.push(await route(BROWSER_ENCODING));
    const raw = await route(null);
    const generated = await route(BROWSER_ENCODING, true);
    const lags = later.map((c) => c.lag);
    const figures: RouteFigures = {
      label: opts.label,
      days,
      points: seed.points,
      seedSeconds: seed.seedSeconds,
      calls,
      firstServerMs: first.server,
      firstClientMs: first.answer.clientMs,
      server: {
        p50: pct(
          later.map((c) => c.server),
          50,
        ),
        p95: pct(
          later.map((c) => c.server),
          95,
        ),
      },
      client: {
        p50: pct(
          later.map((c) => c.answer.clientMs),
          50,
        ),
        p95: pct(
          later.map((c) => c.answer.clientMs),
          95,
        ),
      },
      firstLagMs: first.lag,
      generateMs: generated.server,
      generateLagMs: generated.lag,
      cpuMs: pct(
        later.map((c) => c.cpu),
        50,
      ),
      lag: { p50: pct(lags, 50), p95: pct(lags, 95), max: Math.max(...lags) },
      encoding: String(later[later.length - 1].answer.headers['content-encoding'] ?? 'identity'),
      sentBytes: later[later.length - 1].answer.bytes,
      rawBytes: raw.answer.bytes,
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
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

export function printRouteFigures(f: RouteFigures) {
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  const ms = (x: Spread) => `p50 ${x.p50.toFixed(0)} ms, p95 ${x.p95.toFixed(0)} ms`;
  const perPoint = f.sentBytes / f.points;
  console.log(
    `${f.label.padEnd(10)} /app/route, ${f.days} days, ${f.points} points: server time ${ms(f.server)} over ${f.calls} calls ` +
      `(${(f.server.p50 / TARGET_MS).toFixed(2)} of the ${TARGET_MS / 1000} s target); first call ${f.firstServerMs.toFixed(0)} ms; ` +
      `to the client's last byte ${ms(f.client)}; CPU ${f.cpuMs.toFixed(0)} ms a call`,
  );
  console.log(
    `${''.padEnd(10)} sent ${mb(f.sentBytes)} ${f.encoding} = ${perPoint.toFixed(2)} B/point ` +
      `(${(perPoint / TARGET_BYTES_PER_POINT).toFixed(2)} of the ${TARGET_BYTES_PER_POINT} B target); ${mb(f.rawBytes)} uncompressed`,
  );
  console.log(
    `${''.padEnd(10)} main-loop lag during a call: first ${f.firstLagMs.toFixed(0)} ms, then p50 ${f.lag.p50.toFixed(0)} ms, ` +
      `worst ${f.lag.max.toFixed(0)} ms; with generate=1: ${f.generateMs.toFixed(0)} ms, lag ${f.generateLagMs.toFixed(0)} ms; seeded in ${f.seedSeconds.toFixed(0)} s (ingest + engine); load average ${f.load}`,
  );
}
