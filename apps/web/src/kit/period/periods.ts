import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * Period arithmetic of the route-creation dialog (spec 1 §2.7): the Miesiąc/Tydzień/Dzień radios
 * with previous/next, and the Przedwczoraj/Wczoraj/Dzisiaj buttons. Ranges are whole periods
 * from 00:00:00 to 23:59:59 of their last day; weeks start on Monday (spec 1 §9) whatever the
 * dayjs locale says, so the rule does not depend on global set-up.
 */

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type RoutePeriod = 'month' | 'week' | 'day';

export interface DateRange {
  from_date: string;
  to_date: string;
}

/** 'YYYY-MM-DD HH:mm:ss' → Dayjs, or null when the text is not exactly such a date. */
export function parseDate(text: string | null | undefined): Dayjs | null {
  if (!text) return null;
  const d = dayjs(text, DATE_TIME_FORMAT, true);
  return d.isValid() ? d : null;
}

export function formatDate(d: Dayjs): string {
  return d.format(DATE_TIME_FORMAT);
}

/** Monday 00:00:00 of the week holding `d` (dayjs: Sunday = 0). */
function mondayOf(d: Dayjs): Dayjs {
  return d.startOf('day').subtract((d.day() + 6) % 7, 'day');
}

function startOfPeriod(d: Dayjs, period: RoutePeriod): Dayjs {
  if (period === 'week') return mondayOf(d);
  return d.startOf(period);
}

function endOfPeriod(start: Dayjs, period: RoutePeriod): Dayjs {
  if (period === 'week') return start.add(6, 'day').endOf('day');
  return start.endOf(period);
}

/** The whole period (month, Monday-to-Sunday week, day) that holds `anchor`. */
export function periodRange(anchor: Dayjs, period: RoutePeriod): DateRange {
  const start = startOfPeriod(anchor, period);
  return { from_date: formatDate(start), to_date: formatDate(endOfPeriod(start, period).millisecond(0)) };
}

/**
 * The previous (-1) or next (+1) whole period. It steps from the period that holds the
 * current start, so an arbitrary range snaps to whole periods on the first step.
 */
export function shiftPeriod(fromDate: string | null, period: RoutePeriod, step: -1 | 1, now: Dayjs): DateRange {
  const anchor = parseDate(fromDate) ?? now;
  const start = startOfPeriod(anchor, period);
  const unit = period === 'week' ? 'week' : period;
  return periodRange(start.add(step, unit), period);
}

export type QuickDay = 'dayBeforeYesterday' | 'yesterday' | 'today';

const QUICK_DAY_OFFSET: Record<QuickDay, number> = { dayBeforeYesterday: 2, yesterday: 1, today: 0 };

/** Przedwczoraj / Wczoraj / Dzisiaj: the whole day, 00:00:00 to 23:59:59. */
export function quickDayRange(day: QuickDay, now: Dayjs): DateRange {
  return periodRange(now.subtract(QUICK_DAY_OFFSET[day], 'day'), 'day');
}

/** The period a range is exactly (used to light the matching radio after a prefill), else null. */
export function periodOf(range: DateRange): RoutePeriod | null {
  const from = parseDate(range.from_date);
  if (!from) return null;
  for (const period of ['day', 'week', 'month'] as const) {
    const whole = periodRange(from, period);
    if (whole.from_date === range.from_date && whole.to_date === range.to_date) return period;
  }
  return null;
}
