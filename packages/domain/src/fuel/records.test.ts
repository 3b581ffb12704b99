import { describe, expect, it } from 'vitest';
import { fuelInvoiceSaveBody, invoiceTotals, joinInvoices, joinLosses, parseAmount, percentOf } from './records';

describe('fuel records', () => {
  it('parses amounts to exact integers of the smallest unit', () => {
    expect(parseAmount('12,5', 2)).toBe(1250);
    expect(parseAmount('0.1', 2)).toBe(10);
    expect(parseAmount('0.30', 1)).toBe(3);
    expect(parseAmount(45.67, 2)).toBe(4567);
    expect(parseAmount('1.234', 2)).toBeNull();
    expect(parseAmount('-1', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('10000000', 0)).toBeNull();
    // 0.1 + 0.2 as floats drifts; as centilitres it does not.
    expect((parseAmount('0.1', 2) ?? 0) + (parseAmount('0.2', 2) ?? 0)).toBe(30);
  });

  it('computes the difference in % on integers', () => {
    expect(percentOf(-150, 5000)).toBe(-3);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('joins invoices to refuellings, unpaired ones on their own, with totals', () => {
    const events = [
      { from: 100, to: 200, value_dl: 500 },
      { from: 300, to: 400, value_dl: 300 },
    ];
    const invoices = [
      { fid: 1, date: 150, value_cl: 4850, cost_gr: 31234, event_from: 100 },
      { fid: 2, date: 250, value_cl: 1001, cost_gr: 6543, event_from: null },
    ];
    const rows = joinInvoices(events, invoices);
    expect(rows.map((r) => [r.invoice?.fid ?? null, r.event?.from ?? null, r.diff_cl, r.diff_percent])).toEqual([
      [1, 100, -150, -3],
      [2, null, null, null],
      [null, 300, null, null],
    ]);
    expect(invoiceTotals(rows)).toEqual({
      invoice_cl: 5851,
      cost_gr: 37777,
      gps_dl: 800,
      diff_cl: -150,
      diff_percent: -3,
    });
  });

  it('pairs a refuelling to one invoice only: a second invoice naming it stands without GPS', () => {
    const events = [{ from: 100, to: 200, value_dl: 500 }];
    // Stored out of id order: the lowest fid keeps the refuelling whatever the list order.
    const invoices = [
      { fid: 7, date: 160, value_cl: 1000, cost_gr: 600, event_from: 100 },
      { fid: 3, date: 150, value_cl: 4850, cost_gr: 31234, event_from: 100 },
    ];
    const rows = joinInvoices(events, invoices);
    expect(rows.map((r) => [r.invoice?.fid ?? null, r.event?.from ?? null, r.diff_cl])).toEqual([
      [3, 100, -150],
      [7, null, null],
    ]);
    expect(invoiceTotals(rows)).toEqual({
      invoice_cl: 5850,
      cost_gr: 31834,
      gps_dl: 500,
      diff_cl: -150,
      diff_percent: -3,
    });
  });

  it('joins accepted losses to GPS losses', () => {
    const rows = joinLosses(
      [
        { from: 5, to: 9, value_dl: 120 },
        { from: 20, to: 30, value_dl: 40 },
      ],
      [{ lid: 7, event_from: 20, value_dl: 35 }],
    );
    expect(rows.map((r) => [r.loss?.lid ?? null, r.diff_dl])).toEqual([
      [null, null],
      [7, -5],
    ]);
  });

  it('validates the invoice form with field messages', () => {
    const bad = fuelInvoiceSaveBody.safeParse({ vid: '1', fid: '0', invoice_date: '', invoice_value: '1.234' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['invoice_date', 'invoice_value']));
    const ok = fuelInvoiceSaveBody.parse({
      vid: '1',
      fid: '0',
      invoice_date: '2026-03-02 10:00:00',
      invoice_no: 'FV/1',
      invoice_value: '48,5',
      invoice_cost: '312.34',
      invoice_counter: '120345',
    });
    expect(ok).toMatchObject({
      invoice_value: 4850,
      invoice_cost: 31234,
      invoice_counter: 120345,
      event_from_date: null,
    });
  });
});
