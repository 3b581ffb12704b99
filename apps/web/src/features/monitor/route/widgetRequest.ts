import { todayRange } from './routeChartData';

/** One request for the widget's route: every load or refresh is a new one (seq). */
export interface RouteRequest {
  vid: number;
  from_date: string;
  to_date: string;
  seq: number;
}

/** A new request for today's route of `vid` (the day taken now, so a refresh after midnight asks for the new day). */
export function requestRoute(prev: RouteRequest | null, vid: number, now: Date): RouteRequest {
  return { vid, ...todayRange(now), seq: (prev?.seq ?? 0) + 1 };
}

/**
 * What is left of a request when the widget closes or changes vehicle: nothing, unless it is
 * the request of the widget's current vehicle. Applied as an update of the latest state, so a
 * request made in the same render for the new vehicle (route with preview over another
 * vehicle's route) is kept, not dropped with the old one.
 */
export function keepRequest(prev: RouteRequest | null, open: boolean, vid: number | null): RouteRequest | null {
  if (!prev) return null;
  return open && prev.vid === vid ? prev : null;
}
