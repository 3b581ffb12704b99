import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  EXPORT_TYPE_RULES,
  ROW_COLOR_FILLS,
  excelNumberFormat,
  exportCellText,
  parseExportDateTime,
  rowColorOf,
  type RowColorName,
} from '@namiar/domain';
import type { ExportCell, ExportColumn, ExportDocument, ExportSection, ExportTable } from './export-document';
import { tableLines } from './export-document';

/**
 * Spreadsheets of an export (exceljs). The first sheet, named by the document's title, holds
 * the title, the subtitle lines and the sections (a title row, then label/value rows, as text);
 * each table gets its own sheet: title, header line, a header row of column titles (frozen, with
 * an auto-filter), then the rows, with a group title row before each group when the table is
 * grouped. Cells are typed so a user can sum, sort and filter them: numbers are numbers with the
 * column's number format, durations are day fractions shown '[h]:mm:ss', date-times are dates;
 * text is written as text (never as a formula). A row with a row colour (`_color`: the speeds
 * report, spec 2 §9) is filled as the grid fills it.
 *
 * The file is written by exceljs' streaming writer, each row committed as soon as it is added
 * (a 10,000-row table in about a second; the in-memory workbook took about three, bench/exports.ts).
 * The sheet builders take either workbook: the in-memory one lets tests read a sheet back as built.
 */

const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 14 };
const BOLD: Partial<ExcelJS.Font> = { bold: true };
const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const HEADER_FILL = fill('FFD9E1F2');
const GROUP_FILL = fill('FFF2F2F2');
/** Column widths in characters: from the content, within these bounds. */
const MIN_WIDTH_CHARS = 6;
const MAX_WIDTH_CHARS = 60;
/** Rows read to size the columns (the widest values are rarely past them). */
const WIDTH_SAMPLE_ROWS = 2000;
const SECONDS_PER_DAY = 86_400;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A cell's value as the spreadsheet stores it: numbers as they are (the number format shows the
 * decimals, the sum keeps them), durations as fractions of a day, date-times as dates of their
 * wall-clock time (exceljs writes a Date by its UTC fields), text as text.
 */
export function excelValue(col: Pick<ExportColumn, 'type'>, v: ExportCell | undefined): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (EXPORT_TYPE_RULES[col.type].kind) {
    case 'duration':
      return (v as number) / SECONDS_PER_DAY;
    case 'datetime':
    case 'date': {
      const t = parseExportDateTime(v as string, EXPORT_TYPE_RULES[col.type].kind === 'date');
      if (!t) return String(v);
      return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
    }
    default:
      return v;
  }
}

/** Days since Excel's day 0 of a wall-clock date written by `excelValue` (for readers and tests). */
export function excelSerial(date: Date): number {
  return date.getTime() / (SECONDS_PER_DAY * 1000) + EXCEL_EPOCH_DAYS;
}

/** A column's width in characters: its title's longest word and its widest value as text. */
function columnWidth(col: ExportColumn, rows: ExportTable['rows']): number {
  let chars = Math.max(...col.title.split(/\s+/).map((w) => w.length), Math.min(col.title.length, 16));
  const n = Math.min(rows.length, WIDTH_SAMPLE_ROWS);
  for (let i = 0; i < n; i++) chars = Math.max(chars, exportCellText(col, rows[i][col.field]).length);
  return Math.max(MIN_WIDTH_CHARS, Math.min(MAX_WIDTH_CHARS, chars + 2));
}

/** A valid, unique sheet name: at most 31 characters, none of []:*?/\, not quoted. */
export function sheetName(wanted: string, taken: ReadonlySet<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, '_')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Arkusz';
  let name = base;
  for (let n = 2; [...taken].some((t) => t.toLowerCase() === name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = base.slice(0, 31 - suffix.length) + suffix;
  }
  return name;
}

/**
 * Sheet names already given in a workbook (the streaming writer does not list its sheets):
 * each builder takes its name from here and adds it.
 */
export type SheetNames = Set<string>;

const namesOf = (wb: ExcelJS.Workbook): SheetNames => new Set((wb.worksheets ?? []).map((w) => w.name));

function newSheet(
  wb: ExcelJS.Workbook,
  wanted: string,
  taken: SheetNames,
  options?: Partial<ExcelJS.AddWorksheetOptions>,
) {
  const name = sheetName(wanted, taken);
  taken.add(name);
  return wb.addWorksheet(name, options);
}

/** Adds a row with these values and font and commits it (written out at once by the streaming writer). */
function commitRow(
  ws: ExcelJS.Worksheet,
  values: ExcelJS.CellValue[],
  font?: Partial<ExcelJS.Font>,
  fill?: ExcelJS.Fill,
  cells = 0,
) {
  const row = ws.addRow(values);
  if (font) row.font = font;
  if (fill) for (let i = 1; i <= cells; i++) row.getCell(i).fill = fill;
  row.commit();
  return row;
}

