import { formatDateTime } from '@namiar/domain';

/**
 * 'YYYY-MM-DD HH:mm:ss' in a time zone, as `formatDateTime` of '@namiar/domain' gives it, but
 * fast enough for thousands of rows per call (the monitor, route points): dayjs' zone
 * conversion costs tens of microseconds a call. The zone's UTC offset is asked once per
 * quarter hour of UTC time (time-zone changes happen on quarter hours) and cached; the rest is
 * integer arithmetic. Tested against formatDateTime across DST changes (zone-format.test.ts).
 */
export type ZoneFormatter = (epochMs: number) => string;

const QUARTER_MS = 15 * 60_000;
const formatters = new Map<string, ZoneFormatter>();

/** Offset of the zone at a moment, minutes east of UTC. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  // formatDateTime is the one place that knows the zone rules; read the offset back from it.
  const local = formatDateTime(epochMs, timeZone);
  const asUtc = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(5, 7)) - 1,
    Number(local.slice(8, 10)),
    Number(local.slice(11, 13)),
    Number(local.slice(14, 16)),
    Number(local.slice(17, 19)),
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function formatUtcFields(ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const year = y >= 1000 ? String(y) : String(y).padStart(4, '0');
  return `${year}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(
    d.getUTCMinutes(),
  )}:${pad2(d.getUTCSeconds())}`;
}

export function zoneFormatter(timeZone: string): ZoneFormatter {
  const existing = formatters.get(timeZone);
  if (existing) return existing;
  const offsets = new Map<number, number>();
  const format: ZoneFormatter = (epochMs) => {
    const quarter = Math.floor(epochMs / QUARTER_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      // A quarter hour that starts with a change has the new offset for all of it.
      offset = offsetMinutes(quarter * QUARTER_MS, timeZone);
      if (offsets.size > 200_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return formatUtcFields(Math.floor(epochMs / 1000) * 1000 + offset * 60_000);
  };
  formatters.set(timeZone, format);
  return format;
}
