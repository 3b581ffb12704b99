import { describe, expect, it } from 'vitest';
import { ROADS, altitudeAt, bearing, haversine, inGpsGap, normalizeDistance, pointAt, stopDistance } from './roads';

/** Poland's bounding box with a small margin. */
const inPoland = (lat: number, lon: number) => lat > 48.9 && lat < 54.9 && lon > 14.1 && lon < 24.2;

describe('geodesy', () => {
  it('haversine gives known distances', () => {
    // Warszawa Centralna – Kraków Główny is about 252 km in a straight line.
    expect(haversine(52.2288, 21.0034, 50.0679, 19.9478) / 1000).toBeCloseTo(252, -1);
    // One degree of latitude is ~111.2 km.
    expect(haversine(52, 19, 53, 19)).toBeCloseTo(111_195, -2);
    expect(haversine(52, 19, 52, 19)).toBe(0);
  });

  it('bearing: north 0, east 90, south 180, west 270', () => {
    expect(bearing(52, 19, 53, 19)).toBeCloseTo(0, 5);
    expect(bearing(52, 19, 52, 20)).toBeCloseTo(89.6, 0);
    expect(bearing(53, 19, 52, 19)).toBeCloseTo(180, 5);
    expect(bearing(52, 20, 52, 19)).toBeCloseTo(270.4, 0);
  });
});

describe('roads', () => {
  it('every road has dozens of waypoints inside Poland and a plausible length', () => {
    const expectedKm: Record<string, [number, number]> = {
      A2: [270, 320],
      A4: [240, 290],
      S8: [310, 370],
      A1: [270, 320],
      S3: [170, 210],
      DK94: [70, 90],
      E30: [240, 290],
    };
    for (const road of Object.values(ROADS)) {
      expect(road.lat.length, road.id).toBeGreaterThanOrEqual(road.kind === 'city' ? 15 : 28);
      for (let i = 0; i < road.lat.length; i++) expect(inPoland(road.lat[i], road.lon[i]), road.id).toBe(true);
      const range = expectedKm[road.id];
      if (range) {
        expect(road.length / 1000, road.id).toBeGreaterThan(range[0]);
        expect(road.length / 1000, road.id).toBeLessThan(range[1]);
      }
      // No waypoint jumps: open roads at most 8 km apart, city streets at most 1 km.
      for (let i = 0; i + 1 < road.cum.length; i++) {
        expect(road.cum[i + 1] - road.cum[i], `${road.id} segment ${i}`).toBeLessThan(
          road.kind === 'city' ? 1000 : 8000,
        );
      }
    }
  });

  it('pointAt interpolates along the segments by distance', () => {
    const a2 = ROADS.A2;
    const start = pointAt(a2, 0);
    expect(start.lat).toBeCloseTo(a2.lat[0], 9);
    expect(start.lon).toBeCloseTo(a2.lon[0], 9);
    const end = pointAt(a2, a2.length);
    expect(end.lat).toBeCloseTo(a2.lat[a2.lat.length - 1], 9);
    // Half way through segment 3: the midpoint of its ends, and as far from both.
    const mid = (a2.cum[3] + a2.cum[4]) / 2;
    const p = pointAt(a2, mid);
    expect(p.segment).toBe(3);
    expect(p.lat).toBeCloseTo((a2.lat[3] + a2.lat[4]) / 2, 9);
    const d1 = haversine(a2.lat[3], a2.lon[3], p.lat, p.lon);
    const d2 = haversine(p.lat, p.lon, a2.lat[4], a2.lon[4]);
    expect(Math.abs(d1 - d2)).toBeLessThan(1);
    // Distance along the road between two interpolated points matches the haversine within a segment.
    const q = pointAt(a2, mid + 500);
    expect(haversine(p.lat, p.lon, q.lat, q.lon)).toBeCloseTo(500, -1);
    // Clamped outside a linear road.
    expect(pointAt(a2, -100).lat).toBeCloseTo(a2.lat[0], 9);
    expect(pointAt(a2, a2.length + 1e5).lat).toBeCloseTo(a2.lat[a2.lat.length - 1], 9);
  });

  it('headings follow the direction of travel', () => {
    const a2 = ROADS.A2; // Poznań → Warszawa runs east
    const fwd = pointAt(a2, a2.length / 2, true);
    const back = pointAt(a2, a2.length / 2, false);
    expect(fwd.course).toBeGreaterThan(45);
    expect(fwd.course).toBeLessThan(135);
    expect(back.course).toBeCloseTo((fwd.course + 180) % 360, 6);
    const a1 = ROADS.A1; // Gdańsk → Łódź runs south
    const south = pointAt(a1, 20_000).course;
    expect(south > 135 && south < 225).toBe(true);
    for (const road of Object.values(ROADS)) {
      for (let i = 0; i < road.course.length; i++) {
        expect(road.course[i]).toBeGreaterThanOrEqual(0);
        expect(road.course[i]).toBeLessThan(360);
      }
    }
  });

  it('loops wrap around and close on themselves', () => {
    const waw = ROADS.WAW;
    expect(waw.loop).toBe(true);
    expect(normalizeDistance(waw, waw.length * 3 + 10)).toBeCloseTo(10, 6);
    const a = pointAt(waw, 123);
    const b = pointAt(waw, 123 + 2 * waw.length);
    expect(b.lat).toBeCloseTo(a.lat, 9);
    expect(b.lon).toBeCloseTo(a.lon, 9);
    // The closing segment ends at the first waypoint.
    const closing = pointAt(waw, waw.length - 0.001);
    expect(haversine(closing.lat, closing.lon, waw.lat[0], waw.lon[0])).toBeLessThan(1);
  });

  it('named stops and tunnels', () => {
    expect(stopDistance(ROADS.A2, 'Poznań Komorniki')).toBe(0);
    expect(stopDistance(ROADS.A2, 'Warszawa Konotopa')).toBeCloseTo(ROADS.A2.length, 6);
    expect(stopDistance(ROADS.E30, 'Katowice')).toBeGreaterThan(stopDistance(ROADS.E30, 'Opole Główne'));
    expect(() => stopDistance(ROADS.A2, 'Berlin')).toThrow();
    const tunnel = stopDistance(ROADS.WAW, 'Tunel Wisłostrady');
    expect(inGpsGap(ROADS.WAW, tunnel + 50)).toBe(true);
    expect(inGpsGap(ROADS.WAW, tunnel + 50 + 5 * ROADS.WAW.length)).toBe(true);
    expect(inGpsGap(ROADS.WAW, stopDistance(ROADS.WAW, 'Plac Konstytucji'))).toBe(false);
    expect(inGpsGap(ROADS.A2, 1000)).toBe(false);
  });

  it('altitudes are plausible for Poland', () => {
    expect(altitudeAt(54.35, 18.65)).toBeLessThan(100); // Gdańsk
    const krakow = altitudeAt(50.06, 19.94);
    expect(krakow).toBeGreaterThan(180);
    expect(krakow).toBeLessThan(400);
  });
});
