import { useEffect, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { fromLonLat } from 'ol/proj';
import { useLayer, useOlMap } from '../mapContext';
import { fitExtent } from '../viewMoves';

export interface RouteTrack {
  lat: readonly number[];
  lon: readonly number[];
  /** Each increase fits the view to the track ('scale map to route'). */
  fitSeq: number;
}

const LINE = [
  new Style({ stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 7 }) }),
  new Style({ stroke: new Stroke({ color: '#7048e8', width: 4 }) }),
];
const end = (color: string) =>
  new Style({
    image: new CircleStyle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
    zIndex: 1,
  });
const START = end('#2fb344');
const FINISH = end('#e03131');

/** A route polyline with its start (green) and end (red) points. Renders nothing. */
export function RouteTrackLayer({ track }: { track: RouteTrack | null }) {
  const map = useOlMap();
  const [layer] = useState(
    () => new VectorLayer({ source: new VectorSource(), zIndex: 20, properties: { name: 'route-track' } }),
  );
  useLayer(layer);

  const lat = track?.lat;
  const lon = track?.lon;
  useEffect(() => {
    const source = layer.getSource()!;
    source.clear();
    if (!lat || !lon) return;
    const coords: number[][] = [];
    for (let i = 0; i < Math.min(lat.length, lon.length); i++)
      if (Number.isFinite(lat[i]) && Number.isFinite(lon[i])) coords.push(fromLonLat([lon[i], lat[i]]));
    if (!coords.length) return;
    const line = new Feature(new LineString(coords));
    line.setStyle(LINE);
    const start = new Feature(new Point(coords[0]));
    start.setStyle(START);
    const finish = new Feature(new Point(coords[coords.length - 1]));
    finish.setStyle(FINISH);
    source.addFeatures([line, start, finish]);
  }, [layer, lat, lon]);

  const fitSeq = track?.fitSeq ?? 0;
  const fitted = useRef(fitSeq);
  useEffect(() => {
    // Only a bump fits; a new track (its fitSeq starts again at 0) just draws.
    const bumped = fitSeq > fitted.current;
    fitted.current = fitSeq;
    const extent = layer.getSource()!.getExtent();
    if (bumped && extent) fitExtent(map, extent);
  }, [map, layer, fitSeq]);

  return null;
}
