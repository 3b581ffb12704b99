/**
 * Time-axis helpers of the uPlot wrapper, kept free of uPlot itself so they are unit-testable.
 *
 * X values are epoch seconds in the browser's zone: API times ('YYYY-MM-DD HH:mm:ss' in the
 * company zone) are parsed as local wall-clock times, so the chart shows the same clock the
 * rest of the interface shows without a second time-zone conversion.
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' of a local Date (the interface's date format, spec 1 §9). */
export function formatLocalDateTime(d: Date): string {
  return `${formatLocalDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

export function formatLocalDate(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' → epoch seconds of that local wall-clock time, or null when the
 * text is not such a date (a malformed point is left out of a chart rather than drawn at 1970).
 */
export function parseLocalDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return Math.floor(date.getTime() / 1000);
}

/**
 * Tick labels for a time axis: 24-hour clock (uPlot's defaults are 12-hour, US-style), with
 * seconds only when ticks are closer than a minute and dates once ticks are a day or more apart.
 * `incr` is the tick spacing in seconds that uPlot chose; `fullDate` puts the date before every time.
 */
export function formatTimeTicks(splits: number[], incr: number, fullDate = false): string[] {
  return splits.map((s) => {
    const d = new Date(s * 1000);
    if (incr >= 86_400) return formatLocalDate(d);
    const hm = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
    const time = incr < 60 ? `${hm}:${pad2(d.getSeconds())}` : hm;
    // With `fullDate` (route-chartAxisFullDate) every tick also names its day.
    return fullDate ? `${formatLocalDate(d)} ${time}` : time;
  });
}

/** Polish month and weekday names for uPlot's date templates, from the browser's Intl data. */
export function polishDateNames(): { MMMM: string[]; MMM: string[]; WWWW: string[]; WWW: string[] } {
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, i) =>
      new Intl.DateTimeFormat('pl-PL', { month: style }).format(new Date(2024, i, 1)),
    );
  // 2024-01-07 was a Sunday: uPlot's weekday arrays start with Sunday.
  const weekday = (style: 'long' | 'short') =>
    Array.from({ length: 7 }, (_, i) =>
      new Intl.DateTimeFormat('pl-PL', { weekday: style }).format(new Date(2024, 0, 7 + i)),
    );
  return { MMMM: month('long'), MMM: month('short'), WWWW: weekday('long'), WWW: weekday('short') };
}
