/**
 * The geometry of an own point or a base as the editor sends it and the server checks it
 * (spec 3 §3.4, §3.5, §5, §7): a circle is a centre and a radius in whole metres; a rectangle
 * or a polygon is a list of corners sent as 'lon^lat' pairs joined by '|' without the closing
 * point. Stored and answered as [lat, lon] pairs (the monitor's `/poi/map` form).
 */
import { SHAPE_CIRCLE, SHAPE_POLYGON, SHAPE_RECTANGLE, drawnShapeOf } from '../geo/shapes';

export type LatLonPair = [number, number];

/** Corners a polygon may have: a hand-drawn area needs far fewer, and every point costs the engine a test. */
export const AREA_MAX_POINTS = 500;
/** A circle bigger than this (100 km) is not an own point or a base but a region. */
export const AREA_MAX_RADIUS_M = 100_000;

export const AREA_GEOMETRY_MSG = {
  shape: 'Wybierz kształt obszaru: koło, prostokąt lub wielokąt.',
  lat: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  lon: 'Długość geograficzna musi być liczbą od -180 do 180.',
  circleCentre: 'Podaj środek koła (szerokość i długość geograficzną) albo narysuj koło na mapie.',
  radius: `Promień musi być liczbą całkowitą metrów od 1 do ${AREA_MAX_RADIUS_M.toLocaleString('pl-PL')}.`,
  polyFormat: 'Nieprawidłowa lista punktów obszaru: oczekiwano par długość^szerokość oddzielonych znakiem |.',
  polyRange: 'Punkty obszaru muszą mieć szerokość od -90 do 90 i długość od -180 do 180.',
  polyMissing: 'Narysuj obszar na mapie: brak punktów obszaru.',
  rectangleCorners: 'Prostokąt musi mieć 4 różne narożniki. Narysuj go ponownie na mapie.',
  polygonPoints: 'Wielokąt musi mieć co najmniej 3 różne punkty. Narysuj go ponownie na mapie.',
  tooManyPoints: `Obszar może mieć najwyżej ${AREA_MAX_POINTS} punktów.`,
  selfIntersecting: 'Krawędzie obszaru nie mogą się przecinać. Popraw kształt na mapie.',
  noArea: 'Punkty obszaru leżą na jednej linii: obszar nie ma powierzchni.',
} as const;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * 'lon^lat|lon^lat|…' as [lat, lon] pairs; a decimal comma is read as a point. Null when a part
 * is not a pair of numbers; the empty text is the empty list.
 */
export function parsePolyText(text: string): LatLonPair[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const out: LatLonPair[] = [];
  for (const part of trimmed.split('|')) {
    const xy = part.split('^');
    if (xy.length !== 2) return null;
    const [lonText, latText] = xy.map((s) => s.trim().replace(',', '.'));
    if (!NUMBER_RE.test(lonText) || !NUMBER_RE.test(latText)) return null;
    out.push([Number(latText), Number(lonText)]);
  }
  return out;
}

/** The wire form of a corner list: 'lon^lat' pairs joined by '|', the closing point dropped. */
export function polyText(points: readonly (readonly [number, number])[]): string {
  return openRing(points)
    .map(([lat, lon]) => `${lon}^${lat}`)
    .join('|');
}

const samePoint = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] && a[1] === b[1];

/** The list without a closing point equal to the first. */
export function openRing<T extends readonly [number, number]>(points: readonly T[]): T[] {
  const out = [...points];
  while (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop();
  return out;
}

/** Corners without repeats in a row (a double click of a drawing tool) and without the closing point. */
export function cleanCorners(points: readonly LatLonPair[]): LatLonPair[] {
  const out: LatLonPair[] = [];
  for (const p of points) if (out.length === 0 || !samePoint(out[out.length - 1], p)) out.push([p[0], p[1]]);
  return openRing(out);
}

/** Sign of the turn a → b → c: 1 left, -1 right, 0 collinear (exact for the doubles given). */
function orient(a: LatLonPair, b: LatLonPair, c: LatLonPair): number {
  const v = (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** c lies on the segment a–b (given the three are collinear). */
function onSegment(a: LatLonPair, b: LatLonPair, c: LatLonPair): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  );
}

/** The closed segments a–b and c–d have a point in common. */
export function segmentsTouch(a: LatLonPair, b: LatLonPair, c: LatLonPair, d: LatLonPair): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * Whether the closed ring crosses or touches itself: two edges that are not neighbours share a
 * point, or neighbours fold back over each other. O(n²) over at most AREA_MAX_POINTS corners
 * (125,000 pair tests: well under a millisecond).
 */
export function selfIntersects(ring: readonly LatLonPair[]): boolean {
  const n = ring.length;
  if (n < 3) return false;
  const edge = (i: number): [LatLonPair, LatLonPair] => [ring[i], ring[(i + 1) % n]];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    // The neighbour after this edge folds back onto it (a spike).
    const c = ring[(i + 2) % n];
    if (orient(a, b, c) === 0 && (onSegment(a, b, c) || onSegment(b, c, a))) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the first and last edges share the first corner
      const [p, q] = edge(j);
      if (segmentsTouch(a, b, p, q)) return true;
    }
  }
  return false;
}

