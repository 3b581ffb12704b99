import { formatAddress } from '@namiar/domain';
import type { GeocodeCacheTable } from '../../db/schema';
import { cacheRow } from './cache-row';
import { KEY_SCALE } from './geocode.service';
import { offlineAnswer } from './offline';

/**
 * The offline gazetteer's answer for a rounded point as the geocode cache stores it (the same
 * row the geocode service writes for an offline answer). Used by the monitor's place naming,
 * in-process for the few points a call names itself and on its naming thread for the rest.
 */
export function offlineRow(latKey: number, lonKey: number, now: number): GeocodeCacheTable {
  const answer = offlineAnswer(latKey / KEY_SCALE, lonKey / KEY_SCALE);
  return cacheRow(latKey, lonKey, 'offline', answer, formatAddress(answer), now);
}
