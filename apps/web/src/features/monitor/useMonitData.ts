import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MonitVehicle } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { useSettings } from '../../kit/settings';
import { fetchMonit } from './api';

export const MONIT_POLL_MS = 30_000;
export const MONIT_QUERY_KEY = ['monit'] as const;

/**
 * The monitored vehicles, refreshed every 30000 ms (spec 1 §9). An answer with
 * err.code permission_error sets the module-permission setting to false without a toast
 * (spec 1 §8); other errors are toasted centrally by the api client.
 */
export function useMonitData() {
  const query = useQuery({
    queryKey: MONIT_QUERY_KEY,
    queryFn: ({ signal }) => fetchMonit(signal),
    refetchInterval: MONIT_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const error = query.error;
  useEffect(() => {
    if (error instanceof ApiError && error.code === 'permission_error') {
      useSettings.getState().setLocal('module-permission', false);
    }
  }, [error]);
  const vehicles: MonitVehicle[] = query.data?.m ?? [];
  return { ...query, vehicles };
}
