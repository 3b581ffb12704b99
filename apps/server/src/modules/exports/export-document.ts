/**
 * The generic shape every export is written from (xlsx-writer.ts, pdf-writer.ts): a title, a
 * few header lines, label/value sections and tables. The route report fills it from
 * /routereport; the report and alarm exports (/xlscreator/export, /pdfcreator/export) fill it
 * with one table per object.
 */

export type ExportCell = string | number | null;

/** The two file kinds of /xlscreator and /pdfcreator, and what they are served as. */
export type ExportKind = 'xlsx' | 'pdf';
export const EXPORT_CONTENT_TYPES: Record<ExportKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface ExportColumn {
  field: string;
  title: string;
  /** Screen pixels as the grid had them; absent: a default. */
  width?: number;
}

export interface ExportTable {
  /** Spreadsheet sheet of this table. */
  sheetName: string;
  title: string;
  /** A line under the title (vehicle, range), '' none. */
  header: string;
  cols: ExportColumn[];
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

/** A row of a table as written: a group's title, or a data row. */
export type TableLine = { group: string } | { row: Record<string, ExportCell> };

const groupKey = (v: ExportCell | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The table's rows in writing order. With `groupBy`, rows are gathered by group in the order
 * each group first appears (the grid's order inside a group is kept), each behind its title.
 */
export function tableLines(table: Pick<ExportTable, 'rows' | 'groupBy'>): TableLine[] {
  const { rows, groupBy } = table;
  if (!groupBy) return rows.map((row) => ({ row }));
  const groups = new Map<string, Record<string, ExportCell>[]>();
  for (const row of rows) {
    const key = groupKey(row[groupBy]);
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

/** A cell as text (PDF, group titles): numbers as they are, null as ''. */
export function cellText(v: ExportCell | undefined): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? String(v) : v;
}
