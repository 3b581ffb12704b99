export { fetchMonitAlarms, acceptAlarms } from './api';
export { useMonitAlarms, ALARM_POLL_MS, MONIT_ALARMS_KEY } from './useMonitAlarms';
export { useAcceptAlarms, withoutAlarms, removeAlarmsLocally } from './useAcceptAlarms';
export { useAlarmWindow } from './useAlarmWindowStore';
export { setAlarmSoundEnabled, SOUND_SAVE_DEBOUNCE_MS } from './soundSetting';
export { AlarmAcceptDialog } from './AlarmAcceptDialog';
