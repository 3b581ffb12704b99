export { RoutePage } from './RoutePage';
export { storeReportToRoute } from './routeStorage';
export type { ReportToRouteHandoff } from './routeStorage';
export type { RouteRequest } from './routeForm';
