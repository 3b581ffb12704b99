import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectItem } from '@namiar/domain';
import { fetchEcoVehicles } from './api';

/**
 * The vehicles the eco-driving dialog offers — those that report traction energy (the server
 * decides, `POST /ecodriving/vehicles`) — with their ids for validation.
 */
export function useEcoVehicles() {
  const query = useQuery({
    queryKey: ['ecodriving', 'vehicles'],
    queryFn: ({ signal }) => fetchEcoVehicles(signal),
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
