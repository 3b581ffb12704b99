import type { GridColumn } from '../../http/grid';

/** Columns of the counter list (spec 3 §2.13: 'grid with server columns'). */
export const COUNTERS_GRID: readonly GridColumn[] = [
  { field: 'number', title: 'Numer licznika', type: 'text', width: 160, key: true },
  { field: 'reg_no', title: 'Pojazd', type: 'text', width: 150 },
  { field: 'manufacturer', title: 'Producent', type: 'text', width: 140 },
  { field: 'model', title: 'Model', type: 'text', width: 140 },
  { field: 'soft_version', title: 'Wersja oprogramowania', type: 'text', width: 130 },
  { field: 'gsm_number', title: 'Numer karty SIM', type: 'text', width: 140 },
  { field: 'valid_date', title: 'Ważny do', type: 'date', width: 150 },
  { field: 'active_status', title: 'Status', type: 'text', width: 120 },
  { field: 'description', title: 'Opis', type: 'text', width: 220 },
];
