import type { GridColumn } from '../../http/grid';

/** Columns of the own points' and bases' lists (spec 3 §2.3, §2.4); `pid` / `bid` is the row id. */
export const AREAS_GRID: readonly GridColumn[] = [
  { field: 'name', title: 'Nazwa', type: 'text', width: 240, key: true },
  { field: 'type', title: 'Typ', type: 'text', width: 140 },
  { field: 'status', title: 'Status', type: 'text', width: 120 },
  { field: 'shape', title: 'Kształt', type: 'text', width: 100 },
  { field: 'city', title: 'Miejscowość', type: 'text', width: 150 },
  { field: 'address', title: 'Adres', type: 'text', width: 200 },
  { field: 'vehicles', title: 'Pojazdy', type: 'text', width: 240 },
];

/** The own points' list: the areas' columns and whether a user confirmed the point (automatic points). */
export const POI_GRID: readonly GridColumn[] = [
  ...AREAS_GRID.slice(0, 3),
  { field: 'verified', title: 'Zweryfikowany', type: 'text', width: 120 },
  ...AREAS_GRID.slice(3),
];
