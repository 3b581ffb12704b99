import {
  compareVehicles,
  dataAgeLevel,
  isSelectable,
  isTimedOut,
  type DataAgeLevel,
  type MonitVehicle,
  type SortState,
} from '@namiar/domain';

/**
 * The list's rows (spec 1 §2.7, §4): the vehicles in the chosen sort order with their running
 * number, data-age level and whether they can be selected. Without a sort the server's order
 * (by registration) stays; sorting is stable, so equal values keep that order.
 */
export interface ListRow {
  /** Running number shown before the registration (1-based, in the shown order). */
  no: number;
  v: MonitVehicle;
  /** null = no data (no point yet). */
  age: DataAgeLevel | null;
  timedOut: boolean;
  selectable: boolean;
}

export function buildRows(vehicles: readonly MonitVehicle[], sort: SortState | null): ListRow[] {
  const ordered = sort ? [...vehicles].sort(compareVehicles(sort.key, sort.dir)) : vehicles;
  return ordered.map((v, i) => ({
    no: i + 1,
    v,
    age: v.dt === null ? null : dataAgeLevel(v.vtp, v.age),
    timedOut: isTimedOut(v.vtp, v.age),
    selectable: isSelectable(v),
  }));
}

/** Row index of a vehicle, -1 when it is not listed. */
export function rowIndexOf(rows: readonly ListRow[], id: number | null): number {
  if (id === null) return -1;
  return rows.findIndex((r) => r.v.id === id);
}

/** Lower case without Polish diacritics or spaces, so 'łódź' finds 'Lodz' and 'WR 123' finds 'WR123'. */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\s]/g, '');
}

/**
 * Whether a vehicle matches the list's search: every word of the query is found in its
 * registration, a driver's name or card, its place (the server's text or the address the list
 * already fetched, `place`), its own point's name or its phone.
 */
export function vehicleMatches(v: MonitVehicle, query: string, place?: string | null): boolean {
  const words = query.split(/\s+/).map(searchText).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [v.regno, v.d1, v.d2, v.d1p, v.d2p, v.geo, place, v.poiname, v.bp]
    .filter((x): x is string => !!x)
    .map(searchText)
    .join('\u0000');
  return words.every((w) => haystack.includes(w));
}
