import type { GeocodeCacheTable } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { toKey } from './geocode.service';
import { gazetteer } from './gazetteer';
import { placeNamer } from './place-naming';
import { offlineRow } from './place-offline';
import * as repo from './place-cache.repository';

/**
 * Place text of many points at once for the monitor's list (`geo`) and the input/output
 * event tables (`place`), without any network call: an in-process memory of recent points,
 * then the geocode cache (one query), then the offline gazetteer for what is
 * still unknown: at least 16 points, more while within the time budget (0.1–0.5 ms a point,
 * and a new point stays known for good once cached). What a call cannot name stays null in its
 * answer and is named in the background between calls (the next poll finds it), on the naming
 * thread (place-naming.ts), so a moving fleet's thousands of new points a poll cost the main
 * event loop only their cache lookups; meanwhile the web may ask `/geocode/reverse` (spec 1 §4
 * geocode queue). Points prefetched as their live states are written are left to that
 * background naming by a call. Offline answers are cached like the geocode service caches them.
 *
 * With NAMIAR_GEOCODER_URL set, only upstream (street-level) answers are taken from the
 * cache and nothing is computed offline: the web's own lookups then get the street addresses.
 */
export interface PlaceLookup {
  lookup(points: readonly { lat: number | null; lon: number | null }[], budgetMs: number): Promise<(string | null)[]>;
  /** Holds background naming until the returned release is called (a poll being answered). */
  hold(): () => void;
  /** Names points in the background that a coming lookup will ask for (new live states). */
  prefetch(points: readonly { lat: number | null; lon: number | null }[]): void;
  /** Starts the naming thread ahead of need (a fleet larger than a call names itself). */
  warm(): void;
}

const MEMORY_MAX = 100_000;
/** Points always named offline per call, whatever the budget (a small fleet gets all at once). */
const MIN_OFFLINE = 16;
/** Points a call looks up itself at most; the rest go to the background. */
const SYNC_KEYS = 512;
/** Background naming: keys per slice, time per slice, and how many may wait. */
const SLICE_KEYS = 256;
const SLICE_MS = 4;
/** After the naming thread failed, background naming runs in-process this long before trying it again. */
const THREAD_RETRY_MS = 60_000;
const BACKLOG_MAX = 50_000;
/** Between two background slices; and the longest answering polls may hold background work. */
const BACKGROUND_PAUSE_MS = 5;
const HOLD_MAX_MS = 1_000;
const MEMORY_TTL_MS = 10 * 60_000;
const lookups = new WeakMap<AppContext, PlaceLookup>();

/**
 * The gazetteer takes about 0.4 s to build (once per process; the geocode module starts it
 * when the server listens). A lookup never waits for that: until it is known built, offline
 * naming is skipped and the build is started in the background.
 */
let gazetteerReady = false;
let gazetteerStarting = false;

/** Builds the gazetteer now (the server calls it once it listens; tests before they look). */
export function prepareGazetteer(): void {
  gazetteer();
  gazetteerReady = true;
}

function gazetteerAvailable(): boolean {
  if (gazetteerReady) return true;
  if (!gazetteerStarting) {
    gazetteerStarting = true;
    setImmediate(prepareGazetteer);
  }
  return false;
}

/**
 * One number per rounded point (the geocode cache's keys: degrees × 10,000, so |lat key| ≤
 * 900,000 and |lon key| ≤ 1,800,000): thousands of lookups a poll, and a number hashes and
 * compares cheaper than a 'lat,lon' string.
 */
const pointKey = (latKey: number, lonKey: number) => (latKey + 900_000) * 3_600_001 + (lonKey + 1_800_000);

const usable = (lat: number | null, lon: number | null): boolean =>
  lat !== null &&
  lon !== null &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180;

