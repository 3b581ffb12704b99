import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT, FUEL_MSG, parseAmount, type GenericExportBody } from '@namiar/domain';
import { exportTable, type ExportColumnChoice, type GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import type { GpsFuelRow, InvoiceRow, InvoiceTotals, JoinedInvoiceRow, JoinedLossRow } from './api';

const t = pl.fuel;
const c = t.col;

/**
 * The fuel screens' pure parts (spec 3 §2.7, §2.8, §3.8, §5, §9): the grids' columns, the pinned
 * totals row, the remembered vehicle and range, the forms' checks and the export bodies. Litres
 * of invoices and costs have 2 decimals, GPS and loss litres 1 (the engine's decilitres).
 */

/**
 * Widths that show their content whole: a date-time 'YYYY-MM-DD HH:mm:ss' needs 137 px, litres
 * up to '12 345,67' 80 px (e2e/records-fuel.spec.ts measures every number cell at 1280x720).
 */
const DATE_PX = 140;
const LITRES_PX = 80;

const litres = (field: string, title: string, digits: number, group?: string) =>
  ({ field, title, type: 'number', width: LITRES_PX, digits, exportType: 'litres', group }) as const;
const when = (field: string, title: string, group?: string) =>
  ({ field, title, type: 'date', width: DATE_PX, group }) as const;

export const TANK_COLUMNS: GridColumnSpec<GpsFuelRow>[] = [
  when('from_date', c.from),
  when('to_date', c.to),
  litres('tank_value', c.litres, 1),
];

export const INVOICE_COLUMNS: GridColumnSpec<InvoiceRow>[] = [
  when('invoice_date', c.date),
  { field: 'invoice_no', title: c.number, type: 'text', width: 150 },
  litres('invoice_value', c.litres, 2),
  { field: 'invoice_cost', title: `${c.cost} [zł]`, type: 'number', width: 100, digits: 2 },
  { field: 'invoice_counter', title: c.counter, type: 'number', width: 100, digits: 0, exportType: 'integer' },
  when('event_from_date', c.paired),
];

/** A joined row or the pinned totals row ('Suma' in the first column). */
export type JoinedInvoiceGridRow = JoinedInvoiceRow & { total?: boolean };

/**
 * The joined list reads as it reconciles (issue 27): the GPS refuelling (the list's subject:
 * 'Lista tankowań z systemu GPS z ilością wykazaną na fakturze'), the difference, then the
 * invoice's litres first. The columns a manager checks — litres on both sides, the difference
 * in l and % — are the first 600 px, on screen in the right half at 1280x720; the invoice's
 * number, date and cost follow (all nine do not fit the half below about 1900 px).
 */
export const JOINED_INVOICE_COLUMNS: GridColumnSpec<JoinedInvoiceGridRow>[] = [
  when('event_from_date', c.from, t.groupGps),
  when('event_to_date', c.to, t.groupGps),
  litres('event_value', c.litres, 1, t.groupGps),
  litres('diff_value', c.litres, 2, t.groupDiff),
  {
    field: 'diff_percent',
    title: c.percent,
    type: 'number',
    width: 72,
    digits: 2,
    exportType: 'percent',
    group: t.groupDiff,
  },
  litres('invoice_value', c.litres, 2, t.groupInvoice),
  { field: 'invoice_no', title: c.number, type: 'text', width: 130, group: t.groupInvoice },
  when('invoice_date', c.date, t.groupInvoice),
  { field: 'invoice_cost', title: `${c.cost} [zł]`, type: 'number', width: 95, digits: 2, group: t.groupInvoice },
];

export const LOSS_COLUMNS = TANK_COLUMNS;

/** As the invoices' joined list: the GPS loss, the difference, the accepted litres first. */
export const JOINED_LOSS_COLUMNS: GridColumnSpec<JoinedLossRow>[] = [
  when('event_from_date', c.from, t.groupGpsLoss),
  when('event_to_date', c.to, t.groupGpsLoss),
  litres('event_value', c.litres, 1, t.groupGpsLoss),
  litres('diff_value', c.litres, 1, t.groupDiff),
  litres('loss_value', c.litres, 1, t.groupAccepted),
  { field: 'loss_notice', title: c.description, type: 'text', width: 180, group: t.groupAccepted },
  when('loss_date', c.date, t.groupAccepted),
];

/** The joined list's names: the server sends no number for the joined rows, the invoices do. */
export function withInvoiceNumbers(joined: readonly JoinedInvoiceRow[], invoices: readonly InvoiceRow[]) {
  const byId = new Map(invoices.map((i) => [i.fid, i.invoice_no]));
  return joined.map((r) => ({ ...r, invoice_no: r.fid === null ? null : (byId.get(r.fid) ?? r.invoice_no ?? null) }));
}

/** The pinned bottom row of the joined list: the server's sums (integers summed, never floats). */
export function totalsRow(totals: InvoiceTotals | null | undefined): JoinedInvoiceGridRow[] {
  if (!totals) return [];
  return [
    {
      total: true,
      fid: null,
      invoice_date: null,
      invoice_no: null,
      invoice_value: totals.invoice_value,
      invoice_cost: totals.invoice_cost,
      // The label stands in the first column, on screen with the sums; a date column shows text as it is.
      event_from_date: t.total,
      event_to_date: null,
      event_value: totals.event_value,
      diff_value: totals.diff_value,
      diff_percent: totals.diff_percent,
    },
  ];
}

/**
 * The totals row as an export writes it: the label in the number column (a text column), as a
 * label in a date-time column would make the spreadsheet's column text (reports do the same).
 */
export const exportTotalsRow = (rows: readonly JoinedInvoiceGridRow[]): JoinedInvoiceGridRow[] =>
  rows.map((r) => (r.total ? { ...r, event_from_date: null, invoice_no: t.total } : r));

/** Row ids: a refuelling by its start, an invoice by its id, a loss by its start. */
/** The export menu of a screen: each grid (key, title) to Excel and to PDF, keys `grid-kind`. */
export function exportMenu(grids: [key: string, title: string][]) {
  return grids.flatMap(([key, title]) => [
    { key: `${key}-xlsx`, label: `${title} – ${t.excel}` },
    { key: `${key}-pdf`, label: `${title} – ${t.pdf}` },
  ]);
}

export const tankId = (r: GpsFuelRow) => r.from_date;
export const invoiceId = (r: InvoiceRow) => String(r.fid);
export const joinedInvoiceId = (r: JoinedInvoiceGridRow) => `${r.fid ?? '-'}|${r.event_from_date ?? '-'}`;
export const joinedLossId = (r: JoinedLossRow) => r.event_from_date;

// ----- the remembered vehicle and range (spec 3 §2.7, §2.8) -----

export interface FuelForm {
  vid: number | null;
  from_date: string;
  to_date: string;
}

export type FuelScreen = 'invoices' | 'loss';

/** Default range: the current month for invoices, today for losses (spec 3 §9). */
export function defaultRange(screen: FuelScreen, now: Dayjs = dayjs()): { from_date: string; to_date: string } {
  const unit = screen === 'invoices' ? 'month' : 'day';
  return {
    from_date: now.startOf(unit).format(DATE_TIME_FORMAT),
    to_date: now.endOf(unit).format(DATE_TIME_FORMAT),
  };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The stored form, or the defaults where the entry is missing or broken. */
export function readFuelForm(raw: string | null, screen: FuelScreen, now?: Dayjs): FuelForm {
  const fallback = { vid: null, ...defaultRange(screen, now) };
  if (!raw) return fallback;
  try {
    const v = JSON.parse(raw) as Partial<FuelForm>;
    const vid = typeof v.vid === 'number' && Number.isInteger(v.vid) && v.vid > 0 ? v.vid : null;
    const ok = typeof v.from_date === 'string' && typeof v.to_date === 'string';
    if (ok && DATE_TIME.test(v.from_date!) && DATE_TIME.test(v.to_date!) && v.from_date! < v.to_date!)
      return { vid, from_date: v.from_date!, to_date: v.to_date! };
    return { ...fallback, vid };
  } catch {
    return fallback;
  }
}

/** The stored vehicle when the user still has it, else the first of the list (spec 3 §2.7). */
export function chosenVehicle(stored: number | null, vehicles: readonly { vid: number }[]): number | null {
  if (stored !== null && vehicles.some((v) => v.vid === stored)) return stored;
  return vehicles[0]?.vid ?? null;
}

// ----- forms (spec 3 §3.8, §5) -----

export interface InvoiceFormValues {
  invoice_date: string | null;
  invoice_no: string;
  invoice_value: string;
  invoice_cost: string;
  invoice_counter: string;
  event_from_date: string | null;
}

/** The form of a new invoice (optionally for a refuelling) or of an existing one. */
export function invoiceFormValues(invoice: InvoiceRow | null, tank: GpsFuelRow | null): InvoiceFormValues {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v).replace('.', ','));
  if (invoice)
    return {
      invoice_date: invoice.invoice_date,
      invoice_no: invoice.invoice_no,
      invoice_value: text(invoice.invoice_value),
      invoice_cost: text(invoice.invoice_cost),
      invoice_counter: text(invoice.invoice_counter),
      event_from_date: invoice.event_from_date,
    };
  return {
    invoice_date: tank ? (tank.to_date ?? tank.from_date) : dayjs().format(DATE_TIME_FORMAT),
    invoice_no: '',
    invoice_value: tank ? text(tank.tank_value) : '',
    invoice_cost: '',
    invoice_counter: '',
    event_from_date: tank?.from_date ?? null,
  };
}

