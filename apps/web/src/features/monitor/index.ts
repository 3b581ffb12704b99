export { MonitorPage } from './MonitorPage';
export { PoiChooser } from './choosers/PoiChooser';
// Shared with the route viewer's events table (geo column, 'open the event's route' action).
export { geocodeQueue } from './geocodeQueue';
export { useAddress } from './list/useAddress';
export { openInNewTab, routeUrl } from './list/links';
