import { useCallback, useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Circle from 'ol/geom/Circle';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { FeatureLike } from 'ol/Feature';
import type Style from 'ol/style/Style';
import type { PoiMapItem } from '@namiar/domain';
import { MAP_LABEL_DECLUTTER, POI_GROUP_PX } from '../constants';
import { nearPixel, useLayer, useMapClick, useOlMap, type MapClickHandler } from '../mapContext';
import { poiAreaStyle, poiIconStyle, poiLabelStyle } from '../poiImages';
import {
  hasCoordinates,
  hasPolygon,
  isBase,
  isPoiVisible,
  mercatorRadius,
  poiAnchor,
  poiTone,
  polygonLonLat,
  withinPixels,
} from '../poiRules';

export interface PoiClick {
  /** The clicked POI first, then every other POI whose marker is within 15 px of it. */
  items: PoiMapItem[];
  pixel: [number, number];
}

export interface PoiLayerProps {
  pois: readonly PoiMapItem[];
  onPoiClick?(click: PoiClick): void;
}

/** POI names appear from this zoom on. */
const LABEL_MIN_ZOOM = 12;

const styleOf = (f: FeatureLike) => f.get('s') as Style | undefined;

function areaGeometry(p: PoiMapItem): Polygon | Circle | null {
  if (hasPolygon(p)) return new Polygon([polygonLonLat(p).map((c) => fromLonLat(c))]);
  if (hasCoordinates(p) && typeof p.radius === 'number' && p.radius > 0)
    return new Circle(fromLonLat([p.lon, p.lat]), mercatorRadius(p.radius, p.lat));
  return null;
}

/**
 * The chosen POIs and bases (spec 1 §2.7, §3.5): areas (circle radius in metres, polygons) in
 * blue for type 1 and red otherwise, a pin or the base house at each one's place, names from
 * zoom 12. A click lists the POIs within 15 px of the clicked one. Renders nothing.
 */
export function PoiLayer({ pois, onPoiClick }: PoiLayerProps) {
  const map = useOlMap();
  // Image layers like the vehicles: panning moves the drawing instead of redrawing hundreds of areas.
  const [layers] = useState(() => {
    const areas = new VectorSource();
    const icons = new VectorSource();
    return {
      areas,
      icons,
      areaLayer: new VectorImageLayer({ source: areas, style: styleOf, zIndex: 10, properties: { name: 'poi-areas' } }),
      iconLayer: new VectorImageLayer({
        source: icons,
        style: styleOf,
        zIndex: 12,
        properties: { name: 'poi' },
      }),
      // A plain layer, in the one label group with the vehicles' marker obstacles (an image
      // layer declutters only inside its own image): names give way to vehicles' markers.
      labelLayer: new VectorLayer({
        source: icons,
        style: (f: FeatureLike) => f.get('l') as Style,
        declutter: MAP_LABEL_DECLUTTER,
        zIndex: 11,
        minZoom: LABEL_MIN_ZOOM,
        properties: { name: 'poi-labels' },
      }),
    };
  });
  // Pointer cursor: over a POI icon, or inside a POI area.
  useEffect(() => {
    layers.iconLayer.set('hitTest', (pixel: number[]) => nearPixel(map, layers.icons, pixel, 12));
    layers.areaLayer.set('hitTest', (pixel: number[]) => {
      const c = map.getCoordinateFromPixel(pixel);
      return !!c && layers.areas.getFeaturesAtCoordinate(c).length > 0;
    });
  }, [map, layers]);
  useLayer(layers.areaLayer);
  useLayer(layers.labelLayer);
  useLayer(layers.iconLayer);

  const [visible, setVisible] = useState<PoiMapItem[]>([]);
  useEffect(() => {
    const shown = pois.filter(isPoiVisible);
    const areas: Feature[] = [];
    const icons: Feature[] = [];
    for (const p of shown) {
      const tone = poiTone(p.type);
      const anchor = poiAnchor(p);
      const area = areaGeometry(p);
      if (area) {
        const f = new Feature(area);
        f.setProperties({ pid: p.pid, s: poiAreaStyle(tone) }, true);
        areas.push(f);
      }
      if (anchor) {
        const f = new Feature(new Point(fromLonLat(anchor)));
        f.setProperties(
          { pid: p.pid, s: poiIconStyle(tone, isBase(p.pid)), l: poiLabelStyle(p.name, tone, isBase(p.pid)) },
          true,
        );
        icons.push(f);
      }
    }
    layers.areas.clear(true);
    layers.areas.addFeatures(areas);
    layers.icons.clear(true);
    layers.icons.addFeatures(icons);
    setVisible(shown);
  }, [pois, layers]);

  const onClick = useCallback<MapClickHandler>(
    (e) => {
      if (!onPoiClick) return false;
      let pid: string | undefined;
      map.forEachFeatureAtPixel(
        e.pixel,
        (f) => {
          pid = f.get('pid') as string;
          return true;
        },
        { layerFilter: (l) => l === layers.iconLayer || l === layers.areaLayer, hitTolerance: 3 },
      );
      const hit = visible.find((p) => p.pid === pid);
      if (!hit) return false;
      const anchorOf = (p: PoiMapItem) => {
        const a = poiAnchor(p);
        const px = a ? map.getPixelFromCoordinate(fromLonLat(a)) : null;
        return px ? ([px[0], px[1]] as [number, number]) : null;
      };
      const hitPixel = anchorOf(hit) ?? ([e.pixel[0], e.pixel[1]] as [number, number]);
      const placed = visible.flatMap((p) => {
        const pixel = anchorOf(p);
        return pixel ? [{ p, pixel }] : [];
      });
      const near = withinPixels(placed, hitPixel, POI_GROUP_PX)
        .map((x) => x.p)
        .filter((p) => p !== hit);
      onPoiClick({ items: [hit, ...near], pixel: [e.pixel[0], e.pixel[1]] });
      return true;
    },
    [map, layers, visible, onPoiClick],
  );
  useMapClick(onClick, 20);

  return null;
}
