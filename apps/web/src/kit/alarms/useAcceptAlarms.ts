import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { P, type AlarmsAnswer } from '@namiar/domain';
import { usePermissions } from '../session/sessionStore';
import { toastSuccess } from '../ui/toasts';
import { pl } from '../i18n/pl';
import { acceptAlarms } from './api';
import { MONIT_ALARMS_KEY } from './useMonitAlarms';

/** Drops accepted alarms from the cached list, so the window and the badge count change at once. */
export function withoutAlarms(answer: AlarmsAnswer | undefined, ids: readonly number[]): AlarmsAnswer | undefined {
  if (!answer) return answer;
  const gone = new Set(ids);
  return { ...answer, alarms: answer.alarms.filter((a) => !gone.has(a.id)) };
}

export function removeAlarmsLocally(client: QueryClient, ids: readonly number[]): void {
  client.setQueryData<AlarmsAnswer>(MONIT_ALARMS_KEY, (old) => withoutAlarms(old, ids));
}

/**
 * Accepting alarms (spec 1 §4 'Alarm'): on success the toast 'Alarmy zostały zaakceptowane',
 * the accepted alarms leave the cached list at once, and the list reloads from the server
 * only with permission 6 as the spec says (others get the next 30 s poll).
 */
export function useAcceptAlarms(acceptedText: string = pl.alarmWindow.accepted) {
  const client = useQueryClient();
  const canReload = usePermissions().has(P.alarms);
  return useMutation({
    mutationFn: ({ ids, description }: { ids: readonly number[]; description: string }) =>
      acceptAlarms(ids, description),
    onSuccess: (_answer, { ids }) => {
      toastSuccess(acceptedText);
      // A poll already under way would bring the accepted alarms back for 30 s.
      void client.cancelQueries({ queryKey: MONIT_ALARMS_KEY });
      removeAlarmsLocally(client, ids);
      // Not awaited: the dialog closes at once, the reload arrives when it arrives.
      if (canReload) void client.invalidateQueries({ queryKey: MONIT_ALARMS_KEY });
    },
    // The error was shown centrally; a refused accept often means the list was stale
    // (accepted by someone else meanwhile), so fetch it again.
    onError: () => void client.invalidateQueries({ queryKey: MONIT_ALARMS_KEY }),
  });
}
