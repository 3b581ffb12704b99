import { describe, expect, it } from 'vitest';
import { fromLonLat } from 'ol/proj';
import {
  clipPiece,
  flagPieces,
  lineCoordinates,
  mercator,
  pointAt,
  projectTrack,
  rangeExtent,
  splitRange,
} from './RouteTrackGeometry';

describe('route track geometry', () => {
  it('projects like OpenLayers and marks unusable points', () => {
    const [x, y] = mercator(17.03, 51.11);
    const [ox, oy] = fromLonLat([17.03, 51.11]);
    expect(x).toBeCloseTo(ox, 3);
    expect(y).toBeCloseTo(oy, 3);
    const xy = projectTrack([51.1, null, 0, 91, 51.2], [17, 17, 0, 17, 17.1]);
    expect(Number.isNaN(xy[2])).toBe(true); // null
    expect(Number.isNaN(xy[4])).toBe(true); // 0,0
    expect(Number.isNaN(xy[6])).toBe(true); // out of range
    expect(lineCoordinates(xy, 0, 4)).toHaveLength(4);
  });

  it('cuts a range into pieces sharing their boundary points', () => {
    expect(splitRange(0, 9, 4)).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 9 },
    ]);
    expect(splitRange(5, 5)).toEqual([{ from: 5, to: 5 }]);
    const big = splitRange(0, 267_999);
    expect(big[0].from).toBe(0);
    expect(big[big.length - 1].to).toBe(267_999);
    for (let i = 1; i < big.length; i++) expect(big[i].from).toBe(big[i - 1].to);
  });

  it('finds runs of flagged points; a lone flagged point reaches the next one', () => {
    // The last point alone has no next point: nothing to draw.
    expect(flagPieces([0, 1, 1, 1, 0, 0, 1, 0, 1], 9)).toEqual([
      { from: 1, to: 3 },
      { from: 6, to: 7 },
    ]);
    expect(flagPieces([1, 1, 1, 1, 1], 5, 3)).toEqual([
      { from: 0, to: 2 },
      { from: 2, to: 4 },
    ]);
    expect(flagPieces([1, 1], 2)).toEqual([{ from: 0, to: 1 }]);
    expect(flagPieces([0, 0, 0], 3)).toEqual([]);
  });

  it('clips pieces against the travelled part start..current', () => {
    const piece = { from: 10, to: 20 };
    expect(clipPiece(piece, 0, 30)).toEqual({ kind: 'in' });
    expect(clipPiece(piece, 21, 30)).toEqual({ kind: 'out' });
    expect(clipPiece(piece, 0, 10)).toEqual({ kind: 'out' }); // a single point has no length
    expect(clipPiece(piece, 0, 15)).toEqual({ kind: 'partial', from: 10, to: 15 });
    expect(clipPiece(piece, 12, 18)).toEqual({ kind: 'partial', from: 12, to: 18 });
  });

  it('measures the extent of a range and finds the nearest usable point', () => {
    const xy = new Float64Array([1, 2, NaN, NaN, 5, -1]);
    expect(rangeExtent(xy, 0, 2)).toEqual([1, -1, 5, 2]);
    expect(rangeExtent(xy, 1, 1)).toBeNull();
    expect(pointAt(xy, 1)).toEqual({ index: 0, x: 1, y: 2 });
    expect(pointAt(new Float64Array([NaN, NaN, 3, 4]), 0)).toEqual({ index: 1, x: 3, y: 4 });
    expect(pointAt(new Float64Array([]), 0)).toBeNull();
  });
});
