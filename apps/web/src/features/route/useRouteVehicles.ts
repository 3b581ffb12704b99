import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectItem } from '@namiar/domain';
import { fetchRouteLists } from './api';

export const ROUTE_LISTS_QUERY_KEY = ['reports', 'lists', 'route'] as const;

/** The vehicles the route dialog offers, with a lookup by id for validation and tab names. */
export function useRouteVehicles() {
  const query = useQuery({
    queryKey: ROUTE_LISTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchRouteLists(signal),
    // The vehicle register changes rarely; reopening the dialog need not ask again.
    staleTime: 5 * 60_000,
  });
  const vehicles: SelectItem[] = useMemo(() => query.data?.vehicles ?? [], [query.data]);
  const byId = useMemo(() => new Map(vehicles.map((v) => [v.id, v])), [vehicles]);
  return {
    vehicles,
    byId,
    ids: useMemo(() => new Set(byId.keys()), [byId]),
    // Akceptuj waits for any load of the list to finish (spec 1 §2.7), a retry included.
    loading: query.isPending || query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

export type RouteVehicles = ReturnType<typeof useRouteVehicles>;
