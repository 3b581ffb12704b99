export { fetchMonitReminders, acceptReminder } from './api';
export { useMonitReminders, REMINDER_POLL_MS, MONIT_REMINDERS_KEY } from './useMonitReminders';
export { useAcceptReminder } from './useAcceptReminder';
export { useRemindersWindow } from './useRemindersWindowStore';
