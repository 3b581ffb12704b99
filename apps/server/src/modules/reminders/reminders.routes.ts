import { MONIT_MSG, P, formatDateTime, gridListBody, reminderAcceptBody, type ReminderRow } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { parseFormBody } from '../monit/parse';
import { seesDriver, visibleDriverIds } from '../drivers/driver-scope';
import { acceptReminder, findReminder, listDueReminders } from './reminders.repository';

/** `/reminders/monit`: due reminders behind the bell badge; `/reminders/accept/` closes one (permission 5). */
export function remindersRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/app/reminders/monit', { preHandler: requireUser([P.reminders]) }, async (request) => {
    parseBody(gridListBody, request.body);
    const user = userOf(request);
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

  app.post('/app/reminders/accept/', { preHandler: requireUser([P.reminders]) }, async (request) => {
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
