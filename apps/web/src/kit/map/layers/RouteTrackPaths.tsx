import { useEffect, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import type Style from 'ol/style/Style';
import { useLayer } from '../mapContext';
import { clipPiece, lineCoordinates, type TrackPiece } from './RouteTrackGeometry';

/** One kind of line (the track, a sub-track) with its pieces and looks. */
export interface RouteTrackKind {
  key: string;
  pieces: readonly TrackPiece[];
  /** Look of the travelled part (start..current). */
  travelled: Style;
  /** Look of the rest of the route; null: the rest is not drawn. */
  rest: Style | null;
}

export interface RouteTrackPathsProps {
  /** Flat EPSG:3857 coordinates, x and y per point; NaN pairs are skipped. */
  xy: Float64Array;
  kinds: readonly RouteTrackKind[];
  start: number;
  current: number;
}

interface Built {
  kind: RouteTrackKind;
  features: Feature[];
  /** The style each piece has now, so that only changes touch the features. */
  state: ('in' | 'out')[];
}

/**
 * A route's track and sub-tracks, built once per track (one feature per piece, geometries in
 * map units) and re-styled as the start and current points move: whole pieces switch between
 * the travelled and the rest look, and only the pieces the two points fall in get a short
 * clipped line of their own. Renders nothing.
 */
export function RouteTrackPaths({ xy, kinds, start, current }: RouteTrackPathsProps) {
  // The whole pieces are an image layer: drawn again only when a piece changes its look or the
  // view moves, not on every frame in which the vehicle moves. The two clipped pieces, which
  // change with every point, are a small layer of their own just above.
  const [layer] = useState(
    () =>
      new VectorImageLayer({
        source: new VectorSource(),
        zIndex: 20,
        properties: { name: 'route-track' },
      }),
  );
  const [clipLayer] = useState(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        zIndex: 21,
        updateWhileInteracting: false,
        properties: { name: 'route-track-clips' },
      }),
  );
  useLayer(layer);
  useLayer(clipLayer);
  const built = useRef<Built[]>([]);
  const clips = useRef<Feature[]>([]);

  useEffect(() => {
    const source = layer.getSource()!;
    source.clear(true);
    clipLayer.getSource()!.clear(true);
    clips.current = [];
    built.current = kinds.map((kind) => {
      const features = kind.pieces.map((p) => {
        const f = new Feature(new LineString(lineCoordinates(xy, p.from, p.to), 'XY'));
        f.setStyle(kind.rest ?? []);
        return f;
      });
      return { kind, features, state: features.map(() => 'out' as const) };
    });
    source.addFeatures(built.current.flatMap((b) => b.features));
  }, [layer, clipLayer, xy, kinds]);

  useEffect(() => {
    const source = clipLayer.getSource()!;
    const next: Feature[] = [];
    for (const b of built.current) {
      const rest = b.kind.rest ?? [];
      b.kind.pieces.forEach((piece, i) => {
        const s = clipPiece(piece, start, current);
        const state = s.kind === 'in' ? 'in' : 'out';
        if (state !== b.state[i]) {
          b.features[i].setStyle(state === 'in' ? b.kind.travelled : rest);
          b.state[i] = state;
        }
        if (s.kind === 'partial') {
          const f = new Feature(new LineString(lineCoordinates(xy, s.from, s.to), 'XY'));
          f.setStyle(b.kind.travelled);
          next.push(f);
        }
      });
    }
    if (clips.current.length > 0) source.clear(true);
    source.addFeatures(next);
    clips.current = next;
  }, [clipLayer, xy, kinds, start, current]);

  return null;
}
