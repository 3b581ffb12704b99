import { useQuery } from '@tanstack/react-query';
import { POI_MAP_QUERY_KEY, fetchPoiMap } from './api';

/**
 * GET /poi/map: the user's POIs and bases with their 'chosen' flags. One query key for every
 * map, so a choice saved in the chooser shows on the monitor and the route maps alike.
 */
export function usePoiMap() {
  return useQuery({ queryKey: POI_MAP_QUERY_KEY, queryFn: ({ signal }) => fetchPoiMap(signal) });
}
