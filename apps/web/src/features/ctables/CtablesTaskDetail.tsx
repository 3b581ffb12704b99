import { useMemo } from 'react';
import { Button, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { CtablesTaskDetail, CtablesTaskVehicleRow } from '@namiar/domain';
import { DataGrid, type GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';

const t = pl.ctables.detail;

const COLUMNS: GridColumnSpec<CtablesTaskVehicleRow>[] = [
  { field: 'regno', title: t.regno, type: 'text', width: 100 },
  { field: 'sname', title: t.status, type: 'text', width: 100 },
  { field: 'started', title: t.started, type: 'date', width: 140 },
  { field: 'finished', title: t.finished, type: 'date', width: 140 },
];

export interface CtablesTaskDetailProps {
  tid: number;
  /** null while the first answer is awaited. */
  detail: CtablesTaskDetail | null;
  onClose(): void;
}

/**
 * The vehicles of one task beside the task grid (issue 27 §3): each by registration with its own
 * state, so after a cancel the user sees which vehicles were done and which were never touched.
 */
export function CtablesTaskDetailPanel({ tid, detail, onClose }: CtablesTaskDetailProps) {
  const rows = useMemo(() => detail?.vehicles ?? [], [detail]);
  return (
    <section
      className="ctables-detail"
      data-testid="ctables-detail"
      data-tid={tid}
      data-vehicles={rows.length}
      data-done={rows.filter((r) => r.status === 'done').length}
    >
      <div className="ctables-detail-head">
        <Typography.Text strong>{t.title(tid)}</Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t.close}
          title={t.close}
          onClick={onClose}
          data-testid="ctables-detail-close"
        />
      </div>
      <div className="ctables-detail-grid">
        <DataGrid<CtablesTaskVehicleRow>
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => String(r.vid)}
          loading={detail === null}
          emptyText={t.empty}
          testId="ctables-detail-grid"
        />
      </div>
    </section>
  );
}
