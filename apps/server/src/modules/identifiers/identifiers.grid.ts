import type { GridColumn } from '../../http/grid';

/** Columns of the identifier list (spec 3 §2.5): the number and who holds it now. */
export const IDENTIFIERS_GRID: readonly GridColumn[] = [
  { field: 'identification_no', title: 'Numer identyfikatora', type: 'text', width: 200, key: true },
  { field: 'driver_name', title: 'Kierowca', type: 'text', width: 200 },
  { field: 'from_date', title: 'Przypisany od', type: 'date', width: 150 },
  { field: 'to_date', title: 'Przypisany do', type: 'date', width: 150 },
];
