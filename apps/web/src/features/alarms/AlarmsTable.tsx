import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  ExportOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
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
  onSelect(row: AlarmScreenRow | null): void;
  onOpen(row: AlarmScreenRow): void;
  onDescribe(row: AlarmScreenRow): void;
  onDelete(row: AlarmScreenRow): void;
  onRefresh(): void;
}

const rowId = (row: AlarmScreenRow) => String(row.id);

/**
 * One tab's grid: the one grid wrapper with the saved layout 'alarms_grid', refresh, auto-fit
 * (the wrapper's), exports of the rows as the grid shows them, and the row menu
 * 'Dodaj/zmień opis alarmu', 'Usuń alarm', 'Pokaż trasę' (right click).
 */
export function AlarmsTable(props: AlarmsTableProps) {
  const { tab, rows, columns, onDescribe, onDelete } = props;
  const api = useRef<GridApi<AlarmScreenRow> | null>(null);
  const visible = useRef<VisibleColumn[] | null>(null);
  const [menuRow, setMenuRow] = useState<AlarmScreenRow | null>(null);
  const byId = useMemo(() => new Map(rows.map((r) => [String(r.id), r])), [rows]);

  // The grid's own row walk needs a module the wrapper does not load: sort as the grid does.
  const shownRows = useCallback((): AlarmScreenRow[] => {
    const sort = (api.current?.getColumnState() ?? [])
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    return sortedRows(rows, columns, sort);
  }, [rows, columns]);

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

  // The row under the pointer when the menu opens; a click outside rows gives a disabled menu.
  const pickRow = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest('.ag-row') : null;
    const row = target ? byId.get(target.getAttribute('row-id') ?? '') : undefined;
    setMenuRow(row ?? null);
  };
  const route = menuRow ? alarmRouteUrl(menuRow) : null;
  const menu: MenuProps['items'] = [
    {
      key: 'describe',
      icon: <EditOutlined />,
      label: t.describe,
      disabled: !menuRow,
      'data-testid': 'alarm-menu-describe',
    },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: t.remove,
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
    if (key === 'describe') onDescribe(menuRow);
    if (key === 'delete') onDelete(menuRow);
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

  return (
    <div className="alarms-table" data-testid={`alarms-table-${tab}`} data-count={rows.length}>
      <Dropdown menu={{ items: menu, onClick: onMenu }} trigger={['contextMenu']}>
        <div className="alarms-grid" onContextMenu={pickRow}>
          <DataGrid<AlarmScreenRow>
            columns={columns}
            rows={rows}
            layoutModule="alarms_grid"
            getRowId={rowId}
            onSelectionChange={props.onSelect}
            onRowDoubleClicked={props.onOpen}
            onVisibleColumns={(cols) => (visible.current = cols)}
            onApiReady={(a) => (api.current = a)}
            toolbar={toolbar}
            loading={props.loading}
            emptyText={props.emptyText}
          />
        </div>
      </Dropdown>
      {props.after}
    </div>
  );
}
