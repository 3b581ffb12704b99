import {
  exportValueFits,
  rowColorOf,
  type ExportTableBody,
  type GenericExportBody,
  type ReportRow,
  type ReportTable,
} from '@namiar/domain';
import { exportTable, exportTypeOf, type ExportColumnChoice, type VisibleColumn } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { reportColumnSpecs, sortRows, type SortKey } from './reportColumns';
import type { CreatedReport } from './reportsStore';

const words = { yes: pl.grid.yes, no: pl.grid.no };

/** Which table of the answers an export takes: the report, or the fuel tank report's parts. */
export type ExportPart = 'main' | 'fuel_in' | 'fuel_out';

export interface ShownTable {
  /** The active tab's object key. */
  objectKey: string;
  /** Its rows in the order the grid shows them (sorted, filtered). */
  rows: readonly ReportRow[] | null;
  /** The grid's visible columns in order, with their widths (its layout). */
  visible: readonly VisibleColumn[] | null;
  /** The grid's sort, applied to the other objects' tables as well. */
  sort: readonly SortKey[];
}

/** Letters, digits, '-', '_' and '.' of a file name part; the rest become '_' (Polish letters stay). */
function filePart(text: string): string {
  return text
    .trim()
    .replace(/:/g, '-')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

export function exportFilename(report: Pick<CreatedReport, 'title'>, part: ExportPart): string {
  const suffix = part === 'fuel_in' ? pl.reportScreen.fuelIn : part === 'fuel_out' ? pl.reportScreen.fuelOut : '';
  return filePart([report.title, suffix].filter(Boolean).join(' '));
}

function tableOf(answer: ReportTable & { fuel_in?: ReportTable; fuel_out?: ReportTable }, part: ExportPart) {
  return part === 'main' ? answer : (answer[part] ?? null);
}

/**
 * A table's columns as the grid shows them: the active grid's columns (`activeFields`) follow its
 * visible columns, in its order and widths; a column the active grid does not have (a vehicle's
 * 'Dzień' while the summary with its 'Pojazd' is on screen) is the table's own and stays where it
 * is. Without a layout to follow, every column of the table.
 */
function chooseColumns(
  table: ReportTable,
  visible: readonly VisibleColumn[] | null,
  activeFields: ReadonlySet<string> | null,
): ExportColumnChoice<ReportRow>[] {
  const specs = reportColumnSpecs(table.grid);
  const all = specs.map((spec) => ({ spec }));
  if (!visible || !activeFields) return all;
  const byField = new Map(specs.map((s) => [s.field, s]));
  const shown = visible.filter(({ id }) => byField.has(id));
  const out: ExportColumnChoice<ReportRow>[] = [];
  let next = 0;
  for (const spec of specs) {
    if (!activeFields.has(spec.field)) out.push({ spec });
    else if (next < shown.length) {
      const { id, width } = shown[next++];
      out.push({ spec: byField.get(id)!, width });
    }
  }
  return out.length > 0 ? out : all;
}

/**
 * The totals row as an export row, labelled as the grid shows it ('Razem' in the key column when
 * the footer leaves it empty). A label in a typed column (a date-time, a number) would turn the
 * whole column into text in the spreadsheet, so it moves to the first text column the row
 * leaves empty, or is left out.
 */
function exportFooter(footer: ReportRow, columns: readonly ExportColumnChoice<ReportRow>[]): ReportRow {
  const row: ReportRow = { ...footer };
  const key = columns.find(({ spec }) => spec.key)?.spec.field;
  if (key !== undefined && (row[key] ?? '') === '') row[key] = pl.grid.totals;
  const labels: string[] = [];
  for (const { spec } of columns) {
    const type = exportTypeOf(spec);
    const value = row[spec.field];
    if (type === 'text' || exportValueFits({ type }, value)) continue;
    if (typeof value === 'string') labels.push(value);
    row[spec.field] = null;
  }
  const free = columns.find(({ spec }) => exportTypeOf(spec) === 'text' && (row[spec.field] ?? '') === '');
  if (labels.length > 0 && free) row[free.spec.field] = labels.join(' ');
  return row;
}

/**
 * A row's colour (`_color`: the speeds report, spec 2 §9) travels with its cells, so the PDF
 * fills the row as the grid does; it is no column (fields starting with '_' never are).
 */
function withRowColors(table: ExportTableBody, rows: readonly ReportRow[]): ExportTableBody {
  if (!rows.some((r) => rowColorOf(r) !== null)) return table;
  const data = table.data.map((cells, i) => {
    const color = rowColorOf(rows[i]);
    return color ? { ...cells, _color: color } : cells;
  });
  return { ...table, data };
}

/**
 * The body of `/xlscreator|csvcreator|pdfcreator/export` (spec 2 §7): one table per object of the
 * report (the summary first, objects by name; failed objects left out), each with the grid's
 * visible columns and sort, typed columns and raw values; the totals row last when it is shown;
 * coloured rows with their `_color`.
 */
export function buildReportExport(
  report: CreatedReport,
  part: ExportPart,
  shown: ShownTable,
): GenericExportBody | null {
  const active = report.objects.find((o) => o.key === shown.objectKey)?.answer;
  const activeTable = active && part === 'main' ? tableOf(active, part) : null;
  const activeFields = activeTable ? new Set(activeTable.grid.map((c) => c.field)) : null;
  const reports = report.objects.flatMap((object) => {
    const table = object.answer ? tableOf(object.answer, part) : null;
    if (!table || table.grid.length === 0) return [];
    const columns = chooseColumns(table, part === 'main' ? shown.visible : null, activeFields);
    const rows =
      object.key === shown.objectKey && shown.rows && part === 'main'
        ? [...shown.rows]
        : sortRows(table.data, shown.sort);
    if (report.showSummary && table.footer) rows.push(exportFooter(table.footer, columns));
    const header = pl.reportScreen.exportHeader(object.name, report.title);
    return [withRowColors(exportTable(columns, rows, words, object.name, header), rows)];
  });
  if (reports.length === 0) return null;
  return { filename: exportFilename(report, part), title: report.title, reports };
}
