import { formatDateTime, parseDateTime } from '../time';

/** A report day [start, end), epoch ms, clipped to the report's range. */
export interface ReportDay {
  start: number;
  end: number;
  /** The day's date 'YYYY-MM-DD' (the date on which it starts). */
  date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function previousDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The report days of [from, to) in the company's zone, each starting at `hour` o'clock (the
 * settings' 'report day starts at', spec 1 §3.9 app-reportStartDayFrom): a day of date D runs
 * from D hour:00 to D+1 hour:00 (23–25 hours across DST changes), the first and last clipped to
 * the range. `to` is exclusive.
 */
export function reportDays(from: number, to: number, tz: string, hour: number): ReportDay[] {
  const h = Math.min(23, Math.max(0, Math.floor(hour)));
  const startOf = (date: string) => parseDateTime(`${date} ${pad(h)}:00:00`, tz) ?? 0;
  let date = formatDateTime(from, tz).slice(0, 10);
  if (startOf(date) > from) date = previousDate(date);
  const out: ReportDay[] = [];
  while (out.length < 400) {
    const start = startOf(date);
    if (start >= to) break;
    const next = nextDate(date);
    const end = startOf(next);
    out.push({ start: Math.max(start, from), end: Math.min(end, to), date });
    date = next;
  }
  return out;
}

/**
 * The spans (report days, shifts, workdays) of a range given to the second: `to` is its last
 * millisecond (the closing second included, as the route reads a range) and the caller cuts
 * [from, to + 1). A span that starts within that closing second holds only it — 'through today
 * 06:00' (the workday default, spec 2 §5) or a day range ending at the next midnight would show
 * an empty extra row — so it is left out, unless it is the only one.
 */
export function withoutClosingInstant<T extends { start: number }>(spans: readonly T[], to: number): T[] {
  const closingSecond = to - (to % 1000);
  return spans.length === 1 ? [...spans] : spans.filter((s) => s.start < closingSecond);
}
