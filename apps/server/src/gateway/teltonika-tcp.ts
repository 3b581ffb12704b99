import net from 'node:net';
import {
  IMEI_ACCEPT,
  IMEI_REJECT,
  createTeltonikaStream,
  encodeAck,
  encodeCodec12Command,
  teltonikaMapperFor,
  type TeltonikaMessage,
} from '@namiar/protocols';
import { DEFAULT_DEVICE_LIMITS, type ConnectionGuard, type GuardedConnection } from './connection-guard';
import * as repo from './devices.repository';
import { ConnectionLog, identifyDevice, storeRecords, type GatewayDeps } from './device-session';
import { CardDriver, createUnsupportedLog, receiveText, storeUnaskedAnswer } from './device-texts';

export interface TeltonikaTcpOptions {
  port: number;
  host?: string;
  /** What the listener admits (the gateway's one guard: deadlines and caps, connection-guard.ts). */
  guard: ConnectionGuard;
  maxFrameBytes?: number;
}

/** A named device's connection silent this long is closed ('idle') by default (NAMIAR_DEVICE_IDLE_SECONDS). */
export const TCP_IDLE_TIMEOUT_MS = DEFAULT_DEVICE_LIMITS.idleMs;

/** Longest a queued command waits for a connected device that keeps sending (see sendQueuedCommand). */
const COMMAND_POLL_MS = 5000;
/** A command the device has not answered in this time is failed, and the next one may go. */
export const COMMAND_ANSWER_TIMEOUT_MS = 60_000;
const NO_ANSWER = 'Urządzenie nie odpowiedziało na polecenie';

/**
 * Teltonika over TCP (PROTOCOLS.md §1): IMEI handshake, AVL frames acknowledged with their
 * record count only after the records are committed, Codec 12 commands sent while the device
 * is idle after an ACK, device texts (Codec 13/14/15) stored, frames we do not handle logged
 * once and skipped. A bad frame closes that connection only.
 */
export function startTeltonikaTcp(deps: GatewayDeps, opts: TeltonikaTcpOptions) {
  const sockets = new Set<net.Socket>();
  /** Each connection's message chain: what is still being stored or logged for it. */
  const work = new Set<() => Promise<void>>();
  const logUnsupported = createUnsupportedLog(deps);
  const server = net.createServer((socket) => {
    const guarded = opts.guard.admit(socket, 'teltonika');
    if (!guarded) return;
    sockets.add(socket);
    const pending = handleConnection(deps, socket, guarded, opts, logUnsupported);
    work.add(pending);
    socket.once('close', () => {
      sockets.delete(socket);
      // Keep the handle until its last write (the connection log) is done.
      void pending().finally(() => work.delete(pending));
    });
  });
  server.on('error', (e) => deps.log.error({ err: e }, 'teltonika tcp listener error'));

  return {
    server,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        // A long accept queue: after a server restart every device of a fleet reconnects at once.
        server.listen({ port: opts.port, host: opts.host ?? '0.0.0.0', backlog: 4096 }, () =>
          resolve((server.address() as net.AddressInfo).port),
        );
      }),
    /** Stops accepting, closes the device connections, and waits for their commits and logs. */
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.end();
        setTimeout(() => {
          for (const s of sockets) s.destroy();
        }, 2000).unref();
      });
      await Promise.allSettled([...work].map((w) => w()));
    },
  };
}

