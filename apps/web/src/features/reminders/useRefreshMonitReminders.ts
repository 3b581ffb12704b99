import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MONIT_REMINDERS_KEY } from '../../kit/reminders';

/** After a save or delete the top bar's badge and the monitor's window ask again at once. */
export function useRefreshMonitReminders() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: MONIT_REMINDERS_KEY }), [client]);
}
