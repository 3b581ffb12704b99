import { formatDateTime } from '../time';

/**
 * Formats minute-aligned moments in a zone quickly: a month of 1-minute windows is ~45,000
 * dates, and Intl's formatToParts costs microseconds each. The zone is asked once per UTC hour;
 * the minutes within the hour are added to its text (a zone's offset changes only on whole
 * quarters of an hour, and a window never crosses the change inside one UTC hour's text unless
 * the minutes overflow, which falls back to Intl).
 */
export function minuteFormatter(timeZone: string): (epochMs: number) => string {
  const hours = new Map<number, string>();
  return (epochMs) => {
    const hourKey = Math.floor(epochMs / 3_600_000);
    let base = hours.get(hourKey);
    if (base === undefined) {
      base = formatDateTime(hourKey * 3_600_000, timeZone);
      hours.set(hourKey, base);
    }
    const rest = epochMs - hourKey * 3_600_000;
    if (rest % 1000 !== 0) return formatDateTime(epochMs, timeZone);
    const baseMin = Number(base.slice(14, 16));
    const min = baseMin + Math.floor(rest / 60_000);
    if (base.slice(17) !== '00' || min >= 60) return formatDateTime(epochMs, timeZone);
    const sec = Math.floor((rest % 60_000) / 1000);
    return `${base.slice(0, 14)}${String(min).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
  };
}