/** Serves one device connection; returns a function giving the promise of its pending work. */
function handleConnection(
  deps: GatewayDeps,
  socket: net.Socket,
  guarded: GuardedConnection,
  opts: TeltonikaTcpOptions,
  logUnsupported: ReturnType<typeof createUnsupportedLog>,
): () => Promise<void> {
  const address = socket.remoteAddress ?? null;
  const stream = createTeltonikaStream({ maxFrameBytes: opts.maxFrameBytes });
  const cardDriver = new CardDriver();
  let log: ConnectionLog | null = null;
  let imei: string | null = null;
  let closing = false;
  // Messages of one connection are handled strictly in order.
  let chain: Promise<void> = Promise.resolve();
  let lastCommandPoll = Number.NEGATIVE_INFINITY;
  // One command at a time: the device's answer names no command, so it is matched to the one out.
  let awaiting: { id: number; customerId: number; timer: NodeJS.Timeout } | null = null;
  const kick = () => {
    chain = chain
      .then(() => sendQueuedCommand(true))
      .catch((e) => deps.log.error({ err: e, imei }, 'sending a queued command failed'));
  };

  socket.setNoDelay(true);
  // Before the IMEI the guard's identifier deadline holds; after it, this idle deadline.
  socket.setTimeout(opts.guard.limits.idleMs, () => close('idle'));

  const write = (bytes: Uint8Array) => {
    if (closing || socket.destroyed) return;
    if (log) log.bytesOut += bytes.length;
    socket.write(bytes);
  };

  function close(reason: string) {
    if (closing) return;
    closing = true;
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
    if (log) deps.ctx.devices?.detach(log.vehicle.vehicleId, kick);
    if (awaiting) clearTimeout(awaiting.timer);
    awaiting = null;
    chain = chain
      .then(() => log?.close(reason))
      .catch((e) => deps.log.error({ err: e, imei }, 'closing connection log failed'));
  }

  async function handle(m: TeltonikaMessage) {
    if (closing) return;
    switch (m.kind) {
      case 'imei': {
        if (imei !== null) return fail('second IMEI frame on one connection');
        const vehicle = await identifyDevice(deps, m.imei, 'teltonika', address);
        if (!vehicle) {
          write(IMEI_REJECT);
          return close('unknown_imei');
        }
        imei = m.imei;
        guarded.identified();
        log = new ConnectionLog(deps, vehicle, m.imei, 'teltonika', address);
        await log.open();
        write(IMEI_ACCEPT);
        deps.ctx.devices?.attach(vehicle.vehicleId, kick);
        return cardDriver.load(deps, vehicle);
      }
      case 'avl': {
        if (!log) return fail('AVL data before the IMEI handshake');
        const positions = m.records.map(teltonikaMapperFor(m.codec));
        const carded = cardDriver.stamp(positions);
        await storeRecords(deps, log.vehicle, positions);
        write(encodeAck(m.records.length));
        log.stored(positions.length);
        if (carded !== null) {
          const { customerId, vehicleId } = log.vehicle;
          await deps.writer.store.run('cardDriversApplied', {
            customerId,
            vehicleId,
            upToId: carded,
            at: deps.ctx.now(),
          });
        }
        return sendQueuedCommand();
      }
      case 'codec12': {
        if (log && m.type === 'response') {
          const answered = await deps.writer.store.run('commandAnswered', {
            vehicleId: log.vehicle.vehicleId,
            text: m.text,
            at: deps.ctx.now(),
          });
          if (answered === null) return storeUnaskedAnswer(deps, log.vehicle, m.text);
          if (awaiting) clearTimeout(awaiting.timer);
          awaiting = null;
          // The device is listening: the next queued command goes now.
          return sendQueuedCommand(true);
        }
        return;
      }
      case 'text':
        if (log) await receiveText(deps, log.vehicle, m, cardDriver);
        return;
      case 'unsupported':
        if (log) logUnsupported(log.vehicle, imei, m);
        return;
      case 'keepalive':
        return;
      case 'error':
        return fail(`${m.error.code}: ${m.error.message}`);
    }
  }

  /**
   * A queued command goes out right after an ACK, when the device is listening (PROTOCOLS.md §1.1),
   * right after the device answered the previous one, and when a user just queued one (kick).
   * After ACKs the queue is looked at after the first ACK of a connection and then at most every
   * COMMAND_POLL_MS: a device streaming a backlog gets thousands of ACKs a minute, and a command
   * waiting a few seconds more costs nothing next to the query each ACK would cost.
   */
  async function sendQueuedCommand(now = false) {
    if (!log || closing || awaiting) return;
    const t = Date.now();
    if (!now && t - lastCommandPoll < COMMAND_POLL_MS) return;
    lastCommandPoll = t;
    const cmd = await repo.nextQueuedCommand(deps.ctx.db, log.vehicle.vehicleId);
    if (!cmd || closing) return;
    write(encodeCodec12Command(cmd.text));
    await deps.writer.store.run('commandSent', { customerId: cmd.customer_id, id: cmd.id, at: deps.ctx.now() });
    const timer = setTimeout(() => {
      if (awaiting?.id !== cmd.id) return;
      awaiting = null;
      chain = chain
        .then(async () => {
          await deps.writer.store.run('commandUnanswered', {
            customerId: cmd.customer_id,
            id: cmd.id,
            error: NO_ANSWER,
          });
          await sendQueuedCommand(true);
        })
        .catch((e) => deps.log.error({ err: e, imei }, 'failing an unanswered command failed'));
    }, COMMAND_ANSWER_TIMEOUT_MS);
    timer.unref();
    awaiting = { id: cmd.id, customerId: cmd.customer_id, timer };
  }

  function fail(message: string) {
    deps.log.warn({ imei, address, error: message }, 'teltonika connection closed: bad data');
    log?.error(message);
    close('bad_frame');
  }

  socket.on('data', (chunk) => {
    if (log) log.bytesIn += chunk.length;
    const messages = stream.push(chunk);
    for (const m of messages) {
      chain = chain
        .then(() => handle(m))
        .catch((e) => {
          // A failed commit: no ACK, the device resends later.
          deps.log.error({ err: e, imei }, 'teltonika message failed');
          log?.error(e instanceof Error ? e.message : String(e));
          close('server_error');
        });
    }
  });
  socket.on('error', (e) => {
    log?.error(e.message);
    close('socket_error');
  });
  socket.on('end', () => close('device_closed'));
  return () => chain;
}
