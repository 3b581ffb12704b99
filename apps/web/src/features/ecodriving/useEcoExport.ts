import { useCallback, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { EcoEnergyEntry } from '@namiar/domain';
import type { VisibleColumn } from '../../kit/grid';
import { exportColumns, sortedRows } from '../../kit/grid/gridOrder';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { exportEco } from './api';
import { ECO_COLUMNS, buildEcoExport } from './ecoColumns';
import type { EcoReport } from './ecoModel';

/**
 * Excel and PDF exports of the shown grid: its visible columns in their order and its rows in
 * their sort, through /xlscreator/export and /pdfcreator/export (spec 2 §7). A failure opens no file.
 */
export function useEcoExport(report: EcoReport | null) {
  const visible = useRef<VisibleColumn[] | null>(null);
  const api = useRef<GridApi<EcoEnergyEntry> | null>(null);
  const onVisibleColumns = useCallback((cols: VisibleColumn[]) => void (visible.current = cols), []);
  const onApiReady = useCallback((a: GridApi<EcoEnergyEntry>) => void (api.current = a), []);

  const run = useCallback(
    async (kind: 'xlsx' | 'pdf') => {
      if (!report) return;
      const specs = ECO_COLUMNS[report.type];
      const sort = (api.current?.getColumnState() ?? [])
        .filter((c) => c.sort === 'asc' || c.sort === 'desc')
        .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
        .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
      const rows = sortedRows(report.rows, specs, sort);
      const body = buildEcoExport(report, exportColumns(specs, visible.current), rows);
      const text = kind === 'xlsx' ? pl.eco.exportingExcel : pl.eco.exportingPdf;
      try {
        openInNewTab(await withLoader(text, () => exportEco(kind, body)));
      } catch {
        // err is shown centrally; no file is opened (spec 2 §8).
      }
    },
    [report],
  );
  return { run, onVisibleColumns, onApiReady };
}
