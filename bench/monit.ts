// `/app/monit` with a big fleet (issue 4: ≤ 50 ms server time for 5,000 vehicles). The app is
// built in-process on a fresh database (a SQLite file, or a temporary PostgreSQL database),
// filled by monit-seed.ts; each call is timed from request to complete answer (inject: no
// network), over two phases: unchanged data (the 30 s poll of a fleet standing still), and a
// third of the fleet moved since the previous call (new places to name). Payload sizes raw
// and gzip (the compress plugin answers gzip to browsers).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LiveState } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/http/context';
import { createPlaceLookup, prepareGazetteer } from '../apps/server/src/modules/monit/place-lookup';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { createTempDatabase } from '../scripts/pg-temp.mjs';
import { seedMonitFleet } from './monit-seed';

export interface MonitFigures {
  label: string;
  vehicles: number;
  /** Request to complete answer, ms. */
  steady: { p50: number; p95: number };
  moved: { p50: number; p95: number };
  /** The handler's own figure (server-timing total: queries and building the text). */
  handlerP50: number;
  rawBytes: number;
  gzipBytes: number;
  /** Bytes the server sent with Accept-Encoding: gzip. */
  sentGzipBytes: number;
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
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
    prepareGazetteer();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const token = (
      await app.inject({ method: 'POST', url: '/app/login/gettoken', headers: form, payload: `clogin=${seed.clogin}&ulogin=${seed.login}` })
    ).json().token;
    const code = md5(token + seed.clogin + seed.login + md5(seed.password));
    const login = await app.inject({
      method: 'POST',
      url: '/app/login',
      headers: form,
      payload: `clogin=${seed.clogin}&ulogin=${seed.login}&code=${code}`,
    });
    const cookie = `namiar_sid=${login.cookies.find((c) => c.name === 'namiar_sid')!.value}`;
    const monit = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/app/monit',
        headers: { ...form, cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: 'only_chosen=true',
      });

    // Steady state of a running server: the places of standing vehicles are in the geocode cache.
    const lives = await ctx.db.selectFrom('vehicle_live').select(['vehicle_id', 'live']).where('customer_id', '=', seed.customerId).execute();
    const parsed = lives.map((l) => ({ id: l.vehicle_id, live: JSON.parse(l.live) as LiveState }));
    await createPlaceLookup(ctx).lookup(parsed.map((p) => p.live), Number.POSITIVE_INFINITY);
    for (let i = 0; i < 5; i++) await monit();

    const steady: number[] = [];
    const handler: number[] = [];
    let body = '';
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      const res = await monit();
      steady.push(performance.now() - t0);
      body = res.body;
      const total = /total;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1];
      if (total) handler.push(Number(total));
    }
    if (JSON.parse(body).m.length !== opts.vehicles) throw new Error('monit bench: wrong vehicle count');

    // A third of the fleet drove on since the last poll: new points, new places to name.
    const moved: number[] = [];
    for (let i = 0; i < Math.ceil(calls / 2); i++) {
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        for (let k = i % 3; k < parsed.length; k += 3) {
          const l = parsed[k].live;
          if (l.lat === null || l.lon === null) continue;
          l.lat += 0.004;
          l.lon += 0.006;
          l.dt = now;
          await trx.updateTable('vehicle_live').set({ live: JSON.stringify(l), updated_at: now }).where('vehicle_id', '=', parsed[k].id).execute();
        }
      });
      const t0 = performance.now();
      await monit();
      moved.push(performance.now() - t0);
    }
    const gz = await monit('gzip');
    const figures: MonitFigures = {
      label: opts.label,
      vehicles: opts.vehicles,
      steady: { p50: pct(steady, 50), p95: pct(steady, 95) },
      moved: { p50: pct(moved, 50), p95: pct(moved, 95) },
      handlerP50: handler.length ? pct(handler, 50) : Number.NaN,
      rawBytes: Buffer.byteLength(body),
      gzipBytes: zlib.gzipSync(body).length,
      sentGzipBytes: gz.headers['content-encoding'] === 'gzip' ? gz.rawPayload.length : Number.NaN,
    };
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
  console.log(
    `${f.label.padEnd(10)} /app/monit, ${f.vehicles} vehicles: p50 ${f.steady.p50.toFixed(1)} ms, p95 ${f.steady.p95.toFixed(1)} ms ` +
      `(${(f.steady.p50 / 50).toFixed(2)} of the 50 ms target); a third moved: p50 ${f.moved.p50.toFixed(1)} ms, p95 ${f.moved.p95.toFixed(1)} ms; ` +
      `handler p50 ${f.handlerP50.toFixed(1)} ms`,
  );
  console.log(
    `${''.padEnd(10)} answer ${mb(f.rawBytes)} raw, ${mb(f.gzipBytes)} gzip (${mb(f.sentGzipBytes)} sent with Accept-Encoding: gzip)`,
  );
}
