import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClassParams,
  RowSelectionOptions,
  SelectionColumnDef,
} from 'ag-grid-community';
import { pl } from '../i18n/pl';
import { groupColumnDefs, specsToColumnDefs } from './columnDefs';
import type { GridColumnSpec } from './columns';
import { gridLocaleText, gridTheme } from './gridSetup';
import { GridToolbar } from './GridToolbar';
import { measureHeaderWord } from './headerWords';
import { useGridLayout, type VisibleColumn } from './useGridLayout';

export interface DataGridProps<Row> {
  columns: readonly GridColumnSpec<Row>[];
  rows: readonly Row[];
  /** '/settings/ui' module: the layout is restored on mount and can be saved. */
  layoutModule?: string;
  getRowId?: (row: Row) => string;
  onRowClicked?: (row: Row) => void;
  /** A double click on a row (record lists open the row's editor). */
  onRowDoubleClicked?: (row: Row) => void;
  /** The chosen row (single-row selection by click), or null; with `multiSelect` the first chosen. */
  onSelectionChange?: (row: Row | null) => void;
  /**
   * Several rows at once (AG Grid's own multi-row selection): a click chooses a row, Ctrl+click
   * adds or removes one, Shift+click a range, a tick box per row, and the header's box every row
   * the grid holds. The tick-box column is outside the saved layout and the exports.
   */
  multiSelect?: boolean;
  /** The chosen rows after every change (with `multiSelect`). */
  onSelectedRowsChange?: (rows: Row[]) => void;
  rowClass?: (row: Row) => string | undefined;
  /** The feature's own toolbar buttons. */
  toolbar?: ReactNode;
  /** Visible columns in order, after every layout change (for exports). */
  onVisibleColumns?: (columns: VisibleColumn[]) => void;
  loading?: boolean;
  /** Text of the empty table. */
  emptyText?: string;
  maxColumnWidth?: number;
  /** Header row height in px (default 32); a taller header wraps long column titles. */
  headerHeight?: number;
  /** Rows pinned under the table (a totals row); they are neither sorted nor selected. */
  pinnedBottomRows?: readonly Row[];
  /** The grid's api once it is ready (a feature reading the shown order, e.g. for exports). */
  onApiReady?: (api: GridApi<Row>) => void;
  testId?: string;
}

/** AG Grid's id of the tick-box column of multi-row selection. */
const SELECTION_COLUMN_ID = 'ag-Grid-SelectionColumn';
const SINGLE_ROW: RowSelectionOptions = { mode: 'singleRow', checkboxes: false, enableClickSelection: true };
const MULTI_ROW: RowSelectionOptions = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  selectAll: 'filtered',
  enableClickSelection: true,
};
const SELECTION_COLUMN: SelectionColumnDef = { pinned: 'left', suppressMovable: true, width: 36, minWidth: 36 };

function EmptyOverlay(props: { text?: string }) {
  return <span className="ag-overlay-no-rows-center">{props.text ?? pl.grid.locale.noRowsToShow}</span>;
}

