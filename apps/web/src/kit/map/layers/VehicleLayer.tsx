import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { FeatureLike } from 'ol/Feature';
import type Style from 'ol/style/Style';
import { clusteringActive } from '../clustering';
import { CLUSTER_DISTANCE_PX, MAP_LABEL_DECLUTTER } from '../constants';
import { DENSE_MARKERS } from '../markerKeys';
import { labelObstacleStyle } from '../markerImages';
import { nearPixel, useLayer, useMapClick, useOlMap, type MapClickHandler } from '../mapContext';
import type { ClusterClick, MapVehicle } from '../types';
import { DotCanvas } from './dotCanvas';
import { buildVehicleFeatures, type Projected } from './vehicleFeatures';

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
const labelOf = (f: FeatureLike) => f.get('l') as Style | undefined;
const labelWithObstacle = (f: FeatureLike) => {
  const label = labelOf(f);
  return label ? [labelObstacleStyle(), label] : undefined;
};

function createLayers() {
  const source = new VectorSource<Feature<Point>>();
  const clusterSource = new VectorSource<Feature<Point>>();
  const selectedSource = new VectorSource<Feature<Point>>();
  const dots = new DotCanvas();
  return {
    source,
    clusterSource,
    selectedSource,
    dots,
    dense: { on: false },
    // Compact markers of a crowded view, redrawn from pixels (dotCanvas.ts); off until crowded.
    dotLayer: new Layer({
      render: (frameState) => dots.render(frameState),
      visible: false,
      zIndex: 30,
      properties: { name: 'vehicle-dots', hitTest: (pixel: number[]) => dots.hit(pixel) !== null },
    }),
    // Image layers: drawn once into an image 1.5× the view, which panning and zoom animations
    // only move and scale; drawn again when the move ends. Without a GPU this is what keeps
    // thousands of vehicles fluid (docs/decisions.md, 'Monitor map renderer').
    markers: new VectorImageLayer({
      source,
      style: stylesOf,
      imageRatio: 1.5,
      zIndex: 30,
      properties: { name: 'vehicles' },
    }),
    clusters: new VectorImageLayer({
      source: clusterSource,
      style: stylesOf,
      imageRatio: 1.5,
      zIndex: 32,
      properties: { name: 'vehicle-clusters' },
    }),
    // Every marker's badge as an invisible obstacle for the own points' labels (a plain layer:
    // an image layer declutters only inside its own image, OpenLayers 10), above them so it
    // wins. At most DENSE_MARKERS of them are in view.
    obstacles: new VectorLayer({
      source,
      style: labelObstacleStyle,
      declutter: MAP_LABEL_DECLUTTER,
      zIndex: 31.5,
      minZoom: LABEL_MIN_ZOOM,
      properties: { name: 'vehicle-label-obstacles' },
    }),
    // The bubbles, each feature with its badge as an obstacle first (style zIndex: decluttering
    // goes from the highest), so a bubble gives way to every other vehicle's marker.
    labels: new VectorImageLayer({
      source,
      style: labelWithObstacle,
      declutter: MAP_LABEL_DECLUTTER,
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
      properties: { name: 'vehicle-selected' },
    }),
  };
}

/**
 * Vehicle markers (spec 1 §2.7, §4): icon by type and colour, key-state dot, heading arrow,
 * old-data look, the selection on its own layer above the rest (never clustered), optional
 * bubbles, 50 px clusters below zoom 16, and compact dots instead of icons while more than
 * DENSE_MARKERS lone vehicles are in view. Features are rebuilt when the data, the selection
 * or the zoom (with clustering) changes; panning only moves what was drawn. Renders nothing.
 */
export function VehicleLayer(props: VehicleLayerProps) {
  const map = useOlMap();
  const [layers] = useState(createLayers);
  // Pointer cursor (MapView): markers and clusters are about 15–22 px around their point.
  useEffect(() => {
    layers.markers.set('hitTest', (pixel: number[]) => nearPixel(map, layers.source, pixel, 15));
    layers.clusters.set('hitTest', (pixel: number[]) => nearPixel(map, layers.clusterSource, pixel, 22));
    layers.selected.set('hitTest', (pixel: number[]) => nearPixel(map, layers.selectedSource, pixel, 18));
  }, [map, layers]);
  useLayer(layers.dotLayer);
  useLayer(layers.markers);
  useLayer(layers.obstacles);
  useLayer(layers.labels);
  useLayer(layers.clusters);
  useLayer(layers.selected);

  // Projected once per data change; the clustering reuses them at every zoom.
  const projected = useMemo<Projected[]>(
    () => props.vehicles.map((v) => ({ v, xy: fromLonLat([v.lon, v.lat]) as [number, number] })),
    [props.vehicles],
  );
  const byId = useMemo(() => new Map(props.vehicles.map((v) => [v.id, v])), [props.vehicles]);
  // Bubble styles per vehicle, made on first use and kept while the data stays the same.
  const labelStyles = useMemo(() => new Map<number, Style>(), [props.vehicles]);

  // Crowded view → dots instead of icons and bubbles; checked after every rebuild and move.
  const updateDensity = useCallback(() => {
    const extent = map.getView().calculateExtent(map.getSize());
    let lone = 0;
    layers.source.forEachFeatureInExtent(extent, () => (++lone > DENSE_MARKERS ? true : undefined));
    const dense = lone > DENSE_MARKERS;
    if (dense === layers.dense.on) return;
    layers.dense.on = dense;
    layers.dotLayer.setVisible(dense);
    layers.markers.setVisible(!dense);
    layers.labels.setVisible(!dense);
    layers.obstacles.setVisible(!dense);
  }, [map, layers]);

  const latest = useRef(props);
  latest.current = props;
  const lastZoom = useRef<number | null>(null);

  const rebuild = useCallback(() => {
    const { selectedId, clustering, onDrawn } = latest.current;
    const view = map.getView();
    const zoom = view.getZoom() ?? 0;
    lastZoom.current = zoom;
    const built = buildVehicleFeatures(projected, byId, {
      selectedId,
      clusterDistance: clusteringActive(clustering, zoom) ? CLUSTER_DISTANCE_PX * (view.getResolution() ?? 1) : null,
      labelStyles,
    });
    layers.source.clear(true);
    layers.source.addFeatures(built.lone);
    layers.clusterSource.clear(true);
    layers.clusterSource.addFeatures(built.clusters);
    layers.selectedSource.clear(true);
    layers.selectedSource.addFeatures(built.selected);
    layers.dots.setDots(built.dots);
    layers.dotLayer.changed();
    updateDensity();
    onDrawn?.({ vehicles: projected.length, clusters: built.clusters.length });
  }, [map, layers, projected, byId, labelStyles, updateDensity]);

  useEffect(rebuild, [rebuild, props.selectedId, props.clustering]);

  // Clusters depend on the zoom: regroup when a zoom change settles (not on every animation
  // frame); any move may change how crowded the view is.
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
        {
          layerFilter: (l) => l === layers.selected || l === layers.clusters || l === layers.markers,
          hitTolerance: 3,
        },
      );
      if (hit?.get('kind') === 'cluster') {
        latest.current.onClusterClick?.({ ids: hit.get('ids') as number[], pixel: [e.pixel[0], e.pixel[1]] });
        return true;
      }
      const vid = hit ? (hit.get('vid') as number) : layers.dense.on ? layers.dots.hit(e.pixel) : null;
      const v = vid === null ? undefined : byId.get(vid);
      if (!v) return false;
      if (v.selectable) latest.current.onSelect(v.id);
      return true;
    },
    [map, layers, byId],
  );
  useMapClick(onClick, 30);

  return null;
}
