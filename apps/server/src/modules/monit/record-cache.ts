import type { LiveState } from '@namiar/domain';
import type { InspectionChips } from './inspection-level';
import { monitBaseBytes } from './monit-bytes';
import { monitChipsJson, monitPlaceJson, monitSignalsJson, type MonitEnv, type MonitSource } from './monit-record';

const NO_BYTES = Buffer.alloc(0);

interface Entry {
  src: MonitSource;
  format: MonitEnv['format'];
  /** The driver naming the record was written with (for prepare); its names are compared below. */
  driverName: MonitEnv['driverName'];
  d1: string | null;
  d2: string | null;
  /** base, configuration, signals (each part after the base starts with its comma) */
  parts: Buffer[];
}

const driverNames = (live: LiveState | null, driverName: MonitEnv['driverName']) => ({
  d1: live?.d1 ? driverName(live.d1, live.dt) : null,
  d2: live?.d2 ? driverName(live.d2, live.dt) : null,
});

/** Same row, configuration and live state (objects from their caches compare by identity). */
const sameSource = (a: MonitSource, b: MonitSource) =>
  a.live === b.live &&
  a.display === b.display &&
  a.regno === b.regno &&
  a.phone === b.phone &&
  a.iconId === b.iconId &&
  a.iconColor === b.iconColor &&
  a.vtp === b.vtp;

/**
 * The clock-independent JSON text of each vehicle's `/monit` record, kept while everything it is
 * made of stays the same (the live state and configuration objects come from their own caches,
 * so an unchanged vehicle compares by identity). A poll then writes only the members that move
 * with the clock and the inspection chips, and concatenates the bytes: a 5,000-vehicle answer
 * is megabytes of JSON, and building it anew each time was most of the call's cost. A new live
 * state can be written into its record as the engine commits it (prepare): the next poll then
 * finds the record ready, as it finds an unchanged one.
 */
export function createRecordCache(maxEntries = 200_000) {
  const cache = new Map<number, Entry>();
  const chipsCache = new Map<number, { key: string; bytes: Buffer }>();
  const placeCache = new Map<number, { geo: string | null; poiname: string | null; bytes: Buffer }>();
  let renders = 0;

  function render(src: MonitSource, env: Omit<MonitEnv, 'now'>, d1: string | null, d2: string | null): Buffer[] {
    // Kept as UTF-8 bytes: the answer is assembled from bytes (one copy per part), since a
    // 13 MB string with one Polish letter in it is two bytes a character, and slow to join.
    // The configuration part is shared, not copied per vehicle.
    renders++;
    const base = monitBaseBytes(src, env);
    const signalsText = monitSignalsJson(src);
    const signals = signalsText === '' ? NO_BYTES : Buffer.from(signalsText, 'latin1');
    const parts = [base, src.display.bytes, signals];
    if (cache.size >= maxEntries) cache.clear();
    cache.set(src.id, { src, format: env.format, driverName: env.driverName, d1, d2, parts });
    return parts;
  }

  return {
    /** Records written so far (prepared or at a poll). */
    renders: () => renders,
    /**
     * The inspection members as bytes, reused while the vehicle's chips stay the same (they
     * move with the clock only when a level changes).
     */
    chipsJson(vehicleId: number, chips: InspectionChips | null): Buffer {
      if (!chips) return NO_BYTES;
      let key = '';
      for (const c of chips.p) key += c ? `${c.level}:${c.id}:${c.status}:${c.name}|` : '|';
      for (const c of chips.w) key += c ? `${c.level}:${c.id}|` : '|';
      const hit = chipsCache.get(vehicleId);
      if (hit && hit.key === key) return hit.bytes;
      const bytes = Buffer.from(monitChipsJson(chips), 'utf8');
      if (chipsCache.size >= maxEntries) chipsCache.clear();
      chipsCache.set(vehicleId, { key, bytes });
      return bytes;
    },
    /** The place members as bytes, reused while the place and POI names stay the same. */
    placeJson(vehicleId: number, geo: string | null, poiname: string | null): Buffer {
      const hit = placeCache.get(vehicleId);
      if (hit && hit.geo === geo && hit.poiname === poiname) return hit.bytes;
      const bytes = Buffer.from(monitPlaceJson({ geo, poiname }), 'utf8');
      if (placeCache.size >= maxEntries) placeCache.clear();
      placeCache.set(vehicleId, { geo, poiname, bytes });
      return bytes;
    },
    /** Base, configuration and signals parts of the record; `d1`, `d2` the drivers' names. */
    staticJson(src: MonitSource, env: MonitEnv, d1: string | null, d2: string | null): Buffer[] {
      const e = cache.get(src.id);
      if (e && e.format === env.format && e.d1 === d1 && e.d2 === d2 && sameSource(e.src, src)) return e.parts;
      return render(src, env, d1, d2);
    },
    /**
     * Writes a vehicle's new live state into its record as the last poll wrote the rest of it
     * (row, configuration, time zone, drivers). Nothing for a vehicle no poll has written yet.
     */
    prepare(vehicleId: number, live: LiveState | null): void {
      const e = cache.get(vehicleId);
      if (!e || e.src.live === live) return;
      const { d1, d2 } = driverNames(live, e.driverName);
      render({ ...e.src, live }, e, d1, d2);
    },
  };
}
