import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type Style from 'ol/style/Style';
import { clusterPoints } from '../clustering';
import { arrowKey } from '../markerKeys';
import { arrowStyle, clusterStyle, labelStyle, markerStyle } from '../markerImages';
import type { MapVehicle } from '../types';
import type { DotInput } from './dotCanvas';

/**
 * The features of the vehicle layers for one state of data, selection and zoom: lone vehicles
 * (full look in 's', bubble in 'l', and the same as a dot), cluster bubbles, and the selected
 * vehicle (never clustered, bubble always shown). Styles come from the caches of
 * markerImages.ts, so building 5,000 features is object creation only.
 */
export interface VehicleFeatures {
  lone: Feature<Point>[];
  clusters: Feature<Point>[];
  selected: Feature<Point>[];
  dots: DotInput[];
}

export interface Projected {
  v: MapVehicle;
  /** EPSG:3857 */
  xy: [number, number];
}

function vehicleStyles(v: MapVehicle, selected: boolean): Style[] {
  const styles = [markerStyle({ ...v.look, selected })];
  if (arrowKey(v.look.state, v.look.age, v.heading) !== null) styles.push(arrowStyle(v.look.state, v.heading!));
  return styles;
}

export function buildVehicleFeatures(
  projected: readonly Projected[],
  byId: ReadonlyMap<number, MapVehicle>,
  options: {
    selectedId: number | null;
    /** Cluster distance in map units, or null when clustering is off at this zoom. */
    clusterDistance: number | null;
    /** Bubble styles per vehicle id, filled on first use and reused while the data is the same. */
    labelStyles: Map<number, Style>;
  },
): VehicleFeatures {
  const out: VehicleFeatures = { lone: [], clusters: [], selected: [], dots: [] };
  const point = (xy: [number, number]) => new Feature({ geometry: new Point(xy) });
  const addVehicle = (v: MapVehicle, xy: [number, number]) => {
    const f = point(xy);
    if (v.id === options.selectedId) {
      const styles = vehicleStyles(v, true);
      if (v.label) styles.push(labelStyle(v.label, true));
      f.setProperties({ kind: 'vehicle', vid: v.id, s: styles }, true);
      out.selected.push(f);
      return;
    }
    let l: Style | undefined;
    if (v.label) {
      l = options.labelStyles.get(v.id);
      if (!l) options.labelStyles.set(v.id, (l = labelStyle(v.label, false)));
    }
    f.setProperties({ kind: 'vehicle', vid: v.id, s: vehicleStyles(v, false), l }, true);
    out.lone.push(f);
    out.dots.push({ id: v.id, x: xy[0], y: xy[1], look: v.look });
  };
  if (options.clusterDistance === null) {
    for (const p of projected) addVehicle(p.v, p.xy);
    return out;
  }
  const points = projected.map((p) => ({ id: p.v.id, x: p.xy[0], y: p.xy[1] }));
  const never = new Set(options.selectedId === null ? [] : [options.selectedId]);
  for (const g of clusterPoints(points, options.clusterDistance, never)) {
    if (g.ids.length === 1) {
      addVehicle(byId.get(g.ids[0])!, [g.x, g.y]);
      continue;
    }
    const f = point([g.x, g.y]);
    f.setProperties({ kind: 'cluster', ids: g.ids, s: [clusterStyle(g.ids.length)] }, true);
    out.clusters.push(f);
  }
  return out;
}
