import type { OkAnswer, PoiMapAnswer } from '@namiar/domain';
import { apiCall } from '../api/api';

/** The cache key of GET /poi/map: the monitor map, the route map and the chooser share it. */
export const POI_MAP_QUERY_KEY = ['poi', 'map'] as const;

export function fetchPoiMap(signal?: AbortSignal): Promise<PoiMapAnswer> {
  return apiCall<PoiMapAnswer>('poi/map', { method: 'GET', signal });
}

export function savePoiChoices(ids: string[], signal?: AbortSignal): Promise<OkAnswer> {
  return apiCall<OkAnswer>('poi/map/save', { body: { ids: ids.length ? ids.join(',') : null }, signal });
}
