import {
  EXPORT_TYPE_RULES,
  decimalUpTo,
  exportColumnTitle,
  exportDecimals,
  type ReportColumn,
  type ReportRow,
} from '@namiar/domain';
import { compareValues } from '../../kit/grid/columns';
import type { CellValue, GridColumnSpec, GridColumnType } from '../../kit/grid';

/**
 * A report answer's typed columns (packages/domain/src/reports/columns.ts) as the grid kit's
 * column specs: numbers with their type's decimals (decimal comma, thousands grouped with a
 * non-breaking space), durations in h:mm:ss, date-times as sent; the unit goes into the title
 * ('Dystans [km]'), never into the cell. The export type is the column's own, so exports get
 * the same raw values with the same kind. The key column the server names stays the key.
 */

const GRID_TYPE: Record<'number' | 'duration' | 'datetime' | 'date' | 'text', GridColumnType> = {
  number: 'number',
  duration: 'duration',
  datetime: 'date',
  date: 'date',
  text: 'text',
};

/** A duration column is wide enough for a month's total, 'NN dni hh:mm:ss' (the footer's sums). */
const DURATION_MIN_WIDTH = 130;

/** Cells of a number column without fixed decimals: as the value has, up to 6. */
function freeNumberText(value: CellValue): string {
  return typeof value === 'number' ? decimalUpTo(value, 6) : value === null ? '' : String(value);
}

export function reportColumnSpecs(grid: readonly ReportColumn[]): GridColumnSpec<ReportRow>[] {
  return grid
    .filter((col) => !col.field.startsWith('_'))
    .map((col) => {
      const kind = EXPORT_TYPE_RULES[col.type]?.kind ?? 'text';
      const digits = exportDecimals(col);
      const spec: GridColumnSpec<ReportRow> = {
        field: col.field,
        title: exportColumnTitle(col),
        type: GRID_TYPE[kind],
        width: kind === 'duration' ? Math.max(col.width ?? 0, DURATION_MIN_WIDTH) : col.width,
        exportType: col.type,
      };
      // The answer's key column ('Dzień', 'Pojazd'): pinned left, never hidden or moved by a layout.
      if (col.key === true) spec.key = true;
      if (kind === 'number') {
        if (digits === null) spec.text = freeNumberText;
        else spec.digits = digits;
      }
      return spec;
    });
}

export interface SortKey {
  colId: string;
  sort: 'asc' | 'desc';
}

/** Rows in a grid's sort order (the order AG Grid shows them), for the tables not on screen. */
export function sortRows(rows: readonly ReportRow[], sort: readonly SortKey[]): ReportRow[] {
  if (sort.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const key of sort) {
      const c = compareValues(a[key.colId] ?? null, b[key.colId] ?? null);
      if (c !== 0) return key.sort === 'asc' ? c : -c;
    }
    return 0;
  });
}
