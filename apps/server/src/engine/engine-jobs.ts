import type { Position } from '@namiar/domain';
import type { CommittedVehicle } from '../ingest/ingest-writer';

/** Work for one vehicle: records from minTime on need processing. */
export interface Job {
  vehicleId: number;
  customerId: number;
  minTime: number;
  /**
   * The newest record time this job is known to cover. A database read for the job stops there
   * (or at what was processed already): records committed meanwhile but not yet handed over
   * belong to a later job, and reading them now would make that job look late and re-run.
   */
  upTo: number;
  /** Records handed over by the ingest commit; undefined = read them from the database. */
  positions?: Position[];
  /** A re-run that already waited for more late records (see engine-runner RERUN_DELAY_MS). */
  waited?: boolean;
}

/** No bound: read whatever is stored (start-up catch-up, retries). */
export const EVERYTHING = Number.MAX_SAFE_INTEGER;

function newestTime(positions: Position[] | undefined) {
  if (!positions) return EVERYTHING;
  let max = Number.MIN_SAFE_INTEGER;
  for (const p of positions) if (p.time > max) max = p.time;
  return max;
}

export function jobOf(v: CommittedVehicle): Job {
  return {
    vehicleId: v.vehicleId,
    customerId: v.customerId,
    minTime: v.minTime,
    upTo: newestTime(v.positions),
    positions: v.positions,
  };
}

/**
 * Adds a job to the one of the same vehicle waiting in `jobs` (or puts it there): the earliest
 * start, the furthest bound, and the handed-over records only if both jobs carry theirs.
 */
export function mergeInto(jobs: Map<number, Job>, job: Job) {
  const q = jobs.get(job.vehicleId);
  if (!q) return void jobs.set(job.vehicleId, job);
  q.minTime = Math.min(q.minTime, job.minTime);
  q.upTo = Math.max(q.upTo, job.upTo);
  q.positions = q.positions && job.positions ? q.positions.concat(job.positions) : undefined;
  q.waited = q.waited || job.waited;
}
