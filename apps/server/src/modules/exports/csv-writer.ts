import { EXPORT_TYPE_RULES, exportCsvText } from '@namiar/domain';
import type { ExportCell, ExportColumn, ExportDocument, ExportTable } from './export-document';
import { tableLines } from './export-document';

/**
 * CSV files of an export, as Polish Excel opens them with a double click: UTF-8 with a BOM (so
 * the Polish letters read right), ';' between fields (',' is the decimal separator), CRLF line
 * ends, fields quoted per RFC 4180 when they hold ';', '"', a line break or edge spaces.
 * Numbers with a decimal comma and no thousands separator, durations as hours 'h:mm:ss',
 * date-times 'YYYY-MM-DD HH:mm:ss' — each reads back as a number, a time or a date.
 *
 * Formula injection (a text such as '=HYPERLINK(…)' or '-2+3' turning into a formula when the
 * file is opened): a text cell or title starting with '=', '+', '-', '@', a tab or a carriage
 * return, also behind leading white space (and their full-width forms), gets a leading apostrophe, so it stays visible text. Numbers, durations and dates are
 * written by us from validated values and are left alone ('-12,5' stays a number).
 *
 * One table: its column titles and rows. Several (one per object): each behind its title line,
 * separated by an empty line. Rows of a grouped table are gathered by group, without title rows
 * (the group's value is in its column).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const EOL = '\r\n';
/**
 * What a spreadsheet reads as a formula's start: '=', '+', '-', '@', their full-width forms
 * (Excel folds '＝' to '='), tab and carriage return, also behind leading white space or line
 * breaks (' =1+2' and '\n=1+2' run as formulas too: issue 28 §3).
 */
const FORMULA_START = /^[\s\u00a0\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\t\r]/u;
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/** A text that a spreadsheet would run as a formula, made plain text by a leading apostrophe. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, quoted when it must be (inner quotes doubled). */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cell(col: ExportColumn, v: ExportCell | undefined): string {
  const text = exportCsvText(col, v);
  return csvField(EXPORT_TYPE_RULES[col.type].kind === 'text' && typeof v === 'string' ? guardFormula(text) : text);
}

const line = (fields: string[]) => fields.join(CSV_SEPARATOR) + EOL;

function tableCsv(table: ExportTable, withTitle: boolean): string {
  let out = '';
  if (withTitle) {
    out += line([csvField(guardFormula(table.title))]);
    if (table.header) out += line([csvField(guardFormula(table.header))]);
  }
  out += line(table.cols.map((c) => csvField(guardFormula(c.title))));
  for (const l of tableLines(table)) if ('row' in l) out += line(table.cols.map((c) => cell(c, l.row[c.field])));
  return out;
}

/** The CSV text of a document's tables (its sections are not tabular and are left out). */
export function csvText(doc: ExportDocument): string {
  const several = doc.tables.length > 1;
  return CSV_BOM + doc.tables.map((t) => tableCsv(t, several)).join(EOL);
}

export async function writeCsv(doc: ExportDocument): Promise<Buffer> {
  return Buffer.from(csvText(doc), 'utf8');
}
