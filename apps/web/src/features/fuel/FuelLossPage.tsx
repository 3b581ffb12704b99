import { useMemo, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { DataGrid } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { deleteLoss, fetchLosses, type GpsFuelRow, type JoinedLossRow } from './api';
import { runFuelChange } from './fuelChange';
import { JOINED_LOSS_COLUMNS, LOSS_COLUMNS, joinedLossId, tankId } from './fuelModel';
import { FuelToolbar } from './FuelToolbar';
import { LossDialog } from './LossDialog';
import { runFuelExport } from './runFuelExport';
import { useFuelData } from './useFuelData';
import { useFuelForm } from './useFuelForm';
import { useShownRows } from './useShownRows';
import './fuel.css';

const t = pl.fuel;
const LOAD_TEXTS = { loading: t.loadingLosses, cancelled: t.cancelledLosses };

const EXPORTS = [
  { key: 'loss-xlsx', label: `${t.gpsLosses} – ${t.excel}` },
  { key: 'loss-pdf', label: `${t.gpsLosses} – ${t.pdf}` },
  { key: 'joined-xlsx', label: `${t.joinedLosses} – ${t.excel}` },
  { key: 'joined-pdf', label: `${t.joinedLosses} – ${t.pdf}` },
];

/**
 * /fuelloss (spec 3 §2.8): GPS fuel losses on the left (a double click accepts one with a
 * description), the joined list with the acceptances on the right (remove an acceptance after
 * its confirmation).
 */
export function FuelLossPage() {
  usePageTitle(t.lossTitle);
  const { modal } = App.useApp();
  const fuel = useFuelForm('loss');
  const { data, state, reload } = useFuelData(fuel.applied, fetchLosses, LOAD_TEXTS);
  const [gpsLoss, setGpsLoss] = useState<GpsFuelRow | null>(null);
  const [chosen, setChosen] = useState<JoinedLossRow | null>(null);
  const [accepting, setAccepting] = useState<JoinedLossRow | null>(null);
  const lossGrid = useShownRows<GpsFuelRow>();
  const joinedGrid = useShownRows<JoinedLossRow>();
  const losses = useMemo(() => data?.loss ?? [], [data]);
  const joined = useMemo(() => data?.joined ?? [], [data]);
  const loading = state === 'loading';
  const joinedOf = (row: GpsFuelRow | null) =>
    row ? (joined.find((j) => j.event_from_date === row.from_date) ?? null) : null;
  const accepted = chosen
    ? joined.find((j) => j.event_from_date === chosen.event_from_date && j.lid !== null)
    : undefined;

  const afterChange = () => {
    // The grid keeps its selection by row id over the reload; the choice is read from the new rows.
    setAccepting(null);
    reload();
  };

  const askRemove = (row: JoinedLossRow) =>
    modal.confirm({
      title: t.confirmTitle,
      content: t.confirmRemoveAcceptance,
      okText: t.remove,
      okButtonProps: { danger: true, ...({ 'data-testid': 'fuel-confirm-ok' } as Record<string, string>) },
      cancelText: t.cancel,
      onOk: async () => {
        if (row.lid === null) return;
        const done = await runFuelChange(
          { loading: t.removingAcceptance, cancelled: t.cancelledRemoveAcceptance, done: t.acceptanceRemoved },
          (signal) => deleteLoss(row.vid, row.lid!, signal),
        );
        if (done) afterChange();
      },
    });

  const onExport = (key: string) => {
    const [grid, kind] = key.split('-') as ['loss' | 'joined', 'xlsx' | 'pdf'];
    const file = { regno: fuel.regno, from: fuel.applied?.from_date ?? '', to: fuel.applied?.to_date ?? '' };
    if (grid === 'loss')
      void runFuelExport({
        kind,
        title: t.gpsLosses,
        specs: LOSS_COLUMNS,
        rows: lossGrid.shown(losses, LOSS_COLUMNS),
        file,
      });
    else
      void runFuelExport({
        kind,
        title: t.joinedLosses,
        specs: JOINED_LOSS_COLUMNS,
        rows: joinedGrid.shown(joined, JOINED_LOSS_COLUMNS),
        file,
      });
  };

  return (
    <div className="fuel-page" data-testid="fuel-loss-page" data-state={state}>
      <Typography.Title level={4} className="fuel-title">
        {t.lossTitle}
      </Typography.Title>
      <FuelToolbar state={fuel} exports={EXPORTS} onExport={onExport} testId="fuel-loss" />
      <div className="fuel-body">
        <section className="fuel-left fuel-pane" data-testid="fuel-losses" data-count={losses.length}>
          <Typography.Text strong>{t.gpsLosses}</Typography.Text>
          <div className="fuel-grid">
            <DataGrid<GpsFuelRow>
              columns={LOSS_COLUMNS}
              rows={losses}
              layoutModule="fuel_loss_grid"
              getRowId={tankId}
              onSelectionChange={setGpsLoss}
              onRowDoubleClicked={(row) => setAccepting(joinedOf(row))}
              onApiReady={lossGrid.onApiReady}
              rowClass={(row) => (joinedOf(row)?.lid ? 'fuel-row-accepted' : undefined)}
              toolbar={
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  disabled={!gpsLoss}
                  onClick={() => setAccepting(joinedOf(gpsLoss))}
                  data-testid="fuel-loss-accept"
                >
                  {t.accept}
                </Button>
              }
              loading={loading}
              emptyText={t.emptyLosses}
            />
          </div>
          <Typography.Text type="secondary">{t.lossHint}</Typography.Text>
        </section>
        <section className="fuel-right fuel-pane" data-testid="fuel-loss-joined" data-count={joined.length}>
          <Typography.Text strong>{t.joinedLosses}</Typography.Text>
          <div className="fuel-grid">
            <DataGrid<JoinedLossRow>
              columns={JOINED_LOSS_COLUMNS}
              rows={joined}
              layoutModule="fuel_loss_joined_grid"
              getRowId={joinedLossId}
              onSelectionChange={setChosen}
              onRowDoubleClicked={setAccepting}
              onApiReady={joinedGrid.onApiReady}
              rowClass={(row) => (row.lid !== null ? 'fuel-row-accepted' : undefined)}
              toolbar={
                <Space size={4}>
                  <Button
                    size="small"
                    danger
                    icon={<CloseOutlined />}
                    disabled={!accepted}
                    onClick={() => accepted && askRemove(accepted)}
                    data-testid="fuel-loss-remove"
                  >
                    {t.removeAcceptance}
                  </Button>
                </Space>
              }
              loading={loading}
              emptyText={t.emptyLosses}
            />
          </div>
        </section>
      </div>
      {fuel.applied && (
        <LossDialog vid={fuel.applied.vid} loss={accepting} onClose={() => setAccepting(null)} onSaved={afterChange} />
      )}
    </div>
  );
}
