import { deserializeState, initialState, processRange, type EngineState } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { checkpointAtOrBefore } from '../../engine/engine.repository';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { positionsFrom } from '../../ingest/positions.repository';
import { rowToPosition } from '../../ingest/position-row';

const PAGE = 5000;

/**
 * The km counter (km) and engine-hour counter (h) of a vehicle at a moment (spec 3 §7
 * /vehicles/getcounters): the engine's counters (`ckm`, `cmth`, with the counters set by hand)
 * from the newest checkpoint at or before it, run over the records up to it. Null when the
 * vehicle has no record up to then.
 */
export async function countersAt(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  time: number,
): Promise<{ km: number | null; mth: number | null }> {
  const config = await loadVehicleEngineConfig(db, customerId, vehicleId);
  if (!config) return { km: null, mth: null };
  const cp = await checkpointAtOrBefore(db, vehicleId, time);
  let state: EngineState = initialState(config);
  if (cp) {
    try {
      state = deserializeState(cp.state);
    } catch {
      // A checkpoint of another engine version: start from the beginning instead.
    }
  }
  let from = cp && state.n > 0 ? Number(cp.time) + 1 : 0;
  for (;;) {
    const rows = await positionsFrom(db, vehicleId, from, PAGE, time);
    if (rows.length === 0) break;
    state = processRange(state, rows.map(rowToPosition), config, { derived: false }).state;
    if (rows.length < PAGE) break;
    from = Number(rows[rows.length - 1].time) + 1;
  }
  if (state.n === 0) return { km: null, mth: null };
  return {
    km: Math.round(state.tot.ckm) / 1000,
    mth: Math.round(state.tot.cmth / 36_000) / 100,
  };
}