export function createPlaceLookup(ctx: AppContext): PlaceLookup {
  const existing = lookups.get(ctx);
  if (existing) return existing;
  const memory = new Map<number, { address: string; at: number }>();

  function remember(key: number, address: string, at: number) {
    if (memory.size >= MEMORY_MAX) {
      // Oldest entries first (a Map iterates in insertion order).
      let drop = MEMORY_MAX / 10;
      for (const k of memory.keys()) {
        memory.delete(k);
        if (--drop <= 0) break;
      }
    }
    memory.delete(key);
    memory.set(key, { address, at });
  }

  interface Want {
    latKey: number;
    lonKey: number;
    /** Indexes of the points asking (empty for background work). */
    at: number[];
  }

  /**
   * Names what it can of the wanted keys: the geocode cache first, then the offline gazetteer
   * (at least `minOffline` points, more while within the budget). Named keys leave `wanted`.
   */
  async function resolve(
    wanted: Map<number, Want>,
    budgetMs: number,
    minOffline: number,
    found: (key: number, w: Want, address: string) => void,
  ) {
    const now = ctx.now();
    const upstream = !!ctx.config.geocoderUrl;
    const rows = await repo.findCachedAddresses(
      ctx.db,
      ctx.sqlite,
      [...wanted.values()].map((w) => [w.latKey, w.lonKey] as const),
    );
    for (const r of rows) {
      if (upstream && r.source !== 'nominatim') continue;
      const key = pointKey(r.lat_key, r.lon_key);
      const w = wanted.get(key);
      if (!w) continue;
      remember(key, r.address, now);
      found(key, w, r.address);
      wanted.delete(key);
    }
    if (upstream || wanted.size === 0 || !gazetteerAvailable()) return;
    const computed: GeocodeCacheTable[] = [];
    const offlineFrom = performance.now();
    for (const [key, w] of wanted) {
      if (computed.length >= minOffline && (budgetMs <= 0 || performance.now() - offlineFrom > budgetMs)) break;
      const row = offlineRow(w.latKey, w.lonKey, now);
      remember(key, row.address, now);
      found(key, w, row.address);
      wanted.delete(key);
      computed.push(row);
    }
    if (computed.length > 0) store(computed);
  }

  /** Background naming: the cache first, then the naming thread for the rest (all of them). */
  async function resolveOnThread(wanted: Map<number, Want>) {
    await resolve(wanted, 0, 0, () => {});
    if (wanted.size === 0 || ctx.config.geocoderUrl) return;
    const rows = await placeNamer().name([...wanted.values()], ctx.now());
    const now = ctx.now();
    for (const row of rows) {
      const key = pointKey(row.lat_key, row.lon_key);
      remember(key, row.address, now);
      wanted.delete(key);
    }
    if (rows.length > 0) store(rows);
  }

  // Offline answers are stored after the call that computed them: this answer has them from
  // memory already, and the insert (a round trip on PostgreSQL) need not hold it up.
  const toStore: GeocodeCacheTable[] = [];
  let storing = false;
  function store(rows: GeocodeCacheTable[]) {
    for (const r of rows) toStore.push(r);
    if (!storing) {
      storing = true;
      setImmediate(flush);
    }
  }
  async function flush() {
    try {
      while (toStore.length > 0 && mayWork()) await repo.insertCachedAddresses(ctx.db, toStore.splice(0, 1000));
    } catch {
      // The database went away (shutdown): the answers are only a cache.
      toStore.length = 0;
    }
    if (toStore.length > 0) setTimeout(flush, BACKGROUND_PAUSE_MS).unref();
    else storing = false;
  }

  // Background work (naming, storing) gives way while a poll is being answered: its slices
  // would otherwise run in the poll's waits for PostgreSQL or for the socket and lengthen it.
  // A server answering polls without a break still gets a slice in every HOLD_MAX_MS.
  let holds = 0;
  let heldSince = 0;
  function hold(): () => void {
    if (holds++ === 0) heldSince = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds--;
    };
  }
  const mayWork = () => holds === 0 || performance.now() - heldSince > HOLD_MAX_MS;

  // Points a call could not name in its budget are named between calls, in short slices, so
  // the next poll finds them in memory (a moving fleet has new points at every poll).
  const backlog = new Map<number, Want>();
  let threadFailedAt = Number.NEGATIVE_INFINITY;
  let draining = false;
  function queue(wanted: Map<number, Want>) {
    for (const [key, w] of wanted) {
      if (backlog.size >= BACKLOG_MAX) break;
      backlog.set(key, { latKey: w.latKey, lonKey: w.lonKey, at: [] });
    }
    if (!draining && backlog.size > 0) {
      draining = true;
      setTimeout(drain, 0).unref();
    }
  }
  async function drain() {
    if (!mayWork()) {
      setTimeout(drain, BACKGROUND_PAUSE_MS).unref();
      return;
    }
    try {
      // The slice's keys stay in the backlog while they are named: a poll meanwhile leaves them to this.
      const slice = new Map<number, Want>();
      for (const [key, w] of backlog) {
        slice.set(key, w);
        if (slice.size >= SLICE_KEYS) break;
      }
      const taken = [...slice.keys()];
      if (performance.now() - threadFailedAt > THREAD_RETRY_MS) {
        try {
          await resolveOnThread(slice);
        } catch {
          threadFailedAt = performance.now();
        }
      }
      // No naming thread (it could not start, or died): named here, a slice at a time.
      if (slice.size > 0 && performance.now() - threadFailedAt <= THREAD_RETRY_MS) {
        await resolve(slice, SLICE_MS, 0, () => {});
      }
      for (const key of taken) backlog.delete(key);
      // Not named (the thread failed, or the slice's time ran out): tried again after the rest.
      for (const [key, w] of slice) if (backlog.size < BACKLOG_MAX) backlog.set(key, w);
    } catch {
      // The database went away (shutdown): nothing to name any more.
      backlog.clear();
    }
    if (backlog.size > 0 && gazetteerReady && !ctx.config.geocoderUrl) setTimeout(drain, BACKGROUND_PAUSE_MS).unref();
    else {
      backlog.clear();
      draining = false;
    }
  }

  /** The point's keys and its remembered address (null when unknown); null for an unusable point. */
  function recall(lat: number | null, lon: number | null, now: number) {
    if (!usable(lat, lon)) return null;
    const latKey = toKey(lat!);
    const lonKey = toKey(lon!);
    const key = pointKey(latKey, lonKey);
    const hit = memory.get(key);
    return { key, latKey, lonKey, address: hit && now - hit.at < MEMORY_TTL_MS ? hit.address : null };
  }

  const lookup: PlaceLookup['lookup'] = async (points, budgetMs) => {
    const now = ctx.now();
    const out: (string | null)[] = new Array(points.length).fill(null);
    // Points still unknown, by key: the indexes that want it.
    const wanted = new Map<number, Want>();
    const later = new Map<number, Want>();
    for (let i = 0; i < points.length; i++) {
      const p = recall(points[i].lat, points[i].lon, now);
      if (!p) continue;
      if (p.address !== null) {
        out[i] = p.address;
        continue;
      }
      // Already being named in the background (prefetched): this call leaves it to that.
      if (backlog.has(p.key)) continue;
      const w = wanted.get(p.key) ?? later.get(p.key);
      if (w) w.at.push(i);
      else (wanted.size < SYNC_KEYS ? wanted : later).set(p.key, { latKey: p.latKey, lonKey: p.lonKey, at: [i] });
    }
    if (wanted.size > 0) {
      await resolve(wanted, budgetMs, MIN_OFFLINE, (_key, w, address) => {
        for (const i of w.at) out[i] = address;
      });
    }
    for (const [key, w] of wanted) later.set(key, w);
    queue(later);
    return out;
  };

  const prefetch: PlaceLookup['prefetch'] = (points) => {
    const now = ctx.now();
    const later = new Map<number, Want>();
    for (const { lat, lon } of points) {
      const p = recall(lat, lon, now);
      if (p && p.address === null) later.set(p.key, { latKey: p.latKey, lonKey: p.lonKey, at: [] });
    }
    queue(later);
  };

  const warm = () => {
    if (!ctx.config.geocoderUrl) placeNamer().warm();
  };

  const service = { lookup, hold, prefetch, warm };
  lookups.set(ctx, service);
  return service;
}
