import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALARM_LIST_ANY, hasAny } from '@namiar/domain';
import { STORAGE_KEYS } from '../session/storageKeys';
import { usePermissions } from '../session/sessionStore';
import { useSettings } from '../settings';
import { fetchMonitAlarms } from './api';
import { playAlarmBeep, readStoredCount, shouldPlayAlarmSound, volumeGain } from './alarmSound';

export const ALARM_POLL_MS = 30_000;
export const MONIT_ALARMS_KEY = ['alarms', 'monit'] as const;

/** The count this page saw last; several components use the hook, the first to see a change acts. */
let lastSeenCount: number | null = null;

function announceCount(count: number): void {
  const stored = readStoredCount(localStorage.getItem(STORAGE_KEYS.alarmCount));
  if (shouldPlayAlarmSound(lastSeenCount, count, stored)) {
    const doc = useSettings.getState().doc;
    if (doc['alarm-sound-enabled'] !== false) playAlarmBeep(volumeGain(doc['alarm-sound-volume']));
  }
  lastSeenCount = count;
  localStorage.setItem(STORAGE_KEYS.alarmCount, String(count));
}

/**
 * The unaccepted alarms, refreshed every 30 s (spec 1 §9). Shared by the badge and the alarm
 * window through the same query key, so there is one request per period.
 * The count is remembered in local storage (spec 1 §7) for the alarm sound's comparison.
 * Polled only for users the server lets read alarms (alarms or monitor permissions): for
 * anyone else the answer would be module_permission_error.
 */
export function useMonitAlarms() {
  const allowed = hasAny(usePermissions(), ALARM_LIST_ANY);
  const query = useQuery({
    queryKey: MONIT_ALARMS_KEY,
    queryFn: ({ signal }) => fetchMonitAlarms(signal),
    refetchInterval: ALARM_POLL_MS,
    refetchIntervalInBackground: true,
    enabled: allowed,
  });
  const count = query.data?.alarms?.length;
  useEffect(() => {
    if (count !== undefined && count !== lastSeenCount) announceCount(count);
  }, [count]);
  return query;
}
