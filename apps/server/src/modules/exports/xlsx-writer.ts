import ExcelJS from 'exceljs';
import type { ExportDocument, ExportSection, ExportTable } from './export-document';
import { tableLines } from './export-document';

/**
 * Spreadsheets of an export (exceljs). The first sheet, named by the document's title, holds
 * the title, the subtitle lines and the sections (a title row, then label/value rows); each
 * table gets its own sheet: title, header line, a header row of column titles, then the rows,
 * with a group title row before each group when the table is grouped. Text is written as text
 * (never as a formula), numbers as numbers.
 */

const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 14 };
const BOLD: Partial<ExcelJS.Font> = { bold: true };
const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const HEADER_FILL = fill('FFD9E1F2');
const GROUP_FILL = fill('FFF2F2F2');
/** Grid widths are screen pixels; a spreadsheet column is about 7 px per character. */
const PX_PER_CHAR = 7;
const DEFAULT_WIDTH_CHARS = 15;

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
  ws.columns = table.cols.map((c) => ({
    width: c.width ? Math.max(4, Math.min(80, Math.round(c.width / PX_PER_CHAR))) : DEFAULT_WIDTH_CHARS,
  }));
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
      ws.addRow(table.cols.map((c) => line.row[c.field] ?? null));
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
