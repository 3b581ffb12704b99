import { GPRS_PARAM_IDS, getparamCommand, normalizePhone } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { defaultDeviceParams } from '../sim/device-params';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * SMS and device commands of the demo company (issue 17): a few commands both ways — answered
 * over GPRS, an SMS delivered and answered by SMS, one the centre could not deliver (in the
 * archive), one waiting for its device — and a GPRS configuration read from two vehicles.
 */
export async function seedDemoSms(db: Kysely<DB>, customerId: number, vehicleIds: number[], now: number) {
  if (vehicleIds.length < 5) return;
  const at = (ago: number) => Math.floor((now - ago) / 1000) * 1000;
  const users = await db.selectFrom('users').select('id').where('customer_id', '=', customerId).limit(1).execute();
  const by = users[0]?.id ?? null;
  const phones = await db.selectFrom('vehicles').select(['id', 'simcard_no']).where('id', 'in', vehicleIds).execute();
  const phoneOf = (id: number) => normalizePhone(phones.find((p) => p.id === id)?.simcard_no);

  async function command(c: {
    vehicle: number;
    text: string;
    smsType: number | null;
    channel: 'gprs' | 'sms';
    status: 'queued' | 'sent' | 'delivered' | 'answered' | 'failed';
    created: number;
    response?: string;
    error?: string;
    readId?: number;
    paramId?: number;
  }) {
    const sms = c.channel === 'sms';
    const answered = c.response !== undefined;
    const row = await db
      .insertInto('device_commands')
      .values({
        customer_id: customerId,
        vehicle_id: c.vehicle,
        text: c.text,
        status: c.status,
        created_at: c.created,
        created_by: by,
        sent_at: c.status === 'queued' ? null : c.created + 2000,
        answered_at: answered ? c.created + 9000 : null,
        response: c.response ?? null,
        channel: c.channel,
        sms_type: c.smsType,
        phone: sms ? phoneOf(c.vehicle) : null,
        smpp_id: sms ? `demo-${c.vehicle}-${c.created}` : null,
        delivered_at: sms && c.status !== 'failed' ? c.created + 5000 : null,
        error: c.error ?? null,
        read_id: c.readId ?? null,
        param_id: c.paramId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (answered) await received(c.vehicle, c.channel, c.response!, c.created + 9000, row.id);
  }

  async function received(
    vehicle: number,
    channel: 'gprs' | 'sms',
    text: string,
    time: number,
    commandId: number | null,
  ) {
    await db
      .insertInto('device_messages')
      .values({
        customer_id: customerId,
        vehicle_id: vehicle,
        device_time: null,
        received_at: time,
        channel,
        direction: 'in',
        codec: channel === 'gprs' ? 12 : null,
        type: channel === 'gprs' ? 6 : null,
        text,
        driver_id: null,
        command_id: commandId,
        phone: channel === 'sms' ? phoneOf(vehicle) : null,
      })
      .execute();
  }

  const [v0, v1, v2, v3, v4] = vehicleIds;
  await command({
    vehicle: v0,
    text: 'getgps',
    smsType: 1,
    channel: 'gprs',
    status: 'answered',
    created: at(2 * DAY + 3 * HOUR),
    response: 'GPS:1 Sat:11 Lat:52.229700 Long:21.012200 Alt:112 Speed:0 Dir:184',
  });
  await command({
    vehicle: v1,
    text: 'setdigout 1000',
    smsType: 4,
    channel: 'gprs',
    status: 'answered',
    created: at(DAY + 5 * HOUR),
    response: 'DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY',
  });
  await command({
    vehicle: v2,
    text: 'getrecord',
    smsType: 3,
    channel: 'sms',
    status: 'answered',
    created: at(3 * DAY + 2 * HOUR),
    response: 'Record generated',
  });
  await command({
    vehicle: v3,
    text: 'cpureset',
    smsType: 2,
    channel: 'sms',
    status: 'failed',
    created: at(12 * DAY),
    error: 'SMS nie został doręczony',
  });
  await command({ vehicle: v4, text: 'getgps', smsType: 1, channel: 'gprs', status: 'queued', created: at(HOUR) });
  // A text the device sent by SMS on its own (no command asked for it).
  await received(v2, 'sms', 'Low battery: 11.2V', at(4 * HOUR), null);
  await received(v0, 'gprs', 'Param ID:2004 Value:namiar.local', at(9 * DAY), null);

  // GPRS configuration read from two vehicles: every parameter answered.
  for (const [vehicle, ago] of [
    [v0, DAY + 2 * HOUR],
    [v1, 6 * HOUR],
  ] as const) {
    const requested = at(ago);
    const read = await db
      .insertInto('device_param_reads')
      .values({
        customer_id: customerId,
        vehicle_id: vehicle,
        requested_at: requested,
        requested_by: by,
        asked: GPRS_PARAM_IDS.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const params = defaultDeviceParams();
    for (const [i, id] of GPRS_PARAM_IDS.entries()) {
      await command({
        vehicle,
        text: getparamCommand(id),
        smsType: null,
        channel: 'gprs',
        status: 'answered',
        created: requested + i * 1000,
        response: `Param ID:${id} Value:${params.get(id) ?? ''}`,
        readId: read.id,
        paramId: id,
      });
    }
  }
}
