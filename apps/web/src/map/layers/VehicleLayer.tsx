import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import Layer from 'ol/layer/Layer';
import { DotCanvas } from './dotCanvas';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { FeatureLike } from 'ol/Feature';
import type Style from 'ol/style/Style';
import { clusteringActive, clusterPoints, type ClusterInput } from '../clustering';
import { CLUSTER_DISTANCE_PX } from '../constants';
import { arrowKey, DENSE_MARKERS } from '../markerKeys';
import { arrowStyle, clusterStyle, labelStyle, markerStyle } from '../markerImages';
import { useLayer, useMapClick, useOlMap, type MapClickHandler } from '../mapContext';
import type { ClusterClick, MapVehicle } from '../types';

export interface VehicleLayerProps {
  vehicles: readonly MapVehicle[];
  selectedId: number | null;
  /** The monit-clustering setting; grouping happens only below zoom 16 (clustering.ts). */
  clustering: boolean;
  onSelect(id: number): void;
  onClusterClick?(click: ClusterClick): void;
  /** After each redraw: how many vehicles are on the map and how many cluster bubbles. */
  onDrawn?(drawn: { vehicles: number; clusters: number }): void;
}

/** Labels appear from this zoom on: further out thousands of bubbles would only hide the map. */
const LABEL_MIN_ZOOM = 9;

const stylesOf = (f: FeatureLike) => f.get('s') as Style[] | undefined;
/** While the view is crowded the dot layer draws the lone vehicles; this layer keeps the clusters. */
const markerStylesOf = (dense: { on: boolean }) => (f: FeatureLike) =>
  dense.on && f.get('kind') === 'vehicle' ? undefined : stylesOf(f);
const labelOf = (f: FeatureLike) => f.get('l') as Style | undefined;

function vehicleStyles(v: MapVehicle, selected: boolean): Style[] {
  const styles = [markerStyle({ ...v.look, selected })];
  if (arrowKey(v.look.state, v.look.age, v.heading) !== null) styles.push(arrowStyle(v.look.state, v.heading!));
  return styles;
}

/**
 * Vehicle markers (spec 1 §2.7, §4): icon by type and colour, key-state dot, heading arrow,
 * old-data look, the selection on its own layer above the rest (never clustered), optional
 * bubbles, and 50 px clusters below zoom 16. Features are rebuilt when the data, the selection
 * or the zoom (with clustering) changes; panning only moves the drawn image. Renders nothing.
 */
