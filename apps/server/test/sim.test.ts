/**
 * The demo fleet's Teltonika device emulator against a tiny fake gateway (node:net on port 0,
 * decoding with the protocols package's stream decoder): handshake, ACK, resend after a lost
 * connection or a missing ACK, back-off after a refused IMEI, Codec 12 commands, and the
 * whole fleet running live after its history.
 */
import net from 'node:net';
import type { Position } from '@namiar/domain/telemetry';
import {
  createTeltonikaStream,
  encodeAck,
  encodeCodec12Command,
  encodeImeiReply,
  mapTeltonikaRecord,
  type TeltonikaRecord,
} from '@namiar/protocols';
import { afterEach, describe, expect, it } from 'vitest';
import { createVehicleSimulation } from '../src/sim/behaviour';
import { TeltonikaDevice } from '../src/sim/device';
import { DEMO_FLEET } from '../src/sim/fleet';
import { generateHistory, startDemoFleet } from '../src/sim/index';

type FrameAction = 'ack' | 'close' | 'ignore' | { count: number };

interface FakeGatewayOptions {
  /** Accept (true) or refuse (false) the n-th connection's IMEI (0-based). */
  accept?: (imei: string, connection: number) => boolean;
  /** What to do with the n-th AVL frame (0-based, over all connections). */
  onFrame?: (records: TeltonikaRecord[], frame: number) => FrameAction;
}

class FakeGateway {
  readonly server: net.Server;
  port = 0;
  connections = 0;
  connectTimes: number[] = [];
  imeis: string[] = [];
  /** Every record received, acknowledged or not. */
  received: TeltonikaRecord[] = [];
  /** Records acknowledged, per IMEI. */
  stored = new Map<string, TeltonikaRecord[]>();
  frames = 0;
  /** AVL frames that arrived on connections whose IMEI was refused. */
  framesWhileRefused = 0;
  responses: string[] = [];
  private sockets = new Set<net.Socket>();

