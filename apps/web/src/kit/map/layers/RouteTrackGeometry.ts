import type { PackedValue } from '@namiar/domain';

/**
 * Geometry of a route's track, built once per loaded route (never per frame): every point is
 * projected EPSG:4326 → EPSG:3857 into one flat array, and the track is cut into pieces of at
 * most PIECE_POINTS points. Moving the start or current point then only re-styles the pieces
 * it crosses and rebuilds at most two short clipped pieces, which keeps a 268k-point route
 * interactive (trackPieces, clipPiece).
 */

const R = 6378137;
const MAX_LAT = 85.0511287798066;

/** Points per piece; consecutive pieces share their boundary point, so the line is unbroken. */
export const PIECE_POINTS = 2048;

/** An inclusive range of point indices drawn as one line. */
export interface TrackPiece {
  from: number;
  to: number;
}

const num = (v: PackedValue | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A usable position: in range and not the 0,0 a device sends before its first fix. */
export function validLonLat(lat: number | null, lon: number | null): boolean {
  if (lat === null || lon === null) return false;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return false;
  return !(lat === 0 && lon === 0);
}

/** Web Mercator of one position (what ol/proj fromLonLat gives), without an array per point. */
export function mercator(lon: number, lat: number): [number, number] {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return [(R * lon * Math.PI) / 180, R * Math.log(Math.tan(Math.PI / 4 + phi / 2))];
}

/** x0, y0, x1, y1, ... in EPSG:3857; NaN pairs for points without a usable position. */
export function projectTrack(lat: readonly PackedValue[], lon: readonly PackedValue[]): Float64Array {
  const n = Math.min(lat.length, lon.length);
  const xy = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const a = num(lat[i]);
    const o = num(lon[i]);
    if (!validLonLat(a, o)) {
      xy[2 * i] = NaN;
      xy[2 * i + 1] = NaN;
      continue;
    }
    const [x, y] = mercator(o!, a!);
    xy[2 * i] = x;
    xy[2 * i + 1] = y;
  }
  return xy;
}

/** Splits [from, to] into pieces of at most `size` points sharing their boundary points. */
export function splitRange(from: number, to: number, size = PIECE_POINTS): TrackPiece[] {
  const out: TrackPiece[] = [];
  if (to <= from) return to === from ? [{ from, to }] : out;
  for (let a = from; a < to; a += size - 1) out.push({ from: a, to: Math.min(to, a + size - 1) });
  return out;
}

/**
 * Runs of points flagged 1 (gprsAval, gprsActive, overspeed) as pieces. A run covers its
 * points; a run of one point reaches to the next point so that it has a length to draw.
 */
export function flagPieces(flags: readonly PackedValue[], n: number, size = PIECE_POINTS): TrackPiece[] {
  const out: TrackPiece[] = [];
  let i = 0;
  while (i < n) {
    if (flags[i] !== 1) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && flags[j + 1] === 1) j++;
    const to = Math.min(n - 1, Math.max(j, i + 1));
    if (to > i) out.push(...splitRange(i, to, size));
    i = j + 1;
  }
  return out;
}

export type PieceState = { kind: 'in' } | { kind: 'out' } | { kind: 'partial'; from: number; to: number };

/**
 * Where a piece lies against the travelled part start..current: wholly inside, outside, or
 * partly (with the clipped range; a clip of a single point has nothing to draw: 'out').
 */
export function clipPiece(piece: TrackPiece, start: number, current: number): PieceState {
  const from = Math.max(piece.from, start);
  const to = Math.min(piece.to, current);
  if (to - from < 1) return { kind: 'out' };
  if (from === piece.from && to === piece.to) return { kind: 'in' };
  return { kind: 'partial', from, to };
}

/** Flat coordinates of the usable points in [from, to], for a LineString ('XY'). */
export function lineCoordinates(xy: Float64Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) {
    const x = xy[2 * i];
    if (Number.isNaN(x)) continue;
    out.push(x, xy[2 * i + 1]);
  }
  return out;
}

/** [minX, minY, maxX, maxY] of the usable points in [from, to]; null when there are none. */
export function rangeExtent(xy: Float64Array, from: number, to: number): [number, number, number, number] | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const last = Math.min(to, xy.length / 2 - 1);
  for (let i = Math.max(0, from); i <= last; i++) {
    const x = xy[2 * i];
    if (Number.isNaN(x)) continue;
    const y = xy[2 * i + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return minX === Infinity ? null : [minX, minY, maxX, maxY];
}

/** The usable point at `index`, else the nearest one before it, else after it; null: none. */
export function pointAt(xy: Float64Array, index: number): { index: number; x: number; y: number } | null {
  const n = xy.length / 2;
  if (n === 0) return null;
  const at = Math.max(0, Math.min(n - 1, index));
  for (let i = at; i >= 0; i--) if (!Number.isNaN(xy[2 * i])) return { index: i, x: xy[2 * i], y: xy[2 * i + 1] };
  for (let i = at + 1; i < n; i++) if (!Number.isNaN(xy[2 * i])) return { index: i, x: xy[2 * i], y: xy[2 * i + 1] };
  return null;
}
