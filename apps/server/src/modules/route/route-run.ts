import {
  deserializeState,
  finish,
  initialState,
  processRange,
  startRange,
  type DerivedValues,
  type EngineEvent,
  type Position,
  type VehicleConfig,
} from '@namiar/domain';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { rowToPosition } from '../../ingest/position-row';
import * as repo from './route.repository';

/** What the pure engine gives for a route's range (DESIGN §5): points, their derived values, events. */
export interface RangeRun {
  /** Records the engine accepted, in time order, with their derived values and arrival times. */
  positions: Position[];
  derived: DerivedValues[];
  receivedAt: Float64Array;
  /** Events reported in the range (the last report of each (eid, from) wins), open ones at its end included. */
  events: Map<string, EngineEvent>;
  /** The engine's last usable fix before the range, for records without a fix at its start. */
  fixBefore: { lat: number; lon: number } | null;
}

export const engineEventKey = (eid: number, from: number) => `${eid}:${from}`;

/**
 * Replays the stored records from the newest checkpoint at or before `from` up to `from`
 * without output, resets the range totals (`startRange`) and runs the range with derived
 * values on. Without a checkpoint (nothing processed before) the range starts from the
 * initial state.
 */
export async function runRange(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  customerId: number,
  vehicleId: number,
  config: VehicleConfig,
  from: number,
  to: number,
): Promise<RangeRun> {
  const cp = await repo.findCheckpoint(db, vehicleId, from);
  let state = cp ? deserializeState(cp.state) : initialState(config);
  const [warmRows, rows] = await Promise.all([
    cp && cp.time < from
      ? repo.listPositions(db, customerId, vehicleId, cp.time, from - 1, sqlite)
      : Promise.resolve([]),
    repo.listPositions(db, customerId, vehicleId, from, to, sqlite),
  ]);
  if (warmRows.length) state = processRange(state, warmRows.map(rowToPosition), config, { derived: false }).state;
  const fixBefore = state.fix ? { lat: state.fix.lat, lon: state.fix.lon } : null;
  state = startRange(state);

  const all = rows.map(rowToPosition);
  const run = processRange(state, all, config, { derived: true });
  // Records the engine refused (a repeated time) are left out, so points and derived values align.
  const positions = run.rejected === 0 ? all : all.filter((p, i) => i === 0 || p.time > all[i - 1].time);
  const receivedAt = new Float64Array(positions.length);
  for (let i = 0, k = 0; i < rows.length && k < positions.length; i++)
    if (rows[i].time === positions[k].time) receivedAt[k++] = rows[i].received_at;

  const events = new Map<string, EngineEvent>();
  for (const e of run.events) events.set(engineEventKey(e.eid, e.from), e);
  for (const e of finish(run.state, config)) {
    const key = engineEventKey(e.eid, e.from);
    if (!events.get(key) || events.get(key)!.open) events.set(key, e);
  }
  return { positions, derived: run.derived, receivedAt, events, fixBefore };
}
