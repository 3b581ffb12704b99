export { RoutePage } from './RoutePage';
export { storeReportToRoute } from '../../kit/period/routeStorage';
export type { ReportToRouteHandoff } from '../../kit/period/routeStorage';
export type { RouteRequest } from '../../kit/period/routeForm';
