import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHAPE_CIRCLE,
  drawnShapeOf,
  SHAPE_POLYGON,
  SHAPE_RECTANGLE,
  createShapeIndex,
  pointInCircle,
  pointInPolygon,
  shapeBounds,
  shapeContains,
  type GeoShape,
  type LatLon,
} from './shapes';

// Rynek in Wrocław and a square of about 1.1 km × 0.7 km around it.
const RYNEK: LatLon = [51.1099, 17.0319];
const SQUARE: LatLon[] = [
  [51.105, 17.025],
  [51.105, 17.035],
  [51.115, 17.035],
  [51.115, 17.025],
];

describe('pointInCircle', () => {
  it('holds points up to the radius, not beyond', () => {
    // 0.001° of latitude ≈ 111.2 m
    expect(pointInCircle(RYNEK[0] + 0.001, RYNEK[1], RYNEK[0], RYNEK[1], 112)).toBe(true);
    expect(pointInCircle(RYNEK[0] + 0.001, RYNEK[1], RYNEK[0], RYNEK[1], 110)).toBe(false);
    expect(pointInCircle(RYNEK[0], RYNEK[1], RYNEK[0], RYNEK[1], 0)).toBe(true);
    expect(pointInCircle(RYNEK[0], RYNEK[1], RYNEK[0], RYNEK[1], -1)).toBe(false);
  });
});

describe('pointInPolygon', () => {
  it('tells inside from outside of a square, with or without a closing point', () => {
    expect(pointInPolygon(RYNEK[0], RYNEK[1], SQUARE)).toBe(true);
    expect(pointInPolygon(51.12, 17.03, SQUARE)).toBe(false);
    expect(pointInPolygon(51.11, 17.04, SQUARE)).toBe(false);
    expect(pointInPolygon(RYNEK[0], RYNEK[1], [...SQUARE, SQUARE[0]])).toBe(true);
  });

  it('handles a concave polygon (an L shape)', () => {
    const L: LatLon[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(pointInPolygon(0.5, 1.5, L)).toBe(true);
    expect(pointInPolygon(1.5, 0.5, L)).toBe(true);
    expect(pointInPolygon(1.5, 1.5, L)).toBe(false); // the notch
  });

  it('needs three distinct corners', () => {
    expect(pointInPolygon(0, 0, [])).toBe(false);
    expect(
      pointInPolygon(0.5, 0.5, [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false);
    expect(
      pointInPolygon(0.5, 0.5, [
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(false);
  });

  it('agrees with the box test for any axis-aligned rectangle (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.integer({ min: -50, max: 149 }),
        fc.integer({ min: -50, max: 149 }),
        (lat0, lon0, h, w, ky, kx) => {
          // fractions of the height and width, never exactly on an edge (either answer is fine there)
          const fy = (ky + 0.5) / 100;
          const fx = (kx + 0.5) / 100;
          const lat = lat0 + fy * h;
          const lon = lon0 + fx * w;
          const rect: LatLon[] = [
            [lat0, lon0],
            [lat0, lon0 + w],
            [lat0 + h, lon0 + w],
            [lat0 + h, lon0],
          ];
          const inBox = fy > 0 && fy < 1 && fx > 0 && fx < 1;
          return pointInPolygon(lat, lon, rect) === inBox;
        },
      ),
    );
  });
});

describe('shapeContains and shapeBounds', () => {
  const circle: GeoShape = { shape: SHAPE_CIRCLE, lat: RYNEK[0], lon: RYNEK[1], radius: 200, poly: null };
  const polygon: GeoShape = { shape: SHAPE_POLYGON, lat: null, lon: null, radius: null, poly: SQUARE };
  const twoCorners: GeoShape = {
    shape: SHAPE_RECTANGLE,
    lat: null,
    lon: null,
    radius: null,
    poly: [SQUARE[0], SQUARE[2]],
  };

  it('tests each shape kind', () => {
    expect(shapeContains(circle, 51.1105, 17.0325)).toBe(true);
    expect(shapeContains(circle, 51.113, 17.0319)).toBe(false);
    expect(shapeContains(polygon, 51.113, 17.0319)).toBe(true);
    expect(shapeContains(twoCorners, 51.113, 17.0319)).toBe(true);
    expect(shapeContains(twoCorners, 51.12, 17.0319)).toBe(false);
  });

  it('refuses areas without usable geometry', () => {
    expect(shapeContains({ shape: SHAPE_CIRCLE, lat: null, lon: 17, radius: 100, poly: null }, 51, 17)).toBe(false);
    expect(shapeContains({ shape: SHAPE_POLYGON, lat: null, lon: null, radius: null, poly: null }, 51, 17)).toBe(false);
    expect(shapeBounds({ shape: SHAPE_CIRCLE, lat: 51, lon: 17, radius: null, poly: null })).toBeNull();
    expect(shapeBounds({ shape: SHAPE_POLYGON, lat: null, lon: null, radius: null, poly: [] })).toBeNull();
  });

  it('puts every point of a circle inside its box (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 1, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lon, radius, bearing) => {
          const s: GeoShape = { shape: SHAPE_CIRCLE, lat, lon, radius, poly: null };
          const b = shapeBounds(s)!;
          // a point 99.9 % of the radius away in the given direction (small-distance approximation)
          const d = (radius * 0.999) / 6_371_008.8;
          const pLat = lat + (d * Math.cos(bearing) * 180) / Math.PI;
          const pLon = lon + (d * Math.sin(bearing) * 180) / Math.PI / Math.cos((pLat * Math.PI) / 180);
          if (!shapeContains(s, pLat, pLon)) return true;
          return pLat >= b.minLat && pLat <= b.maxLat && pLon >= b.minLon && pLon <= b.maxLon;
        },
      ),
    );
  });
});

