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
  /** Records from the run's replay start to the piece's end, and their latest received_at (its input key). */
  records: number;
  received: number | null;
}

/** What every piece of a run depends on besides its records: where the replay started, from which state. */
export interface RunStart {
  /** The checkpoint's time (else the first piece's start: the initial state). */
  time: number;
  /** The checkpoint's serialized state; null for the initial state. */
  state: string | null;
}

export const engineEventKey = (eid: number, from: number) => `${eid}:${from}`;

/** One piece through the engine (pure): what `runPieces` does with a piece's records. */
export interface PieceEngineRun {
  state: EngineState;
  positions: Position[];
  derived: DerivedValues[];
  events: EngineEvent[];
  fixBefore: { lat: number; lon: number } | null;
}

/**
 * The records between the replay start or the previous piece and this one (`before`) go through
 * the engine without output; then the piece's totals start (`startRange`) and its records run
 * with derived values. Records the engine refused (a repeated time) are left out of
 * `positions`, so points and derived values align.
 */
export function runPiece(
  state: EngineState,
  before: readonly Position[],
  inside: Position[],
  config: VehicleConfig,
): PieceEngineRun {
  if (before.length > 0) state = processRange(state, before, config, { derived: false }).state;
  const fixBefore = state.fix ? { lat: state.fix.lat, lon: state.fix.lon } : null;
  const run = processRange(startRange(state), inside, config, { derived: true });
  const positions = run.rejected === 0 ? inside : inside.filter((p, i) => i === 0 || p.time > inside[i - 1].time);
  return { state: run.state, positions, derived: run.derived, events: run.events, fixBefore };
}

/** The events a piece reported, by (eid, from): the last report of each wins. */
export function collectEvents(into: Map<string, EngineEvent>, events: readonly EngineEvent[]): void {
  for (const e of events) into.set(engineEventKey(e.eid, e.from), e);
}

/** The events still in progress after the last piece (`finish`), where no closed report of them came. */
export function finishEvents(into: Map<string, EngineEvent>, state: EngineState, config: VehicleConfig): void {
  for (const e of finish(state, config)) {
    const key = engineEventKey(e.eid, e.from);
    if (!into.get(key) || into.get(key)!.open) into.set(key, e);
  }
}

/**
 * Runs the engine over consecutive pieces [from, to] (in time order, not overlapping): the
 * stored records from the newest checkpoint at or before the first piece are replayed without
 * output, then each piece starts its own totals (`startRange`) and runs with derived values on.
 * Without a checkpoint (nothing processed before) the first piece starts from the initial state.
 * Each piece is handed to `onPiece` as soon as it ran, and the records are read piece by piece:
 * a month's records and values are never all alive at once (they were 1.4–2 s of garbage
 * collection a month). Returns the events reported in the pieces (the last report of each
 * (eid, from) wins), open ones at the end included.
 *
 * A piece marked `store` (a whole day being built into route_chunks) reports no events: a later
 * call reads that day stored, replays it only as the run-up to its own pieces, and so lists the
 * stored events alone (route-events.ts). Dropping them here makes the first call, which builds
 * the day, answer exactly what every later call answers (an event the re-run dates otherwise
 * than the live engine did was counted twice on the first call only). The events still in
 * progress are likewise those at the end of the last piece not being stored.
 */
export async function runPieces(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  pieces: readonly { from: number; to: number; store?: boolean }[],
  onPiece: (run: PieceRun, k: number) => void,
): Promise<{ events: Map<string, EngineEvent>; start: RunStart | null }> {
  const events = new Map<string, EngineEvent>();
  if (pieces.length === 0) return { events, start: null };
  const first = pieces[0].from;
  const cp = await repo.findCheckpoint(db, vehicleId, first);
  let state: EngineState = cp ? deserializeState(cp.state) : initialState(config);
  const start = cp && cp.time < first ? cp.time : first;
  let cursor = start;
  let records = 0;
  let received: number | null = null;
  // The state after the last piece that is not being stored: where a later call, reading the
  // stored days from route_chunks, would end its run.
  let stateAfterOwn: EngineState | null = null;
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k];
    const rows = await repo.listPositions(db, customerId, vehicleId, cursor, piece.to, sqlite);
    cursor = piece.to + 1;
    records += rows.length;
    for (const r of rows) if (received === null || r.received_at > received) received = r.received_at;
    const begin = lowerBound(
      rows.map((r) => r.time),
      piece.from,
    );
    const slice = begin > 0 ? rows.slice(begin) : rows;
    const run = runPiece(state, rows.slice(0, begin).map(rowToPosition), slice.map(rowToPosition), config);
    const receivedAt = new Float64Array(run.positions.length);
    for (let i = 0, j = 0; i < slice.length && j < run.positions.length; i++)
      if (slice[i].time === run.positions[j].time) receivedAt[j++] = slice[i].received_at;
    state = run.state;
    if (!piece.store) {
      collectEvents(events, run.events);
      stateAfterOwn = state;
    }
    const { positions, derived, fixBefore } = run;
    onPiece({ ...piece, positions, derived, fixBefore, receivedAt, records, received }, k);
  }
  if (stateAfterOwn) finishEvents(events, stateAfterOwn, config);
  return { events, start: { time: start, state: cp ? cp.state : null } };
}
