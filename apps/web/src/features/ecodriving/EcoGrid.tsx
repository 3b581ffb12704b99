import { memo, useCallback } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { EcoEnergyEntry, EcoType } from '@namiar/domain';
import { DataGrid, type VisibleColumn } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { ECO_COLUMNS } from './ecoColumns';
import { rowClassOf } from './ecoModel';

export interface EcoGridProps {
  type: EcoType;
  rows: readonly EcoEnergyEntry[];
  onVisibleColumns(columns: VisibleColumn[]): void;
  onApiReady(api: GridApi<EcoEnergyEntry>): void;
}

/**
 * The report grid (spec 2 §9 columns) through the one grid wrapper; the layout is saved per
 * report ('eco_{type}_grid'). Transgressing windows are marked red.
 */
export const EcoGrid = memo(function EcoGrid({ type, rows, onVisibleColumns, onApiReady }: EcoGridProps) {
  const rowId = useCallback((r: EcoEnergyEntry) => String(r.ldValue), []);
  return (
    <div className="eco-grid" data-testid="eco-grid" data-rows={rows.length}>
      <DataGrid<EcoEnergyEntry>
        columns={ECO_COLUMNS[type]}
        rows={rows}
        layoutModule={`eco_${type}_grid`}
        getRowId={rowId}
        rowClass={rowClassOf}
        emptyText={type === 'transgression' ? pl.eco.noTransgressions : pl.eco.empty}
        onVisibleColumns={onVisibleColumns}
        onApiReady={onApiReady}
        testId={`eco-grid-${type}`}
      />
    </div>
  );
});
