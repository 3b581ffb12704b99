import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Switch, Typography } from 'antd';
import { CheckOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { P, hasAny } from '@namiar/domain';
import { DataGrid, schemaToSpecs } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import type { RecordList } from '../../kit/records';
import { usePermissions } from '../../kit/session/sessionStore';
import { toastInfo } from '../../kit/ui/toasts';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { loadInspections, type InspectionRow } from './api';

const t = pl.inspections;

/** Add and edit open in a new window or tab (spec 3 §2.9). */
const openWindow = (path: string) => window.open(path, '_blank');
const rowId = (r: InspectionRow) => String(r.iid);

/**
 * /inspections/{ep|ew} (spec 3 §2.9): not-done inspections (all with 'Pokaż wykonane'), 'Dodaj
 * nowy', 'Edytuj' (a chosen not-done row), 'Wykonaj / Zatrzymaj / Wznów przegląd' with
 * permission 63 (ep) or 65 (ew); a double click on a not-done row opens its editor.
 */
export function InspectionsListPage() {
  const param = useParams().type;
  const type = param === 'ew' || param === 'pw' ? 'ew' : 'ep';
  const permissions = usePermissions();
  const mayPerform = hasAny(permissions, [type === 'ep' ? P.inspectionsPPerform : P.inspectionsWPerform]);
  usePageTitle(t.listTitle[type]);
  const [done, setDone] = useState(false);
  const [list, setList] = useState<RecordList<InspectionRow> | null>(null);
  // The selection by id, its row from the latest list: after a refresh (an inspection performed
  // or paused in another window) the toolbar acts on the reloaded row, not a stale copy.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let alive = true;
    withLoader(
      t.loadingList,
      async (signal) => {
        try {
          return await loadInspections(type, done, signal);
        } catch (e) {
          if (signal.aborted) toastInfo(t.cancelled);
          throw e;
        }
      },
      { cancellable: true },
    )
      .then((l) => alive && setList(l))
      .catch(() => alive && setList((l) => l ?? { grid: [], rows: [] }));
    return () => {
      alive = false;
    };
  }, [type, done, reloads]);

  const columns = useMemo(() => schemaToSpecs<InspectionRow>(list?.grid ?? []), [list]);
  const selected = useMemo(
    () => (selectedId === null ? null : (list?.rows.find((r) => rowId(r) === selectedId) ?? null)),
    [list, selectedId],
  );
  const select = useCallback((r: InspectionRow | null) => setSelectedId(r ? rowId(r) : null), []);
  const editable = selected !== null && !selected.inspection_done_date;
  const edit = useCallback(
    (r: InspectionRow) => {
      if (!r.inspection_done_date) openWindow(`/inspections/${type}/id/${r.iid}/0`);
    },
    [type],
  );
  const performType = `p${type[1]}`;

  const toolbar = (
    <>
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => openWindow(`/inspections/${type}/id/new/0`)}
        data-testid="record-add"
      >
        {pl.records.addNew}
      </Button>
      <Button
        size="small"
        icon={<EditOutlined />}
        disabled={!editable}
        onClick={() => selected && edit(selected)}
        data-testid="record-edit-selected"
      >
        {pl.records.edit}
      </Button>
      {mayPerform && (
        <Button
          size="small"
          icon={<CheckOutlined />}
          onClick={() =>
            openWindow(
              editable
                ? `/inspections/${performType}/perform/${selected.iid}/${selected.vehicle_code}/${selected.inspection_status_id ?? 1}`
                : `/inspections/${performType}/perform`,
            )
          }
          data-testid="inspections-perform"
        >
          {t.perform}
        </Button>
      )}
      <span>
        <Switch size="small" checked={done} onChange={setDone} data-testid="inspections-show-done" /> {t.showDone}
      </span>
      <Button
        size="small"
        icon={<ReloadOutlined />}
        onClick={() => setReloads((n) => n + 1)}
        aria-label={pl.records.refresh}
      />
    </>
  );

  return (
    <div className="record-list" data-testid="inspections-list" data-count={list?.rows.length}>
      <Typography.Title level={4} className="record-list-title">
        {t.listTitle[type]}
      </Typography.Title>
      <div className="record-list-grid">
        <DataGrid<InspectionRow>
          columns={columns}
          rows={list?.rows ?? []}
          layoutModule={`inspections_${type}_grid`}
          getRowId={rowId}
          onSelectionChange={select}
          onRowDoubleClicked={edit}
          toolbar={toolbar}
          loading={!list}
          emptyText={pl.records.empty}
        />
      </div>
    </div>
  );
}
