import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { fromLonLat } from 'ol/proj';
import { SELECT_ZOOM } from '../constants';
import { useLayer, useOlMap } from '../mapContext';
import { centreOn } from '../viewMoves';

export interface FocusTarget {
  lat: number;
  lon: number;
  label?: string;
  /** A new number re-centres even on the same place. */
  seq: number;
}

const RING = new Style({
  image: new CircleStyle({
    radius: 16,
    fill: new Fill({ color: 'rgba(214, 51, 132, 0.18)' }),
    stroke: new Stroke({ color: '#d63384', width: 3 }),
  }),
});
const DOT = new Style({
  image: new CircleStyle({
    radius: 5,
    fill: new Fill({ color: '#d63384' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});

function labelStyle(text: string): Style {
  return new Style({
    text: new Text({
      text,
      font: '600 12px system-ui, sans-serif',
      offsetY: -28,
      textBaseline: 'bottom',
      fill: new Fill({ color: '#ffffff' }),
      backgroundFill: new Fill({ color: '#d63384' }),
      padding: [3, 6, 2, 6],
      overflow: true,
    }),
  });
}

/**
 * A place the screen asked to look at (an alarm row click): a magenta target with its label,
 * distinct from vehicle markers. Each new `seq` centres the map there, zooming in to at least
 * the selection zoom. Renders nothing.
 */
export function FocusMarker({ target }: { target: FocusTarget | null }) {
  const map = useOlMap();
  const [layer] = useState(
    () => new VectorLayer({ source: new VectorSource(), zIndex: 50, properties: { name: 'focus' } }),
  );
  useLayer(layer);

  useEffect(() => {
    const source = layer.getSource()!;
    source.clear();
    if (!target || !Number.isFinite(target.lat) || !Number.isFinite(target.lon)) return;
    const f = new Feature(new Point(fromLonLat([target.lon, target.lat])));
    f.setStyle(target.label ? [RING, DOT, labelStyle(target.label)] : [RING, DOT]);
    source.addFeature(f);
    const zoom = Math.max(map.getView().getZoom() ?? 0, SELECT_ZOOM);
    centreOn(map, [target.lon, target.lat], zoom);
    // Only a new request (seq) moves the map: the target object itself is deliberately not a dependency.
  }, [map, layer, target?.seq]);

  return null;
}
