import type { Position } from '@namiar/domain';
import type { AppContext } from '../http/context';
import { positionsFrom } from '../ingest/positions.repository';
import { rowToPosition } from '../ingest/position-row';
import * as repo from './engine.repository';
import type { Job } from './engine-jobs';
import { eventKey, startRerun, type PendingVehicle } from './engine-writes';
import type { Known } from './known-vehicles';

/** Checkpoints at each 6-hour boundary: a late record re-runs at most a few hours of data. */
const CHECKPOINT_PERIOD_MS = 6 * 3600_000;
const PAGE = 5000;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const period = (time: number) => Math.floor(time / CHECKPOINT_PERIOD_MS);

function emptyPending(job: Job, k: Known): PendingVehicle {
  return {
    vehicleId: job.vehicleId,
    customerId: job.customerId,
    events: new Map(),
    checkpoints: [],
    rerunFrom: null,
    chunksFrom: null,
    configRev: '',
    configFrom: Number.MAX_SAFE_INTEGER,
    processedTime: k.processedTime ?? 0,
    processedBefore: k.processedTime,
    state: '',
    live: '',
  };
}

/**
 * Runs the engine over one job's records, in time order: forward from where the vehicle stopped,
 * or — late records, a first run — again from the newest checkpoint before them. The results
 * join the vehicle's in `pending` (written later, together); `k` moves to where the run ended.
 */
export async function runVehicle(ctx: AppContext, k: Known, job: Job, pending: Map<number, PendingVehicle>) {
  const p = pending.get(job.vehicleId) ?? emptyPending(job, k);
  let state = k.state;
  let from: number;
  let lastTime = k.processedTime;
  let useHandedOver = !!job.positions;
  if (k.processedTime !== null && job.minTime > k.processedTime) {
    from = k.processedTime + 1;
  } else {
    // Late data, or a first run: start over from the newest checkpoint before it.
    const cp =
      k.processedTime === null ? undefined : await repo.checkpointAtOrBefore(ctx.db, job.vehicleId, job.minTime);
    state = cp ? k.engine.deserialize(cp.state) : k.engine.initial();
    from = cp ? cp.time : Number.MIN_SAFE_INTEGER;
    lastTime = null;
    useHandedOver = useHandedOver && k.processedTime === null && k.allHandedOver;
    // Records older than job.minTime are unchanged (a first run knows nothing yet: all of them).
    startRerun(p, from, k.processedTime === null ? from : job.minTime);
  }

  // What the stored results of this run come from (route regeneration keeps only days after it).
  p.configFrom = p.configRev === k.configRev ? Math.min(p.configFrom, from) : from;
  p.configRev = k.configRev;

  const feed = (points: Position[]) => {
    let i = 0;
    while (i < points.length) {
      const first = points[i];
      if (lastTime === null || period(first.time) !== period(lastTime)) {
        p.checkpoints.push({ time: first.time, state: k.engine.serialize(state) });
      }
      let j = i + 1;
      while (j < points.length && period(points[j].time) === period(first.time)) j++;
      const out = k.engine.run(state, points.slice(i, j));
      state = out.state;
      for (const e of out.events) p.events.set(eventKey(e), e);
      lastTime = points[j - 1].time;
      i = j;
    }
  };
  if (useHandedOver && job.positions) {
    feed([...job.positions].sort((a, b) => a.time - b.time));
  } else {
    const upTo = Math.max(job.upTo, k.processedTime ?? Number.MIN_SAFE_INTEGER);
    for (;;) {
      const rows = await positionsFrom(ctx.db, job.vehicleId, from, PAGE, upTo);
      feed(rows.map(rowToPosition));
      if (rows.length < PAGE) break;
      await yieldToEventLoop();
      from = rows[rows.length - 1].time + 1;
    }
  }
  if (lastTime === null) return;
  k.state = state;
  k.processedTime = lastTime;
  p.processedTime = lastTime;
  p.state = k.engine.serialize(state);
  p.live = JSON.stringify(k.engine.live(state));
  pending.set(job.vehicleId, p);
}
