import type { LiveState } from '@namiar/domain';

/**
 * Parsed live states (vehicle_live.live) per vehicle, kept while the row's markers (when it was
 * written, the time of the point it describes) stay the same: a 30 s poll re-reads and parses
 * only the vehicles the engine wrote since. One per app context.
 */
export function createLiveCache(maxEntries = 200_000) {
  const cache = new Map<number, { at: number; time: number; live: LiveState | null }>();
  return {
    /** The cached state, or undefined when the row must be read. */
    lookup(vehicleId: number, at: number, time: number): LiveState | null | undefined {
      const hit = cache.get(vehicleId);
      return hit && hit.at === at && hit.time === time ? hit.live : undefined;
    },
    put(vehicleId: number, at: number, time: number, text: string): LiveState | null {
      let live: LiveState | null = null;
      try {
        live = JSON.parse(text) as LiveState;
      } catch {
        // A row the engine never wrote like this: shown as a vehicle without data.
      }
      if (cache.size >= maxEntries) cache.clear();
      cache.set(vehicleId, { at, time, live });
      return live;
    },
  };
}
