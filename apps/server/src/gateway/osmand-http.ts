import http from 'node:http';
import { parseOsmAnd } from '@namiar/protocols';
import { SMS_MSG, isDeviceId, type Position } from '@namiar/domain';
import { findLive } from '../engine/engine.repository';
import type { ConnectionGuard, GuardedConnection } from './connection-guard';
import * as repo from './devices.repository';
import { ConnectionLog, identifyDevice, refuseDevice, storeRecords, type GatewayDeps } from './device-session';

const MAX_BODY = 64 * 1024;

export interface OsmAndOptions {
  port: number;
  host?: string;
  /** What the listener admits (the gateway's one guard: deadlines and caps, connection-guard.ts). */
  guard: ConnectionGuard;
}

/** A request's headers and body must arrive within this long (slow senders hold a handle). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * OsmAnd / Traccar Client over HTTP (PROTOCOLS.md §5): one position per request, any method
 * and path. 200 (empty) after the record is committed, 400 for a malformed request, 400/404 for
 * an unknown device. The app takes no commands: /sms/send and /gprsconfig/read refuse OsmAnd
 * vehicles, and a command still queued for one fails at its next request (SMS_MSG.osmandCommands).
 */
export function startOsmAndHttp(deps: GatewayDeps, opts: OsmAndOptions) {
  const guarded = new WeakMap<object, GuardedConnection>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reply(res, 413, 'Payload Too Large');
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      handle(deps, req, Buffer.concat(chunks).toString('utf8'), size)
        .then(({ status, body }) => {
          // A request of a known device: its connection may stay open (keep-alive) past the
          // identifier deadline, until HTTP's own idle timeout.
          if (status === 200) guarded.get(req.socket)?.identified();
          reply(res, status, body);
        })
        .catch((e) => {
          deps.log.error({ err: e }, 'osmand request failed');
          reply(res, 500, 'Internal Server Error');
        });
    });
  });
  // Every connection through the gateway's guard: caps, and a connection that sent no known
  // device's request within the identifier deadline is closed however it keeps itself alive.
  server.on('connection', (socket) => {
    const g = opts.guard.admit(socket, 'osmand');
    if (g) guarded.set(socket, g);
  });
  server.headersTimeout = Math.min(opts.guard.limits.helloMs, REQUEST_TIMEOUT_MS);
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('error', (e) => deps.log.error({ err: e }, 'osmand listener error'));
  return {
    server,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve((server.address() as { port: number }).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function reply(res: http.ServerResponse, status: number, body: string) {
  if (res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function handle(deps: GatewayDeps, req: http.IncomingMessage, body: string, size: number) {
  const url = new URL(req.url ?? '/', 'http://device');
  const parsed = parseOsmAnd({
    query: Object.fromEntries(url.searchParams),
    contentType: req.headers['content-type'],
    body,
  });
  if ('error' in parsed) return { status: 400, body: parsed.error.message };
  const isJson = (req.headers['content-type'] ?? '').startsWith('application/json');
  const address = req.socket.remoteAddress ?? null;
  // A phone's identifier is what its user typed (4–64 letters, digits, '.', '_', '-'; domain
  // device-id.ts): anything else cannot be registered, so it is refused without a lookup.
  const vehicle = isDeviceId('osmand', parsed.deviceId)
    ? await identifyDevice(deps, parsed.deviceId, 'osmand', address)
    : await refuseDevice(deps, parsed.deviceId, 'osmand', address);
  if (!vehicle) return isJson ? { status: 404, body: 'Not Found' } : { status: 400, body: 'Unknown device' };

  const positions = await withKnownLocation(deps, vehicle.vehicleId, parsed.positions);
  if (!positions) return { status: 400, body: 'No location' };
  // Each request is a short "connection" in the device log, so GPRS reports see HTTP devices too.
  const log = new ConnectionLog(deps, vehicle, parsed.deviceId, 'osmand', address);
  await log.open();
  log.bytesIn = size;
  try {
    await storeRecords(deps, vehicle, positions);
    log.records = positions.length;
    // The app takes no commands (it ignores this answer; the server cannot push one): any GPRS
    // command still waiting for this device fails with the reason rather than waiting forever.
    if (await repo.nextQueuedCommand(deps.ctx.db, vehicle.vehicleId))
      await deps.writer.store.run('commandsRefused', { vehicleId: vehicle.vehicleId, error: SMS_MSG.osmandCommands });
    return { status: 200, body: '' };
  } finally {
    await log.close('request_done');
  }
}

/**
 * A request without coordinates (PROTOCOLS.md §5: "missing -> previous position is reused")
 * keeps the vehicle where it was last seen, as an invalid fix; with no earlier position it is
 * refused rather than stored at 0,0.
 */
async function withKnownLocation(
  deps: GatewayDeps,
  vehicleId: number,
  positions: Position[],
): Promise<Position[] | null> {
  if (!positions.some((p) => p.extra.noLocation)) return positions;
  const live = await findLive(deps.ctx.db, vehicleId);
  const last = live ? (JSON.parse(live.live) as { lat: number | null; lon: number | null }) : null;
  if (last?.lat == null || last.lon == null) return null;
  return positions.map((p) => (p.extra.noLocation ? { ...p, lat: last.lat!, lon: last.lon!, valid: false } : p));
}
