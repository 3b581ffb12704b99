/**
 * Alarm values as stored and as shown: the types the engine stores ×10 and where they are divided
 * (spec 1 §3.3, spec 2 §9; docs/decisions.md 'Alarm values in the alarm window').
 */

/** Alarm values stored ×10 (fuel, temperatures) are divided by 10 for display (spec 1 §3.3). */
export function isAlarmValueScaled(eid: number, inMonitorList: boolean): boolean {
  if ([21, 22, 23, 39].includes(eid)) return true;
  if (!inMonitorList) return false;
  return eid === 40 || (eid >= 28 && eid <= 35) || (eid >= 76 && eid <= 99);
}

export function alarmDisplayValue(eid: number, value: number | null, inMonitorList: boolean): number | null {
  if (value === null) return null;
  return isAlarmValueScaled(eid, inMonitorList) ? value / 10 : value;
}

/**
 * Where an alarm value is shown: 'monit' is the monitoring screen's alarm list (the alarm
 * window fed by /alarms/monit/), which also divides 40, 28–35 and 76–99; 'window' is any
 * other alarm list, which divides only 21, 22, 23 and 39 (spec 1 §3.3, docs/decisions.md).
 */
export type AlarmValuePlace = 'window' | 'monit';

export function isAlarmValueScaledAt(eid: number, where: AlarmValuePlace): boolean {
  return isAlarmValueScaled(eid, where === 'monit');
}

export function alarmValue(eid: number, value: number | null, where: AlarmValuePlace): number | null {
  return alarmDisplayValue(eid, value, where === 'monit');
}
