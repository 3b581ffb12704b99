import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { GridApi } from 'ag-grid-community';
import { DataGrid, schemaToSpecs, type GridColumnSchema, type GridColumnSpec, type VisibleColumn } from '../grid';
import { withLoader } from '../loader/loaderStore';
import { pl } from '../i18n/pl';
import { toastError, toastSuccess } from '../ui/toasts';
import { usePageTitle } from '../ui/usePageTitle';
import { answerOf, saveRefusal } from './recordErrors';

const t = pl.records;

export interface RecordList<Row> {
  /** The server's column schema (asked with gridSchema). */
  grid: readonly GridColumnSchema[];
  rows: readonly Row[];
}

export interface RecordListPageProps<Row> {
  title: string;
  /** The list call (`/<module>` with gridSchema): columns and rows. */
  load: (signal: AbortSignal) => Promise<RecordList<Row>>;
  /** The loader text of the list ('Pobieram listę kierowców...'). */
  loadingText?: string;
  rowId: (row: Row) => string;
  /** The editor of a row, and of a new record ('<list>/new'). */
  editPath: (id: string) => string;
  /** '/settings/ui' module of the grid's column layout ('vehicles_grid'). */
  layoutModule: string;
  /** Toolbar buttons the module has (spec 3 §2: bases only 'Dodaj nowy'). */
  actions: { add?: boolean; edit?: boolean; remove?: boolean };
  /** The delete confirmation (spec 3 §8) and call. */
  deleteText?: (row: Row) => string;
  remove?: (row: Row) => Promise<unknown>;
  /** Columns the module shows instead of or beside the server's (e.g. typed or rendered ones). */
  columns?: (schema: readonly GridColumnSchema[]) => GridColumnSpec<Row>[];
  /** The module's own toolbar buttons after the common ones (reminders: the export menu). */
  toolbarExtra?: ReactNode;
  /** The grid's api and visible columns (exports of the rows as the grid shows them). */
  onApiReady?: (api: GridApi<Row>) => void;
  onVisibleColumns?: (columns: VisibleColumn[]) => void;
  testId?: string;
}

/**
 * A record list (spec 3 §2): the server's columns in the one grid wrapper with the user's saved
 * layout, 'Dodaj nowy', 'Edytuj' and 'Usuń' (the last two need a chosen row), a double click
 * opens the editor, a delete asks first ('Usuń' / 'Anuluj') and reloads the list.
 */
export function RecordListPage<Row>(props: RecordListPageProps<Row>) {
  const { load, editPath, rowId, deleteText, remove, actions } = props;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  usePageTitle(props.title);
  const [list, setList] = useState<RecordList<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Row | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    withLoader(props.loadingText ?? t.loadingList, load, { cancellable: true })
      .then((l) => alive && setList(l))
      .catch(() => alive && setList((l) => l ?? { grid: [], rows: [] }))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [load, props.loadingText, reloads]);

  const columns = useMemo(
    () => (list ? (props.columns ? props.columns(list.grid) : schemaToSpecs<Row>(list.grid)) : []),
    [list, props],
  );
  const open = useCallback((row: Row) => navigate(editPath(rowId(row))), [navigate, editPath, rowId]);

  const askDelete = (row: Row) =>
    modal.confirm({
      title: t.confirmTitle,
      content: deleteText?.(row) ?? '',
      okText: t.delete,
      okButtonProps: { danger: true, ...({ 'data-testid': 'record-delete-confirm' } as Record<string, string>) },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await withLoader(t.deleting, () => remove!(row));
        } catch (e) {
          const refusal = saveRefusal(answerOf(e), () => false);
          if (refusal.alert) toastError(refusal.alert);
          return;
        }
        toastSuccess(t.deleted);
        setSelected(null);
        setReloads((n) => n + 1);
      },
    });

  const toolbar = (
    <>
      <Typography.Text type="secondary" data-testid="record-list-count">
        {t.count(list?.rows.length ?? 0)}
      </Typography.Text>
      {actions.add && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => navigate(editPath('new'))} data-testid="record-add">
          {t.addNew}
        </Button>
      )}
      {actions.edit && (
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={!selected}
          onClick={() => selected && open(selected)}
          data-testid="record-edit-selected"
        >
          {t.edit}
        </Button>
      )}
      {actions.remove && remove && (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={!selected}
          onClick={() => selected && askDelete(selected)}
          data-testid="record-delete-selected"
        >
          {t.delete}
        </Button>
      )}
      <Button
        size="small"
        icon={<ReloadOutlined />}
        onClick={() => setReloads((n) => n + 1)}
        aria-label={t.refresh}
        data-testid="record-refresh"
      />
      {props.toolbarExtra}
    </>
  );

  // data-count: the rows the grid was given, set once the list has loaded (the benches' and tests' ready signal).
  return (
    <div className="record-list" data-testid={props.testId ?? 'record-list'} data-count={list?.rows.length}>
      <Typography.Title level={4} className="record-list-title" data-testid="record-list-title">
        {props.title}
      </Typography.Title>
      <div className="record-list-grid">
        <DataGrid<Row>
          columns={columns}
          rows={list?.rows ?? []}
          layoutModule={props.layoutModule}
          getRowId={rowId}
          onSelectionChange={setSelected}
          onRowDoubleClicked={open}
          onApiReady={props.onApiReady}
          onVisibleColumns={props.onVisibleColumns}
          toolbar={toolbar}
          loading={loading && !list}
          emptyText={t.empty}
        />
      </div>
    </div>
  );
}
