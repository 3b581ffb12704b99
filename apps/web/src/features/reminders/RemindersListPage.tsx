import { useCallback, useRef } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, decimalUpTo, type ReminderListRow } from '@namiar/domain';
import { schemaToSpecs, type GridColumnSchema, type GridColumnSpec, type VisibleColumn } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { RecordListPage, type RecordList } from '../../kit/records';
import { toastInfo } from '../../kit/ui/toasts';
import { deleteReminder, exportReminders, loadReminders, type ReminderExportKind } from './api';
import { exportColumns, sortedRows } from '../../kit/grid/gridOrder';
import { buildRemindersExport } from './reminderExport';
import { useRefreshMonitReminders } from './useRefreshMonitReminders';

const t = pl.reminders;

const EXPORTS: { kind: ReminderExportKind; label: string; loading: string }[] = [
  { kind: 'xlsx', label: t.excel, loading: t.exportingExcel },
  { kind: 'pdf', label: t.pdf, loading: t.exportingPdf },
];

const COUNTERS = new Set(['last_km_counter', 'last_mth_counter', 'work_left']);

const rowId = (row: ReminderListRow) => String(row.rid);
const editPath = (id: string) => `/reminders/${id}`;

/**
 * /reminders (spec 3 §2.6 RemindersList): the reminders in the record list with add, edit and
 * delete ('Usunięcie przypomnienia jest permamentne. Czy na pewno chcesz usunąć?') and the
 * export menu (Excel, PDF) of the rows as the grid shows them, through the export engine.
 */
export function RemindersListPage() {
  const list = useRef<RecordList<ReminderListRow> | null>(null);
  const specs = useRef<GridColumnSpec<ReminderListRow>[]>([]);
  const api = useRef<GridApi<ReminderListRow> | null>(null);
  const visible = useRef<VisibleColumn[] | null>(null);
  const refreshMonit = useRefreshMonitReminders();

  const load = useCallback(async (signal: AbortSignal) => {
    try {
      const l = await loadReminders(signal);
      list.current = l;
      return l;
    } catch (e) {
      // A cancelled load says so (spec 3: 'Pobieranie … zostało anulowane').
      if (signal.aborted) toastInfo(t.cancelled);
      throw e;
    }
  }, []);
  const columns = useCallback((schema: readonly GridColumnSchema[]) => {
    // Counters with grouped thousands and a decimal comma, as many decimals as they have ('182 340', '150 006,7').
    specs.current = schemaToSpecs<ReminderListRow>(schema).map((spec) =>
      COUNTERS.has(spec.field)
        ? { ...spec, text: (v) => (typeof v === 'number' ? decimalUpTo(v, 2) : v === null ? '' : String(v)) }
        : spec,
    );
    return specs.current;
  }, []);

  const runExport = async (kind: ReminderExportKind, loading: string) => {
    const sort = (api.current?.getColumnState() ?? [])
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    const rows = sortedRows(list.current?.rows ?? [], specs.current, sort);
    if (rows.length === 0) return toastInfo(t.exportEmpty);
    const body = buildRemindersExport(
      exportColumns(specs.current, visible.current),
      rows,
      dayjs().format(DATE_TIME_FORMAT),
    );
    try {
      openInNewTab(await withLoader(loading, () => exportReminders(kind, body)));
    } catch {
      // err shown centrally; no file is opened
    }
  };

  const exportMenu: MenuProps = {
    items: EXPORTS.map((e) => ({
      key: e.kind,
      label: e.label,
      'data-testid': `reminders-export-${e.kind}`,
    })) as MenuProps['items'],
    onClick: ({ key }) => {
      const choice = EXPORTS.find((e) => e.kind === key);
      if (choice) void runExport(choice.kind, choice.loading);
    },
  };

  return (
    <RecordListPage<ReminderListRow>
      title={t.listTitle}
      load={load}
      loadingText={t.loadingList}
      rowId={rowId}
      editPath={editPath}
      layoutModule="reminders_grid"
      actions={{ add: true, edit: true, remove: true }}
      deleteText={() => t.deleteConfirm}
      remove={async (row) => {
        await deleteReminder(row.rid);
        refreshMonit();
      }}
      columns={columns}
      onApiReady={(a) => (api.current = a)}
      onVisibleColumns={(cols) => (visible.current = cols)}
      toolbarExtra={
        <Dropdown menu={exportMenu} trigger={['click']}>
          <Button size="small" icon={<ExportOutlined />} data-testid="reminders-export">
            {t.export} <DownOutlined />
          </Button>
        </Dropdown>
      }
      testId="reminders-list"
    />
  );
}
