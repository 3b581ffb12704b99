import { z } from 'zod';
import { formRecordId, isDateTimeText } from '../schemas/drivers';

/**
 * Fuel invoices and fuel losses as records (issue 17, spec 3 §2.7, §2.8, §3.8, §5, §7 'Fuel').
 * Amounts never travel as floats that drift: litres of an invoice are stored as centilitres,
 * costs as grosze, accepted loss litres and GPS events as decilitres (the engine's unit), all
 * integers; the text of the form is parsed digit by digit.
 */
export const FUEL_MSG = {
  vehicle: 'Nie znaleziono pojazdu.',
  dateRequired: 'Data jest wymagana',
  dateFormat: 'Podaj datę w formacie RRRR-MM-DD GG:MM:SS.',
  range: 'Data końcowa musi być późniejsza niż początkowa.',
  number: 'Numer faktury może mieć najwyżej 50 znaków.',
  litres: 'Podaj ilość litrów od 0 z najwyżej 2 miejscami po przecinku.',
  cost: 'Podaj koszt od 0 z najwyżej 2 miejscami po przecinku.',
  counter: 'Podaj stan licznika km: liczba całkowita od 0.',
  lossLitres: 'Podaj ilość litrów od 0 z najwyżej 1 miejscem po przecinku.',
  notice: 'Opis może mieć najwyżej 500 znaków.',
  invoiceNotFound: 'Nie znaleziono faktury.',
  refuellingNotFound: 'Nie znaleziono tankowania z systemu GPS.',
  refuellingPaired: 'To tankowanie jest już przypisane do innej faktury',
  lossNotFound: 'Nie znaleziono ubytku paliwa z systemu GPS.',
  acceptanceNotFound: 'Nie znaleziono akceptacji ubytku.',
} as const;

/** The largest amount a form may carry (in whole units). */
export const FUEL_AMOUNT_MAX = 9_999_999;

/**
 * '12,5' / '12.50' / 12.5 → 1250 (decimals 2): an exact integer of the smallest unit, or null
 * when the text is not a number ≥ 0 with at most `decimals` decimals and below the maximum.
 */
export function parseAmount(value: unknown, decimals: number): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return null;
  const whole = Number(m[1]);
  if (whole > FUEL_AMOUNT_MAX) return null;
  return whole * 10 ** decimals + Number(frac.padEnd(decimals, '0') || '0');
}

/** 1250 (decimals 2) → 12.5: a number for answers; exact in sums because sums are of integers. */
export const amountNumber = (units: number, decimals: number) => units / 10 ** decimals;

const amount = (decimals: number, message: string, required: boolean) =>
  z
    .union([z.string({ error: message }).max(40, { error: message }), z.number({ error: message })])
    .optional()
    .transform((v, ctx) => {
      if ((v === undefined || String(v).trim() === '') && !required) return null;
      const n = parseAmount(v, decimals);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const dateText = (message = FUEL_MSG.dateFormat) =>
  z
    .string({ error: FUEL_MSG.dateRequired })
    .max(40, { error: message })
    .transform((v) => v.trim())
    .refine((v) => v !== '', { error: FUEL_MSG.dateRequired })
    .refine((v) => v === '' || isDateTimeText(v), { error: message });

const optionalDate = z
  .string({ error: FUEL_MSG.dateFormat })
  .max(40, { error: FUEL_MSG.dateFormat })
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim();
    if (text === '') return null;
    if (!isDateTimeText(text)) {
      ctx.addIssue({ code: 'custom', message: FUEL_MSG.dateFormat });
      return z.NEVER;
    }
    return text;
  });

/** `POST /app/fuelinvoices` and `/app/fuelloss`: a vehicle and a range. */
export const fuelRangeBody = z
  .object({ vid: formRecordId(FUEL_MSG.vehicle), from_date: dateText(), to_date: dateText() })
  .refine((b) => b.from_date < b.to_date, { error: FUEL_MSG.range, path: ['to_date'] });

/** `POST /app/fuelinvoices/save` (spec 3 §3.8, §5). The pairing fields name a GPS refuelling by its start. */
export const fuelInvoiceSaveBody = z.object({
  vid: formRecordId(FUEL_MSG.vehicle),
  fid: formRecordId(FUEL_MSG.invoiceNotFound),
  invoice_date: dateText(),
  invoice_no: z
    .string({ error: FUEL_MSG.number })
    .max(200, { error: FUEL_MSG.number })
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= 50, { error: FUEL_MSG.number }),
  invoice_value: amount(2, FUEL_MSG.litres, true),
  invoice_cost: amount(2, FUEL_MSG.cost, false),
  invoice_counter: amount(0, FUEL_MSG.counter, false),
  event_from_date: optionalDate,
});
export type FuelInvoiceSaveBody = z.infer<typeof fuelInvoiceSaveBody>;

