import { EXPORT_TYPE_RULES, exportCellText } from '@namiar/domain';
import type { ExportColumn, ExportTable } from './export-document';
import { filledColumns } from './export-document';
import type { Measure } from './pdf-fonts';

/**
 * How a table fits the page width (pure; text widths from a `Measure`):
 * - columns empty in every row are left out;
 * - each column needs at least its widest unbreakable piece — a whole number, duration or date
 *   (never wrapped), a whole short text (a registration number, a code: SHORT_TEXT_CHARS), the
 *   longest word of a longer text or of the title — and would like its widest value on one
 *   line (text capped, it wraps at spaces);
 * - the font is the base size, scaled down until the columns fit (to COMFORT_FONT so that
 *   text columns get their preferred width, further only as far as the minimums need), never
 *   below MIN_FONT;
 * - past that the table is split into column parts at MIN_FONT, each repeating the key columns
 *   (the first, and a leading date with it), each part on its own pages.
 */

export const BASE_FONT = 8;
/** Smallest font of a table: still readable on paper. */
export const MIN_FONT = 6.5;
/** The font goes down to this size to give wrapping text its preferred width. */
const COMFORT_FONT = 7;
/** Horizontal cell padding (each side) and line width of the table layout. */
export const CELL_PADDING = 3;
export const LINE_WIDTH = 0.5;
/** Room a column takes beyond its text: two paddings and its line. */
export const CELL_EXTRA = 2 * CELL_PADDING + LINE_WIDTH;
/** Slack over the measured width: rounding and the few pairs kerning widens. */
const SLACK_RATIO = 0.02;
const SLACK_PT = 0.5;
/** A wrapping text column would like at most this width (at font size 1, i.e. ems)... */
const TEXT_PREFERRED_MAX = 30;
/** ...and a single word of it may be broken past this width (a pasted URL, not a word). */
const TEXT_WORD_MAX = 40;
/**
 * A text value of at most this many characters is one unbreakable piece: a registration number
 * ('DW 2R905'), a code, a short name, 'Razem'. Broken at its space it reads as two values.
 */
export const SHORT_TEXT_CHARS = 16;

export interface ColumnNeed {
  /** Index in the table's columns. */
  index: number;
  /** Widths at font size 1: the widest unbreakable piece, the widest value on one line. */
  min: number;
  pref: number;
  /** Never wrapped: numbers, durations, dates. */
  noWrap: boolean;
}

export interface TablePart {
  /** Indexes in the table's columns, in order (key columns first). */
  cols: number[];
  /** Text widths in points, one per column. */
  widths: number[];
}

export interface TablePlan {
  fontSize: number;
  parts: TablePart[];
}

const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');

/** Whether a column's values keep to one line (everything but text). */
export function keepsToOneLine(col: Pick<ExportColumn, 'type'>): boolean {
  return EXPORT_TYPE_RULES[col.type].kind !== 'text';
}

/** What each non-empty column of a table needs, in column order. */
export function columnNeeds(table: Pick<ExportTable, 'cols' | 'rows'>, measure: Measure): ColumnNeed[] {
  return filledColumns(table).map((index) => {
    const col = table.cols[index];
    const noWrap = keepsToOneLine(col);
    let min = Math.max(0, ...words(col.title).map((w) => Math.min(TEXT_WORD_MAX, measure(w, true))));
    let widest = 0;
    for (const row of table.rows) {
      const text = exportCellText(col, row[col.field]);
      if (text === '') continue;
      const full = measure(text, false);
      widest = Math.max(widest, full);
      if (noWrap || text.trim().length <= SHORT_TEXT_CHARS) min = Math.max(min, full);
      else for (const w of words(text)) min = Math.max(min, Math.min(TEXT_WORD_MAX, measure(w, false)));
    }
    const pref = noWrap ? min : Math.max(min, Math.min(widest, TEXT_PREFERRED_MAX));
    return { index, min, pref, noWrap };
  });
}

