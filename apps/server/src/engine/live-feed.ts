import type { AppContext } from '../http/context';

/** A live state as it was just committed to vehicle_live (the row's markers and its text). */
export interface LiveWritten {
  vehicle_id: number;
  customer_id: number;
  updated_at: number;
  processed_time: number;
  /** The processed time before this write (null: the vehicle's first run): what the engine has just finished. */
  processed_before: number | null;
  live: string;
}

type Listener = (rows: readonly LiveWritten[]) => void;
const listeners = new WeakMap<AppContext, Set<Listener>>();

/**
 * Live states the engine of this process has committed, for readers that keep them in memory
 * (the monitor's caches): they take a new state when it is written instead of reading the rows
 * back at the next poll. Only a hint: a reader still checks the stored markers at each poll, so
 * a state written elsewhere (another process, a test writing rows) is read from the database.
 */
export function onLiveWritten(ctx: AppContext, listener: Listener): () => void {
  let set = listeners.get(ctx);
  if (!set) listeners.set(ctx, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called after the transaction holding these live states committed. A listener's error is its own. */
export function publishLiveWritten(ctx: AppContext, rows: readonly LiveWritten[]): void {
  const set = listeners.get(ctx);
  if (!set || rows.length === 0) return;
  for (const listener of set) {
    try {
      listener(rows);
    } catch {
      // A reader's cache failing must not fail the engine's write: the reader reads the rows instead.
    }
  }
}
