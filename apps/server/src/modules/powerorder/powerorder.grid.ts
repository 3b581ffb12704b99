import type { GridColumn } from '../../http/grid';

/** Columns of the ordered power list (spec 3 §2.14): a vehicle, its years, this month's power. */
export const POWERORDER_GRID: readonly GridColumn[] = [
  { field: 'reg_no', title: 'Nazwa obiektu', type: 'text', width: 180, key: true },
  { field: 'years', title: 'Lata z mocą zamówioną', type: 'text', width: 220 },
  { field: 'power_now', title: 'Moc zamówiona w bieżącym miesiącu [kW]', type: 'number', width: 200 },
];
