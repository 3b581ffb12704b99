import type { PoiMapItem } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import {
  hasPolygon,
  isBase,
  isPoiVisible,
  mercatorRadius,
  poiAnchor,
  poiTone,
  polygonLonLat,
  withinPixels,
} from './poiRules';

const poi = (over: Partial<PoiMapItem>): PoiMapItem => ({
  pid: 'p01',
  name: 'Magazyn',
  type: 1,
  lat: 51.1,
  lon: 17.03,
  radius: 200,
  poly: null,
  chosen: true,
  ...over,
});

describe('isPoiVisible (spec 1 §3.5)', () => {
  it('needs the POI chosen', () => {
    expect(isPoiVisible(poi({}))).toBe(true);
    expect(isPoiVisible(poi({ chosen: false }))).toBe(false);
  });
  it('needs numeric coordinates or a non-empty polygon', () => {
    expect(isPoiVisible(poi({ lat: null }))).toBe(false);
    expect(isPoiVisible(poi({ lon: Number.NaN }))).toBe(false);
    expect(isPoiVisible(poi({ lat: '51' as unknown as number }))).toBe(false);
    expect(isPoiVisible(poi({ lat: null, lon: null, poly: [] }))).toBe(false);
    expect(isPoiVisible(poi({ lat: null, lon: null, poly: [[51, 17]] }))).toBe(true);
    expect(hasPolygon({ poly: [[Number.NaN, 17]] })).toBe(false);
  });
});

describe('POI look', () => {
  it('a pid whose second character is 1 is a base', () => {
    expect(isBase('p17')).toBe(true);
    expect(isBase('p07')).toBe(false);
    expect(isBase('p')).toBe(false);
  });
  it('type 1 is blue, other types red', () => {
    expect(poiTone(1)).toBe('blue');
    expect(poiTone(2)).toBe('red');
    expect(poiTone(0)).toBe('red');
  });
  it('polygons turn from [lat, lon] into [lon, lat] and anchor at the vertex centroid', () => {
    const p = poi({
      lat: null,
      lon: null,
      poly: [
        [51, 17],
        [52, 17],
        [52, 18],
        [51, 18],
      ],
    });
    expect(polygonLonLat(p)).toEqual([
      [17, 51],
      [17, 52],
      [18, 52],
      [18, 51],
    ]);
    expect(poiAnchor(p)).toEqual([17.5, 51.5]);
    expect(poiAnchor(poi({}))).toEqual([17.03, 51.1]);
    expect(poiAnchor(poi({ lat: null, poly: null }))).toBeNull();
  });
  it('circle radius in metres is stretched by 1/cos(lat) for Web Mercator', () => {
    expect(mercatorRadius(100, 0)).toBeCloseTo(100);
    expect(mercatorRadius(100, 60)).toBeCloseTo(200);
  });
});

describe('withinPixels (POI popup grouping)', () => {
  it('keeps items within the distance, inclusive', () => {
    const items = [
      { id: 'a', pixel: [100, 100] as [number, number] },
      { id: 'b', pixel: [109, 112] as [number, number] }, // 15 px away
      { id: 'c', pixel: [116, 100] as [number, number] }, // 16 px away
    ];
    expect(withinPixels(items, [100, 100], 15).map((i) => i.id)).toEqual(['a', 'b']);
  });
});
