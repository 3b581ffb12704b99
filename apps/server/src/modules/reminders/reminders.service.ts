import {
  REMIND_TARGETS,
  REMIND_TIMES,
  REMIND_WORKS,
  REMINDER_MSG,
  REMINDER_STATUS,
  decimalUpTo,
  formatDateTime,
  parseDateTime,
  reminderDue,
  type ReminderDetailsAnswer,
  type ReminderListRow,
  type ReminderRecord,
  type ReminderSaveBody,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { listDrivers } from '../drivers/drivers.repository';
import { seesDriver, visibleDriverIds, type DriverScope } from '../../access';
import { driverDisplayName } from '@namiar/domain';
import { changeRecord } from '../records/record-save';
import { mayUse } from '../vehicles/vehicles.service';
import { countersNow, refreshDueReminders } from './reminder-due';
import * as repo from './reminder-records.repository';

const notFound = () => new AnswerError(200, errGlobal(REMINDER_MSG.notFound));
const refuse = (fields: Record<string, string>) => new AnswerError(200, errFields(fields));

/** The reminder is the user's to see: its vehicle on his list, its driver on his driver list. */
function sees(user: SessionUser, scope: DriverScope, r: { vehicle_id: number | null; driver_id: number | null }) {
  return (r.vehicle_id === null || mayUse(user, r.vehicle_id)) && seesDriver(scope, r.driver_id);
}

function toRecord(r: repo.ReminderSource, timeZone: string): ReminderRecord {
  return {
    rid: r.id,
    name: r.name,
    remind_target_id: r.remind_target_id,
    vehicle_code: r.vehicle_id,
    driver_code: r.driver_id,
    remind_type_id: r.remind_type_id,
    last_state_date: r.last_state_date === null ? null : formatDateTime(r.last_state_date, timeZone),
    last_km_counter: r.last_km_counter,
    last_mth_counter: r.last_mth_counter,
    remind_time_condition_exist: r.remind_time_condition_exist === 1,
    remind_time_condition_value: r.remind_time_condition_value,
    remind_time_condition_id: r.remind_time_condition_id,
    rtc_prev_value: r.rtc_prev_value,
    remind_work_condition_exist: r.remind_work_condition_exist === 1,
    remind_work_condition_value: r.remind_work_condition_value,
    remind_work_condition_id: r.remind_work_condition_id,
    remind_work_condition_prev_value: r.remind_work_condition_prev_value,
    description: r.description,
  };
}

const NEW_REMINDER: ReminderRecord = {
  rid: 0,
  name: '',
  remind_target_id: 1,
  vehicle_code: null,
  driver_code: null,
  remind_type_id: null,
  last_state_date: null,
  last_km_counter: null,
  last_mth_counter: null,
  remind_time_condition_exist: true,
  remind_time_condition_value: null,
  remind_time_condition_id: 1,
  rtc_prev_value: null,
  remind_work_condition_exist: false,
  remind_work_condition_value: null,
  remind_work_condition_id: 1,
  remind_work_condition_prev_value: null,
  description: null,
};

const unitText = (list: readonly { value: number; text: string }[], id: number) =>
  list.find((o) => o.value === id)?.text ?? '';

/** Polish plural forms: 1, 2–4 (not 12–14), the rest. */
const PERIOD_WORDS: Record<number, [string, string, string]> = {
  1: ['dzień', 'dni', 'dni'],
  2: ['miesiąc', 'miesiące', 'miesięcy'],
  3: ['rok', 'lata', 'lat'],
};
function periodWord(unit: number, n: number): string {
  const [one, few, many] = PERIOD_WORDS[unit] ?? PERIOD_WORDS[1];
  if (n === 1) return one;
  const tens = n % 100;
  return n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** 'co 12 miesięcy (30 dni wcześniej)', 'co 2 lata', 'co 1 rok (1 dzień wcześniej)'. */
function timeConditionText(r: repo.ReminderSource): string {
  if (!r.remind_time_condition_exist || r.remind_time_condition_value === null) return '';
  const v = r.remind_time_condition_value;
  const p = r.rtc_prev_value;
  const prev = p ? ` (${decimalUpTo(p, 0)} ${periodWord(1, p)} wcześniej)` : '';
  return `co ${decimalUpTo(v, 0)} ${periodWord(r.remind_time_condition_id, v)}${prev}`;
}

/** 'co 15 000 km (1 000 km wcześniej)'. */
function workConditionText(r: repo.ReminderSource): string {
  if (!r.remind_work_condition_exist || r.remind_work_condition_value === null) return '';
  const unit = unitText(REMIND_WORKS, r.remind_work_condition_id);
  const prev = r.remind_work_condition_prev_value
    ? ` (${decimalUpTo(r.remind_work_condition_prev_value, 2)} ${unit} wcześniej)`
    : '';
  return `co ${decimalUpTo(r.remind_work_condition_value, 2)} ${unit}${prev}`;
}

/**
 * Reminders as records (issue 17, spec 3 §2.6, §3.7, §7 'Reminders'): the list, the editor's
 * details, save, delete and the counters at a date. They are the rows the monitor's reminder
 * window and badge read (reminders.repository.ts): a saved reminder that is due shows there.
 */
export function createRemindersService(ctx: AppContext) {
  async function list(user: SessionUser): Promise<ReminderListRow[]> {
    const now = ctx.now();
    await refreshDueReminders(ctx.db, user.customerId, now, user.timeZone);
    const [rows, scope] = await Promise.all([
      repo.listReminderRows(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    const mine = rows.filter((r) => sees(user, scope, r));
    const counters = await countersNow(
      ctx.db,
      user.customerId,
      mine.filter((r) => r.vehicle_id !== null).map((r) => r.vehicle_id!),
    );
    return mine.map((r) => {
      const c = (r.vehicle_id === null ? undefined : counters.get(r.vehicle_id)) ?? { km: null, mth: null };
      const state = reminderDue(r, { now, ...c, timeZone: user.timeZone });
      return {
        rid: r.id,
        name: r.name,
        remind_target: unitText(REMIND_TARGETS, r.remind_target_id),
        object_name: r.regno ?? driverDisplayName(r.first_name, r.last_name) ?? '',
        remind_type_name: r.type_name ?? '',
        last_state_date: r.last_state_date === null ? null : formatDateTime(r.last_state_date, user.timeZone),
        last_km_counter: r.last_km_counter,
        last_mth_counter: r.last_mth_counter,
        time_condition: timeConditionText(r),
        work_condition: workConditionText(r),
        due_date: state.dueDate === null ? null : formatDateTime(state.dueDate, user.timeZone),
        work_left: state.workLeft,
        status:
          r.accepted_at !== null
            ? REMINDER_STATUS.done
            : r.triggered_at !== null
              ? REMINDER_STATUS.due
              : REMINDER_STATUS.waiting,
        description: r.description,
      };
    });
  }

  async function details(user: SessionUser, rid: number): Promise<ReminderDetailsAnswer | null> {
    const [row, scope, types, vehicles, drivers] = await Promise.all([
      rid === 0 ? null : repo.findReminderRow(ctx.db, user.customerId, rid),
      visibleDriverIds(ctx.db, user),
      repo.listReminderTypes(ctx.db),
      repo.listVehicleOptions(ctx.db, user.customerId, user.vehicleIds),
      listDrivers(ctx.db, user.customerId),
    ]);
    if (rid !== 0 && (!row || !sees(user, scope, row))) return null;
    return {
      reminder: row ? toRecord(row, user.timeZone) : NEW_REMINDER,
      vehicles: vehicles.map((v) => ({ value: v.id, text: v.regno })),
      drivers: drivers
        .filter((d) => seesDriver(scope, d.id))
        .map((d) => ({ value: d.id, text: driverDisplayName(d.first_name, d.last_name) ?? String(d.id) })),
      remind_times: REMIND_TIMES,
      remind_types: types.map((t) => ({ value: t.id, text: t.name, target: t.target_id })),
      remind_works: REMIND_WORKS,
      remind_targets: REMIND_TARGETS,
    };
  }

  /**
   * Saves a reminder with its audit line in one transaction. A change of what the reminder
   * counts from (its object, last state, counters or conditions) opens it again (an accepted
   * reminder of a new period reminds anew); then it is checked at once, so one already due
   * shows in the monitor's window on its next poll.
   */
  async function save(user: SessionUser, body: ReminderSaveBody): Promise<number> {
    const tz = user.timeZone;
    return changeRecord(ctx, user, async (trx) => {
      const now = ctx.now();
      const scope = await visibleDriverIds(trx, user);
      const old = body.rid === 0 ? null : await repo.findReminderRow(trx, user.customerId, body.rid);
      if (body.rid !== 0 && (!old || !sees(user, scope, old))) throw notFound();
      const vehicleId = body.remind_target_id === 1 ? body.vehicle_code : null;
      const driverId = body.remind_target_id === 2 ? body.driver_code : null;
      if (vehicleId !== null) {
        const mine =
          mayUse(user, vehicleId) && (await repo.listVehicleOptions(trx, user.customerId, [vehicleId])).length;
        if (!mine) throw refuse({ vehicle_code: REMINDER_MSG.vehicleNotFound });
      }
      if (driverId !== null) {
        const known = (await listDrivers(trx, user.customerId)).some((d) => d.id === driverId);
        if (!known || !seesDriver(scope, driverId)) throw refuse({ driver_code: REMINDER_MSG.driverNotFound });
      }
      const type = await repo.findReminderType(trx, body.remind_type_id!);
      if (!type || type.target_id !== body.remind_target_id) throw refuse({ remind_type_id: REMINDER_MSG.type });

      const timeOn = body.remind_time_condition_exist;
      const workOn = body.remind_work_condition_exist;
      const fields = {
        name: body.name,
        remind_target_id: body.remind_target_id,
        vehicle_id: vehicleId,
        driver_id: driverId,
        remind_type_id: type.id,
        last_state_date: parseDateTime(body.last_state_date, tz),
        last_km_counter: vehicleId === null ? null : body.last_km_counter,
        last_mth_counter: vehicleId === null ? null : body.last_mth_counter,
        remind_time_condition_exist: timeOn ? 1 : 0,
        remind_time_condition_id: body.remind_time_condition_id,
        remind_time_condition_value: timeOn ? body.remind_time_condition_value : null,
        rtc_prev_value: timeOn ? body.rtc_prev_value : null,
        remind_work_condition_exist: workOn ? 1 : 0,
        remind_work_condition_id: body.remind_work_condition_id,
        remind_work_condition_value: workOn ? body.remind_work_condition_value : null,
        remind_work_condition_prev_value: workOn ? body.remind_work_condition_prev_value : null,
        description: body.description,
      };
      const before = old ? toRecord(old, tz) : null;
      let id = body.rid;
      if (id === 0) {
        id = await repo.insertReminder(trx, {
          customer_id: user.customerId,
          created_at: now,
          updated_at: now,
          ...fields,
        });
      } else {
        const counted = (r: repo.ReminderSource | typeof fields) =>
          JSON.stringify([
            r.vehicle_id,
            r.driver_id,
            r.last_state_date,
            r.last_km_counter,
            r.last_mth_counter,
            r.remind_time_condition_exist,
            r.remind_time_condition_id,
            r.remind_time_condition_value,
            r.rtc_prev_value,
            r.remind_work_condition_exist,
            r.remind_work_condition_id,
            r.remind_work_condition_value,
            r.remind_work_condition_prev_value,
          ]);
        const reopen = counted(old!) !== counted(fields);
        await repo.updateReminder(trx, user.customerId, id, {
          ...fields,
          updated_at: now,
          ...(reopen ? { triggered_at: null, accepted_at: null, accepted_by: null } : {}),
        });
      }
      await refreshDueReminders(trx, user.customerId, now, tz);
      const after = toRecord((await repo.findReminderRow(trx, user.customerId, id))!, tz);
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      return {
        result: id,
        changes: changed
          ? [{ entity: 'reminder', recordId: id, action: before ? 'update' : 'create', before, after }]
          : [],
      };
    });
  }

  /** Deletes a reminder (spec 3 §8: the delete is permanent). */
  async function remove(user: SessionUser, rid: number) {
    return changeRecord(ctx, user, async (trx) => {
      const row = rid === 0 ? null : await repo.findReminderRow(trx, user.customerId, rid);
      if (!row || !sees(user, await visibleDriverIds(trx, user), row)) throw notFound();
      await repo.deleteReminder(trx, user.customerId, rid);
      return {
        result: true,
        changes: [
          { entity: 'reminder', recordId: rid, action: 'delete', before: toRecord(row, user.timeZone), after: null },
        ],
      };
    });
  }

  return { list, details, save, remove };
}
