import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import {
  buildColumns,
  decodeColumns,
  encodeColumns,
  wholeDays,
  type EngineEvent,
  type RouteColumns,
  type VehicleConfig,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import * as chunks from './route-chunks.repository';
import { runPieces } from './route-run';

/**
 * A route's range as pieces (docs/route.md 'Chunks'): whole company-zone days that ended before
 * the vehicle's processed time come from route_chunks (built and stored on a miss); the rest
 * (a partial first or last day, days not processed yet) is computed for the call.
 */
export interface RoutePiece {
  from: number;
  to: number;
  n: number;
  /** deflate-raw of the piece's binary columns. */
  data: Uint8Array;
  /** Decoded columns when the piece was computed for this call (else decoded on demand). */
  cols: RouteColumns | null;
}

/** Identifies the configuration a day was computed with: any change of it rebuilds the days. */
export function configRev(config: VehicleConfig): string {
  return createHash('sha1').update(JSON.stringify(config)).digest('base64url');
}

const DEFLATE = { level: 9, memLevel: 9 };
const deflate = (bytes: Uint8Array) => new Uint8Array(zlib.deflateRawSync(bytes, DEFLATE));

/** Decoded columns of a piece (only `wanted` ones for a stored piece). */
export function pieceColumns(p: RoutePiece, wanted: ReadonlySet<string>): RouteColumns {
  return p.cols ?? decodeColumns(new Uint8Array(zlib.inflateRawSync(p.data)), wanted);
}

export async function routePieces(
  ctx: AppContext,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  tz: string,
  from: number,
  to: number,
): Promise<{ pieces: RoutePiece[]; events: Map<string, EngineEvent> }> {
  const processed = (await chunks.processedTime(ctx.db, customerId, vehicleId)) ?? -Infinity;
  const limit = Math.min(processed, ctx.now());
  const days = wholeDays(from, to, tz).filter((d) => d.end <= limit);
  const rev = configRev(config);
  const stored = new Map(
    (
      await chunks.listChunks(
        ctx.db,
        customerId,
        vehicleId,
        days.map((d) => d.start),
        rev,
      )
    ).map((c) => [c.day_start, c]),
  );

  // The plan: stored days as they are, everything else computed (missing days to be stored).
  const plan: { from: number; to: number; store: boolean; stored?: { n: number; data: Uint8Array } }[] = [];
  let cursor = from;
  for (const d of days) {
    if (d.start > cursor) plan.push({ from: cursor, to: d.start - 1, store: false });
    const s = stored.get(d.start);
    plan.push({ from: d.start, to: d.end - 1, store: !s, stored: s });
    cursor = d.end;
  }
  if (cursor <= to) plan.push({ from: cursor, to, store: false });

  const todo = plan.filter((p) => !p.stored);
  const { runs, events } = await runPieces(ctx.db, ctx.sqlite, customerId, vehicleId, config, todo);
  const built = new Map<number, RouteColumns>();
  runs.forEach((r) =>
    built.set(
      r.from,
      buildColumns(r.positions, r.derived, { config, receivedAt: r.receivedAt, fixBefore: r.fixBefore }),
    ),
  );

  const pieces: RoutePiece[] = [];
  const toStore: Parameters<typeof chunks.putChunks>[1] = [];
  const now = ctx.now();
  for (const p of plan) {
    if (p.stored) {
      pieces.push({ from: p.from, to: p.to, n: p.stored.n, data: p.stored.data, cols: null });
      continue;
    }
    const cols = built.get(p.from)!;
    const data = deflate(encodeColumns(cols));
    pieces.push({ from: p.from, to: p.to, n: cols.n, data, cols });
    if (p.store)
      toStore.push({
        customer_id: customerId,
        vehicle_id: vehicleId,
        day_start: p.from,
        day_end: p.to + 1,
        config_rev: rev,
        n: cols.n,
        data,
        built_at: now,
      });
  }
  if (toStore.length) await chunks.putChunks(ctx.db, toStore);
  return { pieces, events };
}
