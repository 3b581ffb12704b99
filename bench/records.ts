// The vehicle records with a big company (issue 14: 'a vehicle save answers within 100 ms on the
// server'). The app is built in-process on a fresh database (a SQLite file, or a temporary
// PostgreSQL database) filled by records-seed.ts through the real save, and listens on
// loopback; a plain HTTP client (keep-alive, Accept-Encoding as browsers ask) calls it as the
// web does. Server time is taken by the server's own hooks, from the request's arrival to the
// last byte of the answer handed to the socket. Measured: the list (/app/vehicles with
// gridSchema, every vehicle), the editor's load (/app/vehicles/details) and a typical edit's
// save (/app/vehicles/save: name, two inputs, an alarm time and flag changed, the body built by
// the editor's own mapping from the details answer), each over different vehicles spread over
// the fleet, after a warm-up.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import type { VehicleDetailsAnswer, VehicleListRow } from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/http/context';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { toSaveBody, toValues, type VehicleValues } from '../apps/web/src/features/vehicles/vehicleForm';
import { createTempDatabase } from '../scripts/pg-temp.mjs';
import { seedVehicleRecords } from './records-seed';

export interface Spread {
  median: number;
  p95: number;
  max: number;
}

export interface RecordsFigures {
  label: string;
  vehicles: number;
  /** Seconds the seed's saves took, and the saves' mean (each a new vehicle, through HTTP inject). */
  seedSeconds: number;
  list: Spread;
  listBytes: number;
  details: Spread;
  save: Spread;
  saves: number;
  load: string;
}

const BROWSER = {
  'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
  'accept-encoding': 'gzip, deflate, br',
};

