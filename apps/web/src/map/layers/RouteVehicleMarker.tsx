import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import { useLayer } from '../mapContext';
import { labelStyle, markerStyle } from '../markerImages';
import { DEFAULT_ICON_COLOR, type MarkerState, type VehicleIconName } from '../markerKeys';

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

const BOX = 56;
const ARROW_INK: Record<MarkerState, string> = { riding: '#1d7a32', paused: '#b26b00', off: '#5c6670' };
const arrowStyles = new Map<string, Style>();

/** A pointer just outside the badge, pointing north; rotated per heading step and cached. */
function arrowStyle(state: MarkerState, deg: number): Style {
  const key = `${state}|${deg}`;
  let style = arrowStyles.get(key);
  if (!style) {
    const ratio = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
    const el = document.createElement('canvas');
    el.width = el.height = Math.round(BOX * ratio);
    const ctx = el.getContext('2d')!;
    ctx.scale(ratio, ratio);
    const c = BOX / 2;
    ctx.beginPath();
    ctx.moveTo(c, c - 27);
    ctx.lineTo(c - 7, c - 17);
    ctx.lineTo(c, c - 19.5);
    ctx.lineTo(c + 7, c - 17);
    ctx.closePath();
    ctx.fillStyle = ARROW_INK[state];
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    style = new Style({ image: new Icon({ img: el, width: BOX, height: BOX, rotation: (deg * Math.PI) / 180 }) });
    arrowStyles.set(key, style);
  }
  return style;
}

/**
 * The route's vehicle at the current point: the vehicle badge of the monitor map, the
 * direction arrow and the optional bubble. Moving it only changes one point's coordinates.
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
    if (arrow !== null && arrow !== undefined) styles.push(arrowStyle(state, arrow));
    if (label) styles.push(labelStyle(label, false));
    parts.feature.setStyle(styles);
  }, [parts, icon, state, arrow, label]);

  return null;
}
