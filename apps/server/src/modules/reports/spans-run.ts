import { buildColumns, routeReport, type EngineEvent } from '@namiar/domain';
import { routeEvents, type StoredEvent } from '../route/route-events';
import type { RouteDb, RouteJob } from '../route/route-job';
import type { RoutePiece } from '../route/route-pieces';
import { lastOf, pointColumns } from '../route/route-points';
import { engineEventKey, runPieces } from '../route/route-run';
import * as routeRepo from '../route/route.repository';
import type { SpanStats } from './span-stats';

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

function firstKnown(a: Float64Array): number | null {
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return a[i];
  return null;
}

function lastKnown(a: Float64Array): number | null {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] === a[i]) return a[i];
  return null;
}

const noName = () => null;
const NO_DATA = new Uint8Array(0);

/**
 * The statistics of one span from its piece, as span-stats.ts `statsOf` computes them for a route
 * over the span (route-answer.ts): the piece's columns, the stored events overlapping the span
 * plus the run's events not stored, the route's own `routeReport`.
 * (A copy of a reader, not of a rule: span-stats.ts could export its statsOf and this one go.)
 */
function pieceStats(
  d: RouteDb,
  piece: RoutePiece,
  stored: StoredEvent[],
  engine: Map<string, EngineEvent>,
  from: number,
  to: number,
): SpanStats {
  const cols = pointColumns([piece]);
  const events = routeEvents(stored, {
    cols,
    engine,
    name: noName,
    driversById: new Map(),
    poiNames: new Map(),
    format: () => '',
    from,
    to,
    openEnd: cols.n > 0 ? cols.time[cols.n - 1] : Math.min(to, d.now()),
  });
  const lastCounts = (list: Float64Array[]) => list.map((a) => lastOf(a) ?? 0);
  const report = routeReport(
    '',
    '',
    {
      ...cols,
      tmin: cols.tmin.map(lastOf),
      tmax: cols.tmax.map(lastOf),
      ic: lastCounts(cols.ic),
      ist: lastCounts(cols.ist),
      oc: lastCounts(cols.oc),
      ost: lastCounts(cols.ost),
    },
    events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv })),
  );
  return {
    report,
    drives: events
      .filter((e) => e.eid === 3)
      .map((e) => ({ from: e.fdtValue, to: e.tdtValue, blat: e.blat, blon: e.blon, elat: e.elat, elon: e.elon })),
    ckm: { start: firstKnown(cols.ckm), end: lastKnown(cols.ckm) },
    cmth: { start: firstKnown(cols.cmth), end: lastKnown(cols.cmth) },
  };
}

/**
 * The route viewer's statistics of spans of one vehicle that are not stored route days (shifts,
 * workdays from 06:00), each what a route over that span gives, from ONE engine run over them
 * (route-run.ts `runPieces`: the records from the checkpoint before the first span replayed
 * once, each span a piece with its own totals, `startRange`, exactly as a route over the span
 * alone starts) and one read of the events. A route per span (span-stats.ts `spansStats` for
 * spans that are no stored day) replays from a checkpoint each time: 31 × 3 shifts were 1–5 s a
 * vehicle-month. Spans in time order, not overlapping, [start, end) ms.
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
    return pieceStats(d, pieces[k], events, own, span.start, last);
  });
}
