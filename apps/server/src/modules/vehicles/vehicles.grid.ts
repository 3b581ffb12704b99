import type { GridColumn } from '../../http/grid';

/** Columns of the vehicle list (spec 3 §2.1, §7: vid and reg_no, and what an operator looks a vehicle up by). */
export const VEHICLES_GRID: readonly GridColumn[] = [
  { field: 'reg_no', title: 'Nazwa', type: 'text', width: 160, key: true },
  { field: 'brand', title: 'Marka', type: 'text', width: 140 },
  { field: 'vehicle_type', title: 'Rodzaj pojazdu', type: 'text', width: 190 },
  { field: 'number', title: 'Numer boczny', type: 'text', width: 110 },
  { field: 'imei', title: 'IMEI / identyfikator', type: 'text', width: 170 },
  { field: 'gps_type', title: 'Model rejestratora', type: 'text', width: 170 },
  { field: 'simcard_no', title: 'Numer karty SIM', type: 'text', width: 140 },
  { field: 'business_phone_no', title: 'Telefon służbowy', type: 'text', width: 130 },
  { field: 'status', title: 'Status', type: 'text', width: 120 },
];
