import { STORAGE_KEYS } from '../session/storageKeys';
import type { RouteFormValues } from './routeForm';
import type { RoutePeriod } from './periods';

/**
 * The browser entries of the route dialog (spec 1 §7): 'routeForm' (the last accepted form)
 * and 'reportToRoute' (a one-off handoff from a report row, removed once used). Both are
 * cleared on logout through STORAGE_KEYS. Anything unreadable is treated as absent.
 */

/** What a report (or any other screen) leaves for the route dialog before opening /route. */
export interface ReportToRouteHandoff {
  vid: number;
  from_date: string;
  to_date: string;
}

const PERIODS: readonly RoutePeriod[] = ['month', 'week', 'day'];

function readJson(storage: Pick<Storage, 'getItem'>, key: string): Record<string, unknown> | null {
  const raw = storage.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const vehicleId = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The last accepted form, field by field: a missing or malformed field is left out. */
export function readRouteForm(storage: Pick<Storage, 'getItem'>): Partial<RouteFormValues> | null {
  const raw = readJson(storage, STORAGE_KEYS.routeForm);
  if (!raw) return null;
  const out: Partial<RouteFormValues> = {};
  const vid = vehicleId(raw.vid);
  if (vid !== null) out.vid = vid;
  if (text(raw.from_date)) out.from_date = text(raw.from_date);
  if (text(raw.to_date)) out.to_date = text(raw.to_date);
  if (PERIODS.includes(raw.period as RoutePeriod)) out.period = raw.period as RoutePeriod;
  if (typeof raw.regenerate === 'boolean') out.regenerate = raw.regenerate;
  return out;
}

/** Saved after each accept (spec 1 §2.7). */
export function writeRouteForm(storage: Pick<Storage, 'setItem'>, values: RouteFormValues): void {
  storage.setItem(STORAGE_KEYS.routeForm, JSON.stringify(values));
}

/** The pending handoff without removing it (the page removes it once it is applied). */
export function peekReportToRoute(storage: Pick<Storage, 'getItem'>): ReportToRouteHandoff | null {
  const raw = readJson(storage, STORAGE_KEYS.reportToRoute);
  const vid = raw ? vehicleId(raw.vid) : null;
  if (!raw || vid === null) return null;
  return { vid, from_date: text(raw.from_date), to_date: text(raw.to_date) };
}

export function removeReportToRoute(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(STORAGE_KEYS.reportToRoute);
}

/** For the reports screen: leave a route for the next opening of /route. */
export function storeReportToRoute(storage: Pick<Storage, 'setItem'>, handoff: ReportToRouteHandoff): void {
  storage.setItem(STORAGE_KEYS.reportToRoute, JSON.stringify(handoff));
}
