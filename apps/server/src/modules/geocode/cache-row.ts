import type { GeocodeAnswer } from '@namiar/domain';
import type { GeocodeCacheTable } from '../../db/schema';

/** An answer as geocode_cache stores it (the geocode service and the monitor's place naming). */
export function cacheRow(
  latKey: number,
  lonKey: number,
  source: GeocodeCacheTable['source'],
  answer: GeocodeAnswer,
  address: string,
  now: number,
): GeocodeCacheTable {
  const cc = answer.address?.country_code;
  return {
    lat_key: latKey,
    lon_key: lonKey,
    source,
    country_code: typeof cc === 'string' && cc !== '' ? cc.slice(0, 8).toLowerCase() : null,
    address,
    answer: JSON.stringify(answer),
    created_at: now,
  };
}
