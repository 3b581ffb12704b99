export { fetchMonitAlarms, acceptAlarms } from './api';
export { useMonitAlarms, ALARM_POLL_MS, MONIT_ALARMS_KEY } from './useMonitAlarms';
export { useAcceptAlarms, withoutAlarms, removeAlarmsLocally } from './useAcceptAlarms';
export { useAlarmWindow } from './useAlarmWindowStore';
export { setAlarmSoundEnabled, SOUND_SAVE_DEBOUNCE_MS } from './soundSetting';
export { AlarmAcceptDialog } from './AlarmAcceptDialog';
export { AlarmFilters } from './AlarmFilters';
export { NO_ALARM_FILTER, effectiveFilter, eventOptions, filterAlarms, vehicleOptions } from './alarmFilter';
export type { AlarmFilter, Option as AlarmFilterOption } from './alarmFilter';
