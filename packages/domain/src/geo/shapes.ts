/**
 * Own points (POIs) and bases are areas: a circle (shape 1: centre and radius in metres), a
 * rectangle (shape 2) or a polygon (shape 3), both as [lat, lon] corner lists (spec 3 §3.4,
 * §3.5). These pure tests answer "is this point inside", which names the monitor's `poiname`
 * and the reports' POI columns. Areas are small (metres to kilometres), so polygons are tested
 * on the plane of degrees; circles use the great-circle distance.
 */
import { EARTH_RADIUS_M, haversine } from '../engine/geo';

export type LatLon = readonly [number, number];

/** Spec 3 §3.4 solid_object_shape_type_id / base_shape_type_id. */
export const SHAPE_CIRCLE = 1;
export const SHAPE_RECTANGLE = 2;
export const SHAPE_POLYGON = 3;

/**
 * The shape an area is, by what was drawn (issue 27: a 5-point base came back as 'Prostokąt'):
 * a circle stays a circle; a corner list is a rectangle only when it was drawn as one and has
 * four distinct corners, otherwise a polygon. Spec 3 §3.5's "base shapes above 2 are reduced to
 * 2 on load" may shape a form, never what is stored or shown; this names stored rows too, so an
 * area saved before the rule reads right.
 */
export function drawnShapeOf(shape: number, poly: readonly LatLon[] | null | undefined): number {
  if (shape === SHAPE_CIRCLE) return SHAPE_CIRCLE;
  const corners = poly ?? [];
  let n = corners.length;
  if (n > 1 && corners[0][0] === corners[n - 1][0] && corners[0][1] === corners[n - 1][1]) n--;
  const distinct = new Set(corners.slice(0, n).map(([la, lo]) => `${la},${lo}`)).size;
  return shape === SHAPE_RECTANGLE && n === 4 && distinct === 4 ? SHAPE_RECTANGLE : SHAPE_POLYGON;
}

export interface GeoShape {
  shape: number;
  lat: number | null;
  lon: number | null;
  /** Metres (circles). */
  radius: number | null;
  /** [lat, lon] corners (rectangles and polygons); a closing point equal to the first is allowed. */
  poly: readonly LatLon[] | null;
}

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const RAD = Math.PI / 180;

/** Inside or on the circle. */
export function pointInCircle(lat: number, lon: number, cLat: number, cLon: number, radiusM: number): boolean {
  if (!(radiusM >= 0)) return false;
  return haversine(lat, lon, cLat, cLon) <= radiusM;
}

/**
 * Even-odd ray casting. Fewer than three distinct corners enclose nothing. Points exactly on
 * an edge may fall either way, which does not matter for areas drawn by hand on a map.
 */
export function pointInPolygon(lat: number, lon: number, poly: readonly LatLon[]): boolean {
  let n = poly.length;
  if (n > 1 && poly[0][0] === poly[n - 1][0] && poly[0][1] === poly[n - 1][1]) n--;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [yi, xi] = poly[i];
    const [yj, xj] = poly[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function isNum(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function polyBounds(poly: readonly LatLon[]): Bounds | null {
  if (poly.length === 0) return null;
  const b: Bounds = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
  for (const [la, lo] of poly) {
    if (!isNum(la) || !isNum(lo)) return null;
    if (la < b.minLat) b.minLat = la;
    if (la > b.maxLat) b.maxLat = la;
    if (lo < b.minLon) b.minLon = lo;
    if (lo > b.maxLon) b.maxLon = lo;
  }
  return b;
}

/** Whether the area holds the point. A rectangle given by two opposite corners is its box. */
export function shapeContains(s: GeoShape, lat: number, lon: number): boolean {
  if (s.shape === SHAPE_CIRCLE) {
    return isNum(s.lat) && isNum(s.lon) && isNum(s.radius) && pointInCircle(lat, lon, s.lat, s.lon, s.radius);
  }
  const poly = s.poly;
  if (!poly || poly.length === 0) return false;
  if (s.shape === SHAPE_RECTANGLE && poly.length === 2) {
    const b = polyBounds(poly);
    return !!b && lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;
  }
  return pointInPolygon(lat, lon, poly);
}

/** The box around the area (a circle's box is padded by 0.1 % for rounding), or null when it has no usable geometry. */
export function shapeBounds(s: GeoShape): Bounds | null {
  if (s.shape === SHAPE_CIRCLE) {
    if (!isNum(s.lat) || !isNum(s.lon) || !isNum(s.radius) || s.radius < 0) return null;
    const dLat = ((s.radius / EARTH_RADIUS_M) * 1.001) / RAD;
    const cos = Math.max(Math.cos(Math.min(89.9, Math.abs(s.lat)) * RAD), 1e-6);
    const dLon = Math.min(180, dLat / cos);
    return { minLat: s.lat - dLat, maxLat: s.lat + dLat, minLon: s.lon - dLon, maxLon: s.lon + dLon };
  }
  return s.poly ? polyBounds(s.poly) : null;
}

export interface ShapeIndex<T> {
  /** The values of every area holding the point, in the order they were given. */
  find(lat: number, lon: number): T[];
  readonly size: number;
}

/**
 * A uniform grid over the areas' boxes, so that thousands of vehicles can be matched against
 * hundreds of areas in a few milliseconds (each point looks at the areas of its cell only).
 * Areas spanning more than `maxCells` cells are checked for every point.
 */
export function createShapeIndex<T>(
  items: readonly { shape: GeoShape; value: T }[],
  cellDeg = 0.05,
  maxCells = 4096,
): ShapeIndex<T> {
  const cells = new Map<number, number[]>();
  const everywhere: number[] = [];
  const kept: { shape: GeoShape; value: T; bounds: Bounds }[] = [];
  const cellOf = (deg: number) => Math.floor(deg / cellDeg);
  // Cell keys: latitude cell × 100000 + longitude cell, both offset to be positive.
  const key = (latCell: number, lonCell: number) => (latCell + 50_000) * 100_000 + (lonCell + 50_000);
  for (const item of items) {
    const bounds = shapeBounds(item.shape);
    if (!bounds) continue;
    const i = kept.push({ ...item, bounds }) - 1;
    const la0 = cellOf(bounds.minLat);
    const la1 = cellOf(bounds.maxLat);
    const lo0 = cellOf(bounds.minLon);
    const lo1 = cellOf(bounds.maxLon);
    if ((la1 - la0 + 1) * (lo1 - lo0 + 1) > maxCells) {
      everywhere.push(i);
      continue;
    }
    for (let a = la0; a <= la1; a++) {
      for (let o = lo0; o <= lo1; o++) {
        const k = key(a, o);
        const list = cells.get(k);
        if (list) list.push(i);
        else cells.set(k, [i]);
      }
    }
  }
  const test = (i: number, lat: number, lon: number) => {
    const { bounds: b, shape } = kept[i];
    return lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon && shapeContains(shape, lat, lon);
  };
  return {
    size: kept.length,
    find(lat, lon) {
      if (!isNum(lat) || !isNum(lon)) return [];
      const hits: number[] = [];
      for (const i of cells.get(key(cellOf(lat), cellOf(lon))) ?? []) if (test(i, lat, lon)) hits.push(i);
      for (const i of everywhere) if (test(i, lat, lon)) hits.push(i);
      if (everywhere.length > 0) hits.sort((x, y) => x - y);
      return hits.map((i) => kept[i].value);
    },
  };
}