export function VehicleLayer(props: VehicleLayerProps) {
  const map = useOlMap();
  const [layers] = useState(() => {
    const source = new VectorSource<Feature<Point>>();
    const selectedSource = new VectorSource<Feature<Point>>();
    const clickable = { clickable: true };
    const dense = { on: false };
    const dots = new DotCanvas();
    return {
      source,
      selectedSource,
      dense,
      dots,
      // Compact markers of a crowded view, redrawn every frame from pixels (dotCanvas.ts).
      dotLayer: new Layer({
        render: (frameState) => dots.render(frameState),
        visible: false,
        zIndex: 30,
        properties: { name: 'vehicle-dots', hitTest: (pixel: number[]) => dots.hit(pixel) !== null },
      }),
      // Image layers: drawn once into an image 1.5× the view, which panning and zoom animations
      // only move and scale; the markers are drawn again when the move ends. Without a GPU this
      // is what keeps 5,000 vehicles fluid (docs/decisions.md, 'Monitor map renderer').
      markers: new VectorImageLayer({
        source,
        style: markerStylesOf(dense),
        imageRatio: 1.5,
        zIndex: 30,
        properties: { name: 'vehicles', ...clickable },
      }),
      labels: new VectorImageLayer({
        source,
        style: labelOf,
        declutter: 'vehicle-labels',
        imageRatio: 1.5,
        zIndex: 31,
        minZoom: LABEL_MIN_ZOOM,
        properties: { name: 'vehicle-labels' },
      }),
      // One feature at most: an ordinary layer, redrawn every frame, always crisp and on top.
      selected: new VectorLayer({
        source: selectedSource,
        style: stylesOf,
        zIndex: 40,
        properties: { name: 'vehicle-selected', ...clickable },
      }),
    };
  });
  useLayer(layers.dotLayer);
  useLayer(layers.markers);
  useLayer(layers.labels);
  useLayer(layers.selected);

  // Projected once per data change; the clustering reuses them at every zoom.
  const projected = useMemo(
    () => props.vehicles.map((v) => ({ v, xy: fromLonLat([v.lon, v.lat]) as [number, number] })),
    [props.vehicles],
  );
  const byId = useMemo(() => new Map(props.vehicles.map((v) => [v.id, v])), [props.vehicles]);
  // Bubble styles per vehicle, made on first use and kept while the data stays the same.
  const labelStyles = useMemo(() => new Map<number, Style>(), [props.vehicles]);

  // Crowded view → compact markers; checked after every rebuild and every move.
  const updateDensity = useCallback(() => {
    const extent = map.getView().calculateExtent(map.getSize());
    let lone = 0;
    layers.source.forEachFeatureInExtent(extent, (f) => {
      if (f.get('kind') === 'vehicle') lone++;
      return lone > DENSE_MARKERS ? true : undefined;
    });
    const dense = lone > DENSE_MARKERS;
    if (dense !== layers.dense.on) {
      layers.dense.on = dense;
      layers.dotLayer.setVisible(dense);
      layers.markers.changed();
    }
  }, [map, layers]);

  const latest = useRef(props);
  latest.current = props;
  const lastZoom = useRef<number | null>(null);

  const rebuild = useCallback(() => {
    const { selectedId, clustering, onDrawn } = latest.current;
    const view = map.getView();
    const zoom = view.getZoom() ?? 0;
    const resolution = view.getResolution() ?? 1;
    lastZoom.current = zoom;
    const cluster = clusteringActive(clustering, zoom);
    const feature = (xy: [number, number]) => new Feature({ geometry: new Point(xy) });
    const main: Feature<Point>[] = [];
    const selected: Feature<Point>[] = [];
    const dots: { id: number; x: number; y: number; look: MapVehicle['look'] }[] = [];
    const addVehicle = (v: MapVehicle, xy: [number, number]) => {
      const f = feature(xy);
      if (v.id === selectedId) {
        // The selected vehicle always shows its bubble, over every other layer.
        const styles = vehicleStyles(v, true);
        if (v.label) styles.push(labelStyle(v.label, true));
        f.setProperties({ kind: 'vehicle', vid: v.id, s: styles }, true);
        selected.push(f);
        return;
      }
      let l: Style | undefined;
      if (v.label) {
        l = labelStyles.get(v.id);
        if (!l) labelStyles.set(v.id, (l = labelStyle(v.label, false)));
      }
      f.setProperties({ kind: 'vehicle', vid: v.id, s: vehicleStyles(v, false), l }, true);
      main.push(f);
      dots.push({ id: v.id, x: xy[0], y: xy[1], look: v.look });
    };
    let clusters = 0;
    if (cluster) {
      const points: ClusterInput[] = projected.map((p) => ({ id: p.v.id, x: p.xy[0], y: p.xy[1] }));
      const never = new Set(selectedId === null ? [] : [selectedId]);
      for (const g of clusterPoints(points, CLUSTER_DISTANCE_PX * resolution, never)) {
        if (g.ids.length === 1) {
          addVehicle(byId.get(g.ids[0])!, [g.x, g.y]);
          continue;
        }
        clusters++;
        const f = feature([g.x, g.y]);
        f.setProperties({ kind: 'cluster', ids: g.ids, s: [clusterStyle(g.ids.length)] }, true);
        main.push(f);
      }
    } else {
      for (const p of projected) addVehicle(p.v, p.xy);
    }
    layers.source.clear(true);
    layers.source.addFeatures(main);
    layers.selectedSource.clear(true);
    layers.selectedSource.addFeatures(selected);
    layers.dots.setDots(dots);
    layers.dotLayer.changed();
    updateDensity();
    onDrawn?.({ vehicles: projected.length, clusters });
  }, [map, layers, projected, byId, labelStyles, updateDensity]);

  useEffect(rebuild, [rebuild, props.selectedId, props.clustering]);

  // Clusters depend on the zoom: regroup when a zoom change settles (not on every animation frame);
  // any move may change how crowded the view is.
  useEffect(() => {
    const onMoveEnd = () => {
      const zoom = map.getView().getZoom() ?? 0;
      if (latest.current.clustering && zoom !== lastZoom.current) rebuild();
      else updateDensity();
    };
    map.on('moveend', onMoveEnd);
    return () => map.un('moveend', onMoveEnd);
  }, [map, rebuild, updateDensity]);

  const onClick = useCallback<MapClickHandler>(
    (e) => {
      let hit: FeatureLike | undefined;
      map.forEachFeatureAtPixel(
        e.pixel,
        (f) => {
          hit = f;
          return true;
        },
        { layerFilter: (l) => l === layers.selected || l === layers.markers, hitTolerance: 3 },
      );
      if (!hit && layers.dense.on) {
        const vid = layers.dots.hit(e.pixel);
        const v = vid === null ? undefined : byId.get(vid);
        if (!v) return false;
        if (v.selectable) latest.current.onSelect(v.id);
        return true;
      }
      if (!hit) return false;
      if (hit.get('kind') === 'cluster') {
        latest.current.onClusterClick?.({ ids: hit.get('ids') as number[], pixel: [e.pixel[0], e.pixel[1]] });
        return true;
      }
      const v = byId.get(hit.get('vid') as number);
      if (v?.selectable) latest.current.onSelect(v.id);
      return true;
    },
    [map, layers, byId],
  );
  useMapClick(onClick, 30);

  return null;
}
