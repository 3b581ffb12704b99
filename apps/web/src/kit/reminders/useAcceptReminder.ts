import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemindersAnswer } from '@namiar/domain';
import { toastSuccess } from '../ui/toasts';
import { pl } from '../i18n/pl';
import { acceptReminder } from './api';
import { MONIT_REMINDERS_KEY } from './useMonitReminders';

/**
 * Ending a reminder (spec 1 §4 'Reminder'): open → accepted, then the list reloads. The
 * accepted card leaves at once, so the bell count never shows a closed reminder meanwhile.
 */
export function useAcceptReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rid: number) => acceptReminder(rid),
    onSuccess: (_answer, rid) => {
      toastSuccess(pl.alarmWindow.reminderAccepted);
      client.setQueryData<RemindersAnswer>(MONIT_REMINDERS_KEY, (old) =>
        old ? { ...old, reminders: old.reminders.filter((r) => r.rid !== rid) } : old,
      );
      void client.invalidateQueries({ queryKey: MONIT_REMINDERS_KEY });
    },
  });
}
