import type { AlarmRow } from '@namiar/domain';
import type { GridColumn } from '../../http/grid';

export type { GridColumn };

/** An alarm of the archive: accepted, with when and by whom. */
export interface AlarmArchiveRow extends AlarmRow {
  accepted_at: string | null;
  accepted_by: string | null;
}

export interface AlarmsListAnswer {
  alarms: AlarmRow[];
  archive: AlarmArchiveRow[];
  /**
   * With the archive (onlyNotAccepted false): where its next page starts (the request's
   * `cursor`); null at the archive's end.
   */
  archive_next?: string | null;
  grid?: GridColumn[];
}

/** Columns of the alarms screen (spec 2 §2.3, §3.4; spec 1 §2.8 for the shared ones). */
export const ALARMS_GRID: readonly GridColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 130 },
  { field: 'ename', title: 'Rodzaj alarmu', type: 'text', width: 220 },
  { field: 'fdt', title: 'Data rozpoczęcia', type: 'date', width: 150 },
  { field: 'tdt', title: 'Data zakończenia', type: 'date', width: 150 },
  { field: 'time', title: 'Czas trwania', type: 'duration', width: 110 },
  { field: 'value', title: 'Wartość', type: 'number', width: 90 },
  { field: 'adescription', title: 'Opis', type: 'text', width: 220 },
  { field: 'accepted_at', title: 'Data akceptacji', type: 'date', width: 150 },
  { field: 'accepted_by', title: 'Zaakceptował', type: 'text', width: 160 },
];
