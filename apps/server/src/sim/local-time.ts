/**
 * Local (Europe/Warsaw) calendar arithmetic for the demo fleet's day plans, without Intl in
 * the hot path: CET (UTC+1) with CEST (UTC+2) from the last Sunday of March 01:00 UTC to the
 * last Sunday of October 01:00 UTC (the EU rule).
 */
const HOUR = 3_600_000;
export const DAY_MS = 86_400_000;

/** Epoch ms of the last Sunday of a month (0-based), 01:00 UTC. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay(); // 0 = Sunday
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

const dstCache = new Map<number, [number, number]>();

/** Offset of Warsaw local time from UTC at an instant, milliseconds (3600000 or 7200000). */
export function warsawOffset(t: number): number {
  const year = new Date(t).getUTCFullYear();
  let span = dstCache.get(year);
  if (!span) {
    span = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    dstCache.set(year, span);
  }
  return t >= span[0] && t < span[1] ? 2 * HOUR : HOUR;
}

/** Local midnight (as epoch ms) of the local day that contains t. */
export function localMidnight(t: number): number {
  const local = t + warsawOffset(t);
  const dayStartLocal = Math.floor(local / DAY_MS) * DAY_MS;
  // The offset at midnight may differ from the offset at t on a DST-change day.
  let m = dayStartLocal - warsawOffset(dayStartLocal - HOUR);
  if (m > t) m = dayStartLocal - warsawOffset(dayStartLocal - 2 * HOUR);
  return m;
}

/** Epoch ms of a local wall-clock hour (may be fractional) on the local day starting at `midnight`. */
export function atLocalHour(midnight: number, hour: number): number {
  const guess = midnight + hour * HOUR;
  // Correct for a DST change during the day (the clock jumps at 02:00/03:00 local).
  return guess - (warsawOffset(guess) - warsawOffset(midnight));
}

/** Local day of the week of the day starting at `midnight`: 0 Sunday .. 6 Saturday. */
export function localWeekday(midnight: number): number {
  return new Date(midnight + warsawOffset(midnight) + HOUR).getUTCDay();
}

/** Local hour of the day (fractional) at t. */
export function localHour(t: number): number {
  const local = t + warsawOffset(t);
  return (((local % DAY_MS) + DAY_MS) % DAY_MS) / HOUR;
}

/** Day of the year 0..365 at t (for the seasons). */
export function dayOfYear(t: number): number {
  const d = new Date(t);
  return Math.floor((t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS);
}
