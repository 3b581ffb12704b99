import type { AlarmsAnswer } from '@namiar/domain';
import { apiCall } from '../api/api';

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

/**
 * Accepts alarms with one description (spec 1 §7): ids joined by '|'. Errors are shown by the
 * central handler; the promise rejects so the dialog stays open.
 */
export async function acceptAlarms(ids: readonly number[], description: string): Promise<void> {
  await apiCall<unknown>('alarms/accept/', { body: { alarms: ids.join('|'), description } });
}