export interface AreaGeometryInput {
  /**
   * 'base' reads shape 2 as any corner list (a client following spec 3 §3.5's load rule sends 2
   * for a polygon); it is stored as what the corners are (drawnShapeOf).
   */
  kind: 'poi' | 'base';
  shape: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: LatLonPair[] | null;
}

/** The checked geometry as it is stored: a circle has no corners, a corner list no centre. */
export interface AreaGeometry {
  shape: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: LatLonPair[] | null;
}

export type AreaGeometryCheck =
  | { ok: true; geometry: AreaGeometry }
  | { ok: false; field: 'shape' | 'lat' | 'lon' | 'radius' | 'poly'; message: string };

const fail = (field: 'shape' | 'lat' | 'lon' | 'radius' | 'poly', message: string): AreaGeometryCheck => ({
  ok: false,
  field,
  message,
});

/**
 * Spec 3 §5: a circle needs a valid centre and a radius in whole metres; a rectangle exactly
 * four distinct corners; a polygon at least three; neither may cross itself or be flat; every
 * point within the coordinate ranges.
 */
export function checkAreaGeometry(g: AreaGeometryInput): AreaGeometryCheck {
  if (g.shape === SHAPE_CIRCLE) {
    if (g.lat === null || g.lon === null) return fail(g.lat === null ? 'lat' : 'lon', AREA_GEOMETRY_MSG.circleCentre);
    if (!isNum(g.lat) || Math.abs(g.lat) > 90) return fail('lat', AREA_GEOMETRY_MSG.lat);
    if (!isNum(g.lon) || Math.abs(g.lon) > 180) return fail('lon', AREA_GEOMETRY_MSG.lon);
    const r = g.radius;
    if (r === null || !Number.isInteger(r) || r < 1 || r > AREA_MAX_RADIUS_M)
      return fail('radius', AREA_GEOMETRY_MSG.radius);
    return { ok: true, geometry: { shape: SHAPE_CIRCLE, lat: g.lat, lon: g.lon, radius: r, poly: null } };
  }
  if (g.shape !== SHAPE_RECTANGLE && g.shape !== SHAPE_POLYGON) return fail('shape', AREA_GEOMETRY_MSG.shape);
  if (!g.poly || g.poly.length === 0) return fail('poly', AREA_GEOMETRY_MSG.polyMissing);
  if (g.poly.some(([la, lo]) => !isNum(la) || !isNum(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180))
    return fail('poly', AREA_GEOMETRY_MSG.polyRange);
  const ring = cleanCorners(g.poly);
  if (ring.length > AREA_MAX_POINTS) return fail('poly', AREA_GEOMETRY_MSG.tooManyPoints);
  const distinct = new Set(ring.map(([la, lo]) => `${la},${lo}`)).size;
  const strictRectangle = g.kind === 'poi' && g.shape === SHAPE_RECTANGLE;
  if (strictRectangle && (ring.length !== 4 || distinct !== 4)) return fail('poly', AREA_GEOMETRY_MSG.rectangleCorners);
  if (distinct < 3) return fail('poly', AREA_GEOMETRY_MSG.polygonPoints);
  if (ring.every((p) => orient(ring[0], ring[1], p) === 0)) return fail('poly', AREA_GEOMETRY_MSG.noArea);
  if (selfIntersects(ring)) return fail('poly', AREA_GEOMETRY_MSG.selfIntersecting);
  // Stored as what was drawn: a base's 'rectangle' of five corners is a polygon.
  return { ok: true, geometry: { shape: drawnShapeOf(g.shape, ring), lat: null, lon: null, radius: null, poly: ring } };
}

/** Where an area's marker and its address belong: the centre, or the mean of its corners. */
export function areaCentre(g: Pick<AreaGeometry, 'lat' | 'lon' | 'poly'>): { lat: number; lon: number } | null {
  if (isNum(g.lat) && isNum(g.lon)) return { lat: g.lat, lon: g.lon };
  const ring = g.poly ? openRing(g.poly) : [];
  if (ring.length === 0) return null;
  const sum = ring.reduce((acc, [la, lo]) => [acc[0] + la, acc[1] + lo], [0, 0]);
  return { lat: sum[0] / ring.length, lon: sum[1] / ring.length };
}
