import {
  FUEL_IN_EVENTS,
  FUEL_MSG,
  FUEL_OUT_EVENTS,
  amountNumber,
  invoiceTotals,
  joinInvoices,
  joinLosses,
  parseDateTime,
  type FuelInvoiceSaveBody,
  type FuelLossSaveBody,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { zoneFormatter } from '../../time/zone-format';
import { changeRecord } from '../records/record-save';
import { listTypedEvents, type TypedEvent } from '../reports/fuel-places.repository';
import { mayUse } from '../vehicles/vehicles.service';
import * as repo from './fuel.repository';

const refuse = (fields: Record<string, string>) => new AnswerError(200, errFields(fields));
const fail = (message: string) => new AnswerError(200, errGlobal(message));

/** A range of the form in the company's zone, or a field refusal. */
function rangeOf(user: SessionUser, fromText: string, toText: string) {
  const from = parseDateTime(fromText, user.timeZone);
  const to = parseDateTime(toText, user.timeZone);
  if (from === null) throw refuse({ from_date: FUEL_MSG.dateFormat });
  if (to === null) throw refuse({ to_date: FUEL_MSG.dateFormat });
  return { from, to };
}

/** A GPS refuelling / loss row (spec 3 §3.8): litres from the engine's decilitres. */
function gpsRow(e: TypedEvent, tz: string) {
  return {
    from_date: zoneFormatter(tz)(e.from_time),
    to_date: e.to_time === null ? null : zoneFormatter(tz)(e.to_time),
    tank_value: amountNumber(Math.round(e.value ?? 0), 1),
    lat: e.begin_lat,
    lon: e.begin_lon,
  };
}
const gpsCore = (e: TypedEvent) => ({ e, from: e.from_time, to: e.to_time, value_dl: Math.round(e.value ?? 0) });

function invoiceRow(r: repo.InvoiceRow, tz: string) {
  return {
    fid: r.id,
    vid: r.vehicle_id,
    invoice_date: zoneFormatter(tz)(r.invoice_date),
    invoice_no: r.invoice_no,
    invoice_value: amountNumber(r.invoice_cl, 2),
    invoice_cost: r.cost_gr === null ? null : amountNumber(r.cost_gr, 2),
    invoice_counter: r.counter_km,
    event_from_date: r.event_from === null ? null : zoneFormatter(tz)(r.event_from),
    event_to_date: r.event_to === null ? null : zoneFormatter(tz)(r.event_to),
    event_value: r.event_dl === null ? null : amountNumber(r.event_dl, 1),
    event_lat: r.event_lat,
    event_lon: r.event_lon,
  };
}

export function createFuelService(ctx: AppContext) {
  async function ownVehicle(user: SessionUser, vid: number, db = ctx.db) {
    if (!(mayUse(user, vid) && (await repo.vehicleOfCompany(db, user.customerId, vid)))) throw fail(FUEL_MSG.vehicle);
  }

  /** The GPS event of the given types starting exactly at `from`. */
  async function gpsEventAt(db: typeof ctx.db, user: SessionUser, vid: number, types: readonly number[], from: number) {
    const list = await listTypedEvents(db, user.customerId, vid, types, from, from);
    return list.find((e) => e.from_time === from);
  }

  /** `/app/fuelinvoices`: the three grids of §2.7 and the pinned totals row. */
  async function invoices(user: SessionUser, vid: number, fromText: string, toText: string) {
    await ownVehicle(user, vid);
    const { from, to } = rangeOf(user, fromText, toText);
    const tz = user.timeZone;
    const [events, rows] = await Promise.all([
      listTypedEvents(ctx.db, user.customerId, vid, FUEL_IN_EVENTS, from, to),
      repo.listInvoices(ctx.db, user.customerId, vid, from, to),
    ]);
    const cores = events.map(gpsCore);
    const joinedCore = joinInvoices(
      cores,
      rows.map((r) => ({
        r,
        fid: r.id,
        date: r.invoice_date,
        value_cl: r.invoice_cl,
        cost_gr: r.cost_gr,
        event_from: r.event_from,
      })),
    );
    const joined = joinedCore.map((j) => ({
      ...(j.invoice
        ? invoiceRow(j.invoice.r, tz)
        : { fid: null, invoice_date: null, invoice_value: null, invoice_cost: null }),
      ...(j.event
        ? {
            event_from_date: zoneFormatter(tz)(j.event.from),
            event_to_date: j.event.to === null ? null : zoneFormatter(tz)(j.event.to),
            event_value: amountNumber(j.event.value_dl, 1),
          }
        : { event_from_date: null, event_to_date: null, event_value: null }),
      diff_value: j.diff_cl === null ? null : amountNumber(j.diff_cl, 2),
      diff_percent: j.diff_percent,
    }));
    const t = invoiceTotals(joinedCore);
    return {
      tanks: events.map((e) => gpsRow(e, tz)),
      invoices: rows.map((r) => invoiceRow(r, tz)),
      joined,
      totals: {
        invoice_value: amountNumber(t.invoice_cl, 2),
        invoice_cost: amountNumber(t.cost_gr, 2),
        event_value: amountNumber(t.gps_dl, 1),
        diff_value: amountNumber(t.diff_cl, 2),
        diff_percent: t.diff_percent,
      },
    };
  }

  /** `/app/fuelinvoices/save`: a new or changed invoice, paired when event_from_date names a refuelling. */
  async function saveInvoice(user: SessionUser, b: FuelInvoiceSaveBody): Promise<number> {
    const tz = user.timeZone;
    const date = parseDateTime(b.invoice_date, tz);
    if (date === null) throw refuse({ invoice_date: FUEL_MSG.dateFormat });
    return changeRecord(ctx, user, async (trx) => {
      await ownVehicle(user, b.vid, trx as unknown as typeof ctx.db);
      const old = b.fid === 0 ? null : await repo.findInvoice(trx, user.customerId, b.fid);
      if (b.fid !== 0 && (!old || old.vehicle_id !== b.vid)) throw fail(FUEL_MSG.invoiceNotFound);
      let pair: {
        event_from: number | null;
        event_to: number | null;
        event_dl: number | null;
        event_lat: number | null;
        event_lon: number | null;
      } = {
        event_from: null,
        event_to: null,
        event_dl: null,
        event_lat: null,
        event_lon: null,
      };
      if (b.event_from_date !== null) {
        const at = parseDateTime(b.event_from_date, tz);
        const e =
          at === null ? undefined : await gpsEventAt(trx as unknown as typeof ctx.db, user, b.vid, FUEL_IN_EVENTS, at);
        if (!e) throw refuse({ event_from_date: FUEL_MSG.refuellingNotFound });
        if (!(await repo.lockVehicle(trx, user.customerId, b.vid, ctx.dialect))) throw fail(FUEL_MSG.vehicle);
        // One refuelling, one invoice: a second pairing would count its GPS litres twice in the differences.
        if (await repo.findInvoicePairedTo(trx, user.customerId, b.vid, e.from_time, old?.id ?? 0))
          throw refuse({ event_from_date: FUEL_MSG.refuellingPaired });
        pair = {
          event_from: e.from_time,
          event_to: e.to_time,
          event_dl: Math.round(e.value ?? 0),
          event_lat: e.begin_lat,
          event_lon: e.begin_lon,
        };
      } else if (old) {
        // Saving the form of a paired invoice without a refuelling keeps its pair; detach is its own call.
        pair = old;
      }
      const row = {
        invoice_date: date,
        invoice_no: b.invoice_no,
        invoice_cl: b.invoice_value ?? 0,
        cost_gr: b.invoice_cost,
        counter_km: b.invoice_counter,
        event_from: pair.event_from,
        event_to: pair.event_to,
        event_dl: pair.event_dl,
        event_lat: pair.event_lat,
        event_lon: pair.event_lon,
        updated_at: ctx.now(),
      };
      let fid = b.fid;
      if (old) await repo.updateInvoice(trx, user.customerId, fid, row);
      else fid = await repo.insertInvoice(trx, { customer_id: user.customerId, vehicle_id: b.vid, ...row });
      return {
        result: fid,
        changes: [
          { entity: 'fuel_invoice', recordId: fid, action: old ? 'update' : 'create', before: old ?? null, after: row },
        ],
      };
    });
  }

  /** `/app/fuelinvoices/delete`: unpair detaches the invoice from its refuelling, otherwise deletes it. */
  async function deleteInvoice(user: SessionUser, fid: number, unpair: boolean) {
    return changeRecord(ctx, user, async (trx) => {
      const old = fid === 0 ? undefined : await repo.findInvoice(trx, user.customerId, fid);
      if (!old || !mayUse(user, old.vehicle_id)) throw fail(FUEL_MSG.invoiceNotFound);
      if (unpair) {
        const after = {
          event_from: null,
          event_to: null,
          event_dl: null,
          event_lat: null,
          event_lon: null,
          updated_at: ctx.now(),
        };
        await repo.updateInvoice(trx, user.customerId, fid, after);
        return {
          result: true,
          changes: [{ entity: 'fuel_invoice', recordId: fid, action: 'update' as const, before: old, after }],
        };
      }
      await repo.deleteInvoice(trx, user.customerId, fid);
      return {
        result: true,
        changes: [{ entity: 'fuel_invoice', recordId: fid, action: 'delete' as const, before: old, after: null }],
      };
    });
  }

  /** `/app/fuelloss`: GPS losses and the joined list with acceptances (spec 3 §2.8). */
  async function losses(user: SessionUser, vid: number, fromText: string, toText: string) {
    await ownVehicle(user, vid);
    const { from, to } = rangeOf(user, fromText, toText);
    const tz = user.timeZone;
    const [events, rows] = await Promise.all([
      listTypedEvents(ctx.db, user.customerId, vid, FUEL_OUT_EVENTS, from, to),
      repo.listLossAcceptances(ctx.db, user.customerId, vid, from - 86_400_000, to),
    ]);
    const joined = joinLosses(
      events.map(gpsCore),
      rows.map((r) => ({ r, lid: r.id, event_from: r.event_from, value_dl: r.loss_dl })),
    ).map((j) => ({
      lid: j.loss?.lid ?? null,
      vid,
      loss_date: j.loss ? zoneFormatter(tz)(j.loss.r.loss_date) : null,
      loss_value: j.loss ? amountNumber(j.loss.value_dl, 1) : null,
      loss_notice: j.loss?.r.loss_notice ?? null,
      event_from_date: zoneFormatter(tz)(j.event.from),
      event_to_date: j.event.to === null ? null : zoneFormatter(tz)(j.event.to),
      event_value: amountNumber(j.event.value_dl, 1),
      event_lat: j.event.e.begin_lat,
      event_lon: j.event.e.begin_lon,
      diff_value: j.diff_dl === null ? null : amountNumber(j.diff_dl, 1),
    }));
    return { loss: events.map((e) => gpsRow(e, tz)), joined };
  }

  /** `/app/fuelloss/save`: accepts a GPS loss (or changes its acceptance). */
  async function saveLoss(user: SessionUser, b: FuelLossSaveBody): Promise<number> {
    const tz = user.timeZone;
    const at = parseDateTime(b.event_from_date, tz);
    if (at === null) throw refuse({ event_from_date: FUEL_MSG.dateFormat });
    const lossDate = b.loss_date === null ? null : parseDateTime(b.loss_date, tz);
    return changeRecord(ctx, user, async (trx) => {
      const db = trx as unknown as typeof ctx.db;
      await ownVehicle(user, b.vid, db);
      const e = await gpsEventAt(db, user, b.vid, FUEL_OUT_EVENTS, at);
      if (!e) throw refuse({ event_from_date: FUEL_MSG.lossNotFound });
      const old =
        b.lid !== 0
          ? await repo.findLossAcceptance(trx, user.customerId, b.vid, { id: b.lid })
          : await repo.findLossAcceptance(trx, user.customerId, b.vid, { eventFrom: at });
      if (b.lid !== 0 && (!old || old.event_from !== at)) throw fail(FUEL_MSG.acceptanceNotFound);
      const row = {
        event_from: e.from_time,
        event_to: e.to_time,
        event_dl: Math.round(e.value ?? 0),
        event_lat: e.begin_lat,
        event_lon: e.begin_lon,
        loss_date: lossDate ?? e.from_time,
        loss_dl: b.loss_value ?? 0,
        loss_notice: b.loss_notice,
        accepted_by: user.userId,
        updated_at: ctx.now(),
      };
      let lid = old?.id ?? 0;
      if (old) await repo.updateLossAcceptance(trx, user.customerId, lid, row);
      else lid = await repo.insertLossAcceptance(trx, { customer_id: user.customerId, vehicle_id: b.vid, ...row });
      return {
        result: lid,
        changes: [
          {
            entity: 'fuel_loss',
            recordId: lid,
            action: old ? ('update' as const) : ('create' as const),
            before: old ?? null,
            after: row,
          },
        ],
      };
    });
  }

  /** `/app/fuelloss/delete`: removes an acceptance. */
  async function deleteLoss(user: SessionUser, vid: number, lid: number) {
    return changeRecord(ctx, user, async (trx) => {
      if (!mayUse(user, vid)) throw fail(FUEL_MSG.acceptanceNotFound);
      const old = lid === 0 ? undefined : await repo.findLossAcceptance(trx, user.customerId, vid, { id: lid });
      if (!old) throw fail(FUEL_MSG.acceptanceNotFound);
      await repo.deleteLossAcceptance(trx, user.customerId, lid);
      return {
        result: true,
        changes: [{ entity: 'fuel_loss', recordId: lid, action: 'delete' as const, before: old, after: null }],
      };
    });
  }

  return { invoices, saveInvoice, deleteInvoice, losses, saveLoss, deleteLoss };
}
