import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { fromLonLat, toLonLat } from 'ol/proj';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import 'ol/ol.css';
import { pl } from '../i18n/pl';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './constants';
import { MapContext, type MapApi, type MapClickHandler } from './mapContext';
import { exposeMapForTests } from './testHooks';

export interface MapPointEvent {
  lon: number;
  lat: number;
  clientX: number;
  clientY: number;
}

export interface MapViewProps {
  /** Layer components (render nothing) and controls (render their own DOM over the map). */
  children?: ReactNode;
  className?: string;
  testId?: string;
  /** Extra attributes of the container (data-ready, data-drawn, ...). */
  dataAttributes?: Record<`data-${string}`, string | number>;
  /** [lon, lat] of the first view. */
  center?: [number, number];
  zoom?: number;
  onContextMenu?(event: MapPointEvent): void;
}

/**
 * The one OpenLayers map of the app (DESIGN §1, §2): EPSG:4326 data shown in EPSG:3857, zoom
 * 4–18, default zoom 12 near lon 17 / lat 51 (spec 1 §9). Rotation is off: markers, arrows
 * and labels assume north up. Layers are child components that add themselves to the map.
 */
export function MapView(props: MapViewProps) {
  const target = useRef<HTMLDivElement>(null);
  const [map] = useState(
    () =>
      new OlMap({
        controls: defaultControls({
          rotate: false,
          zoomOptions: { zoomInTipLabel: pl.monitMap.zoomIn, zoomOutTipLabel: pl.monitMap.zoomOut },
          attributionOptions: { collapsible: true, tipLabel: pl.monitMap.attribution },
        }),
        interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
        view: new View({
          projection: 'EPSG:3857',
          center: fromLonLat(props.center ?? DEFAULT_CENTER),
          zoom: props.zoom ?? DEFAULT_ZOOM,
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          enableRotation: false,
          constrainResolution: false,
        }),
      }),
  );

  // Click handlers of the layers, run in priority order until one uses the click.
  const handlers = useRef<{ handler: MapClickHandler; priority: number }[]>([]);
  const api = useMemo<MapApi>(
    () => ({
      map,
      onClick(handler, priority) {
        const entry = { handler, priority };
        handlers.current = [...handlers.current, entry].sort((a, b) => b.priority - a.priority);
        return () => {
          handlers.current = handlers.current.filter((e) => e !== entry);
        };
      },
    }),
    [map],
  );

  // A layout effect: the map has its target and size before the layers' effects fit or centre it.
  useLayoutEffect(() => {
    map.setTarget(target.current ?? undefined);
    const onClick = (e: MapBrowserEvent) => {
      for (const { handler } of handlers.current) if (handler(e)) return;
    };
    map.on('singleclick', onClick);
    // Pointer cursor over clickable things, checked at most once per frame, never while dragging.
    // The viewport element is created with the map, so it always exists.
    const viewport = map.getViewport()!;
    let frame = 0;
    let pixel: number[] = [];
    const onMove = (e: MapBrowserEvent) => {
      if (e.dragging) return;
      pixel = e.pixel;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Each clickable layer answers through its hitTest property: a look-up in its spatial
        // index, not OpenLayers' pixel hit detection (a canvas read per candidate feature,
        // tens of milliseconds over thousands of markers).
        const hit = map
          .getAllLayers()
          .some(
            (l) => l.getVisible() && (l.get('hitTest') as ((p: number[]) => boolean) | undefined)?.(pixel) === true,
          );
        viewport.style.cursor = hit ? 'pointer' : '';
      });
    };
    map.on('pointermove', onMove);
    const unexpose = exposeMapForTests(map);
    return () => {
      cancelAnimationFrame(frame);
      map.un('pointermove', onMove);
      map.un('singleclick', onClick);
      unexpose();
      map.setTarget(undefined);
    };
  }, [map]);

  const onContextMenu = props.onContextMenu;
  useEffect(() => {
    if (!onContextMenu) return;
    const viewport = map.getViewport()!;
    const listener = (e: MouseEvent) => {
      e.preventDefault();
      const coordinate = map.getEventCoordinate(e);
      if (!coordinate) return;
      const [lon, lat] = toLonLat(coordinate);
      onContextMenu({ lon, lat, clientX: e.clientX, clientY: e.clientY });
    };
    viewport.addEventListener('contextmenu', listener);
    return () => viewport.removeEventListener('contextmenu', listener);
  }, [map, onContextMenu]);

  return (
    <div className={`map-view ${props.className ?? ''}`} data-testid={props.testId} {...props.dataAttributes}>
      <div className="map-canvas" ref={target} />
      <MapContext.Provider value={api}>{props.children}</MapContext.Provider>
    </div>
  );
}
