import type { Dayjs } from 'dayjs';
import { pl } from '../i18n/pl';
import { type DateRange, type RoutePeriod, parseDate, periodOf, quickDayRange } from './periods';

/** What the route-creation dialog edits (spec 1 §2.7). Dates as 'YYYY-MM-DD HH:mm:ss', '' when cleared. */
export interface RouteFormValues {
  vid: number | null;
  from_date: string;
  to_date: string;
  /** The radio that previous/next step by; null when the range is not a whole period. */
  period: RoutePeriod | null;
  /** 'Dogeneruj zdarzenia': recompute events over the range before showing it (default on). */
  regenerate: boolean;
}

/** An accepted route: what the route viewer opens (spec 2 §2.1: vid, from_date, to_date). */
export interface RouteRequest {
  vid: number;
  from_date: string;
  to_date: string;
  regenerate: boolean;
}

export type RouteFormField = 'vid' | 'from_date' | 'to_date';
export type RouteFormErrors = Partial<Record<RouteFormField, string>>;

/** Empty form: no vehicle, today, 'Dzień', regeneration on. */
export function defaultRouteForm(now: Dayjs): RouteFormValues {
  return { vid: null, ...quickDayRange('today', now), period: 'day', regenerate: true };
}

/** The radio that matches a prefilled range, or the day radio for an arbitrary range. */
export function periodFor(range: DateRange): RoutePeriod {
  return periodOf(range) ?? 'day';
}

const msg = pl.monitRoute;

function dateError(text: string): string | undefined {
  if (text.trim() === '') return msg.errRequired;
  return parseDate(text) ? undefined : msg.errBadDate;
}

/**
 * Checks the form (spec 1 §5: a vehicle is required). `vehicleIds` is the vehicle list the
 * dialog offers; a vehicle outside it (a stale link, another company's id) is refused.
 */
export function validateRouteForm(
  values: RouteFormValues,
  vehicleIds: ReadonlySet<number>,
): { ok: true; request: RouteRequest } | { ok: false; errors: RouteFormErrors } {
  const errors: RouteFormErrors = {};
  if (values.vid === null) errors.vid = msg.errVehicleRequired;
  else if (!vehicleIds.has(values.vid)) errors.vid = msg.errVehicleUnknown;
  const fromError = dateError(values.from_date);
  const toError = dateError(values.to_date);
  if (fromError) errors.from_date = fromError;
  if (toError) errors.to_date = toError;
  if (!fromError && !toError && !parseDate(values.from_date)!.isBefore(parseDate(values.to_date)!)) {
    errors.to_date = msg.errOrder;
  }
  if (Object.keys(errors).length > 0 || values.vid === null) return { ok: false, errors };
  return {
    ok: true,
    request: { vid: values.vid, from_date: values.from_date, to_date: values.to_date, regenerate: values.regenerate },
  };
}

/** Accept is enabled only with a vehicle chosen and the vehicle list loaded (spec 1 §2.7, §5). */
export function canAccept(values: RouteFormValues, vehiclesLoading: boolean): boolean {
  return values.vid !== null && !vehiclesLoading;
}
