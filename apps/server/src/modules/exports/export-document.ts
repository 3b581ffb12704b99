import {
  exportCellText,
  exportColumnTitle,
  type ExportColumnInput,
  type ExportColumnType,
  type ExportSize,
  type ExportTableInput,
} from '@namiar/domain';

/**
 * The generic shape every export is written from (xlsx-writer.ts, pdf-writer.ts, csv-writer.ts):
 * a title, a few header lines, label/value sections and tables of typed columns. The route
 * report fills it from /routereport; the report and alarm exports (/xlscreator/export,
 * /pdfcreator/export, /csvcreator/export) fill it with one table per object.
 */

/** A raw cell of its column's type (export-columns.ts in the domain), validated. */
export type ExportCell = string | number | null;

/** The file kinds of /xlscreator, /pdfcreator and /csvcreator, and what they are served as. */
export type ExportKind = 'xlsx' | 'pdf' | 'csv';
export const EXPORT_CONTENT_TYPES: Record<ExportKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

export interface ExportColumn {
  field: string;
  /** As written: with the type's unit ('Dystans [km]'). */
  title: string;
  /** Screen pixels as the grid had them; absent: a default. */
  width?: number;
  type: ExportColumnType;
  decimals?: number;
}

/** A validated column of a request as the document's column: the unit goes into the title. */
export function documentColumn(col: ExportColumnInput): ExportColumn {
  const out: ExportColumn = { field: col.field, title: exportColumnTitle(col), type: col.type };
  if (col.width !== undefined) out.width = col.width;
  if (col.decimals !== undefined) out.decimals = col.decimals;
  return out;
}

export interface ExportTable {
  /** Spreadsheet sheet of this table. */
  sheetName: string;
  title: string;
  /** A line under the title (vehicle, range), '' none. */
  header: string;
  cols: ExportColumn[];
  /**
   * Cells by column field. A row's `_color` ('red' | 'yellow' | 'green', the speeds report's row
   * colours of spec 2 §9) is no cell: the PDF and the spreadsheet fill the row with it.
   */
  rows: Record<string, ExportCell>[];
  /** Field whose values group the rows: a title row before each group. */
  groupBy?: string;
}

export interface ExportSection {
  title: string;
  rows: [string, string][];
}

export interface ExportDocument {
  title: string;
  /** Lines under the title (e.g. the registration number and the report's range). */
  subtitle: string[];
  sections: ExportSection[];
  tables: ExportTable[];
}

/** A validated table of a request as a document table on its sheet (units into the titles). */
export function documentTable(input: ExportTableInput, sheetName: string): ExportTable {
  const groupBy = input.groupBy || input.cols.find((c) => c.group === true)?.field || undefined;
  return {
    sheetName,
    title: input.title,
    header: input.header,
    cols: input.cols.map(documentColumn),
    rows: input.data,
    groupBy,
  };
}

/** A row of a table as written: a group's title, or a data row. */
export type TableLine = { group: string } | { row: Record<string, ExportCell> };

/**
 * The table's rows in writing order. With `groupBy`, rows are gathered by group in the order
 * each group first appears (the grid's order inside a group is kept), each behind its title: the
 * group column's cell as the PDF shows it (a number with its decimals, a duration 'h:mm:ss').
 */
export function tableLines(table: Pick<ExportTable, 'rows' | 'groupBy'> & { cols?: ExportColumn[] }): TableLine[] {
  const { rows, groupBy } = table;
  if (!groupBy) return rows.map((row) => ({ row }));
  const col = table.cols?.find((c) => c.field === groupBy) ?? { type: 'text' as const };
  const groups = new Map<string, Record<string, ExportCell>[]>();
  for (const row of rows) {
    const key = exportCellText(col, row[groupBy]);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const out: TableLine[] = [];
  for (const [group, list] of groups) {
    out.push({ group });
    for (const row of list) out.push({ row });
  }
  return out;
}

/** Indexes of the columns that have a value in some row (all of them when there are no rows). */
export function filledColumns(table: Pick<ExportTable, 'cols' | 'rows'>): number[] {
  const all = table.cols.map((_, i) => i);
  if (table.rows.length === 0) return all;
  const filled = all.filter((i) => {
    const field = table.cols[i].field;
    return table.rows.some((row) => {
      const v = row[field];
      return v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '');
    });
  });
  return filled.length > 0 ? filled : all;
}

/**
 * What a document would cost to write, for its budget (the domain's export-budget.ts): the
 * tables' rows, their cells (rows × columns as sent, plus two per section row) and the
 * characters of their texts. One pass over the cells, before any rendering.
 */
export function exportSize(doc: ExportDocument): ExportSize {
  let rows = 0;
  let cells = 0;
  let chars = 0;
  for (const s of doc.sections) {
    cells += 2 * s.rows.length;
    for (const [label, value] of s.rows) chars += label.length + value.length;
  }
  for (const t of doc.tables) {
    rows += t.rows.length;
    cells += t.rows.length * t.cols.length;
    for (const row of t.rows) {
      for (const c of t.cols) {
        const v = row[c.field];
        if (typeof v === 'string') chars += v.length;
      }
    }
  }
  return { rows, cells, chars };
}
