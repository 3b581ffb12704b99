import type { AlarmRow } from '@namiar/domain';

/**
 * The alarm filters of the monitor's alarm window (spec 1 §2.8) and of the alarms screen:
 * by vehicle and by alarm type. The type is the alarm's name as the rows show it, so an input's
 * alarm is found by what the input is ('Drzwi ładowni załączone'), whichever input number it
 * has on each vehicle, and two inputs of one number that are different things stay apart.
 */
export interface AlarmFilter {
  vid: number | null;
  name: string | null;
}

export const NO_ALARM_FILTER: AlarmFilter = { vid: null, name: null };

export interface Option<Value> {
  value: Value;
  label: string;
}

const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

function uniqueOptions<Value>(pairs: Iterable<[Value, string]>): Option<Value>[] {
  const byValue = new Map<Value, string>();
  for (const [value, label] of pairs) if (!byValue.has(value)) byValue.set(value, label);
  return [...byValue].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The vehicles that have alarms in the list, by registration. */
export function vehicleOptions(alarms: readonly Pick<AlarmRow, 'vid' | 'regno'>[]): Option<number>[] {
  return uniqueOptions(alarms.map((a) => [a.vid, a.regno]));
}

/** The alarm names that occur in the list, alphabetically. */
export function eventOptions(alarms: readonly Pick<AlarmRow, 'ename'>[]): Option<string>[] {
  return uniqueOptions(alarms.map((a) => [a.ename, a.ename]));
}

export function filterAlarms<Row extends Pick<AlarmRow, 'vid' | 'ename'>>(
  alarms: readonly Row[],
  filter: AlarmFilter,
): Row[] {
  if (filter.vid === null && filter.name === null) return [...alarms];
  return alarms.filter(
    (a) => (filter.vid === null || a.vid === filter.vid) && (filter.name === null || a.ename === filter.name),
  );
}

/**
 * The filter as it applies to the list: a vehicle or a name that has left the list (its alarms
 * accepted or deleted) falls back to "all", so the list never shows empty for a stale choice.
 */
export function effectiveFilter(
  filter: AlarmFilter,
  vehicles: readonly Option<number>[],
  events: readonly Option<string>[],
): AlarmFilter {
  return {
    vid: vehicles.some((o) => o.value === filter.vid) ? filter.vid : null,
    name: events.some((o) => o.value === filter.name) ? filter.name : null,
  };
}
