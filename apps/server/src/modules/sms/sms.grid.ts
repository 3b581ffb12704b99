import type { GridColumn } from '../../http/grid';

/** The sent grid of both SMS tabs (spec 3 §2.11). */
export const SMS_SENT_GRID: readonly GridColumn[] = [
  { field: 'reg_no', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'created_date', title: 'Data utworzenia', type: 'date', width: 150 },
  { field: 'text', title: 'Polecenie', type: 'text', width: 160 },
  { field: 'channel', title: 'Kanał', type: 'text', width: 80 },
  { field: 'phone', title: 'Numer', type: 'text', width: 120 },
  { field: 'status_text', title: 'Status', type: 'text', width: 110 },
  { field: 'sent_date', title: 'Data wysłania', type: 'date', width: 150 },
  { field: 'delivered_date', title: 'Data doręczenia', type: 'date', width: 150 },
  { field: 'answered_date', title: 'Data odpowiedzi', type: 'date', width: 150 },
  { field: 'response', title: 'Odpowiedź', type: 'text', width: 240 },
  { field: 'error', title: 'Błąd', type: 'text', width: 200 },
  { field: 'user', title: 'Użytkownik', type: 'text', width: 110 },
];

/** The received grid of both SMS tabs. */
export const SMS_RECEIVED_GRID: readonly GridColumn[] = [
  { field: 'reg_no', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'received_date', title: 'Data odebrania', type: 'date', width: 150 },
  { field: 'channel', title: 'Kanał', type: 'text', width: 80 },
  { field: 'phone', title: 'Numer', type: 'text', width: 120 },
  { field: 'text', title: 'Treść', type: 'text', width: 360 },
  // The command answered, not its id (issue 27).
  { field: 'reply_to_text', title: 'Odpowiedź na', type: 'text', width: 260 },
];
