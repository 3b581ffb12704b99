import type { AlarmsAnswer } from '@namiar/domain';
import { apiCall } from '../../app/api';

/**
 * Unaccepted alarms for the top-bar badge and the alarm window (spec 1 §7), polled every 30 s.
 * Polling failures stay silent and do not touch the permission-denied screen.
 */
export function fetchMonitAlarms(signal?: AbortSignal): Promise<AlarmsAnswer> {
  return apiCall<AlarmsAnswer>('alarms/monit/', {
    body: { gridSchema: false, onlyNotAccepted: true },
    signal,
    silent: true,
    background: true,
  });
}
