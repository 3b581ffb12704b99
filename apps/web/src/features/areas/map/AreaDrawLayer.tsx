import { useEffect, useRef, useState } from 'react';
import Feature from 'ol/Feature';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Draw, { createBox } from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import { containsExtent, getCenter } from 'ol/extent';
import { Fill, Stroke, Style } from 'ol/style';
import { useLayer, useOlMap } from '../../../kit/map';
import { SHAPE, type DrawnShape } from '../areaForm';
import { geometryToShape, shapeToGeometry } from './shapeGeometry';

export interface AreaDrawLayerProps {
  /** The form's area (null: none yet). */
  shape: DrawnShape | null;
  /** Draw mode: the form's area is shown muted and a new one is drawn in its own colours. */
  drawing: boolean;
  /** The shape drawn while in draw mode (1 circle, 2 rectangle, 3 polygon). */
  drawType: number;
  /** The map tab is shown (a hidden tab's map has no size). */
  active: boolean;
  /** The drawn or modified area, or null when it is not one yet. */
  onSketch(drawn: DrawnShape | null): void;
}

const style = (stroke: string, fill: string, width = 2, dash?: number[]) =>
  new Style({ stroke: new Stroke({ color: stroke, width, lineDash: dash }), fill: new Fill({ color: fill }) });
/** The area as saved in the form: the monitor's blue. */
const AREA_STYLE = style('#1280e7', 'rgba(18, 128, 231, 0.18)');
/** The same while drawing: grey and dashed, under the new drawing. */
const MUTED_STYLE = style('#8c8c8c', 'rgba(140, 140, 140, 0.12)', 2, [6, 6]);
/** The drawing: orange, so draw mode is seen at a glance (spec 3 §2.3: colours differ while drawing). */
const SKETCH_STYLE = style('#fa8c16', 'rgba(250, 140, 22, 0.22)', 3);

/**
 * The editor map's area (spec 3 §2.3, §2.4): the form's shape and, in draw mode, OpenLayers Draw
 * (circle, box, polygon) and Modify on a drawing of its own, which starts as a copy of the form's
 * shape so it can be adjusted instead of drawn again. Renders nothing.
 */
export function AreaDrawLayer({ shape, drawing, drawType, active, onSketch }: AreaDrawLayerProps) {
  const map = useOlMap();
  const [layers] = useState(() => {
    const area = new VectorSource();
    const sketch = new VectorSource();
    return {
      area,
      sketch,
      areaLayer: new VectorLayer({ source: area, style: AREA_STYLE, zIndex: 10, properties: { name: 'area' } }),
      sketchLayer: new VectorLayer({
        source: sketch,
        style: SKETCH_STYLE,
        zIndex: 11,
        properties: { name: 'area-sketch' },
      }),
    };
  });
  useLayer(layers.areaLayer);
  useLayer(layers.sketchLayer);
  const onSketchRef = useRef(onSketch);
  onSketchRef.current = onSketch;

  // The form's area; the view follows it when it moves out of sight (typed coordinates).
  useEffect(() => {
    layers.area.clear(true);
    if (!shape) return;
    const geometry = shapeToGeometry(shape);
    layers.area.addFeature(new Feature(geometry));
    const view = map.getView();
    const size = map.getSize();
    if (!size || size[0] === 0) return;
    const seen = view.calculateExtent(size);
    if (!containsExtent(seen, geometry.getExtent())) view.setCenter(getCenter(geometry.getExtent()));
  }, [map, layers, shape]);

  useEffect(() => {
    layers.areaLayer.setStyle(drawing ? MUTED_STYLE : AREA_STYLE);
  }, [layers, drawing]);

  // Entering draw mode copies the form's area into the drawing; leaving it drops the drawing.
  const shapeRef = useRef(shape);
  shapeRef.current = shape;
  useEffect(() => {
    layers.sketch.clear(true);
    if (drawing && shapeRef.current) layers.sketch.addFeature(new Feature(shapeToGeometry(shapeRef.current)));
  }, [layers, drawing]);

  useEffect(() => {
    if (!drawing) return;
    const draw = new Draw({
      source: layers.sketch,
      type: drawType === SHAPE.polygon ? 'Polygon' : 'Circle',
      geometryFunction: drawType === SHAPE.rectangle ? createBox() : undefined,
      style: SKETCH_STYLE,
    });
    // One area at a time: a new drawing replaces the previous one.
    draw.on('drawstart', () => layers.sketch.clear(true));
    draw.on('drawend', (e) => {
      const geometry = e.feature.getGeometry();
      onSketchRef.current(geometry ? geometryToShape(geometry, drawType) : null);
    });
    const modify = new Modify({ source: layers.sketch });
    modify.on('modifyend', (e) => {
      const geometry = e.features.item(0)?.getGeometry();
      onSketchRef.current(geometry ? geometryToShape(geometry, drawType) : null);
    });
    map.addInteraction(modify);
    map.addInteraction(draw);
    return () => {
      map.removeInteraction(draw);
      map.removeInteraction(modify);
    };
  }, [map, layers, drawing, drawType]);

  // A map rendered in a hidden tab has no size: measure it again when the tab shows.
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => map.updateSize());
    return () => cancelAnimationFrame(frame);
  }, [map, active]);

  return null;
}
