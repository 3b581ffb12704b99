import zlib from 'node:zlib';
import { buildColumns, encodeColumns, wholeDays, type EngineEvent, type VehicleConfig } from '@namiar/domain';
import type { RoutePiece } from './route-piece';
import { dayPointStats } from './route-day-stats';
import { configRev } from '../../engine/vehicle-config';
import * as chunks from './route-chunks.repository';
import { inputKey } from './route-keys';
import { runPieces, type PieceRun } from './route-run';
import type { RouteDb, RouteJob } from './route-job';

/**
 * A route's range as pieces (docs/route.md 'Chunks'): whole company-zone days that ended before
 * the vehicle's processed time come from route_chunks (built and stored on a miss); the rest
 * (a partial first or last day, days not processed yet) is computed for the call.
 */
/** What building a route reads and writes through: the app's connection, or a route worker's own. */

export { pieceColumns, type RoutePiece } from './route-piece';

/**
 * zlib's default level and memory: a month's days deflate to 8.22 B/point in 84 ms, against
 * 8.42 B/point in 180 ms at level 9 with memLevel 9 (docs/decisions.md, route speed).
 */
const DEFLATE = { level: 6, memLevel: 8 };
const deflate = (bytes: Uint8Array) => new Uint8Array(zlib.deflateRawSync(bytes, DEFLATE));

/** A stretch of a range to compute; `store`: a whole processed day, kept in route_chunks. */
interface Todo {
  from: number;
  to: number;
  store: boolean;
}

/** Whole company-zone days of [from, to] that ended before the vehicle's processed time and now: storable. */
export async function storableDays(
  ctx: RouteDb,
  customerId: number,
  vehicleId: number,
  tz: string,
  from: number,
  to: number,
) {
  const processed = (await chunks.processedTime(ctx.db, customerId, vehicleId)) ?? -Infinity;
  const limit = Math.min(processed, ctx.now());
  return wholeDays(from, to, tz).filter((d) => d.end <= limit);
}

/**
 * Runs the engine over consecutive stretches (route-run.ts), packs each into a piece, and stores
 * the whole days among them with their input keys (route-keys.ts).
 */
async function computePieces(
  ctx: RouteDb,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  todo: Todo[],
): Promise<{ computed: Map<number, RoutePiece>; events: Map<string, EngineEvent> }> {
  const rev = configRev(config);
  const computed = new Map<number, RoutePiece>();
  const built: (Pick<PieceRun, 'from' | 'to' | 'records' | 'received'> & {
    n: number;
    data: Uint8Array;
    stats: string;
  })[] = [];
  const now = ctx.now();
  const { events, start } = await runPieces(ctx.db, ctx.sqlite, customerId, vehicleId, config, todo, (run, k) => {
    const cols = buildColumns(run.positions, run.derived, {
      config,
      receivedAt: run.receivedAt,
      fixBefore: run.fixBefore,
    });
    const data = deflate(encodeColumns(cols));
    // A stored day's columns are decoded again when needed: kept, a month of them would stay
    // alive through the whole build. Pieces computed for the call only (today) keep theirs.
    const store = todo[k].store;
    computed.set(run.from, { from: run.from, to: run.to, n: cols.n, data, cols: store ? null : cols });
    if (store)
      built.push({
        from: run.from,
        to: run.to,
        records: run.records,
        received: run.received,
        n: cols.n,
        data,
        // Written with the day: what reports read of it (route-day-stats.ts).
        stats: JSON.stringify(dayPointStats({ from: run.from, to: run.to, n: cols.n, data })),
      });
  });
  const toStore = built.map(({ n, data, stats, ...run }) => ({
    customer_id: customerId,
    vehicle_id: vehicleId,
    day_start: run.from,
    day_end: run.to + 1,
    config_rev: rev,
    n,
    data,
    built_at: now,
    cp_time: start!.time,
    input_key: inputKey(rev, start!, run.records, run.received),
    stats,
  }));
  if (toStore.length) await ctx.db.transaction().execute((trx) => chunks.putChunks(trx, toStore));
  return { computed, events };
}

/** The storable days of a route's range not stored yet with the vehicle's current configuration. */
export async function missingDays(ctx: RouteDb, job: RouteJob): Promise<{ from: number; to: number }[]> {
  const days = await storableDays(ctx, job.customerId, job.vehicle.id, job.tz, job.from, job.to);
  if (days.length === 0) return [];
  const rev = configRev(job.config);
  const keys = await chunks.listChunkKeys(
    ctx.db,
    job.customerId,
    job.vehicle.id,
    days[0].start,
    days[days.length - 1].start,
  );
  const have = new Set(keys.filter((k) => k.config_rev === rev).map((k) => k.day_start));
  return days.filter((d) => !have.has(d.start)).map((d) => ({ from: d.start, to: d.end - 1 }));
}

/**
 * Computes and stores some of a route's days (consecutive, in order): one share of a month
 * built on several route workers at once, each from its own checkpoint.
 */
export async function storeDays(ctx: RouteDb, a: { job: RouteJob; days: { from: number; to: number }[] }) {
  const todo = a.days.map((d) => ({ ...d, store: true }));
  await computePieces(ctx, a.job.customerId, a.job.vehicle.id, a.job.config, todo);
}

export async function routePieces(
  ctx: RouteDb,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  tz: string,
  from: number,
  to: number,
): Promise<{ pieces: RoutePiece[]; events: Map<string, EngineEvent> }> {
  const days = await storableDays(ctx, customerId, vehicleId, tz, from, to);
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
  const plan: (Todo & { stored?: { n: number; data: Uint8Array } })[] = [];
  let cursor = from;
  for (const d of days) {
    if (d.start > cursor) plan.push({ from: cursor, to: d.start - 1, store: false });
    const s = stored.get(d.start);
    plan.push({ from: d.start, to: d.end - 1, store: !s, stored: s });
    cursor = d.end;
  }
  if (cursor <= to) plan.push({ from: cursor, to, store: false });

  const { computed, events } = await computePieces(
    ctx,
    customerId,
    vehicleId,
    config,
    plan.filter((p) => !p.stored),
  );
  const pieces = plan.map((p) =>
    p.stored ? { from: p.from, to: p.to, n: p.stored.n, data: p.stored.data, cols: null } : computed.get(p.from)!,
  );
  return { pieces, events };
}
