import { describe, expect, it } from 'vitest';
import { chosenAreaNames, mapItem, parsePoly, type MapArea } from './poi-areas';

const area = (over: Partial<MapArea>): MapArea => ({
  pid: 'p01',
  name: 'Punkt',
  type: 1,
  chosen: true,
  shape: { shape: 1, lat: 51.1, lon: 17.03, radius: 200, poly: null },
  ...over,
});

describe('own points and bases on the monitor', () => {
  it('reads stored polygons and refuses anything else', () => {
    expect(parsePoly('[[51.1,17.0],[51.2,17.1],[51.1,17.2]]')).toEqual([
      [51.1, 17.0],
      [51.2, 17.1],
      [51.1, 17.2],
    ]);
    for (const bad of [null, '', 'x', '{}', '[[1]]', '[["a",1]]', '[[1,null]]']) expect(parsePoly(bad)).toBeNull();
  });

  it('answers circles with a centre and polygons with corners (spec 1 §3.5)', () => {
    expect(mapItem(area({}))).toEqual({
      pid: 'p01',
      name: 'Punkt',
      type: 1,
      lat: 51.1,
      lon: 17.03,
      radius: 200,
      poly: null,
      chosen: true,
    });
    const poly: [number, number][] = [
      [51, 17],
      [51, 17.1],
      [51.1, 17.1],
    ];
    expect(mapItem(area({ pid: 'p17', shape: { shape: 3, lat: 1, lon: 2, radius: 3, poly } }))).toMatchObject({
      pid: 'p17',
      lat: null,
      lon: null,
      radius: null,
      poly,
    });
  });

  it('names a point by every chosen area holding it, and none by unchosen ones', () => {
    const names = chosenAreaNames([
      area({ name: 'Rynek' }),
      area({ pid: 'p11', name: 'Baza', shape: { shape: 1, lat: 51.1, lon: 17.03, radius: 500, poly: null } }),
      area({ pid: 'p02', name: 'Ukryty', chosen: false }),
    ]);
    expect(names.find(51.1, 17.03)).toBe('Rynek, Baza');
    expect(names.find(51.103, 17.03)).toBe('Baza'); // about 330 m north
    expect(names.find(52, 17)).toBeNull();
    expect(names.find(null, null)).toBeNull();
  });
});
