/**
 * Road geometry for the demo fleet: distances along hand-authored polylines (road-data.ts),
 * interpolation by distance, headings, named stops and GNSS gaps (tunnels).
 */
import { ROAD_DEFS, type RoadDef, type RoadId, type RoadKind } from './road-data';

export { ROAD_DEFS, type RoadId, type RoadKind } from './road-data';

const EARTH_RADIUS = 6_371_008.8; // metres (mean radius)
const RAD = Math.PI / 180;

/** Great-circle distance, metres. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(s)));
}

/** Initial bearing from point 1 to point 2, degrees clockwise from north in [0, 360). */
export function bearing(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dl = (lon2 - lon1) * RAD;
  const y = Math.sin(dl) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
  const deg = Math.atan2(y, x) / RAD;
  return (deg + 360) % 360;
}

export interface Road {
  id: RoadId;
  name: string;
  kind: RoadKind;
  loop: boolean;
  lat: Float64Array;
  lon: Float64Array;
  /** Distance from the first waypoint to waypoint i, metres; for a loop one extra entry closes it. */
  cum: Float64Array;
  /** Bearing of segment i (from waypoint i to i+1), degrees. */
  course: Float64Array;
  /** Total length, metres (a loop includes the closing segment). */
  length: number;
  /** Named waypoints and their distance along the road. */
  stops: Map<string, number>;
  /** [from, to] distances without GNSS reception. */
  gpsGaps: [number, number][];
}

function buildRoad(id: RoadId, def: RoadDef): Road {
  const n = def.points.length;
  const loop = def.loop === true;
  const segs = loop ? n : n - 1;
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  def.points.forEach((p, i) => {
    lat[i] = p[0];
    lon[i] = p[1];
  });
  const cum = new Float64Array(segs + 1);
  const course = new Float64Array(segs);
  for (let i = 0; i < segs; i++) {
    const j = (i + 1) % n;
    cum[i + 1] = cum[i] + haversine(lat[i], lon[i], lat[j], lon[j]);
    course[i] = bearing(lat[i], lon[i], lat[j], lon[j]);
  }
  const stops = new Map<string, number>();
  def.points.forEach((p, i) => {
    if (p.length === 3) {
      if (stops.has(p[2])) throw new Error(`road ${id}: waypoint name ${p[2]} twice`);
      stops.set(p[2], cum[i]);
    }
  });
  const gpsGaps = (def.gpsGaps ?? []).map(([a, b]): [number, number] => {
    const from = stops.get(a);
    const to = stops.get(b);
    if (from === undefined || to === undefined || to <= from) throw new Error(`road ${id}: bad GPS gap ${a}..${b}`);
    return [from, to];
  });
  return { id, name: def.name, kind: def.kind, loop, lat, lon, cum, course, length: cum[segs], stops, gpsGaps };
}

export const ROADS: Record<RoadId, Road> = Object.fromEntries(
  (Object.keys(ROAD_DEFS) as RoadId[]).map((id) => [id, buildRoad(id, ROAD_DEFS[id])]),
) as Record<RoadId, Road>;

/** A distance along the road reduced to [0, length] (wrapped on loops, clamped otherwise). */
export function normalizeDistance(road: Road, d: number): number {
  if (road.loop) return ((d % road.length) + road.length) % road.length;
  return d < 0 ? 0 : d > road.length ? road.length : d;
}

/** Index of the segment holding distance d (already normalised); `hint` speeds up sequential calls. */
export function segmentAt(road: Road, d: number, hint = 0): number {
  const cum = road.cum;
  const last = cum.length - 2;
  let i = hint >= 0 && hint <= last ? hint : 0;
  if (cum[i] <= d && d <= cum[i + 1]) return i;
  if (i < last && cum[i + 1] <= d && d <= cum[i + 2]) return i + 1;
  let lo = 0;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cum[mid] <= d) lo = mid;
    else hi = mid - 1;
  }
  i = lo;
  return i;
}

export interface RoadPoint {
  lat: number;
  lon: number;
  /** Heading of travel, degrees [0, 360). */
  course: number;
  segment: number;
}

/**
 * The point at distance d along the road and the heading of travel there (`forward` false:
 * travelling towards the start). Interpolates linearly within a segment, which is exact to a
 * few centimetres for segments of a few kilometres.
 */
export function pointAt(road: Road, d: number, forward = true, hint = 0): RoadPoint {
  const x = normalizeDistance(road, d);
  const i = segmentAt(road, x, hint);
  const len = road.cum[i + 1] - road.cum[i];
  const f = len > 0 ? (x - road.cum[i]) / len : 0;
  const j = (i + 1) % road.lat.length;
  const lat = road.lat[i] + (road.lat[j] - road.lat[i]) * f;
  const lon = road.lon[i] + (road.lon[j] - road.lon[i]) * f;
  const c = road.course[i];
  return { lat, lon, course: forward ? c : (c + 180) % 360, segment: i };
}

/** Distance of a named waypoint along the road. Throws on an unknown name (specs are ours). */
export function stopDistance(road: Road, name: string): number {
  const d = road.stops.get(name);
  if (d === undefined) throw new Error(`road ${road.id} has no stop '${name}'`);
  return d;
}

/** True when distance d (any value; wrapped on loops) lies in a stretch without GNSS. */
export function inGpsGap(road: Road, d: number): boolean {
  if (road.gpsGaps.length === 0) return false;
  const x = normalizeDistance(road, d);
  for (const [a, b] of road.gpsGaps) if (x >= a && x <= b) return true;
  return false;
}

/** Plausible altitude above sea level for a point in Poland (no elevation model): metres. */
export function altitudeAt(lat: number, lon: number): number {
  const base = 40 + (54.4 - lat) * 45;
  const hills = lat < 50.6 ? (50.6 - lat) * 120 * Math.min(1, Math.max(0, (lon - 18.3) / 0.8)) : 0;
  const ripple = 12 * Math.sin(lat * 37) * Math.cos(lon * 29);
  return Math.round(base + hills + ripple);
}
