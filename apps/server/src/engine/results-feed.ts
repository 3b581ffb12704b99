import type { AppContext } from '../http/context';
import type { PendingVehicle } from './engine-writes';

/**
 * Work that follows the engine's committed results (events, live state) in this process: the
 * automatic own points (modules/poi/auto-points.ts). The engine does not know its followers; a
 * follower subscribes here. A follower's work runs after the write, never inside it, so a slow or
 * failing follower neither holds nor fails the engine; EngineRunner.idle() waits for it to end
 * (tests, shutdown).
 */
export interface ResultsFollower {
  written(batch: readonly PendingVehicle[]): Promise<void>;
  /** The records a company's engine configuration is built from changed (EngineRunner.configChanged). */
  configChanged?(customerId: number): void;
}

interface Followers {
  set: Set<ResultsFollower>;
  running: Set<Promise<void>>;
}

const byContext = new WeakMap<AppContext, Followers>();

function followersOf(ctx: AppContext): Followers {
  let f = byContext.get(ctx);
  if (!f) byContext.set(ctx, (f = { set: new Set(), running: new Set() }));
  return f;
}

export function onResultsWritten(ctx: AppContext, follower: ResultsFollower): () => void {
  const f = followersOf(ctx);
  f.set.add(follower);
  return () => f.set.delete(follower);
}

/** Called once the transaction holding these results committed. A follower's error is its own. */
export function publishResultsWritten(ctx: AppContext, batch: readonly PendingVehicle[]): void {
  const f = byContext.get(ctx);
  if (!f || batch.length === 0) return;
  for (const follower of f.set) {
    const work = Promise.resolve()
      .then(() => follower.written(batch))
      .catch(() => {});
    f.running.add(work);
    void work.finally(() => f.running.delete(work));
  }
}

export function publishConfigChanged(ctx: AppContext, customerId: number): void {
  for (const follower of byContext.get(ctx)?.set ?? []) follower.configChanged?.(customerId);
}

/** Resolves when the followers' work started so far (and any it started meanwhile) has ended. */
export async function resultsFollowed(ctx: AppContext): Promise<void> {
  const f = byContext.get(ctx);
  while (f && f.running.size > 0) await Promise.all(f.running);
}
