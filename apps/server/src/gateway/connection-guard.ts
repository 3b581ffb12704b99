import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What every device listener (every protocol, now and to come) admits, before and after the
 * device names itself (issue 28 §1: 19,990 silent connections to the Teltonika port once used
 * every file handle of the process, and then neither HTTP nor real devices got through).
 */
export interface DeviceConnectionLimits {
  /** A connection that has not named a known device within this long is closed (an absolute deadline). */
  helloMs: number;
  /** A named device's connection silent this long is closed (devices reconnect on their own). */
  idleMs: number;
  /** Connections from one source address, named or not (many devices may share a carrier's NAT address). */
  perAddress: number;
  /** Connections from one source address that have not named a device yet. */
  pendingPerAddress: number;
  /** Device connections of the whole process, below its file limit (fileLimitCap). */
  total: number;
}

export const DEFAULT_DEVICE_LIMITS: DeviceConnectionLimits = {
  helloMs: 10_000,
  idleMs: 10 * 60_000,
  perAddress: 4000,
  pendingPerAddress: 64,
  total: 16_000,
};

/** File handles kept for HTTP, the database, logs and exports whatever the devices do. */
export const FILE_RESERVE = 1024;

/** The device connections a process with `softLimit` file handles may hold (at least 64). */
export function fileLimitCap(softLimit: number | null): number {
  if (softLimit === null || !Number.isFinite(softLimit)) return DEFAULT_DEVICE_LIMITS.total;
  return Math.max(64, softLimit - FILE_RESERVE);
}

/** Why a connection was refused or closed by the guard (counted per protocol). */
export type GuardReason = 'per_address' | 'pending_per_address' | 'total' | 'evicted' | 'hello_timeout';

/** A connection the guard admitted: the listener says when its device is known. */
export interface GuardedConnection {
  /** The device named itself and is known: the identifier deadline ends, the idle deadline starts. */
  identified(): void;
}

interface Entry {
  socket: net.Socket;
  address: string;
  pending: boolean;
  /** Forgotten already (closed or evicted): its counts were given back. */
  gone: boolean;
  hello: NodeJS.Timeout | null;
}

const LOG_EVERY_MS = 60_000;

/**
 * The admission of device connections, shared by all listeners of a gateway. A connection
 * over the per-address caps is refused at once (reset); at the process cap the oldest
 * connection that has not named a device yet makes room (a real device names itself within
 * milliseconds, a silent one only holds a handle), and with none such the new one is refused.
 * Refusals are counted per protocol and reason (`refused`) and logged at most once a minute.
 */
export class ConnectionGuard {
  readonly limits: DeviceConnectionLimits;
  /** Refused and closed connections by `${protocol}:${reason}`, since start. */
  readonly refused = new Map<string, number>();
  private readonly byAddress = new Map<string, { all: number; pending: number }>();
  /** Connections not identified yet, oldest first (a Set keeps insertion order). */
  private readonly pendingOrder = new Set<Entry>();
  private open = 0;
  private unlogged = new Map<string, number>();
  private lastLog = 0;

  constructor(
    limits: Partial<DeviceConnectionLimits>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_DEVICE_LIMITS, ...limits };
  }

  /** Open device connections now (all protocols). */
  get connections(): number {
    return this.open;
  }

  /** Admits a new connection of `protocol`, or refuses it (the socket is reset) and returns null. */
  admit(socket: net.Socket, protocol: string): GuardedConnection | null {
    const address = socket.remoteAddress ?? '?';
    const counts = this.byAddress.get(address) ?? { all: 0, pending: 0 };
    const refuse = (reason: GuardReason) => {
      this.count(protocol, reason);
      socket.resetAndDestroy();
      return null;
    };
    if (counts.all >= this.limits.perAddress) return refuse('per_address');
    if (counts.pending >= this.limits.pendingPerAddress) return refuse('pending_per_address');
    if (this.open >= this.limits.total) {
      const oldest = this.pendingOrder.values().next().value as Entry | undefined;
      if (!oldest) return refuse('total');
      this.count(protocol, 'evicted');
      this.drop(oldest);
      oldest.socket.resetAndDestroy();
    }

    const entry: Entry = { socket, address, pending: true, gone: false, hello: null };
    counts.all++;
    counts.pending++;
    this.byAddress.set(address, counts);
    this.pendingOrder.add(entry);
    this.open++;
    entry.hello = setTimeout(() => {
      if (!entry.pending) return;
      this.count(protocol, 'hello_timeout');
      socket.destroy();
    }, this.limits.helloMs).unref();
    socket.once('close', () => this.drop(entry));
    return {
      identified: () => {
        if (!entry.pending) return;
        entry.pending = false;
        if (entry.hello) clearTimeout(entry.hello);
        this.pendingOrder.delete(entry);
        const c = this.byAddress.get(address);
        if (c) c.pending--;
      },
    };
  }

  /** Forgets a connection (closed, or evicted): once only. */
  private drop(entry: Entry) {
    if (entry.gone) return;
    entry.gone = true;
    const c = this.byAddress.get(entry.address);
    if (c) {
      c.all--;
      if (entry.pending) c.pending--;
      if (c.all <= 0) this.byAddress.delete(entry.address);
    }
    if (entry.hello) clearTimeout(entry.hello);
    this.pendingOrder.delete(entry);
    entry.pending = false;
    this.open--;
  }

  private count(protocol: string, reason: GuardReason) {
    const key = `${protocol}:${reason}`;
    this.refused.set(key, (this.refused.get(key) ?? 0) + 1);
    this.unlogged.set(key, (this.unlogged.get(key) ?? 0) + 1);
    const t = this.now();
    if (t - this.lastLog < LOG_EVERY_MS) return;
    this.lastLog = t;
    const counts = Object.fromEntries(this.unlogged);
    this.unlogged = new Map();
    this.log.warn({ refused: counts, open: this.open, limits: this.limits }, 'device connections refused or closed');
  }
}
