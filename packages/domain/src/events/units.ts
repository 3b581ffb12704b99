import { decimal, decimalUpTo } from '../units';
import { alarmValue, isAlarmValueScaledAt, type AlarmValuePlace } from './scaling';

/**
 * What an event's value is measured in, by event type: the one table every alarm list, export
 * and e-mail reads (the alarms screen's 'Wartość', the monitor's alarm window, the alarm
 * e-mail; docs/events.md §7 says what each value is). `decimals` is how many the value is
 * written with: exactly that many when `fixed`, else at most that many.
 */
export interface AlarmValueFormat {
  unit: string;
  decimals: number;
  fixed: boolean;
}

const SPEED: AlarmValueFormat = { unit: 'km/h', decimals: 1, fixed: false };
const LITRES: AlarmValueFormat = { unit: 'l', decimals: 1, fixed: true };
const CELSIUS: AlarmValueFormat = { unit: '°C', decimals: 1, fixed: false };
const FLOW: AlarmValueFormat = { unit: 'l/h', decimals: 1, fixed: false };
const HARSH: AlarmValueFormat = { unit: 'km/h/s', decimals: 1, fixed: false };

const FORMATS = new Map<number, AlarmValueFormat>([
  [4, SPEED],
  [21, LITRES],
  [22, LITRES],
  [39, LITRES],
  [23, { unit: 'l/100 km', decimals: 1, fixed: true }],
  [40, { unit: 'l/mth', decimals: 1, fixed: true }],
  [27, { unit: 'kW', decimals: 1, fixed: false }],
  [41, FLOW],
  [42, FLOW],
  [43, HARSH],
  [44, HARSH],
  [51, { unit: 'V', decimals: 2, fixed: true }],
  ...[...range(28, 35), ...range(76, 99)].map((eid): [number, AlarmValueFormat] => [eid, CELSIUS]),
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The value's format of a type; null for a type whose events carry no value (states, signals, inputs). */
export function alarmValueFormat(eid: number): AlarmValueFormat | null {
  return FORMATS.get(eid) ?? null;
}

/** The unit of a type's value ('km/h', 'l', '°C', ...), '' when it has none. */
export function alarmValueUnit(eid: number): string {
  return FORMATS.get(eid)?.unit ?? '';
}

/**
 * An alarm's value as text with its unit ('112 km/h', '30,5 l', '-18,2 °C'): scaled for the
 * place it is shown in (values stored ×10 are divided, one decimal exactly), the Polish decimal
 * comma and grouped thousands. Null without a value (the caller writes its own '--' or nothing).
 */
export function alarmValueText(eid: number, value: number | null, where: AlarmValuePlace): string | null {
  const shown = alarmValue(eid, value, where);
  if (shown === null || !Number.isFinite(shown)) return null;
  const format = FORMATS.get(eid);
  if (!format) return decimalUpTo(shown, 1);
  const fixed = format.fixed || isAlarmValueScaledAt(eid, where);
  const text = fixed ? decimal(shown, format.decimals) : decimalUpTo(shown, format.decimals);
  return `${text} ${format.unit}`;
}
