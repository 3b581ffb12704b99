import type { ReportColumn, ReportRow } from '@namiar/domain';
import { routeUrl } from '../../kit/navigation/links';
import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import type { DateRange } from './reportPeriods';

/**
 * 'Pokaż na trasie' (spec 2 §2.2): the selected row's vehicle and time span, opened in the route
 * viewer's address (`handoffUrl`): vid, from_date and to_date in the query load the route by
 * itself (spec 1 §2.7; issue 27 §3 — the local-storage handoff only filled the dialog and waited
 * for a click). The handoff entry ('reportToRoute', spec 2 §7) is still read by the route and
 * eco screens. The vehicle is the row's `_vid`, else the tab's vehicle; the span the row's
 * `_from`/`_to`, else the whole day of the row's date column, else the report's range.
 */

/** The entry the route page reads (features/route/routeStorage.ts ReportToRouteHandoff). */
export interface ReportToRouteHandoff {
  vid: number;
  from_date: string;
  to_date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function positiveId(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The day of the row's first date column ('YYYY-MM-DD', or a date-time's day). */
function rowDay(row: ReportRow, grid: readonly ReportColumn[]): string | null {
  for (const col of grid) {
    if (col.type !== 'date') continue;
    const v = row[col.field];
    if (typeof v === 'string' && (DAY.test(v) || DATE_TIME.test(v))) return v.slice(0, 10);
  }
  return null;
}

export function routeHandoff(
  row: ReportRow,
  grid: readonly ReportColumn[],
  tabVehicle: number | null,
  range: DateRange,
): ReportToRouteHandoff | null {
  const vid = positiveId(row._vid) ?? tabVehicle;
  if (vid === null) return null;
  const from = row._from;
  const to = row._to;
  if (typeof from === 'string' && typeof to === 'string' && DATE_TIME.test(from) && DATE_TIME.test(to)) {
    return { vid, from_date: from, to_date: to };
  }
  const day = rowDay(row, grid);
  if (day) return { vid, from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` };
  return { vid, from_date: range.from_date, to_date: range.to_date };
}

/** The route viewer's address for a handoff: the query auto-accepts (spec 1 §2.7). */
export function handoffUrl(handoff: ReportToRouteHandoff): string {
  return routeUrl(handoff.vid, { from: handoff.from_date, to: handoff.to_date });
}

/** Leaves the handoff for the next opening of /route (same entry as the route feature's). */
export function storeRouteHandoff(storage: Pick<Storage, 'setItem'>, handoff: ReportToRouteHandoff): void {
  storage.setItem(STORAGE_KEYS.reportToRoute, JSON.stringify(handoff));
}
