import { useCallback, useRef } from 'react';
import { Button, Dropdown, Typography, type MenuProps } from 'antd';
import { DownOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { DataGrid, type GridColumnSpec, type VisibleColumn } from '../../kit/grid';
import { exportColumns, sortedRows } from '../../kit/grid/gridOrder';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { toastInfo } from '../../kit/ui/toasts';
import { exportSms, type ExportKind } from './api';
import { buildSmsExport, layoutModule, smsRowId, type SmsList, type SmsRow, type SmsTab } from './smsModel';

const t = pl.smsScreen;

const EXPORTS: { kind: ExportKind; label: string; loading: string }[] = [
  { kind: 'xlsx', label: t.excel, loading: t.exportingExcel },
  { kind: 'csv', label: t.csv, loading: t.exportingCsv },
  { kind: 'pdf', label: t.pdf, loading: t.exportingPdf },
];

interface SmsGridProps {
  tab: SmsTab;
  list: SmsList;
  rows: readonly SmsRow[];
  columns: readonly GridColumnSpec<SmsRow>[];
  loading: boolean;
  onRefresh(): void;
}

/**
 * One of a tab's two lists (sent or received): its title, refresh, the export menu (Excel, CSV,
 * PDF of the rows as the grid shows them: sorted, visible columns) and the one grid wrapper with
 * the list's saved layout.
 */
export function SmsGrid({ tab, list, rows, columns, loading, onRefresh }: SmsGridProps) {
  const api = useRef<GridApi<SmsRow> | null>(null);
  const visible = useRef<VisibleColumn[] | null>(null);
  const id = `sms-${tab}-${list}`;

  const shownRows = useCallback((): SmsRow[] => {
    const sort = (api.current?.getColumnState() ?? [])
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    return sortedRows(rows, columns, sort);
  }, [rows, columns]);

  const runExport = async (kind: ExportKind, loadingText: string) => {
    const data = shownRows();
    if (data.length === 0) return toastInfo(t.exportEmpty);
    const when = dayjs().format(DATE_TIME_FORMAT);
    const body = buildSmsExport(tab, list, exportColumns(columns, visible.current), data, when);
    try {
      openInNewTab(await withLoader(loadingText, () => exportSms(kind, body)));
    } catch {
      // err shown centrally; no file is opened
    }
  };

  const exportMenu: MenuProps = {
    items: EXPORTS.map((e) => ({
      key: e.kind,
      label: e.label,
      'data-testid': `${id}-export-${e.kind}`,
    })) as MenuProps['items'],
    onClick: ({ key }) => {
      const choice = EXPORTS.find((e) => e.kind === key);
      if (choice) void runExport(choice.kind, choice.loading);
    },
  };

  const toolbar = (
    <>
      <Typography.Text strong className="sms-grid-title">
        {list === 'sent' ? t.sent : t.received}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid={`${id}-count`}>
        ({rows.length})
      </Typography.Text>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRefresh} data-testid={`${id}-refresh`}>
        {t.refresh}
      </Button>
      <Dropdown menu={exportMenu} trigger={['click']}>
        <Button size="small" icon={<ExportOutlined />} data-testid={`${id}-export`}>
          {t.export} <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );

  return (
    <div className="sms-grid" data-testid={id} data-count={rows.length}>
      <DataGrid<SmsRow>
        columns={columns}
        rows={rows}
        layoutModule={layoutModule(list)}
        getRowId={smsRowId}
        onVisibleColumns={(cols) => (visible.current = cols)}
        onApiReady={(a) => (api.current = a)}
        toolbar={toolbar}
        loading={loading}
        emptyText={list === 'sent' ? t.emptySent : t.emptyReceived}
      />
    </div>
  );
}
