import type { GridColumn } from '../../http/grid';

/** Columns of the driver list (spec 3 §2.2, §3.3). */
export const DRIVERS_GRID: readonly GridColumn[] = [
  { field: 'surname', title: 'Nazwisko', type: 'text', width: 160, key: true },
  { field: 'name', title: 'Imię', type: 'text', width: 130 },
  { field: 'identifiers', title: 'Identyfikator', type: 'text', width: 190 },
  { field: 'phone_no', title: 'Telefon', type: 'text', width: 140 },
  { field: 'driver_status', title: 'Status', type: 'text', width: 140 },
  { field: 'driver_type', title: 'Typ kierowcy', type: 'text', width: 140 },
  { field: 'driving_license_category', title: 'Kategorie prawa jazdy', type: 'text', width: 170 },
  { field: 'city', title: 'Miejscowość', type: 'text', width: 140 },
  { field: 'recruited_from_date', title: 'Zatrudniony od', type: 'date', width: 150 },
];
