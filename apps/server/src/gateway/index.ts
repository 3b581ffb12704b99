import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import { ConnectionGuard, type DeviceConnectionLimits } from './connection-guard';
import { DeviceLinks } from './device-links';
import { startOsmAndHttp } from './osmand-http';
import { startTeltonikaTcp } from './teltonika-tcp';
import { startTeltonikaUdp } from './teltonika-udp';

/** A port, 0 for "listener off", or 'any' for a free port chosen by the system (tests, bench). */
export type PortSetting = number | 'any';

export interface GatewayPorts {
  teltonikaPort: PortSetting;
  osmandPort: PortSetting;
  host?: string;
  /** Deadlines and caps of the device connections (defaults: DEFAULT_DEVICE_LIMITS, the total from the file limit). */
  limits?: Partial<DeviceConnectionLimits>;
}

/** How often old device refusals and quarantined records are purged while the gateway runs. */
const TRIM_EVERY_MS = 3600_000;

/**
 * The device listeners of DESIGN §3: Teltonika TCP and UDP on one port, OsmAnd HTTP on
 * another; a port of 0 turns that listener off. Returns the bound ports and a close().
 */
export async function startGateway(ctx: AppContext, writer: IngestWriter, log: FastifyBaseLogger, ports: GatewayPorts) {
  const deps = { ctx, writer, log };
  ctx.devices ??= new DeviceLinks();
  const closers: (() => Promise<void>)[] = [];
  const bound: { teltonikaTcp?: number; teltonikaUdp?: number; osmand?: number } = {};
  // One guard for every listener: the caps count the process's device connections together.
  const guard = new ConnectionGuard(ports.limits ?? {}, log, ctx.now);
  const wanted = (p: PortSetting) => p === 'any' || p > 0;
  const portOf = (p: PortSetting) => (p === 'any' ? 0 : p);
  if (wanted(ports.teltonikaPort)) {
    const tcp = startTeltonikaTcp(deps, {
      port: portOf(ports.teltonikaPort),
      host: ports.host,
      guard,
    });
    bound.teltonikaTcp = await tcp.listen();
    closers.push(tcp.close);
    const udp = startTeltonikaUdp(deps, { port: bound.teltonikaTcp, host: ports.host });
    bound.teltonikaUdp = await udp.listen();
    closers.push(udp.close);
  }
  if (wanted(ports.osmandPort)) {
    const osmand = startOsmAndHttp(deps, { port: portOf(ports.osmandPort), host: ports.host, guard });
    bound.osmand = await osmand.listen();
    closers.push(osmand.close);
  }
  // Refusals not seen for 7 days go even when no device is refused (devices.repository.ts), and
  // quarantined records past their keep time or a vehicle's cap (positions.repository.ts).
  const trim = () => {
    void writer.store.run('refusalsTrim', { now: ctx.now() }).catch((e: unknown) => {
      log.warn({ err: e }, 'trimming device refusals failed');
    });
    void writer.store.run('quarantineTrim', { now: ctx.now() }).catch((e: unknown) => {
      log.warn({ err: e }, 'trimming the record quarantine failed');
    });
  };
  trim();
  const trimTimer = setInterval(trim, TRIM_EVERY_MS);
  trimTimer.unref();
  return {
    ports: bound,
    guard,
    close: async () => {
      clearInterval(trimTimer);
      await Promise.all(closers.map((c) => c()));
    },
  };
}
