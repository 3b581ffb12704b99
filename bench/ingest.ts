// Ingest end-to-end over real TCP (issue 3): N emulated Teltonika devices connect to a server
// started in a child process, each sends Codec 8E frames and waits for the ACK (sent only after
// the commit) before the next one. Prints records committed per second and ACK latency.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc16Ibm, encodeAvlFrame, encodeImeiFrame, type TeltonikaRecord } from '@namiar/protocols';
import { registerFleet, startServerProcess, waitForPort } from '../apps/server/test/server-process';
import { imeiWithCheckDigit } from '../apps/server/src/demo/demo-records';
import { createTempDatabase } from '../scripts/pg-temp.mjs';

export interface IngestFigures {
  label: string;
  devices: number;
  recordsPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  stored: number;
}

function record(time: number, i: number): TeltonikaRecord {
  const io = new Map<number, number>([
    [239, 1],
    [240, 1],
    [21, 4],
    [69, 1],
    [66, 27800 + (i % 100)],
    [67, 4100],
    [16, 1_000_000 + i * 10],
    [24, 60 + (i % 30)],
    [1, 1],
    [2, 0],
    [179, 0],
    [201, 2000],
    [72, 45],
    [181, 9],
    [182, 7],
  ]);
  return {
    time,
    priority: 0,
    lon: 17.03 + i * 1e-4,
    lat: 51.1 + i * 1e-4,
    altitude: 120,
    angle: 90,
    satellites: 11,
    speed: 60,
    eventIoId: 0,
    io,
  };
}

/** A device's frame built once; each send patches the record times and the CRC in place. */
function frameTemplate(perFrame: number) {
  const frame = encodeAvlFrame(
    0x8e,
    Array.from({ length: perFrame }, (_, i) => record(0, i)),
  );
  const dataLen = new DataView(frame.buffer, frame.byteOffset).getUint32(4);
  const recordSize = (dataLen - 3) / perFrame;
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  return (firstTime: number, stepMs: number) => {
    for (let i = 0; i < perFrame; i++) view.setBigUint64(10 + i * recordSize, BigInt(firstTime + i * stepMs));
    view.setUint32(8 + dataLen, crc16Ibm(frame, 8, 8 + dataLen));
    return frame;
  };
}

async function runDevice(port: number, imei: string, perFrame: number, until: number, latencies: number[]) {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  let pending: ((b: Buffer) => void) | null = null;
  let buffered = Buffer.alloc(0);
  let closed = false;
  let fail: (e: Error) => void = () => {};
  socket.on('close', () => {
    closed = true;
    fail(new Error(`device ${imei}: the server closed the connection`));
  });
  const read = (n: number) =>
    new Promise<Buffer>((resolve, reject) => {
      if (closed) return reject(new Error(`device ${imei}: connection closed`));
      fail = reject;
      const check = () => {
        if (buffered.length >= n) {
          const out = buffered.subarray(0, n);
          buffered = buffered.subarray(n);
          pending = null;
          resolve(out);
        }
      };
      pending = () => check();
      check();
    });
  socket.on('data', (d) => {
    buffered = Buffer.concat([buffered, d]);
    pending?.(buffered);
  });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(encodeImeiFrame(imei));
  if ((await read(1))[0] !== 1) throw new Error(`device ${imei} refused`);
  const next = frameTemplate(perFrame);
  let t = Date.UTC(2026, 0, 1) + Math.floor(Math.random() * 1000) * 1000;
  let acked = 0;
  while (Date.now() < until) {
    const frame = next(t, 1000);
    t += perFrame * 1000;
    const sentAt = performance.now();
    socket.write(frame);
    const ack = await read(4);
    latencies.push(performance.now() - sentAt);
    acked += ack.readUInt32BE(0);
  }
  closed = true; // our own close is not a failure
  socket.end();
  return acked;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

export async function runIngestBench(opts: {
  label: string;
  databaseUrl?: string;
  devices?: number;
  perFrame?: number;
  seconds?: number;
}): Promise<IngestFigures> {
  const devices = opts.devices ?? 1000;
  const perFrame = opts.perFrame ?? 50;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-ingest-'));
  const temp = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench') : null;
  const env = { NAMIAR_DATA_DIR: dataDir, DATABASE_URL: temp?.url ?? '', NAMIAR_DEMO: 'off' };
  const port = 15027 + Math.floor(Math.random() * 1000);
  const imeis = Array.from({ length: devices }, (_, i) => imeiWithCheckDigit(`3580000${String(i).padStart(7, '0')}`));
  await registerFleet(env, 'bench', imeis);
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const serverEnv = {
    ...env,
    NAMIAR_HTTP_PORT: String(port + 1000),
    NAMIAR_TELTONIKA_PORT: String(port),
    NAMIAR_OSMAND_PORT: '0',
    NAMIAR_LOG_LEVEL: 'warn',
  };
  const child = startServerProcess(serverEnv, { nodeArgs, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForPort(port, child);
    const latencies: number[] = [];
    const seconds = opts.seconds ?? 10;
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    const acked = await Promise.all(imeis.map((imei) => runDevice(port, imei, perFrame, until, latencies)));
    const elapsed = (performance.now() - started) / 1000;
    const total = acked.reduce((a, b) => a + b, 0);
    latencies.sort((a, b) => a - b);
    return {
      label: opts.label,
      devices,
      recordsPerSecond: total / elapsed,
      ackP50Ms: pct(latencies, 50),
      ackP99Ms: pct(latencies, 99),
      stored: total,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const f = await runIngestBench({ label: 'SQLite', devices: Number(process.env.DEVICES ?? 1000) });
  console.log(f);
}
