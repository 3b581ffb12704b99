import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Tooltip, Typography, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  ExportOutlined,
  InfoCircleOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import {
  AlarmFilters,
  NO_ALARM_FILTER,
  effectiveFilter,
  eventOptions,
  filterAlarms,
  vehicleOptions,
  type AlarmFilter,
} from '../../kit/alarms';
import { DataGrid, type GridColumnSpec, type VisibleColumn } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { toastInfo } from '../../kit/ui/toasts';
import { exportAlarms, type ExportKind } from './api';
import {
  alarmRouteUrl,
  buildAlarmsExport,
  exportColumns,
  rowsToActOn,
  sortedRows,
  type AlarmScreenRow,
  type AlarmsTab,
} from './alarmsModel';

const t = pl.alarmsScreen;

const EXPORTS: { kind: ExportKind; label: string; loading: string }[] = [
  { kind: 'xlsx', label: t.excel, loading: t.exportingExcel },
  { kind: 'csv', label: t.csv, loading: t.exportingCsv },
  { kind: 'pdf', label: t.pdf, loading: t.exportingPdf },
];

interface AlarmsTableProps {
  tab: AlarmsTab;
  rows: readonly AlarmScreenRow[];
  columns: readonly GridColumnSpec<AlarmScreenRow>[];
  loading: boolean;
  emptyText: string;
  /** The tab's own buttons before the shared ones ('Akceptuj alarmy', the archive's date). */
  before?: ReactNode;
  /** Under the grid (the archive's 'Załaduj starsze'). */
  after?: ReactNode;
  /** The chosen alarms: only rows the filters show (a filter change drops hidden ones). */
  onSelect(rows: AlarmScreenRow[]): void;
  /** A double click: the alarms to open (the row, or the chosen ones it is among). */
  onOpen(rows: AlarmScreenRow[]): void;
  onDescribe(rows: AlarmScreenRow[]): void;
  onDelete(rows: AlarmScreenRow[]): void;
  onRefresh(): void;
}

const rowId = (row: AlarmScreenRow) => String(row.id);

/**
 * One tab's grid: the one grid wrapper with the saved layout 'alarms_grid', AG Grid's own
 * multi-row selection (click, Ctrl+click, Shift+click, tick boxes; 'Zaznacz wszystkie' takes
 * the rows the filters show), the monitor's filters by vehicle and alarm type, refresh,
 * auto-fit (the wrapper's), exports of the rows as the grid shows them, and the row menu
 * 'Dodaj/zmień opis alarmu', 'Usuń alarm', 'Pokaż trasę' (right click) acting on the chosen
 * rows when the row clicked is among them.
 */
