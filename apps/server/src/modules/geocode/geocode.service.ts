import { formatAddress, type GeocodeAnswer } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { cacheRow } from './cache-row';
import * as repo from './geocode.repository';
import { offlineAnswer } from './offline';
import { UpstreamError, queryUpstream } from './upstream';

/** Cache keys: degrees × 10^4, rounded (about 11 m of latitude). */
export const KEY_SCALE = 10_000;
export const toKey = (degrees: number) => Math.round(degrees * KEY_SCALE);

export interface GeocodeResult {
  /** 'CC, postcode, city, street, number' or '--' (formatAddress). */
  address: string;
  /** The Nominatim-shaped answer the web reads. */
  answer: GeocodeAnswer;
  /** Who produced the answer. */
  source: 'offline' | 'nominatim';
  /** Served from geocode_cache. */
  cached: boolean;
  /** Why the configured upstream was not used this time (the answer is then offline). */
  upstreamError?: string;
}

export interface GeocodeService {
  reverseGeocode(lat: number, lon: number): Promise<GeocodeResult>;
}

const services = new WeakMap<AppContext, GeocodeService>();

/**
 * Reverse geocoding for the web and for other modules (monitor, reports): one instance per
 * app context, so concurrent lookups of the same point share one query.
 *
 * - Without NAMIAR_GEOCODER_URL: a cached answer, else the offline gazetteer's, cached as
 *   'offline'.
 * - With it: a cached 'nominatim' answer, else the upstream's (cached as 'nominatim',
 *   replacing an offline row); when the upstream fails, times out or is skipped, the
 *   offline answer (the cached one if any), which is then not stored.
 */
export function createGeocodeService(ctx: AppContext): GeocodeService {
  const existing = services.get(ctx);
  if (existing) return existing;
  const inflight = new Map<string, Promise<GeocodeResult>>();

  async function lookup(latKey: number, lonKey: number): Promise<GeocodeResult> {
    const row = await repo.findCachedAddress(ctx.db, latKey, lonKey);
    const upstream = ctx.config.geocoderUrl;
    if (row && (row.source === 'nominatim' || !upstream)) {
      return {
        address: row.address,
        answer: JSON.parse(row.answer) as GeocodeAnswer,
        source: row.source,
        cached: true,
      };
    }
    const lat = latKey / KEY_SCALE;
    const lon = lonKey / KEY_SCALE;
    if (upstream) {
      try {
        const answer = await queryUpstream(
          {
            url: upstream,
            userAgent: ctx.config.geocoderUserAgent,
            intervalMs: ctx.config.geocoderIntervalMs,
            timeoutMs: ctx.config.geocoderTimeoutMs,
          },
          lat,
          lon,
        );
        const address = formatAddress(answer);
        await repo.upsertUpstreamAddress(ctx.db, rowOf(latKey, lonKey, 'nominatim', answer, address));
        return { address, answer, source: 'nominatim', cached: false };
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        const upstreamError = err.skipped ? undefined : err.message;
        if (row) {
          const answer = JSON.parse(row.answer) as GeocodeAnswer;
          return { address: row.address, answer, source: 'offline', cached: true, upstreamError };
        }
        const answer = offlineAnswer(lat, lon);
        return { address: formatAddress(answer), answer, source: 'offline', cached: false, upstreamError };
      }
    }
    const answer = offlineAnswer(lat, lon);
    const address = formatAddress(answer);
    await repo.insertCachedAddress(ctx.db, rowOf(latKey, lonKey, 'offline', answer, address));
    return { address, answer, source: 'offline', cached: false };
  }

  const rowOf = (
    latKey: number,
    lonKey: number,
    source: 'offline' | 'nominatim',
    answer: GeocodeAnswer,
    address: string,
  ) => cacheRow(latKey, lonKey, source, answer, address, ctx.now());

  const service: GeocodeService = {
    async reverseGeocode(lat, lon) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        throw new RangeError(`reverseGeocode: bad coordinates ${lat}, ${lon}`);
      }
      const latKey = toKey(lat);
      const lonKey = toKey(lon);
      const key = `${latKey},${lonKey}`;
      let pending = inflight.get(key);
      if (!pending) {
        pending = lookup(latKey, lonKey).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
  };
  services.set(ctx, service);
  return service;
}
