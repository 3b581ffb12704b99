import type { CtablesTaskDetail, CtablesTaskRow } from '@namiar/domain';
import type { GridColumn } from '../../http/grid';

/** Columns of the task grid under the /ctables form (spec 2 §2.4). */
export const CTABLES_GRID: readonly GridColumn[] = [
  { field: 'tid', title: 'Nr zadania', type: 'number', width: 100 },
  { field: 'tname', title: 'Zadanie', type: 'text', width: 130 },
  { field: 'sname', title: 'Status', type: 'text', width: 120 },
  { field: 'progress', title: 'Pojazdy', type: 'text', width: 100 },
  { field: 'percent', title: 'Postęp [%]', type: 'number', width: 100 },
  { field: 'vehicle', title: 'Bieżący pojazd', type: 'text', width: 140 },
  { field: 'regnos', title: 'Lista pojazdów', type: 'text', width: 260 },
  { field: 'range', title: 'Od dnia', type: 'text', width: 110 },
  { field: 'user', title: 'Użytkownik', type: 'text', width: 130 },
  { field: 'created', title: 'Utworzono', type: 'date', width: 150 },
  { field: 'started', title: 'Rozpoczęto', type: 'date', width: 150 },
  { field: 'finished', title: 'Zakończono', type: 'date', width: 150 },
];

export interface CtablesGetAnswer {
  vehicles?: { id: number; regno: string }[];
  data?: {
    vid: number[];
    selectAll: boolean;
    start_date: string;
    clearAll: boolean;
    clearAlarms: boolean;
    clearFuel: boolean;
    clearManualEvents: boolean;
    generateFuel: boolean;
  };
  tasks: CtablesTaskRow[];
  /** The newest queued or running task among those listed (the screen's 'onAir'); null when none. */
  task: CtablesTaskRow | null;
  /** No listed task is queued or running any more: the running state ends. */
  endStatus: boolean;
  /** With `details`: each listed task's vehicles and their states. */
  details?: CtablesTaskDetail[];
  grid?: GridColumn[];
}
