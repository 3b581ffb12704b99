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
