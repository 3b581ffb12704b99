import type { GridColumn } from '../../http/grid';

/** Columns of the inspection list (spec 3 §2.9, §3.9). */
export const INSPECTIONS_GRID: readonly GridColumn[] = [
  { field: 'reg_no', title: 'Pojazd', type: 'text', width: 150, key: true },
  { field: 'name', title: 'Poziom', type: 'text', width: 80 },
  { field: 'custom_name', title: 'Nazwa przeglądu', type: 'text', width: 140 },
  { field: 'inspection_date', title: 'Data przeglądu', type: 'date', width: 150 },
  { field: 'due_date', title: 'Termin', type: 'text', width: 110 },
  { field: 'due_km', title: 'Termin km', type: 'number', width: 110 },
  { field: 'due_mth', title: 'Termin mth', type: 'number', width: 110 },
  { field: 'status', title: 'Status', type: 'text', width: 110 },
  { field: 'inspection_done_date', title: 'Data wykonania', type: 'date', width: 150 },
  { field: 'description', title: 'Opis', type: 'text', width: 200 },
];
