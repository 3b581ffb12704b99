import type { GridColumn } from '../../http/grid';

/** Columns of the /users list (spec 3 §2.10). */
export const USERS_GRID: readonly GridColumn[] = [
  { field: 'login', title: 'Login', type: 'text', width: 150, key: true },
  { field: 'name', title: 'Imię', type: 'text', width: 130 },
  { field: 'surname', title: 'Nazwisko', type: 'text', width: 160 },
  { field: 'user_type', title: 'Typ', type: 'text', width: 120 },
  { field: 'user_status', title: 'Status', type: 'text', width: 110 },
  { field: 'email', title: 'E-mail', type: 'text', width: 200 },
  { field: 'phone_no', title: 'Telefon', type: 'text', width: 130 },
  { field: 'vehicles', title: 'Pojazdy', type: 'text', width: 100 },
];

/** What a user who sees every vehicle shows in the 'Pojazdy' column. */
export const ALL_VEHICLES_TEXT = 'wszystkie';
