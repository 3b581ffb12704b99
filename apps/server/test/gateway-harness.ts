import dgram from 'node:dgram';
import net from 'node:net';
import type { TeltonikaRecord } from '@namiar/protocols';
import { createEngineRunner } from '../src/engine/engine-runner';
import { startGateway } from '../src/gateway';
import type { DeviceConnectionLimits } from '../src/gateway/connection-guard';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import type { TestApp } from './harness';

/** The gateway on free ports, with the ingest writer and the engine, over a test app's database. */
export async function startTestGateway(t: TestApp, opts: { limits?: Partial<DeviceConnectionLimits> } = {}) {
  const engine = createEngineRunner(t.ctx, t.app.log);
  const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
  const gateway = await startGateway(t.ctx, writer, t.app.log, {
    teltonikaPort: 'any',
    osmandPort: 'any',
    host: '127.0.0.1',
    ...opts,
  });
  return {
    ...gateway,
    writer,
    engine,
    close: async () => {
      await gateway.close();
      await writer.close();
      await engine.idle();
    },
  };
}

/** A raw TCP client that collects what the server sends and tells when the server closed. */
export async function tcpClient(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = Buffer.alloc(0);
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on('data', (d) => {
    received = Buffer.concat([received, d]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const until = async (cond: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return {
    socket,
    send: (hex: string | Uint8Array) => socket.write(typeof hex === 'string' ? Buffer.from(hex, 'hex') : hex),
    /** Waits until n bytes arrived and takes them. */
    take: async (n: number) => {
      await until(() => received.length >= n);
      const out = received.subarray(0, n);
      received = received.subarray(n);
      return out.toString('hex');
    },
    waitClosed: (ms?: number) => until(() => closed, ms),
    get closed() {
      return closed;
    },
    end: () => socket.destroy(),
  };
}

export async function udpRequest(port: number, packet: Uint8Array, ms = 3000): Promise<string | null> {
  const s = dgram.createSocket('udp4');
  try {
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      s.on('message', (m) => {
        clearTimeout(timer);
        resolve(m.toString('hex'));
      });
      s.send(packet, port, '127.0.0.1');
    });
  } finally {
    s.close();
  }
}

/** A Traccar Client JSON request (the background-geolocation body) to the OsmAnd listener. */
export function postOsmAndJson(port: number, body: object) {
  return fetch(`http://127.0.0.1:${port}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A plain Teltonika record at `time` (Wrocław, 9 satellites, 40 km/h, ignition on) with `over` changed. */
export function teltonikaRecord(time: number, over: Partial<TeltonikaRecord> = {}): TeltonikaRecord {
  return {
    time,
    priority: 0,
    lon: 17.03,
    lat: 51.1,
    altitude: 100,
    angle: 0,
    satellites: 9,
    speed: 40,
    eventIoId: 0,
    io: new Map([[239, 1]]),
    ...over,
  };
}