/**
 * The refuellings the invoice dialog offers: those no other invoice is paired to (the server
 * refuses a second pairing, which would count the GPS litres twice), plus the one the edited
 * invoice already has.
 */
export function pairableTanks(
  tanks: readonly GpsFuelRow[],
  invoices: readonly InvoiceRow[],
  edited: InvoiceRow | null,
): GpsFuelRow[] {
  const taken = new Set(invoices.filter((i) => i.fid !== edited?.fid).map((i) => i.event_from_date));
  return tanks.filter((tank) => tank.from_date === edited?.event_from_date || !taken.has(tank.from_date));
}

/** A form rule of an amount: '' allowed unless required, else a number ≥ 0 with at most `decimals`. */
export function amountError(value: unknown, decimals: number, required: boolean, message: string): string | null {
  const text = String(value ?? '').trim();
  if (text === '') return required ? message : null;
  return parseAmount(text, decimals) === null ? message : null;
}

export const INVOICE_RULES = {
  invoice_value: (v: unknown) => amountError(v, 2, true, FUEL_MSG.litres),
  invoice_cost: (v: unknown) => amountError(v, 2, false, FUEL_MSG.cost),
  invoice_counter: (v: unknown) => amountError(v, 0, false, FUEL_MSG.counter),
  invoice_no: (v: unknown) => (String(v ?? '').trim().length > 50 ? FUEL_MSG.number : null),
  loss_value: (v: unknown) => amountError(v, 1, true, FUEL_MSG.lossLitres),
  loss_notice: (v: unknown) => (String(v ?? '').trim().length > 500 ? FUEL_MSG.notice : null),
};

