import type OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import { isEmpty, type Extent } from 'ol/extent';
import { FIT_MAX_ZOOM, FIT_PADDING_MAX_SHARE, FIT_PADDING_PX } from './constants';

/** Short animations: long enough to follow with the eye, short enough not to fight the user. */
export const MOVE_MS = 250;

/** Centres on [lon, lat]; with `zoom`, also zooms there (a selected vehicle: 15, a POI: 17). */
export function centreOn(map: OlMap, lonLat: [number, number], zoom?: number): void {
  const view = map.getView();
  view.cancelAnimations();
  view.animate({ center: fromLonLat(lonLat), zoom: zoom ?? view.getZoom(), duration: MOVE_MS });
}

/** The fit padding for a map of `size` [width, height]: FIT_PADDING_PX, scaled down on a small map. */
export function fitPadding(size: readonly number[] | undefined): [number, number, number, number] {
  const [w, h] = size ?? [Infinity, Infinity];
  const cap = (px: number, dim: number) => Math.min(px, Math.floor(dim * FIT_PADDING_MAX_SHARE));
  const [top, right, bottom, left] = FIT_PADDING_PX;
  return [cap(top, h), cap(right, w), cap(bottom, h), cap(left, w)];
}

/** Fits the view to an extent (map units) with padding, never closer than zoom 15. */
export function fitExtent(map: OlMap, extent: Extent, animate = true): void {
  if (isEmpty(extent) || !extent.every(Number.isFinite)) return;
  const view = map.getView();
  view.cancelAnimations();
  view.fit(extent, {
    padding: fitPadding(map.getSize()),
    maxZoom: FIT_MAX_ZOOM,
    duration: animate ? MOVE_MS : undefined,
  });
}
