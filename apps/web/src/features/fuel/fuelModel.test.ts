import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { FUEL_MSG } from '@namiar/domain';
import { cellText } from '../../kit/grid';
import type { InvoiceRow, JoinedInvoiceRow } from './api';
import {
  JOINED_INVOICE_COLUMNS,
  JOINED_LOSS_COLUMNS,
  TANK_COLUMNS,
  exportTotalsRow,
  amountError,
  buildFuelExport,
  chosenVehicle,
  defaultRange,
  exportFileName,
  invoiceFormValues,
  pairableTanks,
  readFuelForm,
  totalsRow,
  withInvoiceNumbers,
} from './fuelModel';

const words = { yes: 'Tak', no: 'Nie' };
const NBSP = '\u00a0';
const col = (field: string) => JOINED_INVOICE_COLUMNS.find((c) => c.field === field)!;

const joined: JoinedInvoiceRow = {
  fid: 7,
  invoice_date: '2026-11-19 13:00:00',
  invoice_value: 410.35,
  invoice_cost: 2531.8,
  event_from_date: '2026-11-19 12:00:00',
  event_to_date: '2026-11-19 12:09:00',
  event_value: 412,
  diff_value: -1.65,
  diff_percent: -0.4,
};

describe('fuel grids', () => {
  it('writes litres, costs and the difference in Polish notation', () => {
    expect(cellText(col('invoice_value'), joined, words)).toBe('410,35');
    expect(cellText(col('invoice_cost'), joined, words)).toBe(`2${NBSP}531,80`);
    expect(cellText(col('event_value'), joined, words)).toBe('412,0');
    expect(cellText(col('diff_value'), joined, words)).toBe('-1,65');
    expect(cellText(col('diff_percent'), joined, words)).toBe('-0,40');
  });

  it('groups the joined columns under Tankowanie GPS, Różnica and Faktura, the reconciling ones first', () => {
    expect(JOINED_INVOICE_COLUMNS.map((c) => [c.group, c.field])).toEqual([
      ['Tankowanie GPS', 'event_from_date'],
      ['Tankowanie GPS', 'event_to_date'],
      ['Tankowanie GPS', 'event_value'],
      ['Różnica', 'diff_value'],
      ['Różnica', 'diff_percent'],
      ['Faktura', 'invoice_value'],
      ['Faktura', 'invoice_no'],
      ['Faktura', 'invoice_date'],
      ['Faktura', 'invoice_cost'],
    ]);
    expect(JOINED_LOSS_COLUMNS.map((c) => [c.group, c.field])).toEqual([
      ['Ubytek GPS', 'event_from_date'],
      ['Ubytek GPS', 'event_to_date'],
      ['Ubytek GPS', 'event_value'],
      ['Różnica', 'diff_value'],
      ['Zaakceptowany', 'loss_value'],
      ['Zaakceptowany', 'loss_notice'],
      ['Zaakceptowany', 'loss_date'],
    ]);
  });

  it("keeps the reconciling columns within the right half's 600 px at 1280x720", () => {
    const upTo = (cols: readonly { field: string; width: number }[], field: string) =>
      cols.slice(0, cols.findIndex((c) => c.field === field) + 1).reduce((s, c) => s + c.width, 0);
    expect(upTo(JOINED_INVOICE_COLUMNS, 'invoice_value')).toBeLessThanOrEqual(600);
    expect(upTo(JOINED_LOSS_COLUMNS, 'loss_value')).toBeLessThanOrEqual(600);
    // The refuellings beside their detail panel (the left half less 200 px).
    expect(TANK_COLUMNS.reduce((s, c) => s + c.width, 0)).toBeLessThanOrEqual(600 - 200 - 10);
  });

  it('pins the server totals as one row named Suma, none without an answer', () => {
    const [row] = totalsRow({
      invoice_value: 1093.47,
      invoice_cost: 6745.29,
      event_value: 1088.5,
      diff_value: 4.97,
      diff_percent: 0.63,
    });
    // On screen the label stands in the first column; an export writes it in the number's.
    expect(row.event_from_date).toBe('Suma');
    expect(exportTotalsRow([joined, row]).map((r) => [r.event_from_date, r.invoice_no])).toEqual([
      [joined.event_from_date, joined.invoice_no],
      [null, 'Suma'],
    ]);
    expect(row.total).toBe(true);
    expect(cellText(col('invoice_value'), row, words)).toBe(`1${NBSP}093,47`);
    expect(cellText(col('diff_percent'), row, words)).toBe('0,63');
    expect(totalsRow(null)).toEqual([]);
  });

  it('names the joined rows by their invoice numbers', () => {
    const invoice = { fid: 7, invoice_no: 'FV/1' } as InvoiceRow;
    const rows = withInvoiceNumbers([joined, { ...joined, fid: null }], [invoice]);
    expect(rows.map((r) => r.invoice_no)).toEqual(['FV/1', null]);
  });
});

