import type { Position } from '@namiar/domain';
import type { EngineRunner } from '../engine/engine-runner';
import { ConnectionLog, type GatewayDeps } from '../gateway/device-session';
import type { AppContext } from '../http/context';
import { createIngestWriter, type IngestResult, type IngestWriter } from '../ingest/ingest-writer';
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
  /** The server's ingest writer: the history's records go to the same store. */
  writer: Pick<IngestWriter, 'store'>;
  engine: Pick<EngineRunner, 'notify'>;
  days: number;
  vehicles: readonly HistoryVehicle[];
}

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };

/** A mobile operator's shared address (RFC 6598) and port for a device's k-th connection. */
function remoteAddress(imei: string, k: number): string {
  let h = 0;
  for (const c of `${imei}:${k}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return `100.${64 + (h % 64)}.${(h >>> 6) & 255}.${1 + ((h >>> 14) % 254)}:${32768 + ((h >>> 3) % 28000)}`;
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
  const { ctx, vehicles } = opts;
  /** The history's clock: what the connection log and the records' receipt read as "now". */
  let now = 0;
  const historyCtx: AppContext = { ...ctx, now: () => now };
  const writer = createIngestWriter(historyCtx, { store: opts.writer.store, onCommitted: opts.engine.notify });
  const deps: GatewayDeps = { ctx: historyCtx, writer, log: quiet as unknown as GatewayDeps['log'] };
  const byImei = new Map(vehicles.map((v) => [v.imei, v]));
  const axlesOf = new Map(DEMO_FLEET.map((s) => [s.imei, s.load?.axles]));
  const links = new Map<string, { plan: DeviceLinkPlan; log: ConnectionLog | null; count: number }>();
  const linkOf = (imei: string) => {
    let link = links.get(imei);
    if (!link) {
      link = { plan: new DeviceLinkPlan(imei, axlesOf.get(imei)), log: null, count: 0 };
      links.set(imei, link);
    }
    return link;
  };

  async function apply(imei: string, steps: LinkStep[]) {
    const v = byImei.get(imei)!;
    const link = linkOf(imei);
    const stored: Promise<IngestResult>[] = [];
    for (const step of steps) {
      now = step.at;
      if (step.kind === 'open') {
        const vehicle = { vehicleId: v.id, customerId: v.customer_id, regno: '' };
        link.log = new ConnectionLog(deps, vehicle, imei, 'teltonika', remoteAddress(imei, link.count++));
        await link.log.open();
        link.log.bytesIn += step.bytesIn;
        link.log.bytesOut += step.bytesOut;
      } else if (step.kind === 'send') {
        // Counted as the gateway counts a connection: bytes as they cross it, records as stored.
        // The counters go to the row when it closes (an open row's minute updates would be a
        // statement a minute per vehicle here, for a row nobody reads before it closes).
        const log = link.log!;
        log.bytesIn += step.bytesIn;
        log.bytesOut += step.bytesOut;
        log.records += step.positions.length;
        stored.push(writer.submit({ vehicleId: v.id, customerId: v.customer_id, positions: step.positions }));
      } else {
        await link.log!.close(step.reason);
        link.log = null;
      }
    }
    await Promise.all(stored);
  }

  const history = await generateHistory({
    days: opts.days,
    endTime: ctx.now(),
    sink: async (imei: string, positions: Position[]) => {
      if (byImei.has(imei)) await apply(imei, linkOf(imei).plan.feed(positions));
    },
  });
  for (const [imei, link] of links) await apply(imei, link.plan.end(history.state.time));
  await writer.flush();
  return history;
}
