/**
 * Map constants of spec 1 §9, shared by the monitor map and the route viewer.
 * Coordinates travel as EPSG:4326 (lon, lat) and are shown in EPSG:3857 (Web Mercator).
 */
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 12;
/** [lon, lat] near the middle of Poland. */
export const DEFAULT_CENTER: [number, number] = [17, 51];
/** Zoom after selecting a vehicle. */
export const SELECT_ZOOM = 15;
/** Zoom after focusing one POI. */
export const POI_ZOOM = 17;
/** Vehicles closer than this on screen are grouped... */
export const CLUSTER_DISTANCE_PX = 50;
/** ...but only while the zoom is below this level. */
export const CLUSTER_BELOW_ZOOM = 16;
/** A POI popup lists every POI marker within this distance of the clicked one. */
export const POI_GROUP_PX = 15;
/** Context menus keep this much room above the bottom of the page (spec 1 §2.7). */
export const CONTEXT_MENU_BOTTOM_GAP_PX = 250;
/**
 * Padding around fitted extents [top, right, bottom, left]: room for the map's buttons at the
 * top, the vehicle bubble (about 120 × 60 px, under and around its marker) and the status pill
 * at the bottom, so a fitted track's end markers and the vehicle's label stay inside the map.
 */
export const FIT_PADDING_PX: readonly [number, number, number, number] = [64, 72, 96, 72];
/** A small map gives each side at most this share of its size (the track keeps the rest). */
export const FIT_PADDING_MAX_SHARE = 0.25;
/** The closest zoom a fit may reach (one vehicle alone). */
export const FIT_MAX_ZOOM = 15;

/**
 * One declutter group for every label of the maps (vehicles, own points) and the vehicles'
 * marker obstacles: a label gives way to another label or to a vehicle's marker, never hides it.
 */
export const MAP_LABEL_DECLUTTER = 'map-labels';
