export { fetchMonitAlarms } from './api';
export { useMonitAlarms, ALARM_POLL_MS } from './useMonitAlarms';
