import ExcelJS from 'exceljs';
import { EXPORT_TYPE_RULES, excelNumberFormat, exportCellText, parseExportDateTime } from '@namiar/domain';
import type { ExportCell, ExportColumn, ExportDocument, ExportSection, ExportTable } from './export-document';
import { tableLines } from './export-document';

/**
 * Spreadsheets of an export (exceljs). The first sheet, named by the document's title, holds
 * the title, the subtitle lines and the sections (a title row, then label/value rows, as text);
 * each table gets its own sheet: title, header line, a header row of column titles (frozen, with
 * an auto-filter), then the rows, with a group title row before each group when the table is
 * grouped. Cells are typed so a user can sum, sort and filter them: numbers are numbers with the
 * column's number format, durations are day fractions shown '[h]:mm:ss', date-times are dates;
 * text is written as text (never as a formula).
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

/** The first sheet: title, subtitle lines, sections. */
export function addSectionsSheet(wb: ExcelJS.Workbook, doc: ExportDocument): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(sheetName(doc.title, new Set(wb.worksheets.map((w) => w.name))));
  ws.columns = [{ width: 42 }, { width: 36 }];
  ws.addRow([doc.title]).font = TITLE_FONT;
  doc.subtitle.filter((l) => l !== '').forEach((line, i) => (ws.addRow([line]).font = i === 0 ? BOLD : {}));
  for (const section of doc.sections) addSection(ws, section);
  return ws;
}

function addSection(ws: ExcelJS.Worksheet, section: ExportSection) {
  ws.addRow([]);
  const title = ws.addRow([section.title]);
  title.font = BOLD;
  title.getCell(1).fill = GROUP_FILL;
  title.getCell(2).fill = GROUP_FILL;
  for (const [label, value] of section.rows) ws.addRow([label, value]);
}

/** One table's sheet. */
export function addTableSheet(wb: ExcelJS.Workbook, table: ExportTable): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(sheetName(table.sheetName, new Set(wb.worksheets.map((w) => w.name))));
  const n = table.cols.length;
  ws.columns = table.cols.map((c) => {
    const numFmt = excelNumberFormat(c);
    return { width: columnWidth(c, table.rows), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  ws.addRow([table.title]).font = TITLE_FONT;
  if (table.header) ws.addRow([table.header]);
  const head = ws.addRow(table.cols.map((c) => c.title));
  head.font = BOLD;
  head.alignment = { wrapText: true, vertical: 'middle' };
  for (let i = 1; i <= n; i++) head.getCell(i).fill = HEADER_FILL;
  ws.views = [{ state: 'frozen', ySplit: head.number }];
  if (!table.groupBy && table.rows.length > 0) {
    ws.autoFilter = { from: { row: head.number, column: 1 }, to: { row: head.number, column: n } };
  }
  for (const line of tableLines(table)) {
    if ('group' in line) {
      const r = ws.addRow([line.group]);
      r.font = BOLD;
      for (let i = 1; i <= n; i++) r.getCell(i).fill = GROUP_FILL;
      if (n > 1) ws.mergeCells(r.number, 1, r.number, n);
    } else {
      ws.addRow(table.cols.map((c) => excelValue(c, line.row[c.field])));
    }
  }
  return ws;
}

/** The whole workbook of a document: the sections sheet (when it has any content), then the tables. */
export function buildWorkbook(doc: ExportDocument): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Namiar';
  wb.created = new Date();
  if (doc.sections.length > 0 || doc.subtitle.length > 0 || doc.tables.length === 0) addSectionsSheet(wb, doc);
  for (const table of doc.tables) addTableSheet(wb, table);
  return wb;
}

export async function writeXlsx(doc: ExportDocument): Promise<Buffer> {
  const data = await buildWorkbook(doc).xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