export function AlarmsTable(props: AlarmsTableProps) {
  const { tab, rows, columns, onDescribe, onDelete, onSelect } = props;
  const api = useRef<GridApi<AlarmScreenRow> | null>(null);
  const visible = useRef<VisibleColumn[] | null>(null);
  const [menuRow, setMenuRow] = useState<AlarmScreenRow | null>(null);
  const [filter, setFilter] = useState<AlarmFilter>(NO_ALARM_FILTER);
  const [picked, setPicked] = useState<AlarmScreenRow[]>([]);

  const vehicles = useMemo(() => vehicleOptions(rows), [rows]);
  const events = useMemo(() => eventOptions(rows), [rows]);
  const applied = useMemo(() => effectiveFilter(filter, vehicles, events), [filter, vehicles, events]);
  const shown = useMemo(() => filterAlarms(rows, applied), [rows, applied]);
  const byId = useMemo(() => new Map(shown.map((r) => [String(r.id), r])), [shown]);
  // The grid drops rows that leave it from its selection; this keeps the count right meanwhile.
  const chosen = useMemo(() => picked.filter((r) => byId.has(String(r.id))), [picked, byId]);
  useEffect(() => onSelect(chosen), [chosen, onSelect]);

  // The grid's own row walk needs a module the wrapper does not load: sort as the grid does.
  const shownRows = useCallback((): AlarmScreenRow[] => {
    const sort = (api.current?.getColumnState() ?? [])
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    return sortedRows(shown, columns, sort);
  }, [shown, columns]);

  const runExport = async (kind: ExportKind, loading: string) => {
    const data = shownRows();
    if (data.length === 0) return toastInfo(t.exportEmpty);
    const body = buildAlarmsExport(
      tab,
      exportColumns(columns, visible.current),
      data,
      dayjs().format(DATE_TIME_FORMAT),
    );
    try {
      openInNewTab(await withLoader(loading, () => exportAlarms(kind, body)));
    } catch {
      // err shown centrally; no file is opened (spec 2 §8)
    }
  };

  const selectAll = (on: boolean) => {
    if (on) api.current?.selectAll('filtered');
    else api.current?.deselectAll();
  };

  // The row under the pointer when the menu opens; outside the chosen rows it becomes the only
  // chosen one (as a file manager does); a click outside rows gives a disabled menu.
  const pickRow = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest('.ag-row') : null;
    const row = target ? byId.get(target.getAttribute('row-id') ?? '') : undefined;
    setMenuRow(row ?? null);
    if (row && !chosen.some((r) => r.id === row.id)) api.current?.getRowNode(String(row.id))?.setSelected(true, true);
  };
  const targets = menuRow ? rowsToActOn(chosen, menuRow) : [];
  const route = menuRow ? alarmRouteUrl(menuRow) : null;
  const menu: MenuProps['items'] = [
    {
      key: 'describe',
      icon: <EditOutlined />,
      label: t.many(t.describe, targets.length),
      disabled: !menuRow,
      'data-testid': 'alarm-menu-describe',
    },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: targets.length > 1 ? t.many(t.confirmTitleMany, targets.length) : t.remove,
      danger: true,
      disabled: !menuRow,
      'data-testid': 'alarm-menu-delete',
    },
    {
      key: 'route',
      icon: <NodeIndexOutlined />,
      label: t.showRoute,
      disabled: !route,
      'data-testid': 'alarm-menu-route',
    },
  ] as MenuProps['items'];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (!menuRow) return;
    if (key === 'describe') onDescribe(targets);
    if (key === 'delete') onDelete(targets);
    if (key === 'route' && route) openInNewTab(route);
  };

  const exportMenu: MenuProps = {
    items: EXPORTS.map((e) => ({
      key: e.kind,
      label: e.label,
      'data-testid': `alarms-export-${tab}-${e.kind}`,
    })) as MenuProps['items'],
    onClick: ({ key }) => {
      const choice = EXPORTS.find((e) => e.kind === key);
      if (choice) void runExport(choice.kind, choice.loading);
    },
  };

  const toolbar = (
    <>
      {props.before}
      <Button size="small" icon={<ReloadOutlined />} onClick={props.onRefresh} data-testid={`alarms-refresh-${tab}`}>
        {t.refresh}
      </Button>
      <Dropdown menu={exportMenu} trigger={['click']}>
        <Button size="small" icon={<ExportOutlined />} data-testid={`alarms-export-${tab}`}>
          {t.export} <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );

  const all = shown.length > 0 && chosen.length === shown.length;
  return (
    <div className="alarms-table" data-testid={`alarms-table-${tab}`} data-count={shown.length}>
      <div className="alarms-filter-bar">
        <AlarmFilters
          className="alarms-filters"
          filter={applied}
          vehicles={vehicles}
          events={events}
          onChange={setFilter}
        />
        <Checkbox
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={shown.length === 0}
          onChange={(e) => selectAll(e.target.checked)}
          data-testid={`alarms-select-all-${tab}`}
        >
          {t.selectAll}
        </Checkbox>
        <Typography.Text type="secondary" data-testid={`alarms-selected-${tab}`} data-selected={chosen.length}>
          {t.selectedCount(chosen.length, shown.length)}
        </Typography.Text>
        <Tooltip title={t.selectionHint}>
          <InfoCircleOutlined className="alarms-selection-hint" aria-label={t.selectionHint} />
        </Tooltip>
      </div>
      <Dropdown menu={{ items: menu, onClick: onMenu }} trigger={['contextMenu']}>
        <div className="alarms-grid" onContextMenu={pickRow}>
          <DataGrid<AlarmScreenRow>
            columns={columns}
            rows={shown}
            layoutModule="alarms_grid"
            getRowId={rowId}
            multiSelect
            onSelectedRowsChange={setPicked}
            onRowDoubleClicked={(row) => props.onOpen(rowsToActOn(chosen, row))}
            onVisibleColumns={(cols) => (visible.current = cols)}
            onApiReady={(a) => (api.current = a)}
            toolbar={toolbar}
            loading={props.loading}
            emptyText={rows.length > 0 && shown.length === 0 ? pl.alarmWindow.emptyFiltered : props.emptyText}
          />
        </div>
      </Dropdown>
      {props.after}
    </div>
  );
}
