// Ingest end-to-end over real TCP (issue 3): N emulated Teltonika devices connect to a server
// started in a child process and send Codec 8E frames; each waits for the ACK (sent only after
// the commit) before its next frame, as real devices do. Three figures per database:
//   - connect: how long until all N devices are through the IMEI handshake (a fleet
//     reconnecting after a server restart);
//   - paced: every device sends one frame of `perFrame` records per second (N × perFrame
//     records/s offered, 50,000/s for 1,000 devices); records committed per second and the ACK
//     latency at that load — the latency a device sees;
//   - saturated: every device sends its next frame as soon as the previous one is acknowledged;
//     the most records/s the server commits. The ACK latency printed there is queueing: with N
//     frames always in flight it is N × perFrame / throughput (Little's law), not a service time.
// Only frames sent and acknowledged inside the measuring window count; the first seconds of each
// phase are a warm-up. The load generator shares the machine's cores with the server, so its own
// event-loop utilisation is printed too, and so is the server's CPU time per record: on a shared
// machine that figure, unlike records/s, hardly moves with what else runs.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc16Ibm, encodeAvlFrame, encodeImeiFrame, type TeltonikaRecord } from '@namiar/protocols';
import { registerFleet, startServerProcess, waitForPort } from '../apps/server/test/server-process';
import { imeiWithCheckDigit } from '../apps/server/src/demo/demo-records';
import { createTempDatabase } from '../scripts/pg-temp.mjs';

export interface PhaseFigures {
  recordsPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  ackMaxMs: number;
  records: number;
  /** Event-loop utilisation of the load generator during the phase (1 = saturated). */
  clientLoad: number;
  /**
   * CPU time the server process used per committed record (all its threads, user + system),
   * µs; NaN where /proc is missing. Unlike records/s it hardly depends on what else the
   * machine runs, so it is the figure to compare two versions by on a busy machine.
   */
  serverCpuUsPerRecord: number;
  /** The part of it on the server's main thread (the event loop that decodes and acknowledges). */
  mainThreadCpuUsPerRecord: number;
}

