/** The shared OpenLayers map: the view, layers as components that render nothing, and controls. */
export { MapView, type MapPointEvent, type MapViewProps } from './MapView';
export { useOlMap, useMapApi, useLayer, useMapClick } from './mapContext';
export { TileLayers } from './layers/TileLayers';
export { VehicleLayer, type VehicleLayerProps } from './layers/VehicleLayer';
export { PoiLayer, type PoiClick, type PoiLayerProps } from './layers/PoiLayer';
export { FocusMarker, type FocusTarget } from './layers/FocusMarker';
export { RouteTrackLayer, type RouteTrack } from './layers/RouteTrackLayer';
export { RouteTrackPaths, type RouteTrackKind, type RouteTrackPathsProps } from './layers/RouteTrackPaths';
export * from './layers/RouteTrackGeometry';
export { RouteVehicleMarker, type RouteVehicle } from './layers/RouteVehicleMarker';
export {
  RouteEventMarkers,
  type RouteEventHover,
  type RouteEventMarkersProps,
  type RouteEventPin,
} from './layers/RouteEventMarkers';
export { MapPopup } from './controls/MapPopup';
export { ClusterPopup } from './controls/ClusterPopup';
export { PoiPopup } from './controls/PoiPopup';
export { LayerMenu, tileLayerLabel } from './controls/LayerMenu';
export { MapToggle } from './controls/MapToggle';
export { MapContextMenu } from './controls/MapContextMenu';
export { centreOn, fitExtent } from './viewMoves';
export * from './constants';
export * from './tiles';
export * from './markerKeys';
export type { MapVehicle, ClusterClick } from './types';
