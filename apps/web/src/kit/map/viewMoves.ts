import type OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import { isEmpty, type Extent } from 'ol/extent';
import { FIT_MAX_ZOOM, FIT_PADDING_PX } from './constants';

/** Short animations: long enough to follow with the eye, short enough not to fight the user. */
export const MOVE_MS = 250;

/** Centres on [lon, lat]; with `zoom`, also zooms there (a selected vehicle: 15, a POI: 17). */
export function centreOn(map: OlMap, lonLat: [number, number], zoom?: number): void {
  const view = map.getView();
  view.cancelAnimations();
  view.animate({ center: fromLonLat(lonLat), zoom: zoom ?? view.getZoom(), duration: MOVE_MS });
}

/** Fits the view to an extent (map units) with padding, never closer than zoom 15. */
export function fitExtent(map: OlMap, extent: Extent, animate = true): void {
  if (isEmpty(extent) || !extent.every(Number.isFinite)) return;
  const view = map.getView();
  view.cancelAnimations();
  const p = FIT_PADDING_PX;
  view.fit(extent, { padding: [p, p, p, p], maxZoom: FIT_MAX_ZOOM, duration: animate ? MOVE_MS : undefined });
}
