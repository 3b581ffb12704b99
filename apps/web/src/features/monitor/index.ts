export { MonitorPage } from './MonitorPage';
export { PoiChooser } from './choosers/PoiChooser';
// The user's POIs and bases for the route map (one cache with the monitor map).
export { usePoiMap } from './map/usePoiMap';
// Shared with the route viewer's events table (geo column, 'open the event's route' action).
export { geocodeQueue } from './geocodeQueue';
export { useAddress } from './list/useAddress';
export { openInNewTab, routeUrl } from './list/links';
