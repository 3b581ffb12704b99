import type { ReportListsAnswer } from '@namiar/domain';
import { apiCall } from '../../app/api';

/** The calls of the route screen. Components never hold a URL. */

/** Select lists of the route dialog (spec 1 §7: POST /reports/?type=route, sorted by name). */
export function fetchRouteLists(signal?: AbortSignal): Promise<ReportListsAnswer> {
  return apiCall<ReportListsAnswer>('reports/', { method: 'POST', body: {}, query: { type: 'route' }, signal });
}
