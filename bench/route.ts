// `POST /app/route` over a month of one vehicle (issue 5: ≤ 0.6 s, ≤ 10 bytes a point on the
// wire). The app is built in-process on a fresh database (a SQLite file, or a temporary
// PostgreSQL database) filled by route-seed.ts through the ingest writer and the engine, and
// listens on loopback; a plain HTTP client (keep-alive, counting the bytes as received) asks
// for the whole month as a browser does (Accept-Encoding: gzip, deflate, br). A one-second
// route first waits for the route worker threads to be up; the month's first call is timed on
// its own (its days were built as the seed's engine finished them, as on a running server), then
// several more. Figures:
//   - server time, from the request's arrival to the last byte handed to the socket (the
//     server's own onRequest/onResponse hooks), and the client's time to the last byte;
//   - bytes on the wire per point: the compressed body as received / the records the positions
//     table holds for the range (the answer is not parsed: its encoding may change);
//   - one call more with generate=1 (the dialog's default 'Dogeneruj zdarzenia') on unchanged
//     data: the engine re-runs only from a day whose inputs changed (none here);
//   - one after the vehicle's stored days were dropped (as after a bulk import): the call builds
//     the month (printed, no target);
//   - one with generate=1 after a change of the vehicle's configuration: the engine re-runs the
//     whole month and every day is built again (printed, no target);
//   - main-loop lag during a call: a setInterval probe in the same process — how long the
//     server's event loop (device acknowledgements, other users' calls) was held up at worst.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import { buildApp } from '../apps/server/src/app';
import { signInOrFail } from '../apps/server/test/harness';
import { formatDateTime, simulatedConfig } from '@namiar/domain';
import { seedRouteVehicle } from './route-seed';
import { serverTimes, withBenchContext } from './server-kit';

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
  /** One call with generate=1 on unchanged data: server time and main-loop lag, ms. */
  generateMs: number;
  generateLagMs: number;
  /** One call after the stored days were dropped (it builds the month): server time and process CPU, ms. */
  unbuiltMs: number;
  unbuiltCpuMs: number;
  /** One call with generate=1 after a configuration change (a full re-run): server time and main-loop lag, ms. */
  rerunMs: number;
  rerunLagMs: number;
  /** Process CPU of the first call, ms (all threads). */
  firstCpuMs: number;
  /** Process CPU per later call, ms (all threads: the handler, the route workers, compression, the counting client). */
  cpuMs: number;
  /**
   * CPU time of the main thread per call, ms (the server's share on the event loop and the
   * counting client's; 10 ms ticks): unlike the lag, it hardly depends on other processes'
   * load. First call, median of the later ones, generate=1, after the change.
   */
  busyMs: { first: number; later: number; generate: number; rerun: number };
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

