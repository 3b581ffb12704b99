import dgram from 'node:dgram';
import { decodeTeltonikaUdp, encodeTeltonikaUdpAck, teltonikaMapperFor } from '@namiar/protocols';
import { identifyDevice, storeRecords, type DeviceVehicle, type GatewayDeps } from './device-session';

/** How long an IMEI's vehicle (or its refusal) is remembered between datagrams. */
const IDENTITY_TTL_MS = 60_000;
/** Identities remembered at most: datagrams with made-up IMEIs must not grow the cache forever. */
const IDENTITY_CACHE_MAX = 10_000;

/**
 * Teltonika over UDP (PROTOCOLS.md §2): each datagram carries the IMEI and its records; the
 * answer (packet id, AVL packet id, count) goes out after the commit. Duplicates from
 * retries are normal and are dropped by the positions key.
 */
export function startTeltonikaUdp(deps: GatewayDeps, opts: { port: number; host?: string }) {
  const socket = dgram.createSocket('udp4');
  const identities = new Map<string, { vehicle: DeviceVehicle | null; at: number }>();

  async function vehicleOf(imei: string, address: string) {
    const known = identities.get(imei);
    if (known && deps.ctx.now() - known.at < IDENTITY_TTL_MS) return known.vehicle;
    const vehicle = await identifyDevice(deps, imei, 'teltonika', address);
    if (identities.size >= IDENTITY_CACHE_MAX) {
      const now = deps.ctx.now();
      for (const [k, v] of identities) if (now - v.at >= IDENTITY_TTL_MS) identities.delete(k);
      if (identities.size >= IDENTITY_CACHE_MAX) identities.clear();
    }
    identities.set(imei, { vehicle, at: deps.ctx.now() });
    return vehicle;
  }

  socket.on('message', (msg, rinfo) => {
    const decoded = decodeTeltonikaUdp(msg);
    if ('error' in decoded) {
      deps.log.warn({ address: rinfo.address, error: decoded.error.message }, 'teltonika udp: bad datagram');
      return;
    }
    void (async () => {
      const vehicle = await vehicleOf(decoded.imei, rinfo.address);
      if (!vehicle) return;
      await storeRecords(deps, vehicle, decoded.records.map(teltonikaMapperFor(decoded.codec)));
      socket.send(
        encodeTeltonikaUdpAck(decoded.packetId, decoded.avlPacketId, decoded.records.length),
        rinfo.port,
        rinfo.address,
      );
    })().catch((e) => deps.log.error({ err: e, imei: decoded.imei }, 'teltonika udp: store failed'));
  });
  socket.on('error', (e) => deps.log.error({ err: e }, 'teltonika udp socket error'));

  return {
    socket,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        socket.once('error', reject);
        socket.bind(opts.port, opts.host ?? '0.0.0.0', () => resolve(socket.address().port));
      }),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
