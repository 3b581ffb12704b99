import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { DataGrid } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { deleteLoss, fetchLosses, type GpsFuelRow, type JoinedLossRow } from './api';
import { JOINED_LOSS_COLUMNS, LOSS_COLUMNS, exportMenu, joinedLossId, tankId } from './fuelModel';
import { FuelPage, FuelPane } from './FuelPage';
import { LossDialog } from './LossDialog';
import { useFuelPage } from './useFuelPage';
import { useShownRows } from './useShownRows';

const t = pl.fuel;
const SCREEN = {
  screen: 'loss',
  title: t.lossTitle,
  fetcher: fetchLosses,
  loadTexts: { loading: t.loadingLosses, cancelled: t.cancelledLosses },
} as const;

const EXPORTS = exportMenu([
  ['loss', t.gpsLosses],
  ['joined', t.joinedLosses],
]);

/**
 * /fuelloss (spec 3 §2.8): GPS fuel losses on the left (a double click accepts one with a
 * description), the joined list with the acceptances on the right (remove an acceptance after
 * its confirmation).
 */
export function FuelLossPage() {
  const { fuel, data, state, loading, reload, confirm, exportGrid } = useFuelPage(SCREEN);
  const [gpsLoss, setGpsLoss] = useState<GpsFuelRow | null>(null);
  const [chosen, setChosen] = useState<JoinedLossRow | null>(null);
  const [accepting, setAccepting] = useState<JoinedLossRow | null>(null);
  const lossGrid = useShownRows<GpsFuelRow>();
  const joinedGrid = useShownRows<JoinedLossRow>();
  const losses = useMemo(() => data?.loss ?? [], [data]);
  const joined = useMemo(() => data?.joined ?? [], [data]);
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

  const askRemove = (row: JoinedLossRow, lid: number) =>
    confirm({
      content: t.confirmRemoveAcceptance,
      okText: t.remove,
      danger: true,
      texts: { loading: t.removingAcceptance, cancelled: t.cancelledRemoveAcceptance, done: t.acceptanceRemoved },
      task: (signal) => deleteLoss(row.vid, lid, signal),
      onDone: afterChange,
    });

  const onExport = (key: string) => {
    const [grid, kind] = key.split('-') as ['loss' | 'joined', 'xlsx' | 'pdf'];
    if (grid === 'loss') exportGrid(kind, t.gpsLosses, LOSS_COLUMNS, lossGrid.shown(losses, LOSS_COLUMNS));
    else exportGrid(kind, t.joinedLosses, JOINED_LOSS_COLUMNS, joinedGrid.shown(joined, JOINED_LOSS_COLUMNS));
  };

  return (
    <FuelPage
      title={t.lossTitle}
      testId="fuel-loss-page"
      toolbarId="fuel-loss"
      state={state}
      fuel={fuel}
      exports={EXPORTS}
      onExport={onExport}
    >
      <FuelPane
        place="fuel-left"
        testId="fuel-losses"
        title={t.gpsLosses}
        count={losses.length}
        footer={<Typography.Text type="secondary">{t.lossHint}</Typography.Text>}
      >
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
      </FuelPane>
      <FuelPane place="fuel-right" testId="fuel-loss-joined" title={t.joinedLosses} count={joined.length}>
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
                onClick={() => accepted?.lid && askRemove(accepted, accepted.lid)}
                data-testid="fuel-loss-remove"
              >
                {t.removeAcceptance}
              </Button>
            </Space>
          }
          loading={loading}
          emptyText={t.emptyLosses}
        />
      </FuelPane>
      {fuel.applied && (
        <LossDialog vid={fuel.applied.vid} loss={accepting} onClose={() => setAccepting(null)} onSaved={afterChange} />
      )}
    </FuelPage>
  );
}
