import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat } from 'ol/proj';
import { nearPixel, useLayer, useOlMap } from '../mapContext';

export interface RouteEventPin {
  /** The caller's id, handed back on hover. */
  id: number;
  lon: number;
  lat: number;
  color: string;
  /** Alarms get a red ring. */
  alarm: boolean;
}

export interface RouteEventHover {
  id: number;
  /** Pixel in the map container. */
  pixel: [number, number];
}

export interface RouteEventMarkersProps {
  pins: readonly RouteEventPin[];
  /** The pin under the pointer changed (null: none). */
  onHover(hover: RouteEventHover | null): void;
}

const HIT_PX = 8;
const pinStyles = new Map<string, Style>();

function pinStyle(color: string, alarm: boolean): Style {
  const key = `${color}|${alarm ? 1 : 0}`;
  let style = pinStyles.get(key);
  if (!style) {
    style = new Style({
      image: new CircleStyle({
        radius: 6,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: alarm ? '#e03131' : '#ffffff', width: alarm ? 3 : 2 }),
      }),
    });
    pinStyles.set(key, style);
  }
  return style;
}

/**
 * Event markers of a route: a dot in the event group's colour at each event's place, with a
 * hover report (checked at most once per frame, through the source's spatial index) for the
 * caller's tooltip. Renders nothing.
 */
export function RouteEventMarkers({ pins, onHover }: RouteEventMarkersProps) {
  const map = useOlMap();
  // An image layer: the dots are drawn once per view, not again on every frame in which the
  // route's vehicle moves (a month has thousands of events).
  const [layer] = useState(
    () => new VectorImageLayer({ source: new VectorSource(), zIndex: 30, properties: { name: 'route-events' } }),
  );
  useLayer(layer);

  useEffect(() => {
    const source = layer.getSource()!;
    source.clear(true);
    source.addFeatures(
      pins.map((p) => {
        const f = new Feature(new Point(fromLonLat([p.lon, p.lat])));
        f.setProperties({ pinId: p.id }, true);
        f.setStyle(pinStyle(p.color, p.alarm));
        return f;
      }),
    );
  }, [layer, pins]);

  useEffect(() => {
    const source = layer.getSource()!;
    let frame = 0;
    let pixel: number[] = [];
    let last: number | null = null;
    const report = () => {
      frame = 0;
      let id: number | null = null;
      if (nearPixel(map, source, pixel, HIT_PX)) {
        map.forEachFeatureAtPixel(
          pixel,
          (f) => {
            id = f.get('pinId') as number;
            return true;
          },
          { layerFilter: (l) => l === layer, hitTolerance: HIT_PX / 2 },
        );
      }
      if (id === last) return;
      last = id;
      onHover(id === null ? null : { id, pixel: [pixel[0], pixel[1]] });
    };
    const onMove = (e: MapBrowserEvent) => {
      if (e.dragging) return;
      pixel = e.pixel;
      if (!frame) frame = requestAnimationFrame(report);
    };
    map.on('pointermove', onMove);
    return () => {
      cancelAnimationFrame(frame);
      map.un('pointermove', onMove);
    };
  }, [map, layer, onHover]);

  return null;
}
