import type {
  InspectionInfoAnswer,
  IoEventsAnswer,
  MonitAnswer,
  MonitRouteAnswer,
  MonitVehiclesAnswer,
  OkAnswer,
  ReportListsAnswer,
} from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

/** The calls of the monitoring screen (spec 1 §7). Components never hold a URL. */

export function fetchMonit(signal?: AbortSignal): Promise<MonitAnswer> {
  return apiCall<MonitAnswer>('monit', { body: { only_chosen: true }, signal });
}

export function fetchVehicleChoices(signal?: AbortSignal): Promise<MonitVehiclesAnswer> {
  return apiCall<MonitVehiclesAnswer>('monit/vehicles', { method: 'GET', signal });
}

/** Empty selection is sent as an empty value (spec 1 §5: 'sent as null'). */
export function saveVehicleChoices(ids: number[], signal?: AbortSignal): Promise<OkAnswer> {
  return apiCall<OkAnswer>('monit/vehicles/save', { body: { vehicles: ids.length ? ids.join(',') : null }, signal });
}

export function fetchMonitRoute(
  body: { id: number; from_date: string; to_date: string },
  signal?: AbortSignal,
): Promise<MonitRouteAnswer> {
  // The route widget shows 'Błąd pobierania trasy' itself, so no central toast.
  return apiCall<MonitRouteAnswer>('monit/route', { body, signal, silent: true });
}

export function fetchInspectionInfo(iid: number, signal?: AbortSignal): Promise<InspectionInfoAnswer> {
  return apiCall<InspectionInfoAnswer>('monit/inspection/', { body: { iid }, signal, silent: true });
}

export function fetchIoEvents(kind: 'input' | 'output', vid: number, n: number, signal?: AbortSignal) {
  const path = kind === 'input' ? 'monit/inputEvents/' : 'monit/outputEvents/';
  return apiCall<IoEventsAnswer>(path, { body: { vid, n }, signal, silent: true });
}

export function fetchReportLists(type: 'route' | 'ecodriving', signal?: AbortSignal): Promise<ReportListsAnswer> {
  return apiCall<ReportListsAnswer>('reports/', { method: 'POST', body: {}, query: { type }, signal });
}