/**
 * THE AG Grid wrapper (DESIGN §2 grid/): column specs → columnDefs, Polish locale, virtualised
 * rows, column layout restore/flag/save through `/settings/ui`, column chooser and autosize.
 * It fills its parent's height: give the parent a height (or flex).
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { columns, rows, layoutModule, getRowId, onRowClicked, onSelectionChange, rowClass } = props;
  const words = useMemo(() => ({ yes: pl.grid.yes, no: pl.grid.no }), []);
  const columnDefs = useMemo(
    () =>
      groupColumnDefs(
        columns,
        specsToColumnDefs(columns, {
          words,
          maxWidth: props.maxColumnWidth,
          measureHeaderWord,
          totalsLabel: pl.grid.totals,
        }),
      ),
    [columns, words, props.maxColumnWidth],
  );
  const multiSelect = props.multiSelect === true;
  const fixed = useMemo(
    () =>
      new Set([...columns.filter((c) => c.fixed).map((c) => c.field), ...(multiSelect ? [SELECTION_COLUMN_ID] : [])]),
    [columns, multiSelect],
  );
  const layoutColumns = useMemo(
    () => columns.filter((c) => !c.fixed).map((c) => ({ colId: c.field, width: c.width, key: c.key === true })),
    [columns],
  );
  const titles = useMemo(() => Object.fromEntries(columns.map((c) => [c.field, c.title])), [columns]);
  const layout = useGridLayout({
    module: layoutModule,
    columns: layoutColumns,
    fixed,
    titles,
    onVisibleColumns: props.onVisibleColumns,
  });
  const apiRef = useRef<GridApi<Row> | null>(null);
  const onApiReady = useRef(props.onApiReady);
  onApiReady.current = props.onApiReady;

  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      apiRef.current = e.api;
      layout.attach(e.api as GridApi);
      onApiReady.current?.(e.api);
    },
    [layout],
  );
  const pinnedBottom = useMemo(
    () => (props.pinnedBottomRows ? [...props.pinnedBottomRows] : undefined),
    [props.pinnedBottomRows],
  );
  const rowIdFn = useMemo(() => (getRowId ? (p: GetRowIdParams<Row>) => getRowId(p.data) : undefined), [getRowId]);
  const rowClassFn = useMemo(
    () => (rowClass ? (p: RowClassParams<Row>) => (p.data ? rowClass(p.data) : undefined) : undefined),
    [rowClass],
  );
  const rowData = useMemo(() => [...rows], [rows]);
  const headerHeight = props.headerHeight ?? 32;
  const defaultColDef = useMemo(() => (headerHeight > 32 ? { wrapHeaderText: true } : undefined), [headerHeight]);
  const { columnsChanged } = layout;

  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', height: '100%', width: '100%', minHeight: 0, minWidth: 0 }}
      data-testid={props.testId}
    >
      <GridToolbar
        extra={props.toolbar}
        layout={layout}
        titles={titles}
        canSave={layoutModule !== undefined}
        onToggleColumn={(id, visible) => apiRef.current?.setColumnsVisible([id], visible)}
        onAutosize={() => apiRef.current?.autoSizeAllColumns()}
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <AgGridReact<Row>
          theme={gridTheme}
          localeText={gridLocaleText}
          rowData={rowData}
          pinnedBottomRowData={pinnedBottom}
          columnDefs={columnDefs}
          getRowId={rowIdFn}
          getRowClass={rowClassFn}
          loading={props.loading}
          noRowsOverlayComponent={EmptyOverlay}
          noRowsOverlayComponentParams={{ text: props.emptyText }}
          rowSelection={multiSelect ? MULTI_ROW : SINGLE_ROW}
          selectionColumnDef={multiSelect ? SELECTION_COLUMN : undefined}
          onRowClicked={(e) => {
            // A click on a cell's own button (row actions) is not a row choice.
            const target = e.event?.target;
            if (target instanceof Element && target.closest('button, a, input')) return;
            if (e.data !== undefined) onRowClicked?.(e.data);
          }}
          onRowDoubleClicked={(e) => e.data !== undefined && props.onRowDoubleClicked?.(e.data)}
          onSelectionChanged={(e) => {
            const chosen = e.api.getSelectedRows();
            onSelectionChange?.(chosen[0] ?? null);
            props.onSelectedRowsChange?.(chosen);
          }}
          onGridReady={onGridReady}
          onColumnMoved={(e) => e.finished && columnsChanged()}
          onColumnResized={(e) => e.finished && columnsChanged()}
          onColumnVisible={columnsChanged}
          onColumnPinned={columnsChanged}
          tooltipShowDelay={500}
          rowHeight={28}
          headerHeight={headerHeight}
          defaultColDef={defaultColDef}
        />
      </div>
    </div>
  );
}
