import { formatAddress } from '@namiar/domain';
import type { GeocodeCacheTable } from '../../db/schema';
import { KEY_SCALE } from '../geocode/geocode.service';
import { offlineAnswer } from '../geocode/offline';

/**
 * The offline gazetteer's answer for a rounded point as the geocode cache stores it (the same
 * row the geocode service writes for an offline answer). Used by the monitor's place naming,
 * in-process for the few points a call names itself and on its naming thread for the rest.
 */
export function offlineRow(latKey: number, lonKey: number, now: number): GeocodeCacheTable {
  const answer = offlineAnswer(latKey / KEY_SCALE, lonKey / KEY_SCALE);
  const cc = answer.address?.country_code;
  return {
    lat_key: latKey,
    lon_key: lonKey,
    source: 'offline',
    country_code: typeof cc === 'string' && cc !== '' ? cc.slice(0, 8).toLowerCase() : null,
    address: formatAddress(answer),
    answer: JSON.stringify(answer),
    created_at: now,
  };
}
