import type { PoiMapAnswer } from '@namiar/domain';
import { apiCall } from '../../../app/api';

/**
 * GET /poi/map: the user's POIs and bases with their 'chosen' flags (the call the monitor map
 * uses; the same query key shares its cache, so a choice saved there shows here).
 */
export const POI_MAP_QUERY_KEY = ['poi', 'map'] as const;

export function fetchPoiMap(signal?: AbortSignal): Promise<PoiMapAnswer> {
  return apiCall<PoiMapAnswer>('poi/map', { method: 'GET', signal });
}