describe('createShapeIndex', () => {
  it('finds the same areas as testing every area (property)', () => {
    const area = fc.oneof(
      fc.record({
        shape: fc.constant(SHAPE_CIRCLE),
        lat: fc.double({ min: 50, max: 51, noNaN: true }),
        lon: fc.double({ min: 16, max: 17, noNaN: true }),
        radius: fc.double({ min: 10, max: 30_000, noNaN: true }),
        poly: fc.constant(null),
      }),
      fc
        .tuple(
          fc.double({ min: 50, max: 51, noNaN: true }),
          fc.double({ min: 16, max: 17, noNaN: true }),
          fc.array(
            fc.tuple(fc.double({ min: -0.2, max: 0.2, noNaN: true }), fc.double({ min: -0.2, max: 0.2, noNaN: true })),
            {
              minLength: 3,
              maxLength: 7,
            },
          ),
        )
        .map(([la, lo, offs]) => ({
          shape: SHAPE_POLYGON,
          lat: null,
          lon: null,
          radius: null,
          poly: offs.map(([a, b]) => [la + a, lo + b] as LatLon),
        })),
    );
    fc.assert(
      fc.property(
        fc.array(area, { maxLength: 25 }),
        fc.array(
          fc.tuple(fc.double({ min: 49.8, max: 51.2, noNaN: true }), fc.double({ min: 15.8, max: 17.2, noNaN: true })),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (areas, points) => {
          const index = createShapeIndex(
            areas.map((shape, value) => ({ shape, value })),
            0.05,
            64,
          );
          for (const [lat, lon] of points) {
            const brute = areas.flatMap((s, i) => (shapeContains(s, lat, lon) ? [i] : []));
            expect(index.find(lat, lon)).toEqual(brute);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('skips areas without geometry and ignores points without coordinates', () => {
    const index = createShapeIndex([
      { shape: { shape: SHAPE_CIRCLE, lat: null, lon: null, radius: 10, poly: null }, value: 'none' },
      { shape: { shape: SHAPE_CIRCLE, lat: RYNEK[0], lon: RYNEK[1], radius: 50, poly: null }, value: 'Rynek' },
    ]);
    expect(index.size).toBe(1);
    expect(index.find(RYNEK[0], RYNEK[1])).toEqual(['Rynek']);
    expect(index.find(Number.NaN, RYNEK[1])).toEqual([]);
  });
});

describe('drawnShapeOf (issue 27: a shape is named by what was drawn)', () => {
  const box: [number, number][] = [
    [52.2, 21.0],
    [52.2, 21.01],
    [52.21, 21.01],
    [52.21, 21.0],
  ];
  it('keeps circles, four-corner rectangles and polygons', () => {
    expect(drawnShapeOf(1, null)).toBe(1);
    expect(drawnShapeOf(2, box)).toBe(2);
    expect(drawnShapeOf(2, [...box, box[0]])).toBe(2);
    expect(drawnShapeOf(3, box)).toBe(3);
  });
  it('names a "rectangle" of five corners a polygon', () => {
    expect(drawnShapeOf(2, [...box, [52.215, 21.005]])).toBe(3);
    expect(drawnShapeOf(2, [box[0], box[1], box[2]])).toBe(3);
  });
});
