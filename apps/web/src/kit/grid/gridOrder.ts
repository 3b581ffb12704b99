import { cellValue, compareValues, type GridColumnSpec } from './columns';
import type { ExportColumnChoice } from './exportTable';
import type { VisibleColumn } from './useGridLayout';

/** A sorted column of the grid, first key first. */
export interface SortKey {
  colId: string;
  sort: 'asc' | 'desc';
}

/**
 * Rows in the grid's sort order, compared as the grid compares them (the column's value, Polish
 * collation); equal rows keep the server's order like the grid's stable sort. Exports send the
 * rows as the grid shows them (spec 2 §7, spec 3 §7 Exports).
 */
export function sortedRows<Row>(
  rows: readonly Row[],
  specs: readonly GridColumnSpec<Row>[],
  sort: readonly SortKey[],
): Row[] {
  const keys = sort.flatMap((k) => {
    const spec = specs.find((s) => s.field === k.colId);
    return spec ? [{ spec, sign: k.sort === 'asc' ? 1 : -1 }] : [];
  });
  if (keys.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { spec, sign } of keys) {
      const c = compareValues(cellValue(spec, a), cellValue(spec, b));
      if (c !== 0) return sign * c;
    }
    return 0;
  });
}

/** The grid's visible columns in order with their widths; every column before the layout is known. */
export function exportColumns<Row>(
  specs: readonly GridColumnSpec<Row>[],
  visible: readonly VisibleColumn[] | null,
): ExportColumnChoice<Row>[] {
  const byField = new Map(specs.map((s) => [s.field, s]));
  const shown = (visible ?? []).flatMap(({ id, width }) => {
    const spec = byField.get(id);
    return spec ? [{ spec, width }] : [];
  });
  return shown.length > 0 ? shown : specs.map((spec) => ({ spec }));
}
