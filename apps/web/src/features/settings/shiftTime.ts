import dayjs, { type Dayjs } from 'dayjs';

/**
 * Shift pickers hold dayjs values; the document holds seconds since midnight. Built from
 * hour/minute/second rather than "midnight + n seconds" so a DST change day cannot shift it.
 */
export function secondsToDayjs(seconds: number): Dayjs {
  const s = ((Math.round(seconds) % 86400) + 86400) % 86400;
  return dayjs()
    .hour(Math.floor(s / 3600))
    .minute(Math.floor((s % 3600) / 60))
    .second(s % 60)
    .millisecond(0);
}

export function dayjsToSeconds(value: Dayjs | null | undefined): number | undefined {
  if (!value || !value.isValid()) return undefined;
  return value.hour() * 3600 + value.minute() * 60 + value.second();
}
