import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeAvlFrame, encodeImeiFrame } from '@namiar/protocols';
import { loadConfig } from '../src/config';
import { imeiWithCheckDigit } from '../src/demo/demo-records';
import { openRuntime } from '../src/runtime';
import { teltonikaRecord } from './gateway-harness';
import { registerFleet, startServerProcess, waitForPort } from './server-process';
import { serverProcessSuite } from './server-process-suite';
import { DIALECTS } from './harness';

const DEVICES = 100;
const RECORDS_PER_DEVICE = 200;
const PER_FRAME = 10;

const record = (time: number) =>
  teltonikaRecord(time, {
    io: new Map([
      [239, 1],
      [240, 1],
    ]),
  });

/**
 * A device that behaves like a real Teltonika: it keeps its records until the server
 * acknowledges them, and after a lost connection reconnects and sends the unacknowledged ones again.
 */
async function device(port: () => number, imei: string, times: number[], acked: Set<number>, done: () => boolean) {
  let next = 0; // index of the first unacknowledged record
  while (next < times.length) {
    if (done()) return;
    try {
      next = await session(port(), imei, times, next, acked);
    } catch {
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

function session(port: number, imei: string, times: number[], from: number, acked: Set<number>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let buf = Buffer.alloc(0);
    let next = from;
    let stage: 'imei' | 'ack' = 'imei';
    let inFlight: number[] = [];
    const sendFrame = () => {
      if (next >= times.length) {
        socket.end();
        return resolve(next);
      }
      inFlight = times.slice(next, next + PER_FRAME);
      socket.write(encodeAvlFrame(0x8e, inFlight.map(record)));
    };
    socket.on('connect', () => socket.write(encodeImeiFrame(imei)));
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (stage === 'imei' && buf.length >= 1) {
        if (buf[0] !== 1) return reject(new Error('refused'));
        buf = buf.subarray(1);
        stage = 'ack';
        sendFrame();
      }
      while (stage === 'ack' && buf.length >= 4) {
        const n = buf.readUInt32BE(0);
        buf = buf.subarray(4);
        if (n !== inFlight.length) return reject(new Error(`bad ack ${n}`));
        for (const t of inFlight) acked.add(t);
        next += inFlight.length;
        sendFrame();
      }
    });
    const fail = () => {
      socket.destroy();
      reject(new Error('connection lost'));
    };
    socket.on('error', fail);
    socket.on('close', () => (next >= times.length ? resolve(next) : fail()));
  });
}

describe.each(DIALECTS)('crash during ingest on %s', (dialect) => {
  const suite = serverProcessSuite(dialect, 'crash');
  let child: ChildProcess | null = null;
  afterAll(() => child?.kill('SIGKILL'));

  it('keeps every acknowledged record, once, after SIGKILL and a restart', async () => {
    const { port, env } = await suite.world({
      NAMIAR_LOG_LEVEL: 'fatal',
      // The hundred devices reconnect from one address at once after the restart.
      NAMIAR_DEVICE_MAX_PENDING_PER_ADDRESS: '1000',
    });
    const imeis = Array.from({ length: DEVICES }, (_, i) => imeiWithCheckDigit(`3581000${String(i).padStart(7, '0')}`));
    await registerFleet(env, 'crash', imeis);
    child = startServerProcess(env);
    await waitForPort(port, child);

    const base = Date.parse('2026-10-01T00:00:00Z');
    const times = Array.from({ length: RECORDS_PER_DEVICE }, (_, i) => base + i * 10_000);
    const acked = imeis.map(() => new Set<number>());
    let finished = false;
    const devices = imeis.map((imei, i) =>
      device(
        () => port,
        imei,
        times,
        acked[i],
        () => finished,
      ),
    );

    // Kill the server in the middle of the stream, remember what was acknowledged by then.
    const ackedNow = () => acked.reduce((n, s) => n + s.size, 0);
    for (let i = 0; i < 200 && ackedNow() < (DEVICES * RECORDS_PER_DEVICE) / 5; i++)
      await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const ackedBeforeCrash = ackedNow();
    expect(ackedBeforeCrash).toBeGreaterThan(0);
    expect(ackedBeforeCrash).toBeLessThan(DEVICES * RECORDS_PER_DEVICE);

    child = startServerProcess(env);
    await waitForPort(port, child);
    const all = Promise.all(devices);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('devices did not finish')), 60_000));
    await Promise.race([all, timeout]);
    finished = true;
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    const { ctx, database } = await openRuntime(loadConfig(env));
    try {
      const rows = await ctx.db
        .selectFrom('positions as p')
        .innerJoin('vehicles as v', 'v.id', 'p.vehicle_id')
        .select(['v.imei', 'p.time'])
        .execute();
      const stored = new Map<string, number[]>();
      for (const r of rows) stored.set(r.imei, [...(stored.get(r.imei) ?? []), r.time]);
      for (const [i, imei] of imeis.entries()) {
        const mine = stored.get(imei) ?? [];
        expect(new Set(mine).size, `no duplicates for ${imei}`).toBe(mine.length);
        expect(
          mine.sort((a, b) => a - b),
          `every record of ${imei}`,
        ).toEqual(times);
        for (const t of acked[i]) expect(mine.includes(t)).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
