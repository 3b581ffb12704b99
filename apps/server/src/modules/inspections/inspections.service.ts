import {
  INSPECTION_MSG,
  P,
  canPerform,
  counterDue,
  formatDateTime,
  hasAny,
  inspectionKind,
  inspectionLevels,
  parseDateTime,
  reminderDate,
  type InspectionPsaveBody,
  type InspectionSaveBody,
  type InspectionType,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errCode, errGlobal } from '../../http/errors';
import { changeRecord } from '../records/record-save';
import { countersAt } from '../vehicles/vehicle-counters';
import * as repo from './inspections.repository';

/**
 * Inspections (spec 3 §2.9, §3.9, §4, §6, §7 'Inspections'). The ledger of a kind needs its
 * ledger or perform permission (62/63 periodic, 64/65 work-time); perform, pause and resume
 * need 63 or 65. Rows live in the table the monitor's P/W chips read, so a save shows there
 * at the next poll (its revision trigger moves the monitor's cache).
 */
const mayLedger = (user: SessionUser, kind: 'p' | 'w') =>
  hasAny(
    user.permissions,
    kind === 'p' ? [P.inspectionsPLedger, P.inspectionsPPerform] : [P.inspectionsWLedger, P.inspectionsWPerform],
  );
const mayPerform = (user: SessionUser, kind: 'p' | 'w') =>
  hasAny(user.permissions, [kind === 'p' ? P.inspectionsPPerform : P.inspectionsWPerform]);
const seesVehicle = (user: SessionUser, vehicleId: number) =>
  user.vehicleIds === null || user.vehicleIds.includes(vehicleId);

const denied = () => new AnswerError(200, errCode('module_permission_error'));
const notFound = () => new AnswerError(200, errGlobal(INSPECTION_MSG.notFound));

function timeOf(text: string, timeZone: string, field: string, message: string): number {
  const full = text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text;
  const t = parseDateTime(full, timeZone);
  if (t === null) throw new BadRequestError({ global: message, [field]: message });
  return t;
}

const levelName = (kind: string, level: number) => `${kind === 'w' ? 'W' : 'P'}${level}`;
const STATUS_TEXT = (s: number | null) => (s === 2 ? 'Wstrzymany' : 'Aktywny');

export const REMIND_TIME_CONDITIONS = [
  { value: 1, text: 'Dni' },
  { value: 2, text: 'Miesiące' },
  { value: 3, text: 'Lata' },
] as const;
export const REMIND_DISTANCE_CONDITIONS = [{ value: 1, text: 'km' }] as const;
export const REMIND_MTH_CONDITIONS = [{ value: 1, text: 'mth' }] as const;

