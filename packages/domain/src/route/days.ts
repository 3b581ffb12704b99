import { formatDateTime, parseDateTime } from '../time';

/** A company-zone day [start, end), epoch ms (23, 24 or 25 hours across DST changes). */
export interface ZoneDay {
  start: number;
  end: number;
}

/** The date after 'YYYY-MM-DD'. */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Midnight of a date in the zone (null where the zone skips it). */
const midnight = (date: string, tz: string) => parseDateTime(`${date} 00:00:00`, tz);

/** The days of the zone that lie wholly inside [from, to] (both inclusive), in order. */
export function wholeDays(from: number, to: number, tz: string): ZoneDay[] {
  const out: ZoneDay[] = [];
  let date = formatDateTime(from, tz).slice(0, 10);
  let start = midnight(date, tz);
  if (start !== null && start < from) {
    date = nextDate(date);
    start = midnight(date, tz);
  }
  while (start !== null) {
    const next = nextDate(date);
    const end = midnight(next, tz);
    if (end === null || end - 1 > to) break;
    out.push({ start, end });
    date = next;
    start = end;
  }
  return out;
}

/**
 * The days of the zone that overlap [from, to] (both inclusive), in order, each whole: the day
 * containing `from` first, the one containing `to` last.
 */
export function overlappingDays(from: number, to: number, tz: string): ZoneDay[] {
  const out: ZoneDay[] = [];
  let date = formatDateTime(from, tz).slice(0, 10);
  let start = midnight(date, tz);
  while (start !== null && start <= to) {
    const next = nextDate(date);
    const end = midnight(next, tz);
    if (end === null) break;
    out.push({ start, end });
    date = next;
    start = end;
  }
  return out;
}