/** The first sheet: title, subtitle lines, sections. */
export function addSectionsSheet(
  wb: ExcelJS.Workbook,
  doc: ExportDocument,
  taken: SheetNames = namesOf(wb),
): ExcelJS.Worksheet {
  const ws = newSheet(wb, doc.title, taken);
  ws.columns = [{ width: 42 }, { width: 36 }];
  commitRow(ws, [doc.title], TITLE_FONT);
  doc.subtitle.filter((l) => l !== '').forEach((line, i) => commitRow(ws, [line], i === 0 ? BOLD : undefined));
  for (const section of doc.sections) addSection(ws, section);
  return ws;
}

function addSection(ws: ExcelJS.Worksheet, section: ExportSection) {
  commitRow(ws, []);
  commitRow(ws, [section.title], BOLD, GROUP_FILL, 2);
  for (const [label, value] of section.rows) commitRow(ws, [label, value]);
}

/** One table's sheet. */
export function addTableSheet(
  wb: ExcelJS.Workbook,
  table: ExportTable,
  taken: SheetNames = namesOf(wb),
): ExcelJS.Worksheet {
  const n = table.cols.length;
  // The streaming writer writes the views with the sheet's opening: the frozen row is known now.
  const headRow = table.header ? 3 : 2;
  const ws = newSheet(wb, table.sheetName, taken, { views: [{ state: 'frozen', ySplit: headRow }] });
  // One style object per column, given to each of its cells: exceljs knows a style object it has
  // seen, where a style merged for every cell would be serialized to be told apart.
  const styles = table.cols.map((c): Partial<ExcelJS.Style> => {
    const numFmt = excelNumberFormat(c);
    return numFmt ? { numFmt } : {};
  });
  ws.columns = table.cols.map((c, i) => ({ width: columnWidth(c, table.rows), style: styles[i] }));
  // A coloured row's styles: the column's, filled; again one object per column and colour.
  const colored = new Map<RowColorName, Partial<ExcelJS.Style>[]>();
  const stylesOf = (row: Record<string, ExportCell>) => {
    const color = rowColorOf(row);
    if (!color) return styles;
    let list = colored.get(color);
    if (!list) {
      const rowFill = fill(`FF${ROW_COLOR_FILLS[color].slice(1).toUpperCase()}`);
      list = styles.map((s) => ({ ...s, fill: rowFill }));
      colored.set(color, list);
    }
    return list;
  };
  commitRow(ws, [table.title], TITLE_FONT);
  if (table.header) commitRow(ws, [table.header]);
  const head = ws.addRow(table.cols.map((c) => c.title));
  head.font = BOLD;
  head.alignment = { wrapText: true, vertical: 'middle' };
  for (let i = 1; i <= n; i++) head.getCell(i).fill = HEADER_FILL;
  head.commit();
  if (!table.groupBy && table.rows.length > 0) {
    ws.autoFilter = { from: { row: headRow, column: 1 }, to: { row: headRow, column: n } };
  }
  for (const line of tableLines(table)) {
    if ('group' in line) {
      const r = ws.addRow([line.group]);
      r.font = BOLD;
      for (let i = 1; i <= n; i++) r.getCell(i).fill = GROUP_FILL;
      if (n > 1) ws.mergeCells(r.number, 1, r.number, n);
      r.commit();
    } else {
      const r = ws.addRow(table.cols.map((c) => excelValue(c, line.row[c.field])));
      const rowStyles = stylesOf(line.row);
      for (let i = 0; i < n; i++) r.getCell(i + 1).style = rowStyles[i];
      r.commit();
    }
  }
  return ws;
}

/** Whether a document gets the sections sheet: when it has any content, or nothing else. */
const wantsSectionsSheet = (doc: ExportDocument) =>
  doc.sections.length > 0 || doc.subtitle.length > 0 || doc.tables.length === 0;

/** The whole workbook of a document in memory: the sections sheet, then the tables. */
export function buildWorkbook(doc: ExportDocument): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Namiar';
  wb.created = new Date();
  const taken: SheetNames = new Set();
  if (wantsSectionsSheet(doc)) addSectionsSheet(wb, doc, taken);
  for (const table of doc.tables) addTableSheet(wb, table, taken);
  return wb;
}

/** The file of a document, written by the streaming writer sheet by sheet. */
export async function writeXlsx(doc: ExportDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: true,
  });
  wb.creator = 'Namiar';
  const taken: SheetNames = new Set();
  if (wantsSectionsSheet(doc)) addSectionsSheet(wb, doc, taken).commit();
  for (const table of doc.tables) addTableSheet(wb, table, taken).commit();
  await wb.commit();
  return Buffer.concat(chunks);
}
