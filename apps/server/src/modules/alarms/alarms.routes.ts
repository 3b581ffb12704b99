import { ALARM_LIST_ANY, eventName, formatDateTime, gridListBody, type AlarmRow } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { listOpenAlarms } from './alarms.repository';

/** `/alarms/monit/`: the not-accepted alarms behind the top-bar badge and the alarm window. */
export function alarmsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/app/alarms/monit/', { preHandler: requireUser(ALARM_LIST_ANY) }, async (request) => {
    parseBody(gridListBody, request.body);
    const user = userOf(request);
    const now = ctx.now();
    const rows = await listOpenAlarms(ctx.db, user.customerId, user.vehicleIds);
    const alarms: AlarmRow[] = rows.map((r) => ({
      id: r.id,
      vid: r.vehicle_id,
      regno: r.regno,
      eid: r.event_type,
      ename: eventName(r.event_type),
      fdt: formatDateTime(r.from_time, user.timeZone),
      tdt: r.to_time === null ? null : formatDateTime(r.to_time, user.timeZone),
      time: Math.max(0, Math.round(((r.to_time ?? now) - r.from_time) / 1000)),
      value: r.value,
      lat: r.begin_lat,
      lon: r.begin_lon,
      adescription: r.description,
    }));
    return { alarms };
  });
}
