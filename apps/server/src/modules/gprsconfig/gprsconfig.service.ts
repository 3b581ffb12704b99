import {
  GPRS_PARAM_IDS,
  SMS_MSG,
  getparamCommand,
  gprsFormFromParams,
  parseDateTime,
  parseParamAnswer,
  type GprsConfigEntry,
  type GprsConfigListAnswer,
  type GprsConfigReadAnswer,
  type GprsConfigVehiclesAnswer,
  type GprsReadStatus,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { zoneFormatter } from '../../time/zone-format';
import { connectedVehicles, listSmsVehicles } from '../sms/sms.repository';
import { takesCommands } from '../sms/sms.service';
import { mayUse } from '../vehicles/vehicles.service';
import * as repo from './gprsconfig.repository';

const notFound = () =>
  new AnswerError(200, errFields({ vid: SMS_MSG.vehicleNotFound, global: SMS_MSG.vehicleNotFound }));

/** One reading as the screen shows it: the answers parsed into the form's fields. */
export function entryOf(r: repo.ReadWithQuestions, regno: string, tz: string): GprsConfigEntry {
  const f = zoneFormatter(tz);
  const raw: Record<string, string> = {};
  let answered = 0;
  let refused = 0;
  let waiting = 0;
  let lastAnswer: number | null = null;
  for (const q of r.questions) {
    if (q.status === 'queued' || q.status === 'sent') waiting++;
    if (q.status === 'failed') refused++;
    if (q.status !== 'answered' || q.response === null) continue;
    answered++;
    if (q.answered_at !== null && (lastAnswer === null || q.answered_at > lastAnswer)) lastAnswer = q.answered_at;
    const a = parseParamAnswer(q.response);
    // An answer naming another parameter than asked is not believed for this one.
    if ('value' in a && a.id === q.param_id) raw[String(a.id)] = a.value;
    else refused++;
  }
  const status: GprsReadStatus = waiting > 0 ? 'pending' : refused > 0 ? 'partial' : 'complete';
  return {
    id: r.id,
    vid: r.vehicle_id,
    reg_no: regno,
    requested_date: f(r.requested_at),
    read_date: lastAnswer === null ? null : f(lastAnswer),
    status,
    asked: r.asked,
    answered,
    ...gprsFormFromParams(raw),
    raw,
  };
}

export function createGprsConfigService(ctx: AppContext) {
  async function vehicleOf(user: SessionUser, vid: number) {
    const v = mayUse(user, vid) ? await repo.findVehicle(ctx.db, user.customerId, vid) : undefined;
    if (!v) throw notFound();
    return v;
  }

  async function list(user: SessionUser, vid: number, fromText: string, toText: string): Promise<GprsConfigListAnswer> {
    const from = parseDateTime(fromText, user.timeZone);
    const to = parseDateTime(toText, user.timeZone);
    if (from === null) throw new AnswerError(400, errFields({ from_date: SMS_MSG.date, global: SMS_MSG.date }));
    if (to === null) throw new AnswerError(400, errFields({ to_date: SMS_MSG.date, global: SMS_MSG.date }));
    const v = await vehicleOf(user, vid);
    const reads = await repo.listReads(ctx.db, user.customerId, v.id, from, to);
    const vehicles = await listSmsVehicles(ctx.db, user.customerId, user.vehicleIds);
    return {
      grid: reads.map((r) => entryOf(r, v.regno, user.timeZone)),
      drivers: vehicles.map((x) => ({ vid: x.id, reg_no: x.regno })),
    };
  }

  async function vehicles(user: SessionUser): Promise<GprsConfigVehiclesAnswer> {
    const rows = await listSmsVehicles(ctx.db, user.customerId, user.vehicleIds);
    const online = await connectedVehicles(
      ctx.db,
      user.customerId,
      rows.map((r) => r.id),
    );
    return {
      vehicles: rows.map((r) => ({
        vid: r.id,
        reg_no: r.regno,
        online: online.has(r.id) || ctx.devices?.has(r.id) === true,
        protocol: r.protocol ?? null,
      })),
    };
  }

  /** Asks the device for the form's parameters: one getparam each, sent now or when it connects. */
  async function read(user: SessionUser, vid: number): Promise<GprsConfigReadAnswer> {
    const v = await vehicleOf(user, vid);
    // An OsmAnd phone app has no parameters to read: a clear answer, no question left waiting.
    if (!takesCommands(v.protocol)) throw new AnswerError(200, errGlobal(SMS_MSG.osmandConfig));
    const id = await repo.insertRead(ctx.db, {
      customerId: user.customerId,
      vehicleId: v.id,
      userId: user.userId,
      at: ctx.now(),
      params: GPRS_PARAM_IDS.map((p) => ({ id: p, text: getparamCommand(p) })),
    });
    const here = ctx.devices?.kick(v.id) === true;
    const online = here || (await connectedVehicles(ctx.db, user.customerId, [v.id])).has(v.id);
    const r = await repo.findRead(ctx.db, user.customerId, id);
    return { ok: true, entry: entryOf(r, v.regno, user.timeZone), route: online ? 'gprs' : 'queue' };
  }

  return { list, vehicles, read };
}
