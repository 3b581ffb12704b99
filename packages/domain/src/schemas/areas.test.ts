import { describe, expect, it } from 'vitest';
import {
  AREAS_MSG,
  areaCentre,
  baseSaveBody,
  checkAreaGeometry,
  cleanCorners,
  parsePolyText,
  poiDeleteBody,
  poiDetailsBody,
  poiSaveBody,
  polyText,
  selfIntersects,
  type LatLonPair,
} from './areas';
import { fieldErrors } from './index';

const square: LatLonPair[] = [
  [52.0, 21.0],
  [52.0, 21.01],
  [52.01, 21.01],
  [52.01, 21.0],
];

/** The poi save's field messages for a body (empty when it passes). */
function poiErrors(body: Record<string, unknown>) {
  const r = poiSaveBody.safeParse(body);
  return r.success ? {} : fieldErrors(r.error);
}

describe('corner lists on the wire (spec 3 §7: lon^lat pairs joined by |, closing point dropped)', () => {
  it('reads lon^lat pairs as [lat, lon] and writes them back without the closing point', () => {
    expect(parsePolyText('21^52|21.01^52|21.01^52.01')).toEqual([
      [52, 21],
      [52, 21.01],
      [52.01, 21.01],
    ]);
    expect(parsePolyText(' 17,5 ^ 51,25 ')).toEqual([[51.25, 17.5]]);
    expect(parsePolyText('')).toEqual([]);
    for (const bad of ['21', '21^52^1', 'a^b', '21^52|', '^52', '1e400x^1']) expect(parsePolyText(bad)).toBeNull();
    expect(polyText([...square, square[0]])).toBe('21^52|21.01^52|21.01^52.01|21^52.01');
  });

  it('drops repeated corners and the closing point', () => {
    expect(cleanCorners([square[0], square[0], square[1], square[2], square[2], square[0]])).toEqual([
      square[0],
      square[1],
      square[2],
    ]);
  });
});

describe('area geometry (spec 3 §5)', () => {
  const poly = (points: LatLonPair[], shape = 3) =>
    checkAreaGeometry({ kind: 'poi', shape, lat: null, lon: null, radius: null, poly: points });

  it('needs a centre and whole metres for a circle', () => {
    const circle = (lat: number | null, lon: number | null, radius: number | null) =>
      checkAreaGeometry({ kind: 'poi', shape: 1, lat, lon, radius, poly: [[1, 2]] });
    expect(circle(52.2, 21, 150)).toEqual({
      ok: true,
      geometry: { shape: 1, lat: 52.2, lon: 21, radius: 150, poly: null },
    });
    expect(circle(null, 21, 150)).toMatchObject({ ok: false, field: 'lat', message: AREAS_MSG.circleCentre });
    expect(circle(91, 21, 150)).toMatchObject({ ok: false, field: 'lat', message: AREAS_MSG.lat });
    expect(circle(52, -181, 150)).toMatchObject({ ok: false, field: 'lon', message: AREAS_MSG.lon });
    for (const r of [null, 0, -5, 12.5, 100_001])
      expect(circle(52, 21, r)).toMatchObject({ ok: false, field: 'radius', message: AREAS_MSG.radius });
  });

  it('needs four distinct corners for a rectangle and three for a polygon', () => {
    expect(poly(square, 2)).toMatchObject({ ok: true, geometry: { shape: 2, lat: null, radius: null } });
    expect(poly(square.slice(0, 3), 2)).toMatchObject({ ok: false, message: AREAS_MSG.rectangleCorners });
    expect(poly(square.slice(0, 3), 3)).toMatchObject({ ok: true });
    expect(poly(square.slice(0, 2), 3)).toMatchObject({ ok: false, field: 'poly', message: AREAS_MSG.polygonPoints });
    expect(poly([square[0], square[1], square[0], square[1]], 3)).toMatchObject({ message: AREAS_MSG.polygonPoints });
    expect(poly([], 3)).toMatchObject({ ok: false, message: AREAS_MSG.polyMissing });
    // A base's form may say shape 2 for a polygon (spec 3 §3.5's reduction on load): its five
    // corners are kept and stored as the polygon that was drawn (issue 27 §4).
    const pentagon: LatLonPair[] = [...square, [52.005, 20.995]];
    expect(
      checkAreaGeometry({ kind: 'base', shape: 2, lat: null, lon: null, radius: null, poly: pentagon }),
    ).toMatchObject({ ok: true, geometry: { shape: 3 } });
    expect(poly(pentagon, 2)).toMatchObject({ ok: false });
  });

  it('refuses crossing edges, flat areas and points out of range', () => {
    const bowTie: LatLonPair[] = [square[0], square[2], square[1], square[3]];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(selfIntersects(square)).toBe(false);
    expect(poly(bowTie)).toMatchObject({ ok: false, message: AREAS_MSG.selfIntersecting });
    // A spike: the third corner folds back over the second edge.
    expect(selfIntersects([square[0], square[1], [52.0, 21.005], square[3]])).toBe(true);
    expect(
      poly([
        [52, 21],
        [52, 21.01],
        [52, 21.02],
      ]),
    ).toMatchObject({ ok: false, message: AREAS_MSG.noArea });
    expect(poly([...square.slice(0, 3), [95, 21]])).toMatchObject({ ok: false, message: AREAS_MSG.polyRange });
    const many = Array.from({ length: 501 }, (_, i): LatLonPair => {
      const a = (i / 501) * 2 * Math.PI;
      return [52 + 0.01 * Math.sin(a), 21 + 0.01 * Math.cos(a)];
    });
    expect(poly(many)).toMatchObject({ ok: false, message: AREAS_MSG.tooManyPoints });
    expect(poly(many.slice(0, 500))).toMatchObject({ ok: true });
  });

  it('puts the centre of a corner list at the mean of its corners', () => {
    const c = areaCentre({ lat: null, lon: null, poly: square })!;
    expect(c.lat).toBeCloseTo(52.005, 9);
    expect(c.lon).toBeCloseTo(21.005, 9);
    expect(areaCentre({ lat: 51, lon: 17, poly: null })).toEqual({ lat: 51, lon: 17 });
    expect(areaCentre({ lat: null, lon: null, poly: null })).toBeNull();
  });
});

