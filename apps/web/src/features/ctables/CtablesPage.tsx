import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { CtablesTaskRow } from '@namiar/domain';
import { DataGrid, schemaToSpecs } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { CtablesConfirm } from './CtablesConfirm';
import { CtablesFormFields } from './CtablesFormFields';
import { CtablesTaskDetailPanel } from './CtablesTaskDetail';
import { canClear, canGenerate, clearConfirmation, type ClearConfirmation } from './ctablesModel';
import { useCtables } from './useCtables';
import './ctables.css';

const t = pl.ctables;

/**
 * /ctables (spec 2 §2.4, §4.4): the form in three columns (vehicles, time range, additional
 * settings), 'Wyczyść dla pojazdów', 'Wygeneruj', 'Anuluj', 'Odśwież', and the task grid. While
 * a task runs the form is hidden and the grid takes its place; progress is polled every 5 s.
 * A clear starts only after its confirmation (and, for the whole fleet, a second step); a task's
 * vehicles are listed beside the grid.
 */
export function CtablesPage() {
  usePageTitle(t.title);
  const s = useCtables();
  const { form } = s;
  const columns = useMemo(() => schemaToSpecs<CtablesTaskRow>(s.schema ?? []), [s.schema]);
  const options = useMemo(() => s.vehicles.map((v) => ({ value: v.id, label: v.regno })), [s.vehicles]);
  const [confirm, setConfirm] = useState<{ seq: number; what: ClearConfirmation | null }>({ seq: 0, what: null });

  const askClear = () => setConfirm((c) => ({ seq: c.seq + 1, what: clearConfirmation(form, s.vehicles) }));
  const closeConfirm = () => setConfirm((c) => ({ ...c, what: null }));

  return (
    <div className="ctables-page" data-testid="ctables-page" data-state={s.onAir ? 'onAir' : 'idle'}>
      <Typography.Title level={4} className="ctables-title">
        {t.title}
      </Typography.Title>
      {!s.onAir && <CtablesFormFields form={form} setForm={s.setForm} options={options} />}
      <Space className="ctables-buttons">
        <Button danger disabled={s.onAir || !canClear(form)} onClick={askClear} data-testid="ctables-clear">
          {t.clear}
        </Button>
        <Button
          type="primary"
          disabled={s.onAir || !canGenerate(form)}
          onClick={() => void s.generate()}
          data-testid="ctables-generate"
        >
          {t.generate}
        </Button>
        <Button disabled={!s.onAir} onClick={() => void s.cancel()} data-testid="ctables-cancel">
          {t.cancel}
        </Button>
        <Button onClick={() => void s.refresh()} data-testid="ctables-refresh">
          {t.refresh}
        </Button>
      </Space>
      <div className="ctables-body">
        <div className="ctables-grid">
          <DataGrid
            columns={columns}
            rows={s.tasks}
            layoutModule="ctables_grid"
            getRowId={(row) => String(row.tid)}
            onRowClicked={(row) => s.showDetail(row.tid)}
            loading={s.loading}
            emptyText={t.empty}
            testId="ctables-grid"
          />
        </div>
        {s.detailTid !== null && (
          <CtablesTaskDetailPanel tid={s.detailTid} detail={s.detail} onClose={() => s.showDetail(null)} />
        )}
      </div>
      <CtablesConfirm
        key={confirm.seq}
        confirmation={confirm.what}
        onCancel={closeConfirm}
        onConfirm={() => {
          closeConfirm();
          void s.clear();
        }}
      />
    </div>
  );
}
