import type { LiveState } from '@namiar/domain';
import type { InspectionChips } from './inspection-level';
import { monitBaseBytes } from './monit-bytes';
import { monitChipsJson, monitSignalsJson, type MonitEnv, type MonitSource } from './monit-record';

const NO_BYTES = Buffer.alloc(0);
import type { VehicleDisplay } from './vehicle-display';
import type { ZoneFormatter } from './zone-format';

interface Entry {
  live: LiveState | null;
  display: VehicleDisplay;
  format: ZoneFormatter;
  geo: string | null;
  poiname: string | null;
  d1: string | null;
  d2: string | null;
  regno: string;
  phone: string | null;
  iconId: number;
  iconColor: string;
  vtp: number;
  /** base, configuration, signals (each part after the base starts with its comma) */
  parts: Buffer[];
}

/**
 * The clock-independent JSON text of each vehicle's `/monit` record, kept while everything it is
 * made of stays the same (the live state and configuration objects come from their own caches,
 * so an unchanged vehicle compares by identity). A poll then writes only the members that move
 * with the clock and the inspection chips, and concatenates the bytes: a 5,000-vehicle answer
 * is megabytes of JSON, and building it anew each time was most of the call's cost.
 */
export function createRecordCache(maxEntries = 200_000) {
  const cache = new Map<number, Entry>();
  const chipsCache = new Map<number, { key: string; bytes: Buffer }>();
  return {
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
    staticJson(
      src: MonitSource,
      geo: string | null,
      poiname: string | null,
      env: MonitEnv,
      d1: string | null,
      d2: string | null,
    ): Buffer[] {
      const e = cache.get(src.id);
      if (
        e &&
        e.live === src.live &&
        e.display === src.display &&
        e.format === env.format &&
        e.geo === geo &&
        e.poiname === poiname &&
        e.d1 === d1 &&
        e.d2 === d2 &&
        e.regno === src.regno &&
        e.phone === src.phone &&
        e.iconId === src.iconId &&
        e.iconColor === src.iconColor &&
        e.vtp === src.vtp
      ) {
        return e.parts;
      }
      // Kept as UTF-8 bytes: the answer is assembled from bytes (one copy per part), since a
      // 13 MB string with one Polish letter in it is two bytes a character, and slow to join.
      // The configuration part is shared, not copied per vehicle.
      const base = monitBaseBytes(src, { geo, poiname }, env);
      const signalsText = monitSignalsJson(src);
      const signals = signalsText === '' ? NO_BYTES : Buffer.from(signalsText, 'latin1');
      const parts = [base, src.display.bytes, signals];
      if (cache.size >= maxEntries) cache.clear();
      cache.set(src.id, {
        live: src.live,
        display: src.display,
        format: env.format,
        geo,
        poiname,
        d1,
        d2,
        regno: src.regno,
        phone: src.phone,
        iconId: src.iconId,
        iconColor: src.iconColor,
        vtp: src.vtp,
        parts,
      });
      return parts;
    },
  };
}
