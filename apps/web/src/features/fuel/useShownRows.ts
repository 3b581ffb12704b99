import { useCallback, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { GridColumnSpec } from '../../kit/grid';
import { sortedRows } from '../../kit/grid/gridOrder';

/** A grid's rows in the order it shows them (its sort), for the exports (kit/grid/gridOrder.ts). */
export function useShownRows<Row>() {
  const api = useRef<GridApi<Row> | null>(null);
  const shown = useCallback((rows: readonly Row[], specs: readonly GridColumnSpec<Row>[]) => {
    const sort = (api.current?.getColumnState() ?? [])
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    return sortedRows(rows, specs, sort);
  }, []);
  return { onApiReady: (a: GridApi<Row>) => (api.current = a), shown };
}
