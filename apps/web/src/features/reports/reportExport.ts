import type { GenericExportBody, ReportRow, ReportTable } from '@namiar/domain';
import { exportTable, type ExportColumnChoice, type VisibleColumn } from '../../kit/grid';
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

/** The grid's visible columns where they are this table's, else every column of the table. */
function chooseColumns(table: ReportTable, visible: readonly VisibleColumn[] | null): ExportColumnChoice<ReportRow>[] {
  const specs = reportColumnSpecs(table.grid);
  const byField = new Map(specs.map((s) => [s.field, s]));
  const shown = (visible ?? []).flatMap(({ id, width }) => {
    const spec = byField.get(id);
    return spec ? [{ spec, width }] : [];
  });
  return shown.length > 0 ? shown : specs.map((spec) => ({ spec }));
}

/**
 * The body of `/xlscreator|csvcreator|pdfcreator/export` (spec 2 §7): one table per object of the
 * report (the summary first, objects by name; failed objects left out), each with the grid's
 * visible columns and sort, typed columns and raw values; the totals row last when it is shown.
 */
export function buildReportExport(
  report: CreatedReport,
  part: ExportPart,
  shown: ShownTable,
): GenericExportBody | null {
  const reports = report.objects.flatMap((object) => {
    const table = object.answer ? tableOf(object.answer, part) : null;
    if (!table || table.grid.length === 0) return [];
    const visible = part === 'main' ? shown.visible : null;
    const rows =
      object.key === shown.objectKey && shown.rows && part === 'main'
        ? [...shown.rows]
        : sortRows(table.data, shown.sort);
    if (report.showSummary && table.footer) rows.push(table.footer);
    const header = pl.reportScreen.exportHeader(object.name, report.title);
    return [exportTable(chooseColumns(table, visible), rows, words, object.name, header)];
  });
  if (reports.length === 0) return null;
  return { filename: exportFilename(report, part), title: report.title, reports };
}
