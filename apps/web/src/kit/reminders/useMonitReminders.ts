import { useQuery } from '@tanstack/react-query';
import { P } from '@namiar/domain';
import { usePermissions } from '../session/sessionStore';
import { fetchMonitReminders } from './api';

export const REMINDER_POLL_MS = 30_000;
export const MONIT_REMINDERS_KEY = ['reminders', 'monit'] as const;

/** Open reminders, polled only for users holding permission 5 (spec 1 §6). */
export function useMonitReminders() {
  const allowed = usePermissions().has(P.reminders);
  const query = useQuery({
    queryKey: MONIT_REMINDERS_KEY,
    queryFn: ({ signal }) => fetchMonitReminders(signal),
    refetchInterval: REMINDER_POLL_MS,
    refetchIntervalInBackground: true,
    enabled: allowed,
  });
  return { allowed, ...query };
}