export function createInspectionsService(ctx: AppContext) {
  function view(row: repo.InspectionRow, tz: string) {
    const date = formatDateTime(row.inspection_date, tz);
    const due =
      row.remind_time_condition_exist && row.remind_time_condition_value
        ? reminderDate(date, row.remind_time_condition_id, row.remind_time_condition_value)
        : null;
    return {
      iid: row.id,
      vehicle_code: row.vehicle_id,
      inspection_level_type_id: row.level,
      name: levelName(row.type, row.level),
      custom_name: row.custom_name,
      inspection_date: date,
      inspection_done_date: row.inspection_done_date === null ? null : formatDateTime(row.inspection_done_date, tz),
      inspection_status_id: row.inspection_status_id,
      status: STATUS_TEXT(row.inspection_status_id),
      last_state_date: row.last_state_date === null ? null : formatDateTime(row.last_state_date, tz),
      last_km_counter: row.last_km_counter,
      last_mth_counter: row.last_mth_counter,
      last_wx_counter: row.last_wx_counter,
      description: row.description,
      type: row.type,
      remind_time_condition_exist: row.remind_time_condition_exist,
      remind_time_condition_id: row.remind_time_condition_id,
      remind_time_condition_value: row.remind_time_condition_value,
      rtc_prev_value: row.rtc_prev_value,
      rdc_exist: row.rdc_exist,
      remind_distance_condition_id: row.remind_distance_condition_id,
      rdc_value: row.rdc_value,
      rdc_prev_value: row.rdc_prev_value,
      remind_mth_condition_exist: row.remind_mth_condition_exist,
      remind_mth_condition_id: row.remind_mth_condition_id,
      remind_mth_condition_value: row.remind_mth_condition_value,
      rmc_prev_value: row.rmc_prev_value,
      due_date: due,
      due_km: row.rdc_exist ? counterDue(row.last_km_counter, row.rdc_value) : null,
      due_mth: row.remind_mth_condition_exist ? counterDue(row.last_mth_counter, row.remind_mth_condition_value) : null,
    };
  }

  async function vehicles(user: SessionUser) {
    const rows = await repo.listVehicles(ctx.db, user.customerId);
    return rows.filter((v) => seesVehicle(user, v.id)).map((v) => ({ vid: v.id, reg_no: v.regno }));
  }

  async function list(user: SessionUser, type: InspectionType, withDone: boolean) {
    const kind = inspectionKind(type);
    if (!mayLedger(user, kind)) throw denied();
    const rows = await repo.listInspections(ctx.db, user.customerId, kind, withDone);
    return rows
      .filter((r) => seesVehicle(user, r.vehicle_id))
      .map((r) => ({ ...view(r, user.timeZone), reg_no: r.regno }));
  }

  /** The user's inspection of the kind, or null. */
  async function own(user: SessionUser, kind: 'p' | 'w', iid: number, db = ctx.db) {
    if (iid <= 0) return null;
    const row = await repo.findInspection(db, user.customerId, iid);
    return row && row.type === kind && seesVehicle(user, row.vehicle_id) ? row : null;
  }

  async function details(user: SessionUser, type: InspectionType, iid: number) {
    const kind = inspectionKind(type);
    if (!mayLedger(user, kind)) throw denied();
    const row = iid === 0 ? null : await own(user, kind, iid);
    if (iid !== 0 && !row) return errGlobal(INSPECTION_MSG.notFound);
    return {
      inspection: row
        ? view(row, user.timeZone)
        : { iid: 0, type: kind, remind_time_condition_id: 1, inspection_status_id: 1 },
      remind_time_conditions: REMIND_TIME_CONDITIONS,
      remind_distance_conditions: REMIND_DISTANCE_CONDITIONS,
      remind_mth_conditions: REMIND_MTH_CONDITIONS,
      inspection_levels: inspectionLevels(kind),
      vehicles: await vehicles(user),
    };
  }

  async function save(user: SessionUser, body: InspectionSaveBody) {
    const kind = inspectionKind(body.type);
    if (!mayLedger(user, kind)) throw denied();
    const max = kind === 'p' ? 12 : 8;
    if (body.inspection_level_type_id < 1 || body.inspection_level_type_id > max) {
      throw new BadRequestError({
        global: INSPECTION_MSG.levelRequired,
        inspection_level_type_id: INSPECTION_MSG.levelRequired,
      });
    }
    const date = timeOf(body.inspection_date, user.timeZone, 'inspection_date', INSPECTION_MSG.dateRequired);
    const iid = body.iid ?? 0;
    return changeRecord(ctx, user, async (trx) => {
      const before = iid === 0 ? null : await own(user, kind, iid, trx);
      if (iid !== 0 && !before) throw notFound();
      const vehicle = await repo.findVehicle(trx, user.customerId, body.vehicle_code);
      if (!vehicle || !seesVehicle(user, vehicle.id)) {
        throw new BadRequestError({
          global: INSPECTION_MSG.vehicleNotFound,
          vehicle_code: INSPECTION_MSG.vehicleNotFound,
        });
      }
      const clash = await repo.findOpenAtLevel(
        trx,
        user.customerId,
        vehicle.id,
        kind,
        body.inspection_level_type_id,
        iid,
      );
      if (clash && !before?.inspection_done_date) {
        throw new BadRequestError({
          global: INSPECTION_MSG.levelTaken,
          inspection_level_type_id: INSPECTION_MSG.levelTaken,
        });
      }
      const fields = {
        vehicle_id: vehicle.id,
        level: body.inspection_level_type_id,
        custom_name: body.custom_name,
        inspection_date: date,
        // Spec 3 §7: saved with last_state_date = inspection_date.
        last_state_date: date,
        description: body.description || null,
        last_km_counter: body.last_km_counter,
        last_mth_counter: body.last_mth_counter,
        remind_time_condition_exist: body.remind_time_condition_exist ? 1 : 0,
        remind_time_condition_id: Number(body.remind_time_condition_id || 1),
        remind_time_condition_value:
          body.remind_time_condition_value === null ? null : Math.round(body.remind_time_condition_value),
        rtc_prev_value: body.rtc_prev_value === null ? null : Math.round(body.rtc_prev_value),
        rdc_exist: body.rdc_exist ? 1 : 0,
        remind_distance_condition_id: 1,
        rdc_value: body.rdc_value,
        rdc_prev_value: body.rdc_prev_value,
        remind_mth_condition_exist: body.remind_mth_condition_exist ? 1 : 0,
        remind_mth_condition_id: 1,
        remind_mth_condition_value: body.remind_mth_condition_value,
        rmc_prev_value: body.rmc_prev_value,
      };
      if (!before) {
        const id = await repo.insertInspection(trx, {
          ...fields,
          customer_id: user.customerId,
          type: kind,
          inspection_status_id: 1,
          created_at: ctx.now(),
        });
        return {
          result: id,
          changes: [{ entity: 'inspection', recordId: id, action: 'create', before: null, after: fields }],
        };
      }
      await repo.updateInspection(trx, user.customerId, iid, fields);
      return {
        result: iid,
        changes: [{ entity: 'inspection', recordId: iid, action: 'update', before, after: fields }],
      };
    });
  }

  async function remove(user: SessionUser, type: InspectionType, iid: number) {
    const kind = inspectionKind(type);
    if (!mayLedger(user, kind)) throw denied();
    await changeRecord(ctx, user, async (trx) => {
      const before = await own(user, kind, iid, trx);
      if (!before) throw notFound();
      await repo.deleteInspection(trx, user.customerId, iid);
      return {
        result: true,
        changes: [{ entity: 'inspection', recordId: iid, action: 'delete', before, after: null }],
      };
    });
  }

  /**
   * The counters at a date for the form (spec 3 §3.9: ckm, cmth, pdu, wx). `wx` stays null: the
   * spec names it without saying what it counts, and the vehicle has only km and engine hours
   * (docs/decisions.md, issue 17 mends).
   */
  async function counters(user: SessionUser, type: InspectionType, vid: number, dateText: string) {
    const kind = inspectionKind(type);
    if (!mayLedger(user, kind)) throw denied();
    const vehicle = await repo.findVehicle(ctx.db, user.customerId, vid);
    if (!vehicle || !seesVehicle(user, vid)) return errGlobal(INSPECTION_MSG.vehicleNotFound);
    const time = timeOf(dateText, user.timeZone, 'date', INSPECTION_MSG.dateRequired);
    const c = await countersAt(ctx.db, user.customerId, vid, time);
    return { counters: { ckm: c.km, cmth: c.mth, pdu: formatDateTime(time, user.timeZone), wx: null } };
  }

  /** Levels of the kind; for a vehicle, which of them have an open inspection (spec 3 §7 getleveltypes). */
  async function levelTypes(user: SessionUser, type: InspectionType, vid: number) {
    const kind = inspectionKind(type);
    if (!mayLedger(user, kind) && !mayPerform(user, kind)) throw denied();
    const vehicle = await repo.findVehicle(ctx.db, user.customerId, vid);
    if (!vehicle || !seesVehicle(user, vid)) return errGlobal(INSPECTION_MSG.vehicleNotFound);
    const open = await repo.listVehicleOpen(ctx.db, user.customerId, vid, kind);
    const byLevel = new Map(open.map((o) => [o.level, o]));
    return {
      level_types: inspectionLevels(kind).map((l) => {
        const o = byLevel.get(l.inspection_level_type_id);
        return {
          ...l,
          iid: o?.id ?? null,
          custom_name: o?.custom_name ?? null,
          inspection_status_id: o?.inspection_status_id ?? null,
        };
      }),
    };
  }

  async function perform(user: SessionUser, type: InspectionType, iidText: string | undefined) {
    const kind = inspectionKind(type);
    if (!mayPerform(user, kind)) throw denied();
    const iid = Number(iidText ?? 0);
    const row = Number.isInteger(iid) && iid > 0 ? await own(user, kind, iid) : null;
    if (iidText && iid > 0 && !row) return errGlobal(INSPECTION_MSG.notFound);
    return {
      inspection: row ? view(row, user.timeZone) : null,
      inspection_levels: inspectionLevels(kind),
      vehicles: await vehicles(user),
    };
  }

  /** Perform (1), pause (2) or resume (3) an inspection and the additional ones, in one transaction. */
  async function psave(user: SessionUser, body: InspectionPsaveBody) {
    const kind = inspectionKind(body.type);
    if (!mayPerform(user, kind)) throw denied();
    const time = timeOf(body.date, user.timeZone, 'date', INSPECTION_MSG.performDateRequired);
    const counters =
      body.performtypeid === 1 && body.repeat
        ? await countersAt(ctx.db, user.customerId, body.vehicle_code, time)
        : null;
    return changeRecord(ctx, user, async (trx) => {
      const ids = [body.iid, ...body.addids.filter((i) => i !== body.iid)];
      const rows = [];
      for (const id of ids) {
        const row = await own(user, kind, id, trx);
        if (!row || row.vehicle_id !== body.vehicle_code || row.inspection_done_date !== null) throw notFound();
        if (!canPerform(body.performtypeid, row.inspection_status_id)) {
          const msg = body.performtypeid === 3 ? INSPECTION_MSG.cannotResume : INSPECTION_MSG.cannotPerform;
          throw new AnswerError(200, errGlobal(msg));
        }
        rows.push(row);
      }
      const changes = [];
      const created: number[] = [];
      for (const row of rows) {
        const after =
          body.performtypeid === 1
            ? { inspection_done_date: time, last_state_date: time }
            : { inspection_status_id: body.performtypeid === 2 ? 2 : 1, last_state_date: time };
        await repo.updateInspection(trx, user.customerId, row.id, after);
        changes.push({ entity: 'inspection', recordId: row.id, action: 'update' as const, before: row, after });
        if (body.performtypeid === 1 && body.repeat) {
          // 'Powtórzyć parametry przeglądu ?' Yes: the next inspection with the same parameters from this date.
          const { id: _id, ...copy } = row;
          const next = {
            ...copy,
            inspection_date: time,
            inspection_done_date: null,
            inspection_status_id: 1,
            last_state_date: time,
            last_km_counter: counters?.km ?? row.last_km_counter,
            last_mth_counter: counters?.mth ?? row.last_mth_counter,
            description: body.description || row.description,
            created_at: ctx.now(),
          };
          const id = await repo.insertInspection(trx, next);
          created.push(id);
          changes.push({ entity: 'inspection', recordId: id, action: 'create' as const, before: null, after: next });
        }
      }
      return { result: { ok: true, iids: created }, changes };
    });
  }

  return { list, details, save, remove, counters, levelTypes, perform, psave };
}
