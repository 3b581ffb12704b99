import type { ComponentType } from 'react';
import type { ExportColumnType } from '@namiar/domain';
import { decimalUpTo } from '@namiar/domain';
import { durationText, numberText } from './format';

/**
 * Columns of the one grid wrapper (DESIGN §2, §6). A column comes either from a server grid
 * schema (lists asked with `gridSchema`: field, Polish title, type, width) or from a feature's
 * own list of specs; both end as `GridColumnSpec`, which knows how to read a row's value and
 * how to write it as text. The same text feeds the table cells and the exports.
 */

export type GridColumnType = 'text' | 'number' | 'date' | 'duration' | 'bool';

/** One column as the server's grid schema sends it (see apps/server/src/modules/alarms/alarms.grid.ts). */
export interface GridColumnSchema {
  field: string;
  title: string;
  type: GridColumnType;
  width: number;
  /** The list's key column (the registration number, the name): pinned left, never hidden. */
  key?: boolean;
}

export type CellValue = string | number | boolean | null;

export interface GridCellRendererProps<Row> {
  data?: Row;
  value?: unknown;
}

export interface GridColumnSpec<Row> {
  field: string;
  title: string;
  type: GridColumnType;
  width: number;
  /** Decimals of a number column; without it a number is shown as it is (decimal comma). */
  digits?: number;
  /** The row's value; default `row[field]`. Sorting uses it. */
  value?: (row: Row) => CellValue;
  /** The value as text; default by type. Cells and exports show it. */
  text?: (value: CellValue, row: Row) => string;
  /** A React cell renderer instead of the text (it should show the same text). */
  renderer?: ComponentType<GridCellRendererProps<Row>>;
  /** A fixed column (actions): not part of the saved layout, never hidden, not exported. */
  fixed?: boolean;
  /**
   * The key column, what a row is about ('Dzień', 'Pojazd', a record's registration number):
   * pinned left and first, never hidden or moved by a layout (only its width is saved); a
   * totals row's label is shown in it. One per grid.
   */
  key?: boolean;
  /** Not sortable (action columns). */
  unsortable?: boolean;
  /**
   * What the column's raw values are in an export (exportTable.ts): e.g. 'km' for a road in km,
   * 'integer' for a counter. Default by `type` (number, duration, date-time, text).
   */
  exportType?: ExportColumnType;
  /** The header group over this column ('Faktura', 'Różnica'); neighbours with the same group share it. */
  group?: string;
}

/** Yes/no words of bool columns, given by the caller's catalogue. */
export interface BoolWords {
  yes: string;
  no: string;
}

function defaultValue<Row>(row: Row, field: string): CellValue {
  const v = (row as Record<string, unknown> | null | undefined)?.[field];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

export function cellValue<Row>(spec: GridColumnSpec<Row>, row: Row): CellValue {
  return spec.value ? spec.value(row) : defaultValue(row, spec.field);
}

/** The text of a typed value, as a column of that type shows it. */
export function typedText(
  type: GridColumnType,
  value: CellValue,
  digits: number | undefined,
  words: BoolWords,
): string {
  if (value === null) return '';
  switch (type) {
    case 'number':
      if (typeof value !== 'number') return String(value);
      // Without fixed decimals a number keeps its own (up to 6), still grouped: '50 000', '1 234,5'.
      return digits === undefined ? decimalUpTo(value, 6) : numberText(value, digits);
    case 'duration':
      return typeof value === 'number' ? durationText(value) : String(value);
    case 'bool':
      return value === true || value === 1 || value === '1' ? words.yes : words.no;
    default:
      return String(value);
  }
}

/** The text of a row's cell in a column: what the table shows and the exports write. */
export function cellText<Row>(spec: GridColumnSpec<Row>, row: Row, words: BoolWords): string {
  const value = cellValue(spec, row);
  return spec.text ? spec.text(value, row) : typedText(spec.type, value, spec.digits, words);
}

/** A server grid schema as column specs (values read by field, text by type). */
export function schemaToSpecs<Row>(schema: readonly GridColumnSchema[]): GridColumnSpec<Row>[] {
  return schema.map((c) => ({
    field: c.field,
    title: c.title,
    type: c.type,
    width: c.width,
    ...(c.key === true ? { key: true } : {}),
  }));
}

/** Sort order of two cell values: nulls first, numbers numerically, text by Polish collation. */
export function compareValues(a: unknown, b: unknown): number {
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an === bn ? 0 : an ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'pl');
}
