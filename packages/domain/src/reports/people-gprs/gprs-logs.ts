import type { ReportColumn, ReportRow } from '../columns';

/**
 * Records per hour (repgprslogs): for every hour of the range in the company's zone, the
 * vehicle's records by their device time and by the time the server received them. An hour
 * without records by device time between hours with records is a gap in the data: marked
 * 'Przerwa' and red. Rules: docs/reports-people-gprs.md.
 */

/** Records are counted per quarter hour of UTC time: every zone's hours start on a quarter hour. */
export const LOG_BUCKET_MS = 15 * 60_000;

/** Records of one quarter hour (bucket = floor(time / LOG_BUCKET_MS)). */
export interface QuarterCount {
  bucket: number;
  n: number;
}

/** An hour of the range: its start (clipped to the range's start) and end (exclusive, clipped to the range's end). */
export interface LogHour {
  from: number;
  to: number;
}

export interface HourCount extends LogHour {
  device: number;
  received: number;
  gap: boolean;
}

export const GAP_TEXT = 'Przerwa';

/**
 * The range's hours in the zone (`format` writes 'YYYY-MM-DD HH:mm:ss' there): a new hour starts
 * at every quarter whose local minutes are 00, so a DST change gives a 23- or 25-hour day of
 * whole hours. [from, end) is the range, end exclusive.
 */
export function localHours(from: number, end: number, format: (t: number) => string): LogHour[] {
  const hours: LogHour[] = [];
  let cur: LogHour | null = null;
  for (let b = Math.floor(from / LOG_BUCKET_MS); b * LOG_BUCKET_MS < end; b++) {
    const t = b * LOG_BUCKET_MS;
    if (!cur || format(t).slice(14, 16) === '00') {
      cur = { from: Math.max(t, from), to: end };
      hours.push(cur);
    }
    cur.to = Math.min(t + LOG_BUCKET_MS, end);
  }
  return hours;
}

/** The quarters' records added up per hour (a quarter lies in one hour: hours start on quarters). */
export function quartersPerHour(hours: readonly LogHour[], quarters: readonly QuarterCount[]): number[] {
  const out = hours.map(() => 0);
  for (const q of quarters) {
    const t = q.bucket * LOG_BUCKET_MS;
    // The last hour starting at or before the quarter (the first hour may start inside it).
    let lo = 0;
    let hi = hours.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hours[mid].from <= t) lo = mid + 1;
      else hi = mid;
    }
    const k = Math.max(0, lo - 1);
    if (k < hours.length && t < hours[k].to) out[k] += q.n;
  }
  return out;
}

/**
 * The hours with their records by device time and by received time; an hour without records by
 * device time between hours with records is a gap.
 */
export function hourCounts(
  hours: readonly LogHour[],
  device: readonly QuarterCount[],
  received: readonly QuarterCount[],
): HourCount[] {
  const d = quartersPerHour(hours, device);
  const r = quartersPerHour(hours, received);
  const out: HourCount[] = hours.map((h, k) => ({ ...h, device: d[k], received: r[k], gap: false }));
  const first = out.findIndex((h) => h.device > 0);
  const last = out.findLastIndex((h) => h.device > 0);
  for (let i = first + 1; first >= 0 && i < last; i++) if (out[i].device === 0) out[i].gap = true;
  return out;
}

export function hourRow(h: HourCount, format: (t: number) => string): ReportRow {
  return {
    hour: format(h.from),
    device: h.device,
    received: h.received,
    gap: h.gap ? GAP_TEXT : null,
    _from: format(h.from),
    _to: format(h.to - 1),
    ...(h.gap ? { _color: 'red' } : {}),
  };
}

/** Totals: records both ways, the hours with records and the gaps. */
export function hoursFooter(hours: readonly HourCount[], label: ReportRow): ReportRow {
  return {
    ...label,
    device: hours.reduce((s, h) => s + h.device, 0),
    received: hours.reduce((s, h) => s + h.received, 0),
    gap: `${hours.filter((h) => h.gap).length}`,
  };
}

export const GPRS_LOGS_GRID: readonly ReportColumn[] = [
  { field: 'hour', title: 'Godzina', type: 'datetime', width: 150 },
  { field: 'device', title: 'Rekordy (czas urządzenia)', type: 'integer', width: 150 },
  { field: 'received', title: 'Rekordy (czas odbioru)', type: 'integer', width: 150 },
  { field: 'gap', title: 'Przerwa', type: 'text', width: 90 },
];