/** CPU time of this process's main thread so far, ms (Linux: /proc, 10 ms ticks; elsewhere NaN). */
function mainThreadCpuMs(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in ticks of 10 ms
  } catch {
    return NaN;
  }
}

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
  // DATABASE_URL as the server has it: the route workers open their own connections with it.
  return withBenchContext('route', opts.databaseUrl, async (ctx) => {
    const seed = await seedRouteVehicle(ctx, { days });
    const app = await buildApp(ctx, { logger: false });
    const server = serverTimes(app, (url) => url === '/app/route');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = poster((app.server.address() as net.AddressInfo).port, agent);
    const cookie = await signInOrFail(app, seed.clogin, seed.login, seed.password);
    const body = new URLSearchParams({ id: String(seed.vehicleId), from_date: seed.fromDate, to_date: seed.toDate });
    const route = async (encoding: string | null, generate = false) => {
      const stop = lagProbe();
      const main0 = mainThreadCpuMs();
      const cpu0 = process.cpuUsage();
      const headers: Record<string, string> = { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const form = generate ? `${body.toString()}&generate=1` : body.toString();
      const answer = checked(await post('/app/route', form, headers), seed.points);
      const cpu = process.cpuUsage(cpu0);
      const busy = mainThreadCpuMs() - main0;
      return { answer, lag: stop(), busy, server: server.last(), cpu: (cpu.user + cpu.system) / 1000 };
    };

    // A running server has its route worker threads up (they start when it listens): one short
    // route outside the month waits for them, so the first call below times the month's build.
    const next = formatDateTime(seed.to + 1, 'Europe/Warsaw');
    const after = new URLSearchParams({ id: String(seed.vehicleId), from_date: next, to_date: next });
    checked(await post('/app/route', after.toString(), { cookie }), 0);
    const first = await route(BROWSER_ENCODING);
    const later: Awaited<ReturnType<typeof route>>[] = [];
    for (let i = 0; i < calls; i++) later.push(await route(BROWSER_ENCODING));
    const raw = await route(null);
    const generated = await route(BROWSER_ENCODING, true);
    await ctx.db.deleteFrom('route_chunks').where('vehicle_id', '=', seed.vehicleId).execute();
    const unbuilt = await route(BROWSER_ENCODING);
    // Any edit of the vehicle's settings changes the configuration every day was built with.
    await ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify({ ...simulatedConfig(), maxSpeedKmh: 95 }) })
      .where('id', '=', seed.vehicleId)
      .execute();
    const rerun = await route(BROWSER_ENCODING, true);
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
      firstCpuMs: first.cpu,
      generateMs: generated.server,
      generateLagMs: generated.lag,
      busyMs: {
        first: first.busy,
        later: pct(
          later.map((c) => c.busy),
          50,
        ),
        generate: generated.busy,
        rerun: rerun.busy,
      },
      unbuiltMs: unbuilt.server,
      unbuiltCpuMs: unbuilt.cpu,
      rerunMs: rerun.server,
      rerunLagMs: rerun.lag,
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
  });
}

export function printRouteFigures(f: RouteFigures) {
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  const ms = (x: Spread) => `p50 ${x.p50.toFixed(0)} ms, p95 ${x.p95.toFixed(0)} ms`;
  const perPoint = f.sentBytes / f.points;
  console.log(
    `${f.label.padEnd(10)} /app/route, ${f.days} days, ${f.points} points: server time ${ms(f.server)} over ${f.calls} calls ` +
      `(${(f.server.p50 / TARGET_MS).toFixed(2)} of the ${TARGET_MS / 1000} s target); first call ${f.firstServerMs.toFixed(0)} ms (CPU ${f.firstCpuMs.toFixed(0)} ms); ` +
      `to the client's last byte ${ms(f.client)}; CPU ${f.cpuMs.toFixed(0)} ms a call`,
  );
  console.log(
    `${''.padEnd(10)} sent ${mb(f.sentBytes)} ${f.encoding} = ${perPoint.toFixed(2)} B/point ` +
      `(${(perPoint / TARGET_BYTES_PER_POINT).toFixed(2)} of the ${TARGET_BYTES_PER_POINT} B target); ${mb(f.rawBytes)} uncompressed`,
  );
  console.log(
    `${''.padEnd(10)} main-loop lag during a call: first ${f.firstLagMs.toFixed(0)} ms, then p50 ${f.lag.p50.toFixed(0)} ms, ` +
      `worst ${f.lag.max.toFixed(0)} ms; seeded in ${f.seedSeconds.toFixed(0)} s (ingest, engine, days built); load average ${f.load}`,
  );
  console.log(
    `${''.padEnd(10)} generate=1 on unchanged data: ${f.generateMs.toFixed(0)} ms, lag ${f.generateLagMs.toFixed(0)} ms; ` +
      `the days dropped (the call builds them): ${f.unbuiltMs.toFixed(0)} ms (CPU ${f.unbuiltCpuMs.toFixed(0)} ms); ` +
      `generate=1 after a configuration change (the month re-run and rebuilt): ${f.rerunMs.toFixed(0)} ms, lag ${f.rerunLagMs.toFixed(0)} ms`,
  );
  const b = f.busyMs;
  console.log(
    `${''.padEnd(10)} main-thread CPU a call (load-independent): first ${b.first.toFixed(0)} ms, ` +
      `then ${b.later.toFixed(0)} ms, generate=1 ${b.generate.toFixed(0)} ms, after the change ${b.rerun.toFixed(0)} ms`,
  );
}
