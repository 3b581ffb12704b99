import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALARM_LIST_ANY, hasAny } from '@namiar/domain';
import { STORAGE_KEYS } from '../../app/session/storageKeys';
import { usePermissions } from '../../app/session/sessionStore';
import { fetchMonitAlarms } from './api';

export const ALARM_POLL_MS = 30_000;

/**
 * The unaccepted alarms, refreshed every 30 s (spec 1 §9). Shared by the badge and, later,
 * the alarm window through the same query key, so there is one request per period.
 * The count is remembered in local storage (spec 1 §7) for the alarm sound's comparison.
 * Polled only for users the server lets read alarms (alarms or monitor permissions): for
 * anyone else the answer would be module_permission_error.
 */
export function useMonitAlarms() {
  const allowed = hasAny(usePermissions(), ALARM_LIST_ANY);
  const query = useQuery({
    queryKey: ['alarms', 'monit'],
    queryFn: ({ signal }) => fetchMonitAlarms(signal),
    refetchInterval: ALARM_POLL_MS,
    refetchIntervalInBackground: true,
    enabled: allowed,
  });
  const count = query.data?.alarms?.length;
  useEffect(() => {
    if (count !== undefined) localStorage.setItem(STORAGE_KEYS.alarmCount, String(count));
  }, [count]);
  return query;
}
