import { decimal, decimalUpTo, duration, THOUSANDS_SEPARATOR } from '../units';

/**
 * Typed columns of the exports (spec 3 'Exports': cols carry title, field, type, sort, group).
 * A small closed set of types, each with what every file kind does with it: the unit that goes
 * into the column title (never into the cell), the Excel number format, and the text a PDF or a
 * CSV writes. Cells of typed columns carry raw values: numbers as numbers, durations as seconds,
 * date-times as 'YYYY-MM-DD HH:mm:ss' of the company's time zone (the API's own time format,
 * DESIGN §4; a spreadsheet date is wall-clock time, so the writer needs no zone), dates as
 * 'YYYY-MM-DD'. An empty cell is null or ''.
 */

export const EXPORT_COLUMN_TYPES = [
  'text',
  'number',
  'integer',
  'km',
  'kmh',
  'litres',
  'percent',
  'duration',
  'datetime',
  'date',
] as const;
export type ExportColumnType = (typeof EXPORT_COLUMN_TYPES)[number];

/** What a cell of a type holds. */
export type ExportValueKind = 'text' | 'number' | 'duration' | 'datetime' | 'date';

interface ExportTypeRule {
  kind: ExportValueKind;
  /** Written into the column title as ' [unit]' (unless the title already has a '[…]'). */
  unit: string | null;
  /** Decimals shown when the column does not say; null: as many as the value has (up to 6). */
  decimals: number | null;
}

export const EXPORT_TYPE_RULES: Record<ExportColumnType, ExportTypeRule> = {
  text: { kind: 'text', unit: null, decimals: null },
  number: { kind: 'number', unit: null, decimals: null },
  integer: { kind: 'number', unit: null, decimals: 0 },
  km: { kind: 'number', unit: 'km', decimals: 2 },
  kmh: { kind: 'number', unit: 'km/h', decimals: 1 },
  litres: { kind: 'number', unit: 'l', decimals: 1 },
  percent: { kind: 'number', unit: '%', decimals: 1 },
  duration: { kind: 'duration', unit: null, decimals: null },
  datetime: { kind: 'datetime', unit: null, decimals: null },
  date: { kind: 'date', unit: null, decimals: null },
};

/** Most decimals a column may ask for. */
export const EXPORT_MAX_DECIMALS = 6;

/** The part of an export column these rules read. */
export interface TypedColumn {
  type: ExportColumnType;
  decimals?: number;
}

export type ExportValue = string | number | null;

/** Decimals of a number column: its own, else its type's; null means 'as the value has'. */
export function exportDecimals(col: TypedColumn): number | null {
  return col.decimals ?? EXPORT_TYPE_RULES[col.type].decimals;
}

/** The title as written: 'Dystans' of a km column reads 'Dystans [km]'; a title with '[…]' stays. */
export function exportColumnTitle(col: TypedColumn & { title: string }): string {
  const unit = EXPORT_TYPE_RULES[col.type].unit;
  if (!unit || /\[[^\]]*\]/.test(col.title)) return col.title;
  return `${col.title} [${unit}]`;
}

/** The Excel number format of a column, null for text. */
export function excelNumberFormat(col: TypedColumn): string | null {
  const kind = EXPORT_TYPE_RULES[col.type].kind;
  if (kind === 'duration') return '[h]:mm:ss';
  if (kind === 'datetime') return 'yyyy-mm-dd hh:mm:ss';
  if (kind === 'date') return 'yyyy-mm-dd';
  if (kind === 'text') return null;
  const d = exportDecimals(col);
  if (d === null) return 'General';
  return d === 0 ? '#,##0' : `#,##0.${'0'.repeat(d)}`;
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * 'YYYY-MM-DD HH:mm:ss' (or, with `dateOnly`, 'YYYY-MM-DD') as its parts, or null when it is
 * not exactly that or not a real calendar moment (2026-02-30, 24:00:00). Years 1900–9999: what
 * a spreadsheet can hold as a date.
 */
export function parseExportDateTime(text: string, dateOnly = false): LocalDateTime | null {
  const m = DATE_TIME_RE.exec(text);
  if (!m || (m[4] === undefined) !== dateOnly) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = dateOnly ? [0, 0, 0] : [Number(m[4]), Number(m[5]), Number(m[6])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day, hour, minute, second };
}

const isEmpty = (v: ExportValue | undefined): v is null | undefined | '' => v === null || v === undefined || v === '';

/** Whether a value fits its column's type (empty fits every type). */
export function exportValueFits(col: TypedColumn, v: ExportValue | undefined): boolean {
  if (isEmpty(v)) return true;
  switch (EXPORT_TYPE_RULES[col.type].kind) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'duration':
      return typeof v === 'number' && Number.isFinite(v) && v >= 0;
    case 'datetime':
      return typeof v === 'string' && parseExportDateTime(v) !== null;
    case 'date':
      return typeof v === 'string' && parseExportDateTime(v, true) !== null;
    default:
      return typeof v === 'string' || typeof v === 'number';
  }
}

/** Whole seconds as hours past 24 ('49:03:09'): what a spreadsheet reads back as a duration. */
export function clockDuration(seconds: number): string {
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

function numberText(col: TypedColumn, v: number): string {
  const d = exportDecimals(col);
  return d === null ? decimalUpTo(v, EXPORT_MAX_DECIMALS) : decimal(v, d);
}

/**
 * A cell as a PDF shows it (the product's notation): decimal comma, thousands grouped with
 * U+00A0, the column's decimals, durations 'h:mm:ss' / 'N dni h:mm:ss', date-times as sent.
 * Assumes the value fits (validated); '' for an empty cell.
 */
export function exportCellText(col: TypedColumn, v: ExportValue | undefined): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'string') return v;
  const kind = EXPORT_TYPE_RULES[col.type].kind;
  if (kind === 'duration') return duration(v);
  if (kind === 'number') return numberText(col, v);
  return String(v);
}

/**
 * A cell as a CSV writes it for Polish Excel: decimal comma without thousands separators (so it
 * reads as a number), durations as hours 'h:mm:ss', date-times as sent. '' for an empty cell.
 */
export function exportCsvText(col: TypedColumn, v: ExportValue | undefined): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'string') return v;
  const kind = EXPORT_TYPE_RULES[col.type].kind;
  if (kind === 'duration') return clockDuration(v);
  if (kind === 'number') return numberText(col, v).replaceAll(THOUSANDS_SEPARATOR, '');
  return String(v).replace('.', ',');
}
