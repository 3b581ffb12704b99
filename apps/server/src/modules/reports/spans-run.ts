import { buildColumns, type EngineEvent } from '@namiar/domain';
import type { RouteDb, RouteJob } from '../route/route-job';
import type { RoutePiece } from '../route/route-pieces';
import { engineEventKey, runPieces } from '../route/route-run';
import * as routeRepo from '../route/route.repository';
import { statsOf, type SpanStats } from './span-stats';

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

const NO_DATA = new Uint8Array(0);

/**
 * The route viewer's statistics of spans of one vehicle that are not stored route days (shifts,
 * workdays from 06:00), each what a route over that span gives, from ONE engine run over them
 * (route-run.ts `runPieces`: the records from the checkpoint before the first span replayed
 * once, each span a piece with its own totals, `startRange`, exactly as a route over the span
 * alone starts), one read of the events, and span-stats.ts `statsOf` over each piece. A route
 * per span (span-stats.ts `spansStats` for spans that are no stored day) replays from a
 * checkpoint each time: 31 × 3 shifts were 1–5 s a vehicle-month. Spans in time order, not
 * overlapping, [start, end) ms.
 */
export async function runSpansStats(
  d: RouteDb,
  job: SpanJob,
  spans: readonly { start: number; end: number }[],
): Promise<SpanStats[]> {
  if (spans.length === 0) return [];
  const { customerId, vehicle, config } = job;
  const from = spans[0].start;
  const to = spans[spans.length - 1].end - 1;
  const pieces: RoutePiece[] = [];
  const [run, stored] = await Promise.all([
    runPieces(
      d.db,
      d.sqlite,
      customerId,
      vehicle.id,
      config,
      spans.map((s) => ({ from: s.start, to: s.end - 1 })),
      (piece) => {
        const cols = buildColumns(piece.positions, piece.derived, {
          config,
          receivedAt: piece.receivedAt,
          fixBefore: piece.fixBefore,
        });
        pieces.push({ from: piece.from, to: piece.to, n: cols.n, data: NO_DATA, cols });
      },
    ),
    routeRepo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
  ]);
  const engine = [...run.events.values()];
  return spans.map((span, k) => {
    const last = span.end - 1;
    const overlaps = (f: number, t: number | null) => f <= last && (t === null || t >= span.start);
    const events = stored.filter((e) => overlaps(e.from_time, e.to_time));
    // The run's events of this span (a route over the span re-runs only the span's).
    const own = new Map<string, EngineEvent>();
    for (const e of engine) if (overlaps(e.from, e.open ? null : e.to)) own.set(engineEventKey(e.eid, e.from), e);
    return statsOf(d, [pieces[k]], events, own, span.start, last);
  });
}