export function spread(xs: number[]): Spread {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

/** The typical edit of round `i`: the name, two inputs (a description, a minimum time, one switched on), an alarm. */
export function typicalEdit(values: VehicleValues, i: number, inoutIds: number[]): VehicleValues {
  const v = structuredClone(values) as VehicleValues & Record<string, unknown>;
  v.reg_no = `${v.reg_no.replace(/ \(.*\)$/, '')} (${i % 2 === 0 ? 'serwis' : 'trasa'})`;
  v.inputs[1] = {
    ...v.inputs[1],
    active: true,
    description_id: inoutIds[i % inoutIds.length],
    min_duration: 5 + (i % 10),
  };
  v.inputs[4] = { ...v.inputs[4], active: !v.inputs[4].active, type_id: 2 };
  v.alarm_speeding_time = Number(v.alarm_speeding_time ?? 30) === 30 ? 45 : 30;
  v.alarmtf__fast_breaking = !v.alarmtf__fast_breaking;
  return v;
}

export async function runRecordsBench(opts: {
  label: string;
  vehicles: number;
  databaseUrl?: string;
  saves?: number;
  listCalls?: number;
}): Promise<RecordsFigures> {
  const saves = opts.saves ?? 50;
  const listCalls = opts.listCalls ?? 30;
  const warmup = 10;
  const temp = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench_records') : null;
  const dir = temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-records-'));
  const database = openDatabase(temp ? { databaseUrl: temp.url } : { sqliteFile: path.join(dir!, 'namiar.sqlite') });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
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
    const seed = await seedVehicleRecords(ctx, { vehicles: opts.vehicles });
    const app = await buildApp(ctx, { logger: false });
    const serverMs = new Map<string, number[]>();
    const started = new WeakMap<object, number>();
    app.addHook('onRequest', async (request) => {
      started.set(request, performance.now());
    });
    app.addHook('onResponse', async (request) => {
      const list = serverMs.get(request.url) ?? [];
      list.push(performance.now() - started.get(request)!);
      serverMs.set(request.url, list);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;

    let cookie = '';
    const call = (url: string, body: Record<string, string>) =>
      new Promise<{ status: number; bytes: number; text: string; headers: http.IncomingHttpHeaders }>(
        (resolve, reject) => {
          const req = http.request(
            { host: '127.0.0.1', port, path: url, method: 'POST', agent, headers: { ...BROWSER, cookie } },
            (res) => {
              const chunks: Buffer[] = [];
              let bytes = 0;
              res.on('data', (c: Buffer) => {
                bytes += c.length;
                chunks.push(c);
              });
              res.on('end', () => {
                const raw = Buffer.concat(chunks);
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
                resolve({ status: res.statusCode!, bytes, text, headers: res.headers });
              });
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(new URLSearchParams(body).toString());
        },
      );
    const json = async <T>(url: string, body: Record<string, string>) => {
      const res = await call(url, body);
      const answer = JSON.parse(res.text) as T & { err?: unknown };
      if (res.status !== 200 || answer.err) throw new Error(`records bench ${url}: ${res.status} ${res.text}`);
      return { answer, bytes: res.bytes };
    };
    const cookieNamed = (h: http.IncomingHttpHeaders, name: string) =>
      (h['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
    const issued = await call('/app/login/gettoken', { clogin: seed.clogin, ulogin: seed.login });
    const { token } = JSON.parse(issued.text) as { token: string };
    const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
    cookie = cookieNamed(issued.headers, 'namiar_login'); // the token is bound to it (issue 28 §2)
    const login = await call('/app/login', {
      clogin: seed.clogin,
      ulogin: seed.login,
      code: md5(token + seed.clogin + seed.login + md5(seed.password)),
    });
    cookie = cookieNamed(login.headers, 'namiar_sid');

    const listOnce = () =>
      json<{ vehicles: VehicleListRow[]; grid: unknown[] }>('/app/vehicles', { gridSchema: 'true' });
    for (let i = 0; i < 5; i++) await listOnce();
    serverMs.clear();
    let listBytes = 0;
    for (let i = 0; i < listCalls; i++) {
      const { answer, bytes } = await listOnce();
      if (answer.vehicles.length !== opts.vehicles || !answer.grid) throw new Error('records bench: list incomplete');
      listBytes = bytes;
    }
    const list = spread(serverMs.get('/app/vehicles')!);

    // Open and save vehicles spread over the fleet (not the same few rows every time).
    const stride = Math.max(1, Math.floor(seed.vehicleIds.length / (saves + warmup)));
    const edited: { vid: number; regNo: string }[] = [];
    serverMs.clear();
    for (let i = 0; i < saves + warmup; i++) {
      if (i === warmup) serverMs.clear();
      const vid = seed.vehicleIds[(i * stride) % seed.vehicleIds.length];
      const { answer: details } = await json<VehicleDetailsAnswer>('/app/vehicles/details', { vid: String(vid) });
      const inout = details.vehicle_inout_descriptions.map((d) => d.value);
      const values = typicalEdit(toValues(details), i, inout);
      const { answer } = await json<{ vid: number }>('/app/vehicles/save', toSaveBody(values));
      if (answer.vid !== vid) throw new Error(`records bench: saved ${answer.vid}, not ${vid}`);
      edited.push({ vid, regNo: values.reg_no });
    }
    // What was saved is what loads: the last edit is there.
    const last = edited.at(-1)!;
    const { answer: check } = await json<VehicleDetailsAnswer>('/app/vehicles/details', { vid: String(last.vid) });
    if (check.vehicle.reg_no !== last.regNo) throw new Error('records bench: the edit was not saved');
    const details = spread(serverMs.get('/app/vehicles/details')!.slice(0, saves));
    const save = spread(serverMs.get('/app/vehicles/save')!);
    await app.close();
    return {
      label: opts.label,
      vehicles: opts.vehicles,
      seedSeconds: seed.seedSeconds,
      list,
      listBytes,
      details,
      save,
      saves: serverMs.get('/app/vehicles/save')!.length,
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    };
  } finally {
    agent.destroy();
    await database.close();
    await temp?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printRecordsFigures(f: RecordsFigures): void {
  const ms = (x: Spread) => `median ${x.median.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms`;
  console.log(
    `${f.label.padEnd(10)} save of an edit (name, 2 inputs, an alarm), ${f.saves} vehicles: ${ms(f.save)} ` +
      `(target ≤ 100 ms: ${f.save.max <= 100 ? 'met' : f.save.p95 <= 100 ? 'met at p95, not at max' : 'MISSED'})`,
  );
  console.log(`${''.padEnd(10)} editor load /app/vehicles/details: ${ms(f.details)}`);
  console.log(
    `${''.padEnd(10)} list /app/vehicles with gridSchema, ${f.vehicles} rows: ${ms(f.list)}; ${(f.listBytes / 1e3).toFixed(0)} kB sent (brotli)`,
  );
  console.log(
    `${''.padEnd(10)} seeded by ${f.vehicles} saves of new vehicles in ${f.seedSeconds.toFixed(1)} s ` +
      `(${((f.seedSeconds * 1000) / f.vehicles).toFixed(1)} ms each); load average ${f.load}`,
  );
}