/** Decimal commas become dots (spec 3 §5 'Numeric inputs'). */
export const dotted = (v: string | null | undefined) =>
  String(v ?? '')
    .trim()
    .replace(',', '.');

// ----- exports (spec 3 §7 Exports: filename vehicle_from_to) -----

export function exportFileName(regno: string, from: string, to: string): string {
  const part = (s: string) => s.replace(/:/g, '-').replace(' ', '_');
  return `${regno.replace(/[^\p{L}\p{N}_-]+/gu, '_')}_${part(from)}_${part(to)}`;
}

/** Export columns of a grid: a grouped column's title names its group ('Faktura: Data'). */
export function exportChoices<Row>(specs: readonly GridColumnSpec<Row>[]): ExportColumnChoice<Row>[] {
  return specs.map((spec) => ({ spec: spec.group ? { ...spec, title: `${spec.group}: ${spec.title}` } : spec }));
}

export function buildFuelExport<Row>(
  title: string,
  specs: readonly GridColumnSpec<Row>[],
  rows: readonly Row[],
  file: { regno: string; from: string; to: string },
): GenericExportBody {
  const header = t.exportHeader(file.regno, file.from, file.to);
  return {
    filename: exportFileName(file.regno, file.from, file.to),
    title,
    reports: [exportTable(exportChoices(specs), rows, { yes: t.yes, no: t.no }, title, header)],
  };
}
