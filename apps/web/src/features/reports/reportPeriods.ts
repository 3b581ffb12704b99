import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * Date ranges of the report builder (spec 2 §5): the default range is the start of the current
 * month to the end of today; the workday report's is the previous day 06:00 to today 06:00 and
 * its period is a day from 06:00 to 06:00. Period radios day / week (Monday to Sunday) / month
 * step backwards and forwards from the period that holds the current start.
 */

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const WORKDAY_HOUR = 6;

export type ReportPeriod = 'day' | 'week' | 'month';

export interface DateRange {
  from_date: string;
  to_date: string;
}

export function parseDate(text: string | null | undefined): Dayjs | null {
  if (!text) return null;
  const d = dayjs(text, DATE_TIME_FORMAT, true);
  return d.isValid() ? d : null;
}

export function formatDate(d: Dayjs): string {
  return d.format(DATE_TIME_FORMAT);
}

/** Start of the current month → today 23:59:59. */
export function monthToDate(now: Dayjs): DateRange {
  return { from_date: formatDate(now.startOf('month')), to_date: formatDate(now.endOf('day').millisecond(0)) };
}

/** Yesterday 06:00:00 → today 06:00:00. */
export function workdayDefault(now: Dayjs): DateRange {
  const today6 = now.startOf('day').hour(WORKDAY_HOUR);
  return { from_date: formatDate(today6.subtract(1, 'day')), to_date: formatDate(today6) };
}

function mondayOf(d: Dayjs): Dayjs {
  return d.startOf('day').subtract((d.day() + 6) % 7, 'day');
}

/** The whole period holding `anchor`: 00:00:00 to 23:59:59 of its last day. */
export function periodRange(anchor: Dayjs, period: ReportPeriod): DateRange {
  const start = period === 'week' ? mondayOf(anchor) : anchor.startOf(period);
  const end = period === 'week' ? start.add(6, 'day').endOf('day') : start.endOf(period);
  return { from_date: formatDate(start), to_date: formatDate(end.millisecond(0)) };
}

/** The workday that starts on the day of `anchor`'s 06:00 shift: D 06:00 → D+1 06:00. */
export function workdayRange(anchor: Dayjs): DateRange {
  const start = anchor.subtract(WORKDAY_HOUR, 'hour').startOf('day').hour(WORKDAY_HOUR);
  return { from_date: formatDate(start), to_date: formatDate(start.add(1, 'day')) };
}

/** The previous (-1) or next (+1) whole period from the one holding the current start. */
export function shiftPeriod(
  fromDate: string,
  period: ReportPeriod,
  step: -1 | 1,
  now: Dayjs,
  workday = false,
): DateRange {
  const anchor = parseDate(fromDate) ?? now;
  if (workday) return workdayRange(anchor.add(step, 'day'));
  const current = parseDate(periodRange(anchor, period).from_date) ?? anchor;
  return periodRange(current.add(step, period), period);
}

/** The range a period radio sets: the period holding the current start (or now). */
export function choosePeriod(fromDate: string, period: ReportPeriod, now: Dayjs, workday = false): DateRange {
  const anchor = parseDate(fromDate) ?? now;
  return workday ? workdayRange(anchor) : periodRange(anchor, period);
}
