import type { PoiMapItem } from '@namiar/domain';

/**
 * POI rules of spec 1 §2.7 and §3.5: which POIs are drawn, how they look, and which ones a
 * popup lists together.
 */

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function hasCoordinates(p: Pick<PoiMapItem, 'lat' | 'lon'>): p is { lat: number; lon: number } {
  return isNum(p.lat) && isNum(p.lon);
}

export function hasPolygon(p: Pick<PoiMapItem, 'poly'>): boolean {
  return Array.isArray(p.poly) && p.poly.some((pt) => Array.isArray(pt) && isNum(pt[0]) && isNum(pt[1]));
}

/** Visible when chosen and it has numeric coordinates or a non-empty polygon (spec 1 §3.5, §5). */
export function isPoiVisible(p: PoiMapItem): boolean {
  return p.chosen === true && (hasCoordinates(p) || hasPolygon(p));
}

/** A pid whose second character is 1 is a base and uses the base icon ('p1{id}'). */
export function isBase(pid: string): boolean {
  return pid.charAt(1) === '1';
}

/** Type 1 is drawn as a blue area, every other type red. */
export function poiTone(type: number): 'blue' | 'red' {
  return type === 1 ? 'blue' : 'red';
}

/** The polygon's points that are numbers, as [lon, lat] (the map's order). */
export function polygonLonLat(p: Pick<PoiMapItem, 'poly'>): [number, number][] {
  return (p.poly ?? []).filter((pt) => isNum(pt?.[0]) && isNum(pt?.[1])).map(([lat, lon]) => [lon, lat]);
}

/** Where the POI's marker stands: its coordinates, else the centroid of its polygon's vertices. */
export function poiAnchor(p: PoiMapItem): [number, number] | null {
  if (hasCoordinates(p)) return [p.lon, p.lat];
  const ring = polygonLonLat(p);
  if (!ring.length) return null;
  const sum = ring.reduce((acc, [lon, lat]) => [acc[0] + lon, acc[1] + lat], [0, 0]);
  return [sum[0] / ring.length, sum[1] / ring.length];
}

/**
 * Radius in Web Mercator units for a circle of `metres` at latitude `lat`: the projection
 * stretches distances by 1 / cos(lat), so a 200 m circle near Wrocław spans ~320 map units.
 */
export function mercatorRadius(metres: number, lat: number): number {
  return metres / Math.cos((lat * Math.PI) / 180);
}

/** Items whose marker pixel lies within `px` of the anchor pixel (the popup's group). */
export function withinPixels<T extends { pixel: [number, number] }>(
  items: readonly T[],
  anchor: [number, number],
  px: number,
): T[] {
  return items.filter((i) => Math.hypot(i.pixel[0] - anchor[0], i.pixel[1] - anchor[1]) <= px);
}
