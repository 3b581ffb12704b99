import { useMemo, useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { DeleteOutlined, DisconnectOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DataGrid } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import { deleteInvoice, fetchInvoices, type GpsFuelRow, type InvoiceRow } from './api';
import { runFuelChange } from './fuelChange';
import {
  INVOICE_COLUMNS,
  JOINED_INVOICE_COLUMNS,
  TANK_COLUMNS,
  invoiceId,
  joinedInvoiceId,
  tankId,
  totalsRow,
  withInvoiceNumbers,
  type JoinedInvoiceGridRow,
} from './fuelModel';
import { FuelToolbar } from './FuelToolbar';
import { InvoiceDialog, type InvoiceEdit } from './InvoiceDialog';
import { runFuelExport } from './runFuelExport';
import { TankDetail } from './TankDetail';
import { useFuelData } from './useFuelData';
import { useFuelForm } from './useFuelForm';
import { useShownRows } from './useShownRows';
import './fuel.css';

const t = pl.fuel;
const LOAD_TEXTS = { loading: t.loadingTanks, cancelled: t.cancelledTanks };

const EXPORTS = [
  { key: 'tanks-xlsx', label: `${t.gpsTanks} – ${t.excel}` },
  { key: 'tanks-pdf', label: `${t.gpsTanks} – ${t.pdf}` },
  { key: 'invoices-xlsx', label: `${t.invoiceTanks} – ${t.excel}` },
  { key: 'invoices-pdf', label: `${t.invoiceTanks} – ${t.pdf}` },
  { key: 'joined-xlsx', label: `${t.joinedTanks} – ${t.excel}` },
  { key: 'joined-pdf', label: `${t.joinedTanks} – ${t.pdf}` },
];

/**
 * /fuelinvoices (spec 3 §2.7): GPS refuellings with a detail panel and the invoices on the left,
 * the joined list with differences and a pinned totals row on the right. A double click on a
 * refuelling starts a new invoice paired to it; an invoice is edited, detached or deleted.
 */
export function FuelInvoicesPage() {
  usePageTitle(t.invoicesTitle);
  const { modal } = App.useApp();
  const fuel = useFuelForm('invoices');
  const { data, state, reload } = useFuelData(fuel.applied, fetchInvoices, LOAD_TEXTS);
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
  const loading = state === 'loading';
  const chosen = invoice && invoices.find((i) => i.fid === invoice.fid);

  const afterChange = () => {
    // The grid keeps its selection by row id over the reload; the choice is read from the new rows.
    setEdit(null);
    reload();
  };

  const confirm = (row: InvoiceRow, unpair: boolean) =>
    modal.confirm({
      title: t.confirmTitle,
      content: unpair ? t.confirmDetach : t.confirmDelete,
      okText: unpair ? t.detachOk : t.remove,
      okButtonProps: { danger: !unpair, ...({ 'data-testid': 'fuel-confirm-ok' } as Record<string, string>) },
      cancelText: t.cancel,
      onOk: async () => {
        const done = await runFuelChange(
          {
            loading: t.deletingInvoice,
            cancelled: t.cancelledDeleteInvoice,
            done: unpair ? t.detachedInvoice : t.deletedInvoice,
          },
          (signal) => deleteInvoice(row.fid, unpair, signal),
        );
        if (done) afterChange();
      },
    });

  const onExport = (key: string) => {
    const [grid, kind] = key.split('-') as ['tanks' | 'invoices' | 'joined', 'xlsx' | 'pdf'];
    const file = { regno: fuel.regno, from: fuel.applied?.from_date ?? '', to: fuel.applied?.to_date ?? '' };
    if (grid === 'tanks')
      void runFuelExport({
        kind,
        title: t.gpsTanks,
        specs: TANK_COLUMNS,
        rows: tanksGrid.shown(tanks, TANK_COLUMNS),
        file,
      });
    if (grid === 'invoices')
      void runFuelExport({
        kind,
        title: t.invoiceTanks,
        specs: INVOICE_COLUMNS,
        rows: invoicesGrid.shown(invoices, INVOICE_COLUMNS),
        file,
      });
    if (grid === 'joined') {
      const rows = joinedGrid.shown(joined, JOINED_INVOICE_COLUMNS);
      void runFuelExport({
        kind,
        title: t.joinedTanks,
        specs: JOINED_INVOICE_COLUMNS,
        rows: rows.length > 0 ? [...rows, ...totals] : rows,
        file,
      });
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
        onClick={() => chosen && confirm(chosen, true)}
        data-testid="fuel-invoice-detach"
      >
        {t.detach}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={!chosen}
        onClick={() => chosen && confirm(chosen, false)}
        data-testid="fuel-invoice-delete"
      >
        {t.deleteInvoice}
      </Button>
    </Space>
  );

  return (
    <div className="fuel-page" data-testid="fuel-invoices-page" data-state={state}>
      <Typography.Title level={4} className="fuel-title">
        {t.invoicesTitle}
      </Typography.Title>
      <FuelToolbar state={fuel} exports={EXPORTS} onExport={onExport} testId="fuel-invoices" />
      <div className="fuel-body">
        <div className="fuel-left">
          <section className="fuel-pane fuel-pane-top" data-testid="fuel-tanks" data-count={tanks.length}>
            <Typography.Text strong>{t.gpsTanks}</Typography.Text>
            <div className="fuel-tanks-row">
              <div className="fuel-grid">
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
              </div>
              <TankDetail tank={tank} onAdd={(row) => setEdit({ invoice: null, tank: row })} />
            </div>
          </section>
          <section className="fuel-pane fuel-pane-bottom" data-testid="fuel-invoices" data-count={invoices.length}>
            <Typography.Text strong>{t.invoiceTanks}</Typography.Text>
            <div className="fuel-grid">
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
            </div>
          </section>
        </div>
        <section className="fuel-right fuel-pane" data-testid="fuel-joined" data-count={joined.length}>
          <Typography.Text strong>{t.joinedTanks}</Typography.Text>
          <div className="fuel-grid">
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
          </div>
        </section>
      </div>
      {fuel.applied && (
        <InvoiceDialog
          vid={fuel.applied.vid}
          edit={edit}
          tanks={tanks}
          onClose={() => setEdit(null)}
          onSaved={afterChange}
        />
      )}
    </div>
  );
}
