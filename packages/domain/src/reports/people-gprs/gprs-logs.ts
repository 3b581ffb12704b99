import type { ReportColumn, ReportRow } from '../columns';

/**
 * Records per hour (repgprslogs): for every hour of the range in the company's zone, the
 * vehicle's records by their device time and by the time the server received them. An hour
 * without records by device time between hours with records is a gap in the data: marked
 * 'Przerwa' and red. Rules: docs/reports-people-gprs.md.
 */

/** Counts are read per quarter hour of UTC time: every zone's hours start on a quarter hour. */
export const LOG_BUCKET_MS = 15 * 60_000;

/** Records of one quarter hour (bucket = floor(time / LOG_BUCKET_MS)). */
export interface QuarterCount {
  bucket: number;
  device: number;
  received: number;
}

export interface HourCount {
  /** The hour's start (clipped to the range's start), its end (exclusive, clipped to the range's end). */
  from: number;
  to: number;
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
export function hourCounts(
  quarters: readonly QuarterCount[],
  from: number,
  end: number,
  format: (t: number) => string,
): HourCount[] {
  const byBucket = new Map(quarters.map((q) => [q.bucket, q]));
  const hours: HourCount[] = [];
  let cur: HourCount | null = null;
  for (let b = Math.floor(from / LOG_BUCKET_MS); b * LOG_BUCKET_MS < end; b++) {
    const t = b * LOG_BUCKET_MS;
    if (!cur || format(t).slice(14, 16) === '00') {
      cur = { from: Math.max(t, from), to: Math.min(t + LOG_BUCKET_MS, end), device: 0, received: 0, gap: false };
      hours.push(cur);
    }
    cur.to = Math.min(t + LOG_BUCKET_MS, end);
    const q = byBucket.get(b);
    if (q) {
      cur.device += q.device;
      cur.received += q.received;
    }
  }
  const first = hours.findIndex((h) => h.device > 0);
  const last = hours.findLastIndex((h) => h.device > 0);
  for (let i = first + 1; first >= 0 && i < last; i++) if (hours[i].device === 0) hours[i].gap = true;
  return hours;
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
