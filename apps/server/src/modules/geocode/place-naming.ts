import type { GeocodeCacheTable } from '../../db/schema';
import { workerClient } from '../../threads/worker-client';

export interface NamingRequest {
  id: number;
  /** Rounded points as latKey, lonKey pairs. */
  keys: Int32Array;
  now: number;
}

export interface NamingReply {
  id: number;
  rows?: GeocodeCacheTable[];
  error?: string;
}

const ENTRY = new URL('./place-naming.worker.ts', import.meta.url).href;

/** The thread stops after this long without work (its gazetteer holds tens of megabytes). */
const IDLE_MS = 60_000;

/**
 * The main thread's side of the naming thread (place-naming.worker.ts): one per process (it has
 * no database, so every app context shares it), started with the first points to name and
 * stopped after a minute without any. Offline answers in geocode-cache row form.
 */
function createPlaceNamer() {
  let idle: NodeJS.Timeout | null = null;
  const thread = workerClient<NamingReply>({
    entry: ENTRY,
    name: 'place naming thread',
    unref: true,
    settle: (m) =>
      m.error !== undefined ? { error: new Error(`place naming thread: ${m.error}`) } : { value: m.rows ?? [] },
    onSettled: () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => {
        if (thread.pending() === 0) void thread.terminate();
      }, IDLE_MS).unref();
    },
  });
  let named = 0;
  return {
    /** Points the thread has named since the process started. */
    named: () => named,
    /** Starts the thread now (it takes about a second), so the first points to name need not wait. */
    warm: () => void thread.boot().catch(() => {}),
    async name(points: readonly { latKey: number; lonKey: number }[], now: number): Promise<GeocodeCacheTable[]> {
      const keys = new Int32Array(points.length * 2);
      points.forEach((p, i) => {
        keys[2 * i] = p.latKey;
        keys[2 * i + 1] = p.lonKey;
      });
      const rows = (await thread.call({ keys, now }, [keys.buffer])) as GeocodeCacheTable[];
      named += rows.length;
      return rows;
    },
  };
}

let namer: ReturnType<typeof createPlaceNamer> | null = null;
export const placeNamer = () => (namer ??= createPlaceNamer());
