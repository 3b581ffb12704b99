import type { GenericExportBody, ReminderListRow } from '@namiar/domain';
import { exportTable, type ExportColumnChoice } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';

const t = pl.reminders;

/**
 * The body of `/xlscreator/export` and `/pdfcreator/export` (spec 3 §7 Exports): {filename,
 * reports[{header, title, cols, data}]} with the list's rows in its visible columns.
 * `when` is the moment of the export ('YYYY-MM-DD HH:mm:ss').
 */
export function buildRemindersExport(
  columns: readonly ExportColumnChoice<ReminderListRow>[],
  rows: readonly ReminderListRow[],
  when: string,
): GenericExportBody {
  const words = { yes: pl.grid.yes, no: pl.grid.no };
  return {
    filename: `${t.exportFile}_${when.replace(/:/g, '-').replace(' ', '_')}`,
    title: t.listTitle,
    reports: [exportTable(columns, rows, words, t.listTitle, t.exportHeader(when))],
  };
}
