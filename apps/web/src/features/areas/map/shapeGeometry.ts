import Circle from 'ol/geom/Circle';
import Polygon from 'ol/geom/Polygon';
import type Geometry from 'ol/geom/Geometry';
import { fromLonLat, toLonLat } from 'ol/proj';
import { mercatorRadius } from '../../../kit/map/poiRules';
import { SHAPE, type DrawnShape, type LatLon } from '../areaForm';

/**
 * An area between the form (EPSG:4326, metres) and the map (EPSG:3857): circles keep their
 * radius in metres through the projection's stretch at their latitude (1 / cos lat).
 */
export function shapeToGeometry(drawn: DrawnShape): Geometry {
  if (drawn.shape === SHAPE.circle) {
    return new Circle(fromLonLat([drawn.lon, drawn.lat]), mercatorRadius(drawn.radius, drawn.lat));
  }
  const ring = drawn.poly.map(([lat, lon]) => fromLonLat([lon, lat]));
  return new Polygon([[...ring, ring[0]]]);
}

/**
 * The shape a drawn or modified geometry stands for. A rectangle whose corners were moved
 * apart or added to (Modify) is a polygon from then on: the server keeps rectangles to four
 * corners.
 */
export function geometryToShape(geometry: Geometry, chosen: number): DrawnShape | null {
  if (geometry instanceof Circle) {
    const [lon, lat] = toLonLat(geometry.getCenter());
    const metres = geometry.getRadius() * Math.cos((lat * Math.PI) / 180);
    return { shape: SHAPE.circle, lat, lon, radius: metres };
  }
  if (geometry instanceof Polygon) {
    const coords = geometry.getCoordinates()[0] ?? [];
    const open = coords.length > 1 ? coords.slice(0, -1) : coords;
    const poly = open.map((c): LatLon => {
      const [lon, lat] = toLonLat(c);
      return [lat, lon];
    });
    if (poly.length < 3) return null;
    const shape = chosen === SHAPE.rectangle && poly.length === 4 ? SHAPE.rectangle : SHAPE.polygon;
    return { shape, poly };
  }
  return null;
}
