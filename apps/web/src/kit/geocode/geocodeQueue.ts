import { NO_ADDRESS, formatAddress } from '@namiar/domain';
import { apiCall } from '../api/api';

/**
 * Reverse geocoding for the monitor (spec 1 §4, §7, §9): one request at a time, at least
 * 200 ms apart, the next one checked for every 50 ms. Answers are cached in memory by
 * rounded coordinates, and a lookup nobody waits for any more (its list row scrolled away)
 * leaves the queue, so a long list never builds a backlog of addresses no one will see.
 */

export type GeocodeFetcher = (lat: number, lon: number, signal: AbortSignal) => Promise<string>;
export type AddressListener = (text: string) => void;

export interface GeocodeQueueOptions {
  fetcher: GeocodeFetcher;
  /** Minimum time between two request starts (spec 1 §9: one per 200 ms). */
  minGapMs?: number;
  /** How often a waiting queue checks whether it may send (spec 1 §9: 50 ms). */
  checkMs?: number;
  /** A failed lookup shows '--'; it is tried again after this long. */
  failureTtlMs?: number;
  now?: () => number;
}

/** 4 decimals ≈ 11 m: a parked vehicle's jitter maps to one cache entry. */
const PRECISION = 1e4;

export function geocodeKey(lat: number, lon: number): string {
  return `${Math.round(lat * PRECISION) / PRECISION},${Math.round(lon * PRECISION) / PRECISION}`;
}

interface Waiting {
  lat: number;
  lon: number;
  listeners: Set<AddressListener>;
}

export class GeocodeQueue {
  private readonly fetcher: GeocodeFetcher;
  private readonly minGapMs: number;
  private readonly checkMs: number;
  private readonly failureTtlMs: number;
  private readonly now: () => number;
  private readonly cache = new Map<string, string>();
  private readonly failedAt = new Map<string, number>();
  /** Insertion order = request order (Map keeps it). */
  private readonly waiting = new Map<string, Waiting>();
  private inFlight: { key: string; entry: Waiting } | null = null;
  private lastStart = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: GeocodeQueueOptions) {
    this.fetcher = options.fetcher;
    this.minGapMs = options.minGapMs ?? 200;
    this.checkMs = options.checkMs ?? 50;
    this.failureTtlMs = options.failureTtlMs ?? 60_000;
    this.now = options.now ?? (() => Date.now());
  }

  /** The address already known for this place: text, '--' after a recent failure, or undefined. */
  cached(lat: number, lon: number): string | undefined {
    const key = geocodeKey(lat, lon);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const failed = this.failedAt.get(key);
    if (failed !== undefined && this.now() - failed < this.failureTtlMs) return NO_ADDRESS;
    return undefined;
  }

  /**
   * Asks for the address of a place; `listener` is called once with the text (or '--').
   * Returns the cancel function: the place leaves the queue when no one waits for it.
   */
  request(lat: number, lon: number, listener: AddressListener): () => void {
    const known = this.cached(lat, lon);
    if (known !== undefined) {
      listener(known);
      return () => {};
    }
    const key = geocodeKey(lat, lon);
    const entry =
      this.inFlight?.key === key ? this.inFlight.entry : (this.waiting.get(key) ?? { lat, lon, listeners: new Set() });
    entry.listeners.add(listener);
    if (this.inFlight?.key !== key) this.waiting.set(key, entry);
    this.schedule(0);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.waiting.get(key) === entry) this.waiting.delete(key);
    };
  }

  /** Places waiting for their turn (not counting the one being fetched). */
  get pending(): number {
    return this.waiting.size;
  }

  private schedule(delay: number): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick();
    }, delay);
  }

  private tick(): void {
    if (this.waiting.size === 0) return;
    // One at a time, and starts at least minGapMs apart; otherwise look again shortly.
    if (this.inFlight !== null || this.now() - this.lastStart < this.minGapMs) {
      this.schedule(this.checkMs);
      return;
    }
    const [key, entry] = this.waiting.entries().next().value as [string, Waiting];
    this.waiting.delete(key);
    this.inFlight = { key, entry };
    this.lastStart = this.now();
    const controller = new AbortController();
    this.fetcher(entry.lat, entry.lon, controller.signal).then(
      (text) => this.finish(key, entry, text, false),
      () => this.finish(key, entry, NO_ADDRESS, true),
    );
  }

  private finish(key: string, entry: Waiting, text: string, failed: boolean): void {
    if (failed) this.failedAt.set(key, this.now());
    else {
      this.cache.set(key, text);
      this.failedAt.delete(key);
    }
    this.inFlight = null;
    for (const listener of entry.listeners) listener(text);
    entry.listeners.clear();
    if (this.waiting.size > 0) this.schedule(this.checkMs);
  }
}

/** GET /app/geocode/reverse with Nominatim's parameters; the line is built by the domain rule. */
export async function fetchAddress(lat: number, lon: number, signal: AbortSignal): Promise<string> {
  const answer = await apiCall<unknown>('geocode/reverse', {
    method: 'GET',
    query: { format: 'json', lat, lon, zoom: 18, addressdetails: 1 },
    signal,
    silent: true,
  });
  return formatAddress(answer);
}

/** The one queue of the monitoring screen (list rows, event tables; the map may share it). */
export const geocodeQueue = new GeocodeQueue({ fetcher: fetchAddress });
