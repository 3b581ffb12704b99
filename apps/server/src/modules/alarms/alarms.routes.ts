import {
  ALARM_LIST_ANY,
  MONIT_MSG,
  P,
  alarmValueUnit,
  alarmsAcceptBody,
  formatDateTime,
  gridListBody,
  parseDateTime,
  type AlarmRow,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context';
import { BadRequestError, errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { parseFormBody } from '../../http/form-body';
import { eventNamer } from './alarm-names';
import { ALARMS_GRID, type AlarmsListAnswer } from './alarms.grid';
import { alarmsDeleteBody, alarmsDescriptionBody, alarmsScreenListBody } from './alarms.schemas';
import {
  acceptAlarms,
  deleteAlarms,
  describeAlarms,
  findAlarmIds,
  listAcceptedAlarms,
  listOpenAlarms,
  type AlarmScope,
} from './alarms.repository';
import { visibleAlarmTypes } from '../../access';

/** Archive rows per answer (newest first; the screen pages back with the answer's archive_next). */
const ARCHIVE_LIMIT = 1000;

/** The alarms this user receives: his vehicles and, read now, his alarm types. */
async function alarmScope(db: AppContext['db'], user: SessionUser): Promise<AlarmScope> {
  const eventTypes = await visibleAlarmTypes(db, user);
  return { customerId: user.customerId, vehicleIds: user.vehicleIds, eventTypes };
}

type AlarmSource = Awaited<ReturnType<typeof listOpenAlarms>>[number];

type Namer = Awaited<ReturnType<typeof eventNamer>>;

function alarmRow(r: AlarmSource, name: Namer, timeZone: string, now: number): AlarmRow {
  return {
    id: r.id,
    vid: r.vehicle_id,
    regno: r.regno,
    eid: r.event_type,
    ename: name(r),
    fdt: formatDateTime(r.from_time, timeZone),
    tdt: r.to_time === null ? null : formatDateTime(r.to_time, timeZone),
    time: Math.max(0, Math.round(((r.to_time ?? now) - r.from_time) / 1000)),
    value: r.value,
    unit: alarmValueUnit(r.event_type),
    lat: r.begin_lat,
    lon: r.begin_lon,
    adescription: r.description,
  };
}

/**
 * Alarms: `/alarms/monit/` behind the top-bar badge and the alarm window, `/alarms` for the
 * alarms screen (current and archive, with its grid schema), `/alarms/accept/`. Each holds only
 * the alarms the user receives: on his vehicles, of his alarm types (the user editor's 'Alarmy').
 */
export function alarmsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/app/alarms/monit/', { preHandler: requireUser(ALARM_LIST_ANY) }, async (request) => {
    parseBody(gridListBody, request.body);
    const user = userOf(request);
    const now = ctx.now();
    const rows = await listOpenAlarms(ctx.db, await alarmScope(ctx.db, user));
    const name = await eventNamer(ctx.db, user.customerId, rows);
    return { alarms: rows.map((r) => alarmRow(r, name, user.timeZone, now)) };
  });

  app.post('/app/alarms', { preHandler: requireUser([P.alarms]) }, async (request): Promise<AlarmsListAnswer> => {
    const body = parseFormBody(alarmsScreenListBody, request.body);
    const user = userOf(request);
    const now = ctx.now();
    const scope = await alarmScope(ctx.db, user);
    const open = await listOpenAlarms(ctx.db, scope);
    let accepted: Awaited<ReturnType<typeof listAcceptedAlarms>> = [];
    let archiveNext: string | null = null;
    if (!body.onlyNotAccepted) {
      const before = body.from_date ? parseDateTime(body.from_date, user.timeZone) : now;
      if (before === null) throw new BadRequestError({ global: MONIT_MSG.dateFormat, from_date: MONIT_MSG.dateFormat });
      accepted = await listAcceptedAlarms(ctx.db, scope, before, ARCHIVE_LIMIT, body.cursor);
      const last = accepted.at(-1);
      // A full page may have more behind it; a short one is the archive's end.
      if (last && accepted.length === ARCHIVE_LIMIT) archiveNext = `${last.from_time}:${last.id}`;
    }
    // One read of the vehicles' input descriptions names both lists.
    const name = await eventNamer(ctx.db, user.customerId, [...open, ...accepted]);
    const archive = accepted.map((r) => ({
      ...alarmRow(r, name, user.timeZone, now),
      accepted_at: r.accepted_at === null ? null : formatDateTime(r.accepted_at, user.timeZone),
      accepted_by: r.accepted_by_name,
    }));
    return {
      alarms: open.map((r) => alarmRow(r, name, user.timeZone, now)),
      archive,
      ...(body.onlyNotAccepted ? {} : { archive_next: archiveNext }),
      ...(body.gridSchema ? { grid: [...ALARMS_GRID] } : {}),
    };
  });

  /** Accepting is part of the alarm window too, so any permission that lists alarms may do it. */
  app.post('/app/alarms/accept/', { preHandler: requireUser(ALARM_LIST_ANY) }, async (request) => {
    const { alarms: ids, description } = parseFormBody(alarmsAcceptBody, request.body);
    const user = userOf(request);
    const done = await ctx.db.transaction().execute(async (trx) => {
      const found = await findAlarmIds(trx, await alarmScope(trx, user), ids);
      if (found.length !== ids.length) return false;
      await acceptAlarms(trx, user.customerId, ids, user.userId, description, ctx.now());
      return true;
    });
    return done ? { ok: true } : errGlobal(MONIT_MSG.alarmsNotFound);
  });

  /**
   * 'Usuń alarm' (spec 2 §2.3): the alarms leave every alarm list, the monitor's at its next
   * poll; their events stay for the route and the reports (ALARM_STATE). All or nothing, like
   * accepting: one id outside the user's alarms refuses the call.
   */
  app.post('/app/alarms/delete/', { preHandler: requireUser([P.alarms]) }, async (request) => {
    const { alarms: ids } = parseFormBody(alarmsDeleteBody, request.body);
    const user = userOf(request);
    const done = await ctx.db.transaction().execute(async (trx) => {
      const found = await findAlarmIds(trx, await alarmScope(trx, user), ids);
      if (found.length !== ids.length) return false;
      await deleteAlarms(trx, user.customerId, ids, user.userId, ctx.now());
      return true;
    });
    return done ? { ok: true } : errGlobal(MONIT_MSG.alarmsNotFound);
  });

  /**
   * 'Dodaj/zmień opis alarmu': only the description changes; a current alarm stays current
   * (accepting is the accept dialog's), an archived one keeps who accepted it and when.
   */
  app.post('/app/alarms/description/', { preHandler: requireUser([P.alarms]) }, async (request) => {
    const { alarms: ids, description } = parseFormBody(alarmsDescriptionBody, request.body);
    const user = userOf(request);
    const done = await ctx.db.transaction().execute(async (trx) => {
      const found = await findAlarmIds(trx, await alarmScope(trx, user), ids);
      if (found.length !== ids.length) return false;
      await describeAlarms(trx, user.customerId, ids, description);
      return true;
    });
    return done ? { ok: true } : errGlobal(MONIT_MSG.alarmsNotFound);
  });
}
