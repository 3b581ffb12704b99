import {
  deserializeState,
  finish,
  initialState,
  lowerBound,
  processRange,
  startRange,
  type DerivedValues,
  type EngineEvent,
  type EngineState,
  type Position,
  type VehicleConfig,
} from '@namiar/domain';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { rowToPosition } from '../../ingest/position-row';
import * as repo from './route.repository';

/** What the pure engine gives for one piece of a route (DESIGN §5), counted from the piece's start. */
export interface PieceRun {
  from: number;
  to: number;
  /** Records the engine accepted, in time order, with their derived values and arrival times. */
  positions: Position[];
  derived: DerivedValues[];
  receivedAt: Float64Array;
  /** The engine's last usable fix before the piece, for records without a fix at its start. */
  fixBefore: { lat: number; lon: number } | null;
}

export const engineEventKey = (eid: number, from: number) => `${eid}:${from}`;

/**
 * Runs the engine over consecutive pieces [from, to] (in time order, not overlapping): the
 * stored records from the newest checkpoint at or before the first piece are replayed without
 * output, then each piece starts its own totals (`startRange`) and runs with derived values on.
 * Without a checkpoint (nothing processed before) the first piece starts from the initial state.
 * Events reported in the pieces (the last report of each (eid, from) wins), open ones at the
 * end included.
 */
export async function runPieces(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  pieces: readonly { from: number; to: number }[],
): Promise<{ runs: PieceRun[]; events: Map<string, EngineEvent> }> {
  const events = new Map<string, EngineEvent>();
  if (pieces.length === 0) return { runs: [], events };
  const first = pieces[0].from;
  const cp = await repo.findCheckpoint(db, vehicleId, first);
  let state: EngineState = cp ? deserializeState(cp.state) : initialState(config);
  const start = cp && cp.time < first ? cp.time : first;
  const rows = await repo.listPositions(db, customerId, vehicleId, start, pieces[pieces.length - 1].to, sqlite);
  const times = rows.map((r) => r.time);
  let at = lowerBound(times, first);
  if (at > 0) state = processRange(state, rows.slice(0, at).map(rowToPosition), config, { derived: false }).state;

  const runs: PieceRun[] = [];
  for (const piece of pieces) {
    const begin = lowerBound(times, piece.from);
    if (begin > at)
      state = processRange(state, rows.slice(at, begin).map(rowToPosition), config, { derived: false }).state;
    const end = lowerBound(times, piece.to + 1);
    const fixBefore = state.fix ? { lat: state.fix.lat, lon: state.fix.lon } : null;
    state = startRange(state);
    const slice = rows.slice(begin, end);
    const all = slice.map(rowToPosition);
    const run = processRange(state, all, config, { derived: true });
    // Records the engine refused (a repeated time) are left out, so points and derived values align.
    const positions = run.rejected === 0 ? all : all.filter((p, i) => i === 0 || p.time > all[i - 1].time);
    const receivedAt = new Float64Array(positions.length);
    for (let i = 0, k = 0; i < slice.length && k < positions.length; i++)
      if (slice[i].time === positions[k].time) receivedAt[k++] = slice[i].received_at;
    for (const e of run.events) events.set(engineEventKey(e.eid, e.from), e);
    runs.push({ ...piece, positions, derived: run.derived, receivedAt, fixBefore });
    state = run.state;
    at = end;
  }
  for (const e of finish(state, config)) {
    const key = engineEventKey(e.eid, e.from);
    if (!events.get(key) || events.get(key)!.open) events.set(key, e);
  }
  return { runs, events };
}