export const fuelInvoiceDeleteBody = z.object({
  fid: formRecordId(FUEL_MSG.invoiceNotFound),
  unpair: z
    .union([z.string(), z.boolean()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});

/** `POST /app/fuelloss/save`: accepting a GPS loss (named by its start) with litres and a description. */
export const fuelLossSaveBody = z.object({
  vid: formRecordId(FUEL_MSG.vehicle),
  lid: formRecordId(FUEL_MSG.acceptanceNotFound),
  event_from_date: dateText(),
  loss_date: optionalDate,
  loss_value: amount(1, FUEL_MSG.lossLitres, true),
  loss_notice: z
    .string({ error: FUEL_MSG.notice })
    .max(2000, { error: FUEL_MSG.notice })
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= 500, { error: FUEL_MSG.notice }),
});
export type FuelLossSaveBody = z.infer<typeof fuelLossSaveBody>;

export const fuelLossDeleteBody = z.object({
  vid: formRecordId(FUEL_MSG.vehicle),
  lid: formRecordId(FUEL_MSG.acceptanceNotFound),
});

/** A GPS refuelling or loss: `value_dl` in decilitres. */
export interface FuelGpsEvent {
  from: number;
  to: number | null;
  value_dl: number;
}

/** An invoice: litres in centilitres, cost in grosze; `event_from` the paired refuelling's start. */
export interface FuelInvoiceCore {
  fid: number;
  date: number;
  value_cl: number;
  cost_gr: number | null;
  event_from: number | null;
}

export interface JoinedInvoice<I, E> {
  invoice: I | null;
  event: E | null;
  /** Invoice minus GPS litres in centilitres (null when one side is missing). */
  diff_cl: number | null;
  /** The difference as % of the GPS litres, 2 decimals (null without both sides or GPS 0). */
  diff_percent: number | null;
}

/** diff % of `diff` against `base`, rounded half away from zero to 2 decimals, computed on integers. */
export function percentOf(diff: number, base: number): number | null {
  if (base === 0) return null;
  const scaled = Math.round((Math.abs(diff) * 10_000) / Math.abs(base));
  return (Math.sign(diff) * Math.sign(base) * scaled) / 100;
}

/**
 * The joined list of §2.7: every GPS refuelling with the invoice paired to it (a refuelling
 * without an invoice stands alone), then the unpaired invoices; in time order.
 * A refuelling pairs to one invoice only (the server refuses a second pairing); should stored
 * rows still name one refuelling twice, the oldest invoice (lowest fid) keeps it and the others
 * stand as invoices without GPS, so that the GPS litres are subtracted once in the differences.
 */
export function joinInvoices<I extends FuelInvoiceCore, E extends FuelGpsEvent>(
  events: readonly E[],
  invoices: readonly I[],
): JoinedInvoice<I, E>[] {
  const byStart = new Map(events.map((e) => [e.from, e]));
  const rows: (JoinedInvoice<I, E> & { at: number })[] = [];
  const pairedEvents = new Set<number>();
  for (const inv of [...invoices].sort((a, b) => a.fid - b.fid)) {
    const found = inv.event_from === null ? undefined : byStart.get(inv.event_from);
    const e = found && !pairedEvents.has(found.from) ? found : undefined;
    if (e) pairedEvents.add(e.from);
    const diff = e ? inv.value_cl - e.value_dl * 10 : null;
    rows.push({
      invoice: inv,
      event: e ?? null,
      diff_cl: diff,
      diff_percent: e && diff !== null ? percentOf(diff, e.value_dl * 10) : null,
      at: e ? e.from : inv.date,
    });
  }
  for (const e of events) {
    if (!pairedEvents.has(e.from))
      rows.push({ invoice: null, event: e, diff_cl: null, diff_percent: null, at: e.from });
  }
  rows.sort((a, b) => a.at - b.at || (a.invoice?.fid ?? 0) - (b.invoice?.fid ?? 0));
  return rows.map(({ at: _at, ...r }) => r);
}

/** The pinned totals row: sums of integers; the % of the paired rows only. */
export function invoiceTotals(rows: readonly JoinedInvoice<FuelInvoiceCore, FuelGpsEvent>[]) {
  let invoice_cl = 0;
  let cost_gr = 0;
  let gps_dl = 0;
  let diff_cl = 0;
  let pairedGps = 0;
  const seen = new Set<number>();
  for (const r of rows) {
    if (r.invoice) {
      invoice_cl += r.invoice.value_cl;
      cost_gr += r.invoice.cost_gr ?? 0;
    }
    if (r.event && !seen.has(r.event.from)) {
      seen.add(r.event.from);
      gps_dl += r.event.value_dl;
    }
    if (r.diff_cl !== null && r.event) {
      diff_cl += r.diff_cl;
      pairedGps += r.event.value_dl * 10;
    }
  }
  return { invoice_cl, cost_gr, gps_dl, diff_cl, diff_percent: percentOf(diff_cl, pairedGps) };
}

export interface FuelLossCore {
  lid: number;
  event_from: number;
  value_dl: number;
}

/** The joined loss list of §2.8: every GPS loss with its acceptance; diff = accepted − GPS (decilitres). */
export function joinLosses<L extends FuelLossCore, E extends FuelGpsEvent>(events: readonly E[], losses: readonly L[]) {
  const byStart = new Map(losses.map((l) => [l.event_from, l]));
  return events.map((e) => {
    const loss = byStart.get(e.from) ?? null;
    return { event: e, loss, diff_dl: loss ? loss.value_dl - e.value_dl : null };
  });
}
