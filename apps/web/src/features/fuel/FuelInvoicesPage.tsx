import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, DisconnectOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DataGrid } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { deleteInvoice, fetchInvoices, type GpsFuelRow, type InvoiceRow } from './api';
import {
  INVOICE_COLUMNS,
  JOINED_INVOICE_COLUMNS,
  TANK_COLUMNS,
  exportMenu,
  exportTotalsRow,
  invoiceId,
  joinedInvoiceId,
  tankId,
  totalsRow,
  withInvoiceNumbers,
  type JoinedInvoiceGridRow,
} from './fuelModel';
import { FuelPage, FuelPane } from './FuelPage';
import { InvoiceDialog, type InvoiceEdit } from './InvoiceDialog';
import { TankDetail } from './TankDetail';
import { useFuelPage } from './useFuelPage';
import { useShownRows } from './useShownRows';

const t = pl.fuel;
const SCREEN = {
  screen: 'invoices',
  title: t.invoicesTitle,
  fetcher: fetchInvoices,
  loadTexts: { loading: t.loadingTanks, cancelled: t.cancelledTanks },
} as const;

const EXPORTS = exportMenu([
  ['tanks', t.gpsTanks],
  ['invoices', t.invoiceTanks],
  ['joined', t.joinedTanks],
]);

/**
 * /fuelinvoices (spec 3 §2.7): GPS refuellings with a detail panel and the invoices on the left,
 * the joined list with differences and a pinned totals row on the right. A double click on a
 * refuelling starts a new invoice paired to it; an invoice is edited, detached or deleted.
 */
