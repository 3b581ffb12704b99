/**
 * Sorting of the monitor's vehicle list (spec 1 §2.7 sort menu, §4 'Sorting'): one column at
 * a time, each click cycles none → ascending → descending → none. Empty values go last in
 * both directions so the vehicles with data stay on top.
 */

export type SortKey = 'regno' | 'dt' | 'driver' | 'key' | 'v' | 'th' | 'ckm' | 'f';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

export const SORT_KEYS: readonly SortKey[] = ['regno', 'dt', 'driver', 'key', 'v', 'th', 'ckm', 'f'];

/** The fields a comparator reads (a MonitVehicle satisfies it). */
export interface SortableVehicle {
  regno: string;
  dt: string | null;
  d1: string | null;
  key: 0 | 1;
  v: number;
  th: number | null;
  ckm: number | null;
  f: number | null;
}

export function nextSort(current: SortState | null, key: SortKey): SortState | null {
  if (!current || current.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}

const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

function valueOf(v: SortableVehicle, key: SortKey): string | number | null {
  switch (key) {
    case 'regno':
      return v.regno;
    case 'dt':
      // 'YYYY-MM-DD HH:mm:ss' sorts as text.
      return v.dt;
    case 'driver':
      return v.d1 === null || v.d1.trim() === '' ? null : v.d1;
    case 'key':
      return v.key;
    case 'v':
      return v.v;
    case 'th':
      return v.th;
    case 'ckm':
      return v.ckm;
    case 'f':
      return v.f;
  }
}

/** Comparator for one sort key and direction; nulls (no value) always last. */
export function compareVehicles(
  key: SortKey,
  dir: SortDir = 'asc',
): (a: SortableVehicle, b: SortableVehicle) => number {
  const sign = dir === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : (x as number) - (y as number);
    return sign * Math.sign(order);
  };
}
