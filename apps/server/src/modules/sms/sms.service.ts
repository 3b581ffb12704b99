import {
  smsReplyToText,
  SMS_ARCHIVE_LIMIT,
  SMS_CURRENT_DAYS,
  SMS_MSG,
  SMS_STATUS_TEXT,
  SMS_TYPE_NAMES,
  SMS_TYPES,
  normalizePhone,
  parseDateTime,
  passesHourFilter,
  simFilter,
  smsTypeCommand,
  teltonikaSmsText,
  type SmsChannel,
  type SmsDataAnswer,
  type SmsListAnswer,
  type SmsListBody,
  type SmsReceivedRow,
  type SmsSendAnswer,
  type SmsSendBody,
  type SmsSendItem,
  type SmsSentRow,
  type SmsSentStatus,
  type SmsSkippedItem,
  type SmsType,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { zoneFormatter } from '../../time/zone-format';
import * as repo from './sms.repository';

const DAY_MS = 24 * 3600_000;

/** How a command to a vehicle goes now (docs/api.md 'SMS and device commands', delivery rule). */
export function routeOf(online: boolean, phone: string | null, smsReady: boolean): SmsChannel | 'queue' {
  if (online) return 'gprs';
  if (smsReady && phone !== null) return 'sms';
  return 'queue';
}

/** Whether the vehicle's device takes commands: an OsmAnd phone app takes none (SMS_MSG.osmandCommands). */
export const takesCommands = (protocol: string | null | undefined) => protocol !== 'osmand';

export function sentRow(r: repo.SentRow, tz: string): SmsSentRow {
  const f = zoneFormatter(tz);
  const at = (t: number | null) => (t === null ? null : f(t));
  const status = r.status as SmsSentStatus;
  return {
    id: r.id,
    vid: r.vehicle_id,
    reg_no: r.regno,
    sms_type: (r.sms_type as SmsType | null) ?? null,
    text: r.text,
    channel: r.channel,
    phone: r.phone,
    status,
    status_text: SMS_STATUS_TEXT[status] ?? status,
    created_date: f(r.created_at),
    sent_date: at(r.sent_at),
    delivered_date: at(r.delivered_at),
    answered_date: at(r.answered_at),
    response: r.response,
    error: r.error,
    user: r.login,
  };
}

function receivedRow(r: repo.ReceivedRow, tz: string): SmsReceivedRow {
  const f = zoneFormatter(tz);
  return {
    id: r.id,
    vid: r.vehicle_id,
    reg_no: r.regno,
    channel: r.channel,
    text: r.text,
    phone: r.phone,
    received_date: f(r.received_at),
    reply_to: r.command_id,
    reply_to_text:
      r.command_id === null || r.command_text === null
        ? null
        : smsReplyToText(r.command_text, r.command_created_at === null ? null : f(Number(r.command_created_at))),
  };
}

export function createSmsService(ctx: AppContext) {
  const smsReady = () => ctx.sms?.bound === true;

  /** Which of these vehicles have a device connection open now (any node, or this one). */
  async function onlineSet(customerId: number, ids: number[]) {
    const set = await repo.connectedVehicles(ctx.db, customerId, ids);
    for (const id of ids) if (ctx.devices?.has(id)) set.add(id);
    return set;
  }

  async function list(user: SessionUser, body: SmsListBody): Promise<Omit<SmsListAnswer, 'grids'>> {
    const now = ctx.now();
    const currentFrom = now - SMS_CURRENT_DAYS * DAY_MS;
    let before = currentFrom;
    if (body.from_date) {
      const t = parseDateTime(body.from_date, user.timeZone);
      if (t === null) throw new AnswerError(400, errFields({ from_date: SMS_MSG.date, global: SMS_MSG.date }));
      before = t;
    }
    const scope = user.vehicleIds;
    const [sent, received, sentArchive, receivedArchive] = await Promise.all([
      repo.listSent(ctx.db, user.customerId, scope, { after: currentFrom }),
      repo.listReceived(ctx.db, user.customerId, scope, { after: currentFrom }),
      repo.listSent(ctx.db, user.customerId, scope, { before, limit: SMS_ARCHIVE_LIMIT }),
      repo.listReceived(ctx.db, user.customerId, scope, { before, limit: SMS_ARCHIVE_LIMIT }),
    ]);
    const tz = user.timeZone;
    return {
      sended: sent.map((r) => sentRow(r, tz)),
      recieved: received.map((r) => receivedRow(r, tz)),
      sended_archive: sentArchive.map((r) => sentRow(r, tz)),
      recieved_archive: receivedArchive.map((r) => receivedRow(r, tz)),
      archive_before: zoneFormatter(tz)(before),
      sms_configured: ctx.sms !== undefined,
    };
  }

  async function data(user: SessionUser): Promise<SmsDataAnswer> {
    const rows = await repo.listSmsVehicles(ctx.db, user.customerId, user.vehicleIds);
    const online = await onlineSet(
      user.customerId,
      rows.map((r) => r.id),
    );
    const f = zoneFormatter(user.timeZone);
    return {
      vehicles: rows.map((r) => {
        const phone = normalizePhone(r.simcard_no);
        return {
          vid: r.id,
          reg_no: r.regno,
          phone,
          protocol: r.protocol ?? null,
          online: online.has(r.id),
          last_point_date: r.processed_time === null ? null : f(r.processed_time),
          route: takesCommands(r.protocol) ? routeOf(online.has(r.id), phone, smsReady()) : ('none' as const),
        };
      }),
      sms: {
        types: SMS_TYPES.map((t) => ({ value: t, text: SMS_TYPE_NAMES[t] })),
        sms_configured: ctx.sms !== undefined,
      },
    };
  }

  /**
   * Sends the form's command to the chosen vehicles. Every vehicle must be the user's (else
   * nothing is stored); the filters leave some out; the commands are stored in one transaction,
   * then go out: connected devices are asked to send at once, SMS are handed to the centre.
   */
  async function send(user: SessionUser, body: SmsSendBody): Promise<SmsSendAnswer> {
    const mine = new Map(
      (await repo.listSmsVehicles(ctx.db, user.customerId, user.vehicleIds)).map((r) => [r.id, r] as const),
    );
    if (body.vehicles.some((id) => !mine.has(id))) {
      throw new AnswerError(200, errFields({ vehicles: SMS_MSG.vehicleNotFound, global: SMS_MSG.vehicleNotFound }));
    }
    const now = ctx.now();
    const skipped: SmsSkippedItem[] = [];
    const chosen: { v: repo.SmsVehicleRow; phone: string | null }[] = [];
    for (const id of body.vehicles) {
      const v = mine.get(id)!;
      const phone = normalizePhone(v.simcard_no);
      if (!takesCommands(v.protocol)) {
        // Never queued (it would wait forever) nor sent by SMS (the phone's user would get it as text).
        skipped.push({ vid: id, reg_no: v.regno, reason: SMS_MSG.osmandCommands });
        continue;
      }
      if (!passesHourFilter(v.processed_time, now, body.hour)) {
        skipped.push({ vid: id, reg_no: v.regno, reason: SMS_MSG.skippedHour(body.hour!) });
        continue;
      }
      const sim = simFilter(phone, body.pl, body.nopl);
      if (sim) {
        skipped.push({ vid: id, reg_no: v.regno, reason: sim === 'pl' ? SMS_MSG.skippedPl : SMS_MSG.skippedNoPl });
        continue;
      }
      chosen.push({ v, phone });
    }
    if (chosen.length === 0) {
      const onlyOsmAnd = skipped.every((x) => x.reason === SMS_MSG.osmandCommands);
      throw new AnswerError(200, errGlobal(onlyOsmAnd ? SMS_MSG.osmandCommands : SMS_MSG.noneLeft));
    }

    const text = smsTypeCommand(body.sms_type, body.outputs);
    const online = await onlineSet(
      user.customerId,
      chosen.map((c) => c.v.id),
    );
    const ready = smsReady();
    const planned = chosen.map((c) => ({ ...c, route: routeOf(online.has(c.v.id), c.phone, ready) }));
    const ids = await ctx.db.transaction().execute((trx) =>
      repo.insertCommands(
        trx,
        planned.map((p) => ({
          customer_id: user.customerId,
          vehicle_id: p.v.id,
          text,
          channel: p.route === 'sms' ? 'sms' : 'gprs',
          sms_type: body.sms_type,
          phone: p.route === 'sms' ? p.phone : null,
          created_at: now,
          created_by: user.userId,
        })),
      ),
    );

    const sent: SmsSendItem[] = [];
    for (let i = 0; i < planned.length; i++) {
      const p = planned[i];
      const id = ids[i];
      let status: SmsSentStatus = 'queued';
      if (p.route === 'gprs') ctx.devices?.kick(p.v.id);
      if (p.route === 'sms') status = await submitSms(user.customerId, id, p.phone!, text);
      sent.push({ vid: p.v.id, reg_no: p.v.regno, id, route: p.route, status });
    }
    return { ok: true, sent, skipped };
  }

  /** Hands one SMS to the centre; a refusal marks the command failed with the reason. */
  async function submitSms(customerId: number, id: number, phone: string, command: string): Promise<SmsSentStatus> {
    try {
      const smppId = await ctx.sms!.submit(phone, teltonikaSmsText(command));
      await repo.markSmsSubmitted(ctx.db, customerId, id, smppId, ctx.now());
      return 'sent';
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      await repo.markCommandFailed(ctx.db, customerId, id, `Centrum SMS nie przyjęło wiadomości: ${reason}`);
      return 'failed';
    }
  }

  return { list, data, send };
}
