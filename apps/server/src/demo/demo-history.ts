import type { Position } from '@namiar/domain';
import { ConnectionLog, type GatewayDeps } from '../gateway/device-session';
import type { AppContext } from '../http/context';
import type { IngestWriter } from '../ingest/ingest-writer';
import { DEMO_FLEET, generateHistory, type HistoryResult } from '../sim';
import { DeviceLinkPlan, type LinkStep } from './demo-sessions';

/** A registered demo vehicle. */
export interface HistoryVehicle {
  id: number;
  customer_id: number;
  imei: string;
}

export interface DemoHistoryOptions {
  ctx: AppContext;
  /** The server's ingest writer (its records and its store, where the connection log goes). */
  writer: Pick<IngestWriter, 'store' | 'submit'>;
  days: number;
  vehicles: readonly HistoryVehicle[];
}

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };

/** A mobile operator's shared address (RFC 6598) and port for a device's k-th connection. */
function remoteAddress(imei: string, k: number): string {
  let h = 0;
  for (const c of `${imei}:${k}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  // Mixed (murmur3's finaliser), so the next connection's address differs in every part.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return `100.${64 + (h % 64)}.${(h >>> 6) & 255}.${1 + ((h >>> 14) % 254)}:${32768 + ((h >>> 3) % 28000)}`;
}

interface Link {
  plan: DeviceLinkPlan;
  log: ConnectionLog | null;
  /** The open connection's row being written (its id is needed to close it). */
  opened: Promise<void>;
  count: number;
}

/**
 * The demo's past `days` as the devices delivered it (issue 27 §1): the simulated fleet's
 * records go through the ingest pipeline and the engine, each vehicle's over the connections
 * its device kept to the gateway (demo-sessions.ts DeviceLinkPlan), written by the gateway's
 * own connection log (gateway/device-session.ts ConnectionLog → the writer's store →
 * devices.repository) with the time they happened; each record is stored as received when its
 * frame went out, so the GPRS reports read a history like a live device's. The live fleet
 * then connects anew (sim/device.ts).
 */
export async function ingestDemoHistory(opts: DemoHistoryOptions): Promise<HistoryResult> {
  const { ctx, vehicles, writer } = opts;
  /**
   * The history's clock, what the connection log reads as "now": set right before each of its
   * calls, which read it at once (the writes themselves are queued, not waited for one by one).
   */
  let now = 0;
  const deps: GatewayDeps = {
    ctx: { ...ctx, now: () => now },
    writer: writer as IngestWriter,
    log: quiet as unknown as GatewayDeps['log'],
  };
  const byImei = new Map(vehicles.map((v) => [v.imei, v]));
  const axlesOf = new Map(DEMO_FLEET.map((s) => [s.imei, s.load?.axles]));
  const links = new Map<string, Link>();
  const linkOf = (imei: string) => {
    let link = links.get(imei);
    if (!link) {
      link = { plan: new DeviceLinkPlan(imei, axlesOf.get(imei)), log: null, opened: Promise.resolve(), count: 0 };
      links.set(imei, link);
    }
    return link;
  };

  /** A vehicle's steps: the connection rows written, its records stored in one batch as received. */
  async function apply(imei: string, steps: LinkStep[]) {
    const v = byImei.get(imei)!;
    const link = linkOf(imei);
    const positions: Position[] = [];
    const receivedAt: number[] = [];
    const writes: Promise<unknown>[] = [];
    for (const step of steps) {
      if (step.kind === 'open') {
        const vehicle = { vehicleId: v.id, customerId: v.customer_id, regno: '' };
        const log = new ConnectionLog(deps, vehicle, imei, 'teltonika', remoteAddress(imei, link.count++));
        now = step.at;
        link.opened = log.open();
        link.log = log;
        log.bytesIn += step.bytesIn;
        log.bytesOut += step.bytesOut;
      } else if (step.kind === 'send') {
        // Counted as the gateway counts a connection: bytes as they cross it, records as stored.
        // The counters go to the row when it closes (an open row's minute updates would be a
        // statement a minute per vehicle here, for a row nobody reads before it closes).
        const log = link.log!;
        log.bytesIn += step.bytesIn;
        log.bytesOut += step.bytesOut;
        log.records += step.positions.length;
        for (const p of step.positions) {
          positions.push(p);
          receivedAt.push(step.at);
        }
      } else {
        const log = link.log!;
        const at = step.at;
        writes.push(
          link.opened.then(() => {
            now = at;
            return log.close(step.reason);
          }),
        );
        link.log = null;
      }
    }
    if (positions.length > 0)
      writes.push(writer.submit({ vehicleId: v.id, customerId: v.customer_id, positions, receivedAt }));
    writes.push(link.opened);
    await Promise.all(writes);
  }

  const history = await generateHistory({
    days: opts.days,
    endTime: ctx.now(),
    sink: async (imei: string, positions: Position[]) => {
      if (byImei.has(imei)) await apply(imei, linkOf(imei).plan.feed(positions));
    },
  });
  for (const [imei, link] of links) await apply(imei, link.plan.end(history.state.time));
  return history;
}
