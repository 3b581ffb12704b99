import { alarmValue, decimal, decimalUpTo, duration, isAlarmValueScaledAt, type AlarmRow } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';

/** Pure rules of the alarm window's rows (spec 1 §2.8, §3.3, §9). */

const t = pl.alarmWindow;
const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });
/** Scaled (÷10) values have exactly one decimal, voltages two, the rest at most one. */

export interface AlarmFilter {
  vid: number | null;
  eid: number | null;
}

export interface Option {
  value: number;
  label: string;
}

function uniqueOptions(pairs: Iterable<[number, string]>): Option[] {
  const byValue = new Map<number, string>();
  for (const [value, label] of pairs) if (!byValue.has(value)) byValue.set(value, label);
  return [...byValue].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The vehicles that have alarms in the list, by registration. */
export function vehicleOptions(alarms: readonly AlarmRow[]): Option[] {
  return uniqueOptions(alarms.map((a) => [a.vid, a.regno]));
}

/** The event names that occur in the list, alphabetically. */
export function eventOptions(alarms: readonly AlarmRow[]): Option[] {
  return uniqueOptions(alarms.map((a) => [a.eid, a.ename]));
}

export function filterAlarms(alarms: readonly AlarmRow[], filter: AlarmFilter): AlarmRow[] {
  return alarms.filter(
    (a) => (filter.vid === null || a.vid === filter.vid) && (filter.eid === null || a.eid === filter.eid),
  );
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * Moves a 'YYYY-MM-DD HH:mm:ss' text by whole seconds on the wall clock. The text is in the
 * company's zone, which the browser does not know, so the arithmetic stays in UTC fields and
 * never applies the browser's own DST rules. Null for a text that is not such a date.
 */
export function shiftDateTime(text: string, seconds: number): string | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) + seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Route link padding on each side (spec 1 §9). */
export const ROUTE_PADDING_S = 24 * 3600;

/**
 * The alarm's route in a new tab: from its start − 24 h to its end + 24 h. A running alarm
 * has no end; its `time` counts to the server's now, so start + time is "now" in the
 * company's zone whatever the browser's clock says.
 */
export function alarmRouteHref(alarm: Pick<AlarmRow, 'vid' | 'fdt' | 'tdt' | 'time'>): string | null {
  const from = shiftDateTime(alarm.fdt, -ROUTE_PADDING_S);
  const end = alarm.tdt ?? shiftDateTime(alarm.fdt, alarm.time);
  const to = end === null ? null : shiftDateTime(end, ROUTE_PADDING_S);
  if (from === null || to === null) return null;
  const query = new URLSearchParams({ vid: String(alarm.vid), from_date: from, to_date: to });
  return `/route?${query.toString()}`;
}

/** Alarm duration in the product's one duration format (h:mm:ss, 'N dni h:mm:ss'). */
export function formatAlarmDuration(seconds: number): string {
  return duration(Math.max(0, Number.isFinite(seconds) ? seconds : 0));
}

/** The unit of an alarm value by event type (docs/events.md §7), or '' when it has none. */
export function alarmValueUnit(eid: number): string {
  if (eid === 4) return t.units.speed;
  if (eid === 21 || eid === 22 || eid === 39) return t.units.litres;
  if (eid === 23) return t.units.per100km;
  if (eid === 40) return t.units.perMth;
  if ((eid >= 28 && eid <= 35) || (eid >= 76 && eid <= 99)) return t.units.celsius;
  if (eid === 41 || eid === 42) return t.units.perHour;
  if (eid === 43 || eid === 44) return t.units.harsh;
  if (eid === 51) return t.units.volts;
  return '';
}

/**
 * The value column: scaled as the monitoring list scales it (docs/decisions.md, 'Alarm values
 * in the alarm window'), Polish decimal comma, with its unit; '--' without a value.
 */
export function formatAlarmValue(eid: number, value: number | null): string {
  const shown = alarmValue(eid, value, 'monit');
  if (shown === null || !Number.isFinite(shown)) return pl.common.noData;
  const unit = alarmValueUnit(eid);
  const text = isAlarmValueScaledAt(eid, 'monit')
    ? decimal(shown, 1)
    : eid === 51
      ? decimal(shown, 2)
      : decimalUpTo(shown, 1);
  return unit ? `${text} ${unit}` : text;
}
