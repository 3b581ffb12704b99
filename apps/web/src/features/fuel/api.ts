import type { ExportAnswer, GenericExportBody } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

/**
 * The calls of the fuel screens (spec 3 §7 'Fuel', docs/api.md 'Fuel invoices and fuel losses').
 * Failures reject: the central handler shows a global err; field messages are read by the form.
 */

/** A GPS refuelling or loss (engine events): litres with 1 decimal. */
export interface GpsFuelRow {
  from_date: string;
  to_date: string | null;
  tank_value: number;
  lat: number | null;
  lon: number | null;
}

export interface InvoiceRow {
  fid: number;
  vid: number;
  invoice_date: string;
  invoice_no: string;
  invoice_value: number;
  invoice_cost: number | null;
  invoice_counter: number | null;
  event_from_date: string | null;
  event_to_date: string | null;
  event_value: number | null;
  event_lat: number | null;
  event_lon: number | null;
}

/** A row of the joined list: an invoice, a refuelling or both, with their difference. */
export interface JoinedInvoiceRow {
  fid: number | null;
  invoice_date: string | null;
  invoice_no?: string | null;
  invoice_value: number | null;
  invoice_cost: number | null;
  event_from_date: string | null;
  event_to_date: string | null;
  event_value: number | null;
  diff_value: number | null;
  diff_percent: number | null;
}

export interface InvoiceTotals {
  invoice_value: number;
  invoice_cost: number;
  event_value: number;
  diff_value: number;
  diff_percent: number | null;
}

export interface InvoicesAnswer {
  tanks: GpsFuelRow[];
  invoices: InvoiceRow[];
  joined: JoinedInvoiceRow[];
  totals: InvoiceTotals;
}

export interface JoinedLossRow {
  lid: number | null;
  vid: number;
  loss_date: string | null;
  loss_value: number | null;
  loss_notice: string | null;
  event_from_date: string;
  event_to_date: string | null;
  event_value: number;
  event_lat: number | null;
  event_lon: number | null;
  diff_value: number | null;
}

export interface LossesAnswer {
  loss: GpsFuelRow[];
  joined: JoinedLossRow[];
}

export interface FuelRange {
  vid: number;
  from_date: string;
  to_date: string;
}

export interface FuelVehicle {
  vid: number;
  regno: string;
}

/** The vehicles the user may see (the monitor's vehicle list, sorted by registration). */
export async function fetchFuelVehicles(signal?: AbortSignal): Promise<FuelVehicle[]> {
  const answer = await apiCall<{ vehicles?: FuelVehicle[] }>('monit/vehicles', { method: 'GET', signal });
  return (answer.vehicles ?? []).map((v) => ({ vid: v.vid, regno: v.regno }));
}

export async function fetchInvoices(range: FuelRange, signal?: AbortSignal): Promise<InvoicesAnswer> {
  const answer = await apiCall<InvoicesAnswer>('fuelinvoices', { body: { ...range }, signal });
  if (!Array.isArray(answer.tanks) || !Array.isArray(answer.invoices) || !Array.isArray(answer.joined))
    throw new Error('fuelinvoices: malformed answer');
  return answer;
}

/** The invoice form as sent (texts as typed; the server parses the amounts exactly). */
export interface InvoiceSaveBody {
  vid: number;
  fid: number;
  invoice_date: string;
  invoice_no: string;
  invoice_value: string;
  invoice_cost: string;
  invoice_counter: string;
  /** The refuelling to pair with (its start); '' keeps the current pairing. */
  event_from_date: string;
}

export async function saveInvoice(body: InvoiceSaveBody, signal?: AbortSignal): Promise<number> {
  const answer = await apiCall<{ fid: number }>('fuelinvoices/save', { body: { ...body }, signal, silent: true });
  return answer.fid;
}

/** `unpair` detaches the invoice from its refuelling; otherwise the invoice is deleted. */
export async function deleteInvoice(fid: number, unpair: boolean, signal?: AbortSignal): Promise<void> {
  await apiCall<unknown>('fuelinvoices/delete', { body: { fid, unpair }, signal });
}

export async function fetchLosses(range: FuelRange, signal?: AbortSignal): Promise<LossesAnswer> {
  const answer = await apiCall<LossesAnswer>('fuelloss', { body: { ...range }, signal });
  if (!Array.isArray(answer.loss) || !Array.isArray(answer.joined)) throw new Error('fuelloss: malformed answer');
  return answer;
}

export interface LossSaveBody {
  vid: number;
  lid: number;
  event_from_date: string;
  loss_date: string;
  loss_value: string;
  loss_notice: string;
}

export async function saveLoss(body: LossSaveBody, signal?: AbortSignal): Promise<number> {
  const answer = await apiCall<{ lid: number }>('fuelloss/save', { body: { ...body }, signal, silent: true });
  return answer.lid;
}

export async function deleteLoss(vid: number, lid: number, signal?: AbortSignal): Promise<void> {
  await apiCall<unknown>('fuelloss/delete', { body: { vid, lid }, signal });
}

export type FuelExportKind = 'xlsx' | 'pdf';

const EXPORT_PATHS: Record<FuelExportKind, string> = { xlsx: 'xlscreator/export', pdf: 'pdfcreator/export' };

/** The exported file's path; an err rejects and no file is opened. */
export async function exportFuel(kind: FuelExportKind, body: GenericExportBody): Promise<string> {
  const answer = await apiCall<ExportAnswer>(EXPORT_PATHS[kind], { body: { json: JSON.stringify(body) } });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}
