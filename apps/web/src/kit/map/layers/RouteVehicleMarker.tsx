import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { useLayer } from '../mapContext';
import { arrowStyle, labelStyle, markerStyle } from '../markerImages';
import { DEFAULT_ICON_COLOR, ROUTE_HEADING_STEP_DEG, type MarkerState, type VehicleIconName } from '../markerKeys';

export interface RouteVehicle {
  /** Place in map units (EPSG:3857). */
  x: number;
  y: number;
  icon: VehicleIconName;
  state: MarkerState;
  /** Arrow direction in degrees (already stepped by the caller), null: no arrow. */
  arrow: number | null;
  /** Bubble text, null for none. */
  label: string | null;
}

/**
 * The route's vehicle at the current point: the vehicle badge and direction arrow of the
 * monitor map (the arrow in 22.5° steps) and the optional bubble. Moving it only changes one point's coordinates.
 * Renders nothing.
 */
export function RouteVehicleMarker({ vehicle }: { vehicle: RouteVehicle | null }) {
  const [parts] = useState(() => {
    const feature = new Feature(new Point([0, 0]));
    const layer = new VectorLayer({
      source: new VectorSource({ features: [feature] }),
      zIndex: 40,
      properties: { name: 'route-vehicle' },
    });
    return { feature, layer };
  });
  useLayer(parts.layer);

  const x = vehicle?.x;
  const y = vehicle?.y;
  useEffect(() => {
    if (x === undefined || y === undefined) return;
    (parts.feature.getGeometry() as Point).setCoordinates([x, y]);
  }, [parts, x, y]);

  const icon = vehicle?.icon;
  const state = vehicle?.state;
  const arrow = vehicle?.arrow;
  const label = vehicle?.label;
  useEffect(() => {
    parts.layer.setVisible(icon !== undefined);
    if (!icon || !state) return;
    const styles = [markerStyle({ icon, color: DEFAULT_ICON_COLOR, state, age: 0, selected: false })];
    if (arrow !== null && arrow !== undefined) styles.push(arrowStyle(state, arrow, ROUTE_HEADING_STEP_DEG));
    if (label) styles.push(labelStyle(label, false));
    parts.feature.setStyle(styles);
  }, [parts, icon, state, arrow, label]);

  return null;
}
