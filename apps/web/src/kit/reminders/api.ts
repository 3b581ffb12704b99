import type { RemindersAnswer } from '@namiar/domain';
import { apiCall } from '../api/api';

/** Open reminders for the bell badge (spec 1 §7); polled every 30 s, only with permission 5. */
export function fetchMonitReminders(signal?: AbortSignal): Promise<RemindersAnswer> {
  return apiCall<RemindersAnswer>('reminders/monit', {
    body: { gridSchema: false },
    signal,
    silent: true,
    background: true,
  });
}

/** Closes one reminder (spec 1 §7); errors are shown by the central handler. */
export async function acceptReminder(rid: number): Promise<void> {
  await apiCall<unknown>('reminders/accept/', { body: { rid } });
}