/** How many leading columns are keys: the first, and a date right after it (at most two). */
export function keyColumnCount(cols: readonly Pick<ExportColumn, 'type'>[]): number {
  if (cols.length < 2) return cols.length;
  const isDate = (c: Pick<ExportColumn, 'type'>) => ['datetime', 'date'].includes(EXPORT_TYPE_RULES[c.type].kind);
  return !isDate(cols[0]) && isDate(cols[1]) ? 2 : 1;
}

const widthAt = (ems: number, size: number) => ems * size * (1 + SLACK_RATIO) + SLACK_PT;
/** Room the columns take besides their text (their extras and the table's closing line). */
const extras = (n: number) => n * CELL_EXTRA + LINE_WIDTH;

/** Sum of the widths at `size` of these needs plus their extras. */
function totalWidth(needs: readonly ColumnNeed[], size: number, which: 'min' | 'pref'): number {
  return needs.reduce((sum, n) => sum + widthAt(n[which], size), 0) + extras(needs.length);
}

/** Whether the table wants a landscape page: its columns on one line do not fit `portrait`. */
export function wantsLandscape(needs: readonly ColumnNeed[], portrait: number): boolean {
  return totalWidth(needs, BASE_FONT, 'pref') > portrait;
}

/**
 * Widths of a part: every column its minimum, the rest of `available` shared towards the
 * preferred widths (in proportion to what each still wants), none past its preferred width.
 */
function partWidths(needs: readonly ColumnNeed[], size: number, available: number): number[] {
  const widths = needs.map((n) => widthAt(n.min, size));
  let room = available - extras(needs.length) - widths.reduce((a, b) => a + b, 0);
  const wants = needs.map((n, i) => Math.max(0, widthAt(n.pref, size) - widths[i]));
  const wanted = wants.reduce((a, b) => a + b, 0);
  if (room > 0 && wanted > 0) {
    const share = Math.min(1, room / wanted);
    for (let i = 0; i < widths.length; i++) widths[i] += wants[i] * share;
    room -= wanted * share;
  }
  return widths.map((w) => Math.floor(w * 100) / 100);
}

/** The font size and column parts of a table whose non-empty columns need `needs`. */
export function planTable(needs: readonly ColumnNeed[], keys: number, available: number): TablePlan {
  const minimum = (size: number, list: readonly ColumnNeed[]) => totalWidth(list, size, 'min');
  // The largest size at which every column gets its minimum, or its preferred width (linear in size).
  const fixed = extras(needs.length) + needs.length * SLACK_PT;
  const fitting = (which: 'min' | 'pref') => {
    const ems = needs.reduce((sum, n) => sum + n[which], 0);
    return ems > 0 ? (available - fixed) / (ems * (1 + SLACK_RATIO)) : BASE_FONT;
  };
  const fitsMin = fitting('min');
  if (fitsMin >= MIN_FONT || needs.length <= keys + 1) {
    const size = Math.max(MIN_FONT, Math.min(BASE_FONT, Math.max(fitting('pref'), Math.min(fitsMin, COMFORT_FONT))));
    return { fontSize: size, parts: [{ cols: needs.map((n) => n.index), widths: partWidths(needs, size, available) }] };
  }
  const key = needs.slice(0, keys);
  const parts: ColumnNeed[][] = [];
  let current: ColumnNeed[] = [];
  for (const need of needs.slice(keys)) {
    if (current.length > 0 && minimum(MIN_FONT, [...key, ...current, need]) > available) {
      parts.push(current);
      current = [];
    }
    current.push(need);
  }
  parts.push(current);
  return {
    fontSize: MIN_FONT,
    parts: parts.map((rest) => {
      const list = [...key, ...rest];
      return { cols: list.map((n) => n.index), widths: partWidths(list, MIN_FONT, available) };
    }),
  };
}
