import {
  MONIT_MSG,
  P,
  REMINDER_MSG,
  formatDateTime,
  gridListBody,
  reminderAcceptBody,
  reminderCountersBody,
  reminderDeleteBody,
  reminderDetailsBody,
  reminderListBody,
  reminderSaveBody,
  parseDateTime,
  type ReminderCountersAnswer,
  type ReminderRow,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { parseFormBody } from '../../http/form-body';
import { seesDriver, visibleDriverIds } from '../../access';
import { countersAt } from '../vehicles/vehicle-counters';
import { mayUse } from '../vehicles/vehicles.service';
import { listVehicleOptions } from './reminder-records.repository';
import { refreshDueReminders } from './reminder-due';
import { REMINDERS_GRID } from './reminders.grid';
import { createRemindersService } from './reminders.service';
import { acceptReminder, findReminder, listDueReminders } from './reminders.repository';

/**
 * `/reminders/monit`: due reminders behind the bell badge; `/reminders/accept/` closes one; the
 * records (spec 3 §7 'Reminders'): list, details, save, delete, getcounters. Permission 5.
 */
export function remindersRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createRemindersService(ctx);
  const gate = { preHandler: requireUser([P.reminders]) };

  app.post('/app/reminders', gate, async (request) => {
    const body = parseFormBody(reminderListBody, request.body);
    const reminders = await service.list(userOf(request));
    return body.gridSchema ? { grid: [...REMINDERS_GRID], reminders } : { reminders };
  });

  app.post('/app/reminders/details', gate, async (request) => {
    const { rid } = parseFormBody(reminderDetailsBody, request.body);
    return (await service.details(userOf(request), rid)) ?? errGlobal(REMINDER_MSG.notFound);
  });

  app.post('/app/reminders/save', gate, async (request) => {
    const body = parseFormBody(reminderSaveBody, request.body);
    return { ok: true, rid: await service.save(userOf(request), body) };
  });

  app.post('/app/reminders/delete', gate, async (request) => {
    const { rid } = parseFormBody(reminderDeleteBody, request.body);
    await service.remove(userOf(request), rid);
    return { ok: true };
  });

  /** The vehicle's km and engine-hour counters at a date (the same engine run as /vehicles/getcounters). */
  app.post('/app/reminders/getcounters', gate, async (request): Promise<ReminderCountersAnswer | object> => {
    const body = parseFormBody(reminderCountersBody, request.body);
    const user = userOf(request);
    const mine = mayUse(user, body.vid) && (await listVehicleOptions(ctx.db, user.customerId, [body.vid])).length > 0;
    if (!mine) return errGlobal(REMINDER_MSG.vehicleNotFound);
    const time = parseDateTime(body.date, user.timeZone);
    if (time === null) return errGlobal(REMINDER_MSG.dateFormat);
    const c = await countersAt(ctx.db, user.customerId, body.vid, time);
    return { counters: { ...c, date: formatDateTime(time, user.timeZone) } };
  });

  app.post('/app/reminders/monit', gate, async (request) => {
    parseBody(gridListBody, request.body);
    const user = userOf(request);
    await refreshDueReminders(ctx.db, user.customerId, ctx.now(), user.timeZone);
    const [rows, drivers] = await Promise.all([
      listDueReminders(ctx.db, user.customerId, user.vehicleIds),
      visibleDriverIds(ctx.db, user),
    ]);
    const reminders: ReminderRow[] = rows
      .filter((r) => seesDriver(drivers, r.driver_id))
      .map((r) => ({
        rid: r.id,
        remind_type_name: r.type_name,
        object_name: r.regno ?? ([r.first_name, r.last_name].filter(Boolean).join(' ') || r.name),
        last_state_date: r.last_state_date === null ? null : formatDateTime(r.last_state_date, user.timeZone),
        last_mth_counter: r.last_mth_counter,
        last_km_counter: r.last_km_counter,
      }));
    return { reminders };
  });

  app.post('/app/reminders/accept/', gate, async (request) => {
    const { rid } = parseFormBody(reminderAcceptBody, request.body);
    const user = userOf(request);
    const r = await findReminder(ctx.db, user.customerId, rid);
    // A reminder of a vehicle outside the user's vehicle list, or of a driver outside his driver
    // list, is not his to see, nor to close.
    const drivers = r?.driver_id ? await visibleDriverIds(ctx.db, user) : null;
    const visible =
      r &&
      (r.vehicle_id === null || !user.vehicleIds || user.vehicleIds.includes(r.vehicle_id)) &&
      seesDriver(drivers, r.driver_id);
    if (!visible) return errGlobal(MONIT_MSG.reminderNotFound);
    await acceptReminder(ctx.db, user.customerId, rid, user.userId, ctx.now());
    return { ok: true };
  });
}
