import { createContext, useContext, useEffect } from 'react';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type BaseLayer from 'ol/layer/Base';
import type { FeatureLike } from 'ol/Feature';

/**
 * A click handler of one layer; returns true when it used the click, which stops the handlers
 * of lower priority (a vehicle over a POI area takes the click, the area's popup does not open).
 */
export type MapClickHandler = (event: MapBrowserEvent) => boolean;

export interface MapApi {
  map: OlMap;
  /** Registers a click handler; higher priority runs first. Returns the unregister function. */
  onClick(handler: MapClickHandler, priority: number): () => void;
}

export const MapContext = createContext<MapApi | null>(null);

export function useMapApi(): MapApi {
  const api = useContext(MapContext);
  if (!api) throw new Error('A map layer component must be rendered inside <MapView>.');
  return api;
}

export function useOlMap(): OlMap {
  return useMapApi().map;
}

/**
 * Whether anything clickable of a source lies within `px` pixels of a map pixel: a look-up in
 * the source's spatial index. Layers put such a function in their `hitTest` property for the
 * pointer cursor (MapView).
 */
export function nearPixel(
  map: OlMap,
  source: { forEachFeatureInExtent(e: number[], cb: (f: FeatureLike) => unknown): unknown },
  pixel: number[],
  px: number,
  accept: (f: FeatureLike) => boolean = () => true,
): boolean {
  const c = map.getCoordinateFromPixel(pixel);
  const r = px * (map.getView().getResolution() ?? 0);
  if (!c || !r) return false;
  let found = false;
  source.forEachFeatureInExtent([c[0] - r, c[1] - r, c[0] + r, c[1] + r], (f) => {
    if (!accept(f)) return undefined;
    found = true;
    return true;
  });
  return found;
}

/** Adds the layer to the map while the component is mounted. */
export function useLayer(layer: BaseLayer): void {
  const map = useOlMap();
  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
}

/** Registers a click handler for the component's lifetime; the latest handler is always used. */
export function useMapClick(handler: MapClickHandler, priority: number): void {
  const api = useMapApi();
  useEffect(() => api.onClick(handler, priority), [api, handler, priority]);
}
