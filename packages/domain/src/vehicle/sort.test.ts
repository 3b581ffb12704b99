import { describe, expect, it } from 'vitest';
import { SORT_KEYS, compareVehicles, nextSort, type SortableVehicle } from '.';

function vehicle(over: Partial<SortableVehicle> & { regno: string }): SortableVehicle {
  return { dt: null, d1: null, key: 0, v: 0, th: null, ckm: null, f: null, ...over };
}

describe('nextSort', () => {
  it('cycles none → asc → desc → none, a new key starts at asc', () => {
    const a = nextSort(null, 'v');
    expect(a).toEqual({ key: 'v', dir: 'asc' });
    const d = nextSort(a, 'v');
    expect(d).toEqual({ key: 'v', dir: 'desc' });
    expect(nextSort(d, 'v')).toBeNull();
    expect(nextSort(d, 'f')).toEqual({ key: 'f', dir: 'asc' });
  });
});

describe('compareVehicles', () => {
  const list = [
    vehicle({ regno: 'WX 10', dt: '2025-03-01 10:00:00', d1: 'Nowak', key: 1, v: 50, th: 49, ckm: 3000, f: 40 }),
    vehicle({ regno: 'WX 9', dt: '2025-03-01 09:00:00', d1: 'Łukasz', key: 0, v: 0, th: null, ckm: 1000, f: null }),
    vehicle({ regno: 'ab 1', dt: null, d1: null, key: 1, v: 90, th: 88, ckm: null, f: 10 }),
  ];
  const order = (key: Parameters<typeof compareVehicles>[0], dir: 'asc' | 'desc') =>
    [...list].sort(compareVehicles(key, dir)).map((v) => v.regno);

  it('sorts text naturally and case-insensitively (Polish collation)', () => {
    expect(order('regno', 'asc')).toEqual(['ab 1', 'WX 9', 'WX 10']);
    expect(order('regno', 'desc')).toEqual(['WX 10', 'WX 9', 'ab 1']);
    expect(order('driver', 'asc')).toEqual(['WX 9', 'WX 10', 'ab 1']);
  });

  it('puts vehicles without a value last in both directions', () => {
    expect(order('dt', 'asc')).toEqual(['WX 9', 'WX 10', 'ab 1']);
    expect(order('dt', 'desc')).toEqual(['WX 10', 'WX 9', 'ab 1']);
    expect(order('th', 'desc')).toEqual(['ab 1', 'WX 10', 'WX 9']);
    expect(order('ckm', 'desc')).toEqual(['WX 10', 'WX 9', 'ab 1']);
    expect(order('f', 'asc')).toEqual(['ab 1', 'WX 10', 'WX 9']);
  });

  it('sorts numbers numerically for key and speed', () => {
    expect(order('v', 'asc')).toEqual(['WX 9', 'WX 10', 'ab 1']);
    expect(order('key', 'desc').slice(-1)).toEqual(['WX 9']);
  });

  it('has a comparator for each of the eight keys', () => {
    expect(SORT_KEYS).toHaveLength(8);
    for (const k of SORT_KEYS) expect(() => [...list].sort(compareVehicles(k))).not.toThrow();
  });
});
