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

// One Intl formatter per zone, made once: building one (what dayjs' zone plugin does on every
// call) costs hundreds of microseconds, formatting with a ready one a few. Exports and reports
// format every row's times.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, f);
  }
  return f;
}

/** Epoch milliseconds (UTC) → 'YYYY-MM-DD HH:mm:ss' in the zone. */
export function formatDateTime(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  let y = '';
  let mo = '';
  let d = '';
  let h = '';
  let mi = '';
  let s = '';
  for (const part of zoneFormatter(timeZone).formatToParts(epochMs)) {
    switch (part.type) {
      case 'year':
        y = part.value.padStart(4, '0');
        break;
      case 'month':
        mo = part.value;
        break;
      case 'day':
        d = part.value;
        break;
      case 'hour':
        h = part.value;
        break;
      case 'minute':
        mi = part.value;
        break;
      case 'second':
        s = part.value;
        break;
    }
  }
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
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
