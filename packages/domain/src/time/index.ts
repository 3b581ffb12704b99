import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Every time in the API is this format in the client company's time zone (DESIGN §4). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

/** Epoch milliseconds (UTC) → 'YYYY-MM-DD HH:mm:ss' in the zone. */
export function formatDateTime(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayjs(epochMs).tz(timeZone).format(DATE_TIME_FORMAT);
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone → epoch milliseconds, or null when it is not such a date. */
export function parseDateTime(text: string, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  if (!dayjs(text, DATE_TIME_FORMAT, true).isValid()) return null;
  return dayjs.tz(text, DATE_TIME_FORMAT, timeZone).valueOf();
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
