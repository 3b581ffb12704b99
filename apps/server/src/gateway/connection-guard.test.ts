import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionGuard, FILE_RESERVE, fileLimitCap, type DeviceConnectionLimits } from './connection-guard';
import { readFileLimit } from './file-limit';

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;

/** A listener whose connections go through a guard; `identify` marks a connection's device known. */
async function guarded(limits: Partial<DeviceConnectionLimits>) {
  const guard = new ConnectionGuard(limits, silent);
  const admitted: { socket: net.Socket; identified: () => void }[] = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    const g = guard.admit(socket, 'test');
    if (g) admitted.push({ socket, identified: g.identified });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return { guard, admitted, server, port };
}

/** A client connection from `localAddress` that records when the server closed or reset it. */
function client(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  // A connection reset at once may close without ever reporting 'connect'.
  const connected = Promise.race([new Promise<void>((r) => socket.once('connect', () => r())), closed]);
  return { socket, closed, connected };
}

const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
const isClosed = (c: { closed: Promise<void> }) =>
  Promise.race([c.closed.then(() => true), settle(300).then(() => false)]);

let servers: net.Server[] = [];
const clients: net.Socket[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

async function open(port: number, n: number, localAddress?: string) {
  const list = Array.from({ length: n }, () => client(port, localAddress));
  clients.push(...list.map((c) => c.socket));
  await Promise.all(list.map((c) => c.connected));
  await settle();
  return list;
}

describe('device connection guard', () => {
  it('refuses connections of one address past its cap of unnamed ones; named ones make room', async () => {
    const g = await guarded({ pendingPerAddress: 3, perAddress: 100 });
    servers.push(g.server);
    const first = await open(g.port, 5);
    expect(g.guard.connections).toBe(3);
    expect(await Promise.all(first.map(isClosed))).toEqual([false, false, false, true, true]);
    expect(g.guard.refused.get('test:pending_per_address')).toBe(2);
    // Another address is not affected.
    await open(g.port, 2, '127.0.0.2');
    expect(g.guard.connections).toBe(5);
    // Once the three name a device, three more unnamed ones fit.
    for (const a of g.admitted.slice(0, 3)) a.identified();
    const more = await open(g.port, 3);
    expect(await Promise.all(more.map(isClosed))).toEqual([false, false, false]);
    expect(g.guard.connections).toBe(8);
  });

  it('holds an address to its cap of all connections, named or not', async () => {
    const g = await guarded({ pendingPerAddress: 10, perAddress: 4 });
    servers.push(g.server);
    await open(g.port, 4);
    for (const a of g.admitted) a.identified();
    const over = await open(g.port, 2);
    expect(await Promise.all(over.map(isClosed))).toEqual([true, true]);
    expect(g.guard.refused.get('test:per_address')).toBe(2);
    expect(g.guard.connections).toBe(4);
  });

  it('at the process cap the oldest unnamed connection makes room; with none unnamed a new one is refused', async () => {
    const g = await guarded({ total: 4, pendingPerAddress: 10 });
    servers.push(g.server);
    const silentOnes = await open(g.port, 3, '127.0.0.3');
    const device = await open(g.port, 1, '127.0.0.4');
    g.admitted[3].identified();
    // A fifth connection evicts the oldest silent one, not the device.
    const fifth = await open(g.port, 1, '127.0.0.5');
    expect(await isClosed(silentOnes[0])).toBe(true);
    expect(await isClosed(device[0])).toBe(false);
    expect(await isClosed(fifth[0])).toBe(false);
    expect(g.guard.refused.get('test:evicted')).toBe(1);
    expect(g.guard.connections).toBe(4);
    // Every connection named: the cap refuses.
    for (const a of g.admitted) a.identified();
    const refused = await open(g.port, 1, '127.0.0.6');
    expect(await isClosed(refused[0])).toBe(true);
    expect(g.guard.refused.get('test:total')).toBe(1);
    expect(g.guard.connections).toBe(4);
  });

  it('closes a connection that names no device within the deadline, however it keeps sending', async () => {
    const g = await guarded({ helloMs: 400 });
    servers.push(g.server);
    const [talker, named] = await open(g.port, 2);
    g.admitted[1].identified();
    const drip = setInterval(() => talker.socket.write('x'), 50);
    try {
      await Promise.race([talker.closed, settle(2000)]);
      expect(await isClosed(talker)).toBe(true);
      expect(await isClosed(named)).toBe(false);
      expect(g.guard.refused.get('test:hello_timeout')).toBe(1);
      expect(g.guard.connections).toBe(1);
    } finally {
      clearInterval(drip);
    }
  });

  it('keeps HTTP and the database a reserve of the file limit', () => {
    expect(fileLimitCap(20_000)).toBe(20_000 - FILE_RESERVE);
    expect(fileLimitCap(1024)).toBe(64);
    expect(fileLimitCap(null)).toBe(16_000);
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             95524                95524                processes',
      'Max open files            1024                 524288               files',
    ].join('\n');
    expect(readFileLimit(limits)).toEqual({ soft: 1024, hard: 524288 });
    expect(readFileLimit('Max open files  unlimited unlimited files')).toEqual({ soft: null, hard: null });
    // This process's own limits are read.
    expect(readFileLimit().soft).toBeGreaterThan(0);
  });
});
