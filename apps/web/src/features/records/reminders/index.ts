export { fetchMonitReminders } from './api';
export { useMonitReminders, REMINDER_POLL_MS } from './useMonitReminders';