describe('remembered vehicle and range', () => {
  const now = dayjs('2026-11-28 10:15:00');
  it('defaults to the current month for invoices and today for losses', () => {
    expect(defaultRange('invoices', now)).toEqual({ from_date: '2026-11-01 00:00:00', to_date: '2026-11-30 23:59:59' });
    expect(defaultRange('loss', now)).toEqual({ from_date: '2026-11-28 00:00:00', to_date: '2026-11-28 23:59:59' });
  });

  it('restores a stored form and falls back on a broken one', () => {
    const stored = JSON.stringify({ vid: 5, from_date: '2026-10-01 00:00:00', to_date: '2026-10-31 23:59:59' });
    expect(readFuelForm(stored, 'invoices', now)).toEqual({
      vid: 5,
      from_date: '2026-10-01 00:00:00',
      to_date: '2026-10-31 23:59:59',
    });
    expect(readFuelForm('{', 'loss', now)).toEqual({ vid: null, ...defaultRange('loss', now) });
    const reversed = JSON.stringify({ vid: 5, from_date: '2026-10-31 00:00:00', to_date: '2026-10-01 00:00:00' });
    expect(readFuelForm(reversed, 'loss', now)).toEqual({ vid: 5, ...defaultRange('loss', now) });
  });

  it('keeps the stored vehicle the user still has, else takes the first', () => {
    const list = [{ vid: 3 }, { vid: 5 }];
    expect(chosenVehicle(5, list)).toBe(5);
    expect(chosenVehicle(9, list)).toBe(3);
    expect(chosenVehicle(null, [])).toBeNull();
  });
});

describe('invoice form', () => {
  it('checks amounts as the server does (2 decimals, min 0, comma allowed)', () => {
    expect(amountError('12,55', 2, true, FUEL_MSG.litres)).toBeNull();
    expect(amountError('12,555', 2, true, FUEL_MSG.litres)).toBe(FUEL_MSG.litres);
    expect(amountError('-1', 2, true, FUEL_MSG.litres)).toBe(FUEL_MSG.litres);
    expect(amountError('', 2, true, FUEL_MSG.litres)).toBe(FUEL_MSG.litres);
    expect(amountError('', 2, false, FUEL_MSG.cost)).toBeNull();
    expect(amountError('1.5', 0, false, FUEL_MSG.counter)).toBe(FUEL_MSG.counter);
  });

  it("offers only refuellings no other invoice is paired to, plus the edited invoice's own", () => {
    const tank = (from_date: string) => ({ from_date, to_date: null, tank_value: 40, lat: null, lon: null });
    const tanks = [tank('2026-11-19 12:00:00'), tank('2026-11-20 12:00:00'), tank('2026-11-21 12:00:00')];
    const inv = (fid: number, event_from_date: string | null): InvoiceRow => ({
      fid,
      vid: 1,
      invoice_date: '2026-11-19 13:00:00',
      invoice_no: '',
      invoice_value: 40,
      invoice_cost: null,
      invoice_counter: null,
      event_from_date,
      event_to_date: null,
      event_value: null,
      event_lat: null,
      event_lon: null,
    });
    const invoices = [inv(1, '2026-11-19 12:00:00'), inv(2, null), inv(3, '2026-11-21 12:00:00')];
    const starts = (edited: InvoiceRow | null) =>
      pairableTanks(tanks, invoices, edited).map((x) => x.from_date.slice(0, 10));
    expect(starts(null)).toEqual(['2026-11-20']);
    expect(starts(invoices[0])).toEqual(['2026-11-19', '2026-11-20']);
    expect(starts(invoices[1])).toEqual(['2026-11-20']);
  });

  it('starts a paired invoice from the refuelling: its litres and end time', () => {
    const v = invoiceFormValues(null, {
      from_date: '2026-11-19 12:00:00',
      to_date: '2026-11-19 12:09:00',
      tank_value: 412.5,
      lat: 52,
      lon: 21,
    });
    expect(v).toMatchObject({
      invoice_date: '2026-11-19 12:09:00',
      invoice_value: '412,5',
      event_from_date: '2026-11-19 12:00:00',
    });
  });
});

describe('exports', () => {
  it('names the file vehicle_from_to and types the cells', () => {
    expect(exportFileName('WX 1234A', '2026-11-01 00:00:00', '2026-11-30 23:59:59')).toBe(
      'WX_1234A_2026-11-01_00-00-00_2026-11-30_23-59-59',
    );
    const body = buildFuelExport(
      'Lista',
      JOINED_INVOICE_COLUMNS,
      exportTotalsRow([
        joined,
        ...totalsRow({ invoice_value: 1, invoice_cost: 2, event_value: 3, diff_value: 4, diff_percent: null }),
      ]),
      {
        regno: 'WX 1234A',
        from: '2026-11-01 00:00:00',
        to: '2026-11-30 23:59:59',
      },
    );
    const table = body.reports[0];
    expect(table.cols.find((c) => c.field === 'invoice_value')).toMatchObject({
      type: 'litres',
      decimals: 2,
      title: 'Faktura: Litry',
    });
    expect(table.cols.find((c) => c.field === 'invoice_date')).toMatchObject({ type: 'datetime' });
    expect(table.data[0]).toMatchObject({
      invoice_value: 410.35,
      invoice_cost: 2531.8,
      invoice_date: '2026-11-19 13:00:00',
    });
    expect(table.data[1]).toMatchObject({ invoice_no: 'Suma', invoice_value: 1, invoice_date: null });
  });
});