describe('POI and base bodies', () => {
  it('reads a circle as the editor sends it', () => {
    const r = poiSaveBody.parse({
      pid: '0',
      name: ' Magazyn ',
      solid_object_type_id: '2',
      solid_object_status_id: '1',
      speed_limit: '',
      icon_no: '3',
      solid_object_shape_type_id: '1',
      lat: '52,1',
      lon: '21.02',
      radius: '250',
      vehicles: '3,1,3',
      drivers: '',
      email: 'biuro@example.pl',
    });
    expect(r).toMatchObject({
      pid: 0,
      name: 'Magazyn',
      type_id: 2,
      speed_limit: null,
      icon_no: 3,
      shape: 1,
      lat: 52.1,
      lon: 21.02,
      radius: 250,
      poly: null,
      vehicles: [3, 1],
      drivers: [],
      email: 'biuro@example.pl',
    });
  });

  it('keeps the corners of a polygon and drops a centre sent with it', () => {
    const r = poiSaveBody.parse({
      pid: '7',
      name: 'Strefa',
      solid_object_shape_type_id: '3',
      poly: polyText(square),
      lat: '1',
      lon: '2',
      radius: '3',
    });
    expect(r).toMatchObject({ pid: 7, shape: 3, poly: square, lat: null, lon: null, radius: null });
  });

  it('answers the spec messages on the fields at fault', () => {
    expect(poiErrors({ name: '', solid_object_shape_type_id: '1', lat: '52', lon: '21', radius: '10' })).toEqual({
      name: 'Nazwa obiektu jest wymagana',
    });
    expect(poiErrors({ name: 'A', solid_object_shape_type_id: '2', poly: '21^52|21.01^52' })).toEqual({
      poly: AREAS_MSG.rectangleCorners,
    });
    expect(poiErrors({ name: 'A', solid_object_shape_type_id: '4' })).toEqual({
      solid_object_shape_type_id: AREAS_MSG.shape,
    });
    expect(poiErrors({ name: 'A', solid_object_shape_type_id: '1', lat: 'x', lon: '21', radius: '1' })).toEqual({
      lat: AREAS_MSG.lat,
    });
    expect(poiErrors({ name: 'A', icon_no: '9', speed_limit: '0', email: 'zły', vehicles: 'a,b' })).toMatchObject({
      icon_no: AREAS_MSG.icon,
      speed_limit: AREAS_MSG.speedLimit,
      email: AREAS_MSG.emailFormat,
      vehicles: AREAS_MSG.vehicleList,
    });
    expect(poiErrors({ name: 'A', solid_object_type_id: '9' })).toMatchObject({
      solid_object_type_id: AREAS_MSG.poiTypeUnknown,
    });
    expect(poiErrors({ name: 'A', poly: 'x'.repeat(70_000), solid_object_shape_type_id: '3' })).toEqual({
      poly: AREAS_MSG.tooManyPoints,
    });
  });

  it('reads base bodies and refuses ids that are not ids', () => {
    const r = baseSaveBody.parse({ bid: 'new', name: 'Baza', base_shape_type_id: '2', poly: polyText(square) });
    expect(r).toMatchObject({ bid: 0, base_type_id: 1, base_status_id: 1, shape: 2, poly: square });
    expect(baseSaveBody.safeParse({ bid: '1', name: 'B', base_type_id: '7' }).success).toBe(false);
    expect(poiDetailsBody.parse({ pid: 'new' })).toEqual({ pid: 0 });
    expect(poiDetailsBody.safeParse({ pid: 'p01' }).success).toBe(false);
    expect(poiDeleteBody.safeParse({ pid: '0' }).success).toBe(false);
  });
});