export function FuelInvoicesPage() {
  const { fuel, data, state, loading, reload, confirm, exportGrid } = useFuelPage(SCREEN);
  const [tank, setTank] = useState<GpsFuelRow | null>(null);
  const [invoice, setInvoice] = useState<InvoiceRow | null>(null);
  const [edit, setEdit] = useState<InvoiceEdit | null>(null);
  const tanksGrid = useShownRows<GpsFuelRow>();
  const invoicesGrid = useShownRows<InvoiceRow>();
  const joinedGrid = useShownRows<JoinedInvoiceGridRow>();

  const tanks = useMemo(() => data?.tanks ?? [], [data]);
  const invoices = useMemo(() => data?.invoices ?? [], [data]);
  const joined = useMemo(() => withInvoiceNumbers(data?.joined ?? [], invoices), [data, invoices]);
  const totals = useMemo(() => (joined.length > 0 ? totalsRow(data?.totals) : []), [data, joined]);
  const chosen = invoice && invoices.find((i) => i.fid === invoice.fid);

  const afterChange = () => {
    // The grid keeps its selection by row id over the reload; the choice is read from the new rows.
    setEdit(null);
    reload();
  };

  const askRemove = (row: InvoiceRow, unpair: boolean) =>
    confirm({
      content: unpair ? t.confirmDetach : t.confirmDelete,
      okText: unpair ? t.detachOk : t.remove,
      danger: !unpair,
      texts: {
        loading: t.deletingInvoice,
        cancelled: t.cancelledDeleteInvoice,
        done: unpair ? t.detachedInvoice : t.deletedInvoice,
      },
      task: (signal) => deleteInvoice(row.fid, unpair, signal),
      onDone: afterChange,
    });

  const onExport = (key: string) => {
    const [grid, kind] = key.split('-') as ['tanks' | 'invoices' | 'joined', 'xlsx' | 'pdf'];
    if (grid === 'tanks') exportGrid(kind, t.gpsTanks, TANK_COLUMNS, tanksGrid.shown(tanks, TANK_COLUMNS));
    if (grid === 'invoices')
      exportGrid(kind, t.invoiceTanks, INVOICE_COLUMNS, invoicesGrid.shown(invoices, INVOICE_COLUMNS));
    if (grid === 'joined') {
      const rows = joinedGrid.shown(joined, JOINED_INVOICE_COLUMNS);
      exportGrid(
        kind,
        t.joinedTanks,
        JOINED_INVOICE_COLUMNS,
        rows.length > 0 ? exportTotalsRow([...rows, ...totals]) : rows,
      );
    }
  };

  const invoiceButtons = (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={fuel.applied === null}
        onClick={() => setEdit({ invoice: null, tank: null })}
        data-testid="fuel-invoice-add"
      >
        {t.addInvoice}
      </Button>
      <Button
        size="small"
        icon={<EditOutlined />}
        disabled={!chosen}
        onClick={() => chosen && setEdit({ invoice: chosen, tank: null })}
        data-testid="fuel-invoice-edit"
      >
        {t.editInvoice}
      </Button>
      <Button
        size="small"
        icon={<DisconnectOutlined />}
        disabled={!chosen?.event_from_date}
        onClick={() => chosen && askRemove(chosen, true)}
        data-testid="fuel-invoice-detach"
      >
        {t.detach}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={!chosen}
        onClick={() => chosen && askRemove(chosen, false)}
        data-testid="fuel-invoice-delete"
      >
        {t.deleteInvoice}
      </Button>
    </Space>
  );

  return (
    <FuelPage
      title={t.invoicesTitle}
      testId="fuel-invoices-page"
      toolbarId="fuel-invoices"
      state={state}
      fuel={fuel}
      exports={EXPORTS}
      onExport={onExport}
    >
      <div className="fuel-left">
        <FuelPane
          place="fuel-pane-top"
          testId="fuel-tanks"
          title={t.gpsTanks}
          count={tanks.length}
          aside={<TankDetail tank={tank} onAdd={(row) => setEdit({ invoice: null, tank: row })} />}
        >
          <DataGrid<GpsFuelRow>
            columns={TANK_COLUMNS}
            rows={tanks}
            layoutModule="fuel_tanks_grid"
            getRowId={tankId}
            onSelectionChange={setTank}
            onRowDoubleClicked={(row) => setEdit({ invoice: null, tank: row })}
            onApiReady={tanksGrid.onApiReady}
            loading={loading}
            emptyText={t.emptyTanks}
          />
        </FuelPane>
        <FuelPane place="fuel-pane-bottom" testId="fuel-invoices" title={t.invoiceTanks} count={invoices.length}>
          <DataGrid<InvoiceRow>
            columns={INVOICE_COLUMNS}
            rows={invoices}
            layoutModule="fuel_invoices_grid"
            getRowId={invoiceId}
            onSelectionChange={setInvoice}
            onRowDoubleClicked={(row) => setEdit({ invoice: row, tank: null })}
            onApiReady={invoicesGrid.onApiReady}
            toolbar={invoiceButtons}
            loading={loading}
            emptyText={t.emptyInvoices}
          />
        </FuelPane>
      </div>
      <FuelPane place="fuel-right" testId="fuel-joined" title={t.joinedTanks} count={joined.length}>
        <DataGrid<JoinedInvoiceGridRow>
          columns={JOINED_INVOICE_COLUMNS}
          rows={joined}
          layoutModule="fuel_joined_grid"
          getRowId={joinedInvoiceId}
          pinnedBottomRows={totals}
          headerHeight={32}
          rowClass={(r) =>
            r.fid === null ? 'fuel-row-unpaired' : r.event_from_date === null ? 'fuel-row-no-gps' : undefined
          }
          onRowDoubleClicked={(row) => {
            if (row.total) return;
            const inv = row.fid === null ? null : (invoices.find((i) => i.fid === row.fid) ?? null);
            const gps = inv ? null : (tanks.find((x) => x.from_date === row.event_from_date) ?? null);
            setEdit({ invoice: inv, tank: gps });
          }}
          onApiReady={joinedGrid.onApiReady}
          loading={loading}
          emptyText={t.emptyTanks}
        />
      </FuelPane>
      {fuel.applied && (
        <InvoiceDialog
          vid={fuel.applied.vid}
          edit={edit}
          tanks={tanks}
          invoices={invoices}
          onClose={() => setEdit(null)}
          onSaved={afterChange}
        />
      )}
    </FuelPage>
  );
}
