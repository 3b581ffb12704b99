import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectItem } from '@namiar/domain';
import { fetchEcoLists } from './api';

/** The vehicles the eco-driving dialog offers, with their ids for validation. */
export function useEcoVehicles() {
  const query = useQuery({
    queryKey: ['reports', 'lists', 'ecodriving'],
    queryFn: ({ signal }) => fetchEcoLists(signal),
    staleTime: 5 * 60_000,
  });
  const vehicles: SelectItem[] = useMemo(() => query.data?.vehicles ?? [], [query.data]);
  return {
    vehicles,
    ids: useMemo(() => new Set(vehicles.map((v) => v.id)), [vehicles]),
    loading: query.isPending || query.isFetching,
  };
}

export type EcoVehicles = ReturnType<typeof useEcoVehicles>;
