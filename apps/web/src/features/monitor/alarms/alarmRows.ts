import { alarmValueText, duration, type AlarmRow } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';

/** Pure rules of the alarm window's rows (spec 1 §2.8, §3.3, §9). */

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

/**
 * The value column: scaled as the monitoring list scales it (docs/decisions.md, 'Alarm values
 * in the alarm window'), Polish decimal comma, with its type's unit (domain events/units.ts,
 * the table the alarms screen and the alarm e-mail read too); '--' without a value.
 */
export function formatAlarmValue(eid: number, value: number | null): string {
  return alarmValueText(eid, value, 'monit') ?? pl.common.noData;
}
