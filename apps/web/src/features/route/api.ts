import type { ReportListsAnswer, RouteAnswer } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';
import type { RouteRequest } from '../../kit/period/routeForm';

/** The calls of the route screen. Components never hold a URL. */

/** Select lists of the route dialog (spec 1 §7: POST /reports/?type=route, sorted by name). */
export function fetchRouteLists(signal?: AbortSignal): Promise<ReportListsAnswer> {
  return apiCall<ReportListsAnswer>('reports/', { method: 'POST', body: {}, query: { type: 'route' }, signal });
}

/**
 * POST /route (spec 2 §7): the route of a vehicle over a range; `generate` re-runs event
 * detection over the range first ('Dogeneruj zdarzenia'). An err.global is shown by the client.
 */
export function fetchRoute(request: RouteRequest, signal?: AbortSignal): Promise<RouteAnswer> {
  return apiCall<RouteAnswer>('route', {
    method: 'POST',
    body: {
      id: request.vid,
      from_date: request.from_date,
      to_date: request.to_date,
      generate: request.regenerate ? 1 : 0,
    },
    signal,
  });
}
