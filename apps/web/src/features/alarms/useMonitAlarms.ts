import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../app/session/storageKeys';
import { fetchMonitAlarms } from './api';

export const ALARM_POLL_MS = 30_000;

/**
 * The unaccepted alarms, refreshed every 30 s (spec 1 §9). Shared by the badge and, later,
 * the alarm window through the same query key, so there is one request per period.
 * The count is remembered in local storage (spec 1 §7) for the alarm sound's comparison.
 */
export function useMonitAlarms() {
  const query = useQuery({
    queryKey: ['alarms', 'monit'],
    queryFn: ({ signal }) => fetchMonitAlarms(signal),
    refetchInterval: ALARM_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const count = query.data?.alarms?.length;
  useEffect(() => {
    if (count !== undefined) localStorage.setItem(STORAGE_KEYS.alarmCount, String(count));
  }, [count]);
  return query;
}
