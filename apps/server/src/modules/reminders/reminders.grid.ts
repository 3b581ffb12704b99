import type { GridColumn } from '../../http/grid';

/** Columns of the reminder list (spec 3 §2.6, §3.7): what is due first, then what it counts from. */
export const REMINDERS_GRID: readonly GridColumn[] = [
  { field: 'name', title: 'Nazwa', type: 'text', width: 200, key: true },
  { field: 'object_name', title: 'Obiekt', type: 'text', width: 130 },
  { field: 'remind_type_name', title: 'Typ przypomnienia', type: 'text', width: 170 },
  { field: 'status', title: 'Status', type: 'text', width: 115 },
  { field: 'time_condition', title: 'Według daty', type: 'text', width: 210 },
  { field: 'due_date', title: 'Termin', type: 'date', width: 150 },
  { field: 'work_condition', title: 'Według przebiegu', type: 'text', width: 210 },
  { field: 'work_left', title: 'Pozostało km / mth', type: 'number', width: 140 },
  { field: 'remind_target', title: 'Dotyczy', type: 'text', width: 100 },
  { field: 'last_state_date', title: 'Data ostatniego stanu', type: 'date', width: 160 },
  { field: 'last_km_counter', title: 'Licznik km', type: 'number', width: 110 },
  { field: 'last_mth_counter', title: 'Licznik mth', type: 'number', width: 110 },
  { field: 'description', title: 'Opis', type: 'text', width: 200 },
];
