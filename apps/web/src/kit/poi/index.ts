// The user's POIs and bases on the maps (GET /poi/map, one cache for the monitor and route maps) and their chooser.
export { PoiChooser } from './PoiChooser';
export { usePoiMap } from './usePoiMap';