export interface IngestFigures {
  label: string;
  devices: number;
  perFrame: number;
  connectMs: number;
  offeredPerSecond: number;
  paced: PhaseFigures;
  saturated: PhaseFigures;
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

/** What the devices share during a phase: where to record, and when the phase ends. */
interface Phase {
  /** Frames sent at or after this (performance.now()) count... */
  from: number;
  /** ...and acknowledged before this. */
  to: number;
  /** ms between a device's frames; 0 = back to back. */
  intervalMs: number;
  latencies: number[];
  records: number;
}

/** One emulated device: a connection through the IMEI handshake, then phases of frames. */
async function connectDevice(port: number, imei: string, perFrame: number) {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  let buffered = Buffer.alloc(0);
  let want = 0;
  let waiter: { resolve: (b: Buffer) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  const settle = () => {
    if (!waiter) return;
    if (buffered.length >= want) {
      const out = buffered.subarray(0, want);
      buffered = buffered.subarray(want);
      const w = waiter;
      waiter = null;
      w.resolve(out);
    } else if (failure) {
      const w = waiter;
      waiter = null;
      w.reject(failure);
    }
  };
  const read = (n: number) =>
    new Promise<Buffer>((resolve, reject) => {
      want = n;
      waiter = { resolve, reject };
      settle();
    });
  socket.on('data', (d) => {
    buffered = buffered.length === 0 ? d : Buffer.concat([buffered, d]);
    settle();
  });
  let ending = false;
  socket.on('close', () => {
    if (!ending) failure = new Error(`device ${imei}: the server closed the connection`);
    settle();
  });
  socket.on('error', (e) => {
    failure = e;
    settle();
  });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(encodeImeiFrame(imei));
  if ((await read(1))[0] !== 1) throw new Error(`device ${imei} refused`);

  const next = frameTemplate(perFrame);
  let t = Date.UTC(2026, 0, 1) + Math.floor(Math.random() * 1000) * 1000;
  return {
    async run(phase: Phase, until: number) {
      // Paced devices start at a random point of their interval, so the load is even.
      let due = performance.now() + Math.random() * phase.intervalMs;
      for (;;) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sentAt = performance.now();
        if (sentAt >= until) return;
        const frame = next(t, 1000);
        t += perFrame * 1000;
        socket.write(frame);
        const ack = await read(4);
        const ackAt = performance.now();
        if (ack.readUInt32BE(0) !== perFrame) throw new Error(`device ${imei}: ACK of ${ack.readUInt32BE(0)}`);
        if (sentAt >= phase.from && ackAt < phase.to) {
          phase.latencies.push(ackAt - sentAt);
          phase.records += perFrame;
        }
        // A device behind its schedule (slow ACKs) sends at once, as one with buffered data does.
        due = Math.max(due + phase.intervalMs, ackAt);
      }
    },
    close() {
      ending = true;
      socket.end();
    },
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

type Device = Awaited<ReturnType<typeof connectDevice>>;

/**
 * CPU seconds a process has used so far (utime + stime from /proc), or NaN; with `mainThread`,
 * only its main thread's (the task whose id is the process id).
 */
function cpuSeconds(pid: number | undefined, mainThread = false): number {
  try {
    const fields = fs
      .readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    // after "pid (comm) ": state is field 0, utime 11, stime 12 (clock ticks, 100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function runPhase(
  devices: Device[],
  serverPid: number | undefined,
  intervalMs: number,
  warmupS: number,
  seconds: number,
) {
  const start = performance.now();
  const phase: Phase = {
    from: start + warmupS * 1000,
    to: start + (warmupS + seconds) * 1000,
    intervalMs,
    latencies: [],
    records: 0,
  };
  const elu0 = performance.eventLoopUtilization();
  let eluAtFrom = elu0;
  let cpuAtFrom = NaN;
  let cpuAtTo = NaN;
  let mainAtFrom = NaN;
  let mainAtTo = NaN;
  const marks = [
    setTimeout(() => {
      eluAtFrom = performance.eventLoopUtilization();
      cpuAtFrom = cpuSeconds(serverPid);
      mainAtFrom = cpuSeconds(serverPid, true);
    }, warmupS * 1000),
    setTimeout(
      () => {
        cpuAtTo = cpuSeconds(serverPid);
        mainAtTo = cpuSeconds(serverPid, true);
      },
      (warmupS + seconds) * 1000,
    ),
  ];
  await Promise.all(devices.map((d) => d.run(phase, phase.to)));
  marks.forEach(clearTimeout);
  const clientLoad = performance.eventLoopUtilization(eluAtFrom).utilization;
  phase.latencies.sort((a, b) => a - b);
  return {
    recordsPerSecond: phase.records / seconds,
    ackP50Ms: pct(phase.latencies, 50),
    ackP99Ms: pct(phase.latencies, 99),
    ackMaxMs: phase.latencies.at(-1) ?? NaN,
    records: phase.records,
    clientLoad,
    serverCpuUsPerRecord: ((cpuAtTo - cpuAtFrom) * 1e6) / phase.records,
    mainThreadCpuUsPerRecord: ((mainAtTo - mainAtFrom) * 1e6) / phase.records,
  } satisfies PhaseFigures;
}

export async function runIngestBench(opts: {
  label: string;
  databaseUrl?: string;
  devices?: number;
  perFrame?: number;
  seconds?: number;
}): Promise<IngestFigures> {
  const devices = opts.devices ?? 1000;
  const perFrame = opts.perFrame ?? 50;
  const seconds = opts.seconds ?? 8;
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
    // Every emulated device connects from the one load generator's address, all at once.
    NAMIAR_DEVICE_MAX_PER_ADDRESS: '1000000',
    NAMIAR_DEVICE_MAX_PENDING_PER_ADDRESS: '1000000',
  };
  const child = startServerProcess(serverEnv, { nodeArgs, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForPort(port, child);
    const connectStart = performance.now();
    const fleet = await Promise.all(imeis.map((imei) => connectDevice(port, imei, perFrame)));
    const connectMs = performance.now() - connectStart;
    // The paced phase warms up longer: it is the engine's first contact with every vehicle (configuration,
    // live state), a one-off cost a running server has paid long before.
    const paced = await runPhase(fleet, child.pid, 1000, 3, seconds);
    const saturated = await runPhase(fleet, child.pid, 0, 1, seconds);
    for (const d of fleet) d.close();
    return {
      label: opts.label,
      devices,
      perFrame,
      connectMs,
      offeredPerSecond: devices * perFrame,
      paced,
      saturated,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export function formatIngest(f: IngestFigures): string {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const load = (p: PhaseFigures) =>
    `server CPU ${p.serverCpuUsPerRecord.toFixed(1)} µs/record (main thread ${p.mainThreadCpuUsPerRecord.toFixed(1)}), load generator busy ${(p.clientLoad * 100).toFixed(0)}%`;
  return [
    `${f.label}: ${f.devices} devices through the handshake in ${n(f.connectMs)} ms`,
    `  paced, ${n(f.offeredPerSecond)} records/s offered: ${n(f.paced.recordsPerSecond)} records/s committed, ` +
      `ACK p50 ${ms(f.paced.ackP50Ms)}, p99 ${ms(f.paced.ackP99Ms)}, max ${ms(f.paced.ackMaxMs)} (target p99 < 50 ms; ${load(f.paced)})`,
    `  saturated: ${n(f.saturated.recordsPerSecond)} records/s committed (target ≥ 50,000), ` +
      `ACK p50 ${ms(f.saturated.ackP50Ms)}, p99 ${ms(f.saturated.ackP99Ms)} (queueing; ${load(f.saturated)})`,
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const f = await runIngestBench({
    label: process.env.BENCH_PG ? 'PostgreSQL' : 'SQLite',
    databaseUrl: process.env.BENCH_PG || undefined,
    devices: Number(process.env.BENCH_DEVICES ?? 1000),
    perFrame: Number(process.env.BENCH_PER_FRAME ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
  });
  console.log(formatIngest(f));
}