  constructor(private readonly opts: FakeGatewayOptions = {}) {
    this.server = net.createServer((socket) => this.onConnection(socket));
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** Sends a Codec 12 command on every open connection. */
  command(text: string): void {
    for (const s of this.sockets) s.write(encodeCodec12Command(text));
  }

  /** Closes every open connection, as the real gateway does with an idle link. */
  dropAll(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onConnection(socket: net.Socket): void {
    const n = this.connections++;
    this.connectTimes.push(Date.now());
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    const stream = createTeltonikaStream();
    let imei = '';
    let refused = false;
    socket.on('data', (chunk) => {
      for (const m of stream.push(chunk)) {
        if (m.kind === 'imei') {
          imei = m.imei;
          this.imeis.push(imei);
          const ok = this.opts.accept ? this.opts.accept(imei, n) : true;
          socket.write(encodeImeiReply(ok));
          if (!ok) {
            refused = true;
            socket.end();
          }
        } else if (m.kind === 'avl') {
          if (refused) this.framesWhileRefused++;
          const frame = this.frames++;
          this.received.push(...m.records);
          const action = this.opts.onFrame ? this.opts.onFrame(m.records, frame) : 'ack';
          if (action === 'close') socket.destroy();
          else if (action === 'ack') {
            const list = this.stored.get(imei) ?? [];
            list.push(...m.records);
            this.stored.set(imei, list);
            socket.write(encodeAck(m.records.length));
          } else if (action !== 'ignore') socket.write(encodeAck(action.count));
        } else if (m.kind === 'codec12') this.responses.push(m.text);
        else if (m.kind === 'error') socket.destroy();
      }
    });
  }
}

async function until(what: string, cond: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const SPEC = DEMO_FLEET.find((s) => s.regno === 'DW 2R905')!;
const START = Date.UTC(2026, 10, 10, 5);
/** A morning of one truck's records: a few hundred, driving included. */
function morning(): Position[] {
  return createVehicleSimulation(SPEC, 11, START).next(START + 6 * 3_600_000);
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function gateway(opts?: FakeGatewayOptions): Promise<FakeGateway> {
  const g = await new FakeGateway(opts).listen();
  cleanup.push(() => g.close());
  return g;
}

function device(g: FakeGateway, extra: Partial<ConstructorParameters<typeof TeltonikaDevice>[0]> = {}) {
  const d = new TeltonikaDevice({
    host: '127.0.0.1',
    port: g.port,
    imei: SPEC.imei,
    minBackoffMs: 20,
    maxBackoffMs: 200,
    axles: SPEC.load?.axles,
    ...extra,
  });
  cleanup.push(() => d.stop());
  return d;
}

describe('Teltonika device emulator', () => {
  it('sends the IMEI, then records in frames; each ACK drops its records from the buffer', async () => {
    const g = await gateway();
    const d = device(g, { maxBatch: 25 });
    const ps = morning();
    expect(ps.length).toBeGreaterThan(100);
    const acks: number[] = [];
    d.on('ack', () => acks.push(d.buffered));
    d.push(ps);
    expect(d.buffered).toBe(ps.length);
    await until('all records acknowledged', () => d.buffered === 0);
    expect(g.imeis).toEqual([SPEC.imei]);
    const stored = g.stored.get(SPEC.imei)!;
    expect(stored.map((r) => r.time)).toEqual(ps.map((p) => p.time));
    // The buffer shrank by a frame at each ACK.
    expect(acks[0]).toBe(ps.length - 25);
    expect(acks[acks.length - 1]).toBe(0);
    expect(d.counters).toMatchObject({ sent: ps.length, acked: ps.length, resent: 0, reconnects: 0, rejects: 0 });
    // The gateway reads back what the simulation produced.
    const back = mapTeltonikaRecord(stored[10]);
    expect(back.lat).toBe(ps[10].lat);
    expect(back.odometer).toBe(ps[10].odometer);
    expect(back.fuelProbe1).toBe(ps[10].fuelProbe1);
  });

  it('resends the same records after the connection drops before the ACK', async () => {
    const g = await gateway({ onFrame: (_r, frame) => (frame === 1 ? 'close' : 'ack') });
    const d = device(g, { maxBatch: 20 });
    const ps = morning().slice(0, 100);
    d.push(ps);
    await until('all records acknowledged', () => d.buffered === 0);
    expect(g.connections).toBe(2);
    expect(d.counters.reconnects).toBe(1);
    expect(d.counters.resent).toBe(20);
    expect(d.counters.sent).toBe(120);
    expect(d.counters.acked).toBe(100);
    // The second frame arrived twice, identical; the stored records are each record once.
    const times = g.received.map((r) => r.time);
    expect(times.slice(20, 40)).toEqual(times.slice(40, 60));
    expect(g.stored.get(SPEC.imei)!.map((r) => r.time)).toEqual(ps.map((p) => p.time));
  });

  it('resends after an ACK timeout, and after an ACK with the wrong count', async () => {
    const g = await gateway({
      onFrame: (r, frame) => (frame === 0 ? 'ignore' : frame === 2 ? { count: r.length - 1 } : 'ack'),
    });
    const d = device(g, { maxBatch: 10, ackTimeoutMs: 150 });
    const ps = morning().slice(0, 30);
    d.push(ps);
    await until('all records acknowledged', () => d.buffered === 0);
    expect(d.counters.timeouts).toBe(2);
    expect(d.counters.resent).toBe(20);
    expect(g.connections).toBe(3);
    expect(g.stored.get(SPEC.imei)!.map((r) => r.time)).toEqual(ps.map((p) => p.time));
  });

  it('backs off after a refused IMEI (0x00) and sends nothing on a refused link', async () => {
    const g = await gateway({ accept: (_imei, n) => n >= 2 });
    const d = device(g, { rejectBackoffMs: 150 });
    const ps = morning().slice(0, 10);
    d.push(ps);
    await until('records stored', () => d.buffered === 0, 15_000);
    expect(d.counters.rejects).toBe(2);
    expect(g.framesWhileRefused).toBe(0);
    expect(g.connections).toBe(3);
    const [c0, c1, c2] = g.connectTimes;
    expect(c1 - c0).toBeGreaterThanOrEqual(140); // first refusal: 150 ms
    expect(c2 - c1).toBeGreaterThanOrEqual(290); // second in a row: doubled
    expect(g.stored.get(SPEC.imei)!.length).toBe(10);
  });

  it('a standing device (stayConnected) opens its link again after the gateway closes it idle', async () => {
    const g = await gateway();
    const standing = device(g, { stayConnected: true });
    standing.start();
    await until('connected', () => standing.connected);
    g.dropAll();
    await until('connected again', () => g.connections === 2 && standing.connected);
    g.command('getinfo');
    await until('the command answered on the new link', () => g.responses.length === 1);

    // Without the option, a device with nothing to send stays off after the loss.
    const g2 = await gateway();
    const waiting = device(g2);
    waiting.start();
    await until('connected', () => waiting.connected);
    g2.dropAll();
    await until('disconnected', () => !waiting.connected);
    await new Promise((r) => setTimeout(r, 300));
    expect(g2.connections).toBe(1);
  });

  it('answers Codec 12 commands with a Codec 12 response', async () => {
    const g = await gateway();
    const d = device(g);
    d.push(morning().slice(0, 5));
    await until('records stored', () => d.buffered === 0);
    g.command('getinfo');
    g.command('setdigout 1');
    await until('two responses', () => g.responses.length === 2);
    expect(g.responses[0]).toMatch(/^INI:/);
    expect(g.responses[1]).toMatch(/^DOUT1:1/);
    expect(d.counters.commands).toBe(2);
  });
});

describe('demo fleet', () => {
  it('history continues seamlessly into the live run through one device per vehicle', async () => {
    const g = await gateway();
    const endTime = Date.UTC(2026, 10, 18, 9, 30);
    const history = new Map<string, Position[]>();
    const result = await generateHistory({
      days: 1,
      endTime,
      sink: async (imei, positions) => {
        const list = history.get(imei) ?? [];
        for (const p of positions) {
          if (list.length > 0) expect(p.time).toBeGreaterThan(list[list.length - 1].time);
          list.push(p);
        }
        history.set(imei, list);
      },
    });
    expect(result.records).toBe([...history.values()].reduce((s, l) => s + l.length, 0));
    expect(history.size).toBe(DEMO_FLEET.length);
    for (const list of history.values()) expect(list[list.length - 1].time).toBeLessThanOrEqual(endTime);

    // A fake clock: the live run starts 10 s after the history end and runs 20 simulated minutes.
    let clock = endTime + 10_000;
    const fleet = startDemoFleet({
      host: '127.0.0.1',
      port: g.port,
      state: result.state,
      now: () => clock,
      tickMs: 10,
    });
    cleanup.push(() => fleet.stop());
    await until('every device connected', () => new Set(g.imeis).size === DEMO_FLEET.length);
    for (let i = 0; i < 20; i++) {
      clock += 60_000;
      await new Promise((r) => setTimeout(r, 25));
    }
    await until('the devices drained their buffers', () => [...fleet.devices.values()].every((d) => d.buffered === 0));
    expect(fleet.counters().acked).toBeGreaterThan(DEMO_FLEET.length);
    for (const spec of DEMO_FLEET) {
      const past = history.get(spec.imei)!;
      const last = past[past.length - 1];
      const live = (g.stored.get(spec.imei) ?? []).map((r) => mapTeltonikaRecord(r));
      expect(live.length, spec.regno).toBeGreaterThan(0);
      const first = live[0];
      // No overlap, no gap longer than the device's record period, counters carry on.
      expect(first.time).toBeGreaterThan(last.time);
      expect(first.time - last.time).toBeLessThanOrEqual(spec.intervals.parked * 1000);
      if (last.odometer !== null) {
        expect(first.odometer!).toBeGreaterThanOrEqual(last.odometer);
        expect(first.odometer! - last.odometer).toBeLessThan(5_000);
      }
      if (!first.valid || !last.valid) continue;
      // The same place, give or take the distance covered in between.
      const km = Math.hypot(first.lat - last.lat, (first.lon - last.lon) * 0.62) * 111;
      expect(km, spec.regno).toBeLessThan(5);
    }
    await fleet.stop();
    expect([...fleet.devices.values()].every((d) => !d.connected)).toBe(true);
  }, 60_000);

  it('rebuilt from its epoch after a restart, sends the backlog after the last stored record', async () => {
    const g = await gateway();
    const endTime = Date.UTC(2026, 10, 18, 9, 30);
    const spec = DEMO_FLEET[0];
    const collected: Position[] = [];
    const result = await generateHistory({
      days: 1,
      endTime,
      fleet: [spec],
      sink: async (_imei, ps) => void collected.push(...ps),
    });
    // "Restart" two hours later: the device sends what it recorded meanwhile.
    const clock = endTime + 2 * 3_600_000;
    const fleet = startDemoFleet({
      host: '127.0.0.1',
      port: g.port,
      fleet: [spec],
      epoch: result.state.epoch,
      resumeFrom: endTime,
      now: () => clock,
      tickMs: 10,
    });
    cleanup.push(() => fleet.stop());
    await until('backlog stored', () => fleet.devices.get(spec.imei)!.buffered === 0 && g.stored.size === 1);
    const sent = g.stored.get(spec.imei)!;
    expect(sent[0].time).toBeGreaterThan(endTime);
    expect(sent[sent.length - 1].time).toBeLessThanOrEqual(clock);
    // Deterministic: the same simulation run without a break produces exactly these records.
    const whole = createVehicleSimulation(spec, result.state.seed, result.state.epoch).next(clock);
    expect(sent.map((r) => r.time)).toEqual(whole.filter((p) => p.time > endTime).map((p) => p.time));
    expect(collected.map((p) => p.time)).toEqual(whole.filter((p) => p.time <= endTime).map((p) => p.time));
  });
});
