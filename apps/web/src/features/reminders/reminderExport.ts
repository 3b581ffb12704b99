import type { GenericExportBody, ReminderListRow } from '@namiar/domain';
import { exportTable, type ExportColumnChoice, type GridColumnSpec, type VisibleColumn } from '../../kit/grid';
import { cellValue, compareValues } from '../../kit/grid/columns';
import { pl } from '../../kit/i18n/pl';

const t = pl.reminders;

export interface SortKey {
  colId: string;
  sort: 'asc' | 'desc';
}

/** The rows in the grid's sort order (spec 3 §7 Exports: the data as the grid shows it). */
export function sortedReminders(
  rows: readonly ReminderListRow[],
  specs: readonly GridColumnSpec<ReminderListRow>[],
  sort: readonly SortKey[],
): ReminderListRow[] {
  const keys = sort.flatMap((k) => {
    const spec = specs.find((s) => s.field === k.colId);
    return spec ? [{ spec, sign: k.sort === 'asc' ? 1 : -1 }] : [];
  });
  if (keys.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { spec, sign } of keys) {
      const c = compareValues(cellValue(spec, a), cellValue(spec, b));
      if (c !== 0) return sign * c;
    }
    return 0;
  });
}

/** The grid's visible columns in order with their widths; every column before the layout is known. */
export function reminderExportColumns(
  specs: readonly GridColumnSpec<ReminderListRow>[],
  visible: readonly VisibleColumn[] | null,
): ExportColumnChoice<ReminderListRow>[] {
  const byField = new Map(specs.map((s) => [s.field, s]));
  const shown = (visible ?? []).flatMap(({ id, width }) => {
    const spec = byField.get(id);
    return spec ? [{ spec, width }] : [];
  });
  return shown.length > 0 ? shown : specs.map((spec) => ({ spec }));
}

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
