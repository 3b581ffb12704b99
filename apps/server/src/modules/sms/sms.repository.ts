import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The vehicles a user may command, with what the send form and the delivery rule need. */
export async function listSmsVehicles(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[] | null) {
  if (vehicleIds?.length === 0) return [];
  let q = db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_live as l', (j) =>
      j.onRef('l.vehicle_id', '=', 'v.id').onRef('l.customer_id', '=', 'v.customer_id'),
    )
    .select(['v.id', 'v.regno', 'v.simcard_no', 'v.phone', 'v.protocol', 'l.processed_time'])
    .where('v.customer_id', '=', customerId);
  if (vehicleIds) q = q.where('v.id', 'in', [...vehicleIds]);
  return q.orderBy('v.regno').orderBy('v.id').execute();
}
export type SmsVehicleRow = Awaited<ReturnType<typeof listSmsVehicles>>[number];

/** Vehicles with a device connection open now (on any node: the connection log has no end yet). */
export async function connectedVehicles(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('device_connections')
    .select('vehicle_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', [...vehicleIds])
    .where('disconnected_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.vehicle_id));
}

export interface NewCommand {
  customer_id: number;
  vehicle_id: number;
  text: string;
  channel: 'gprs' | 'sms';
  sms_type: number | null;
  phone: string | null;
  created_at: number;
  created_by: number | null;
  read_id?: number | null;
  param_id?: number | null;
}

/** Stores commands (queued); returns their ids in order. */
export async function insertCommands(db: Kysely<DB>, rows: NewCommand[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const r = await db
      .insertInto('device_commands')
      .values({ ...row, status: 'queued', sent_at: null, answered_at: null, response: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(r.id);
  }
  return ids;
}

/** The SMS centre took an SMS command: sent, with the centre's id receipts will name. */
export async function markSmsSubmitted(db: Kysely<DB>, customerId: number, id: number, smppId: string, at: number) {
  await db
    .updateTable('device_commands')
    .set({ status: 'sent', sent_at: at, smpp_id: smppId })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

export async function markCommandFailed(db: Kysely<DB>, customerId: number, id: number, error: string) {
  await db
    .updateTable('device_commands')
    .set({ status: 'failed', error: error.slice(0, 200) })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/** A delivery receipt: the SMS command with this centre id is delivered or failed (an answer is kept). */
export async function applyReceipt(
  db: Kysely<DB>,
  smppId: string,
  outcome: 'delivered' | 'failed',
  at: number,
  error: string | null,
) {
  const q = db.updateTable('device_commands').where('smpp_id', '=', smppId).where('channel', '=', 'sms');
  if (outcome === 'delivered') {
    await q.set({ delivered_at: at }).execute();
    await db
      .updateTable('device_commands')
      .set({ status: 'delivered' })
      .where('smpp_id', '=', smppId)
      .where('channel', '=', 'sms')
      .where('status', '=', 'sent')
      .execute();
  } else {
    await q.set({ status: 'failed', error }).where('status', 'in', ['sent', 'delivered']).execute();
  }
}

/** Vehicles whose SIM number is one of these (normalised numbers compared by the caller). */
export function vehiclesWithNumbers(db: Kysely<DB>) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'simcard_no', 'phone'])
    .where('simcard_no', 'is not', null)
    .execute();
}

/**
 * An incoming SMS from a vehicle's SIM: a received message, answering the vehicle's oldest SMS
 * command that was sent and not answered, if any (that command becomes answered).
 */
export async function storeIncomingSms(
  db: Kysely<DB>,
  v: { customerId: number; vehicleId: number; phone: string; text: string; at: number },
) {
  await db.transaction().execute(async (trx) => {
    const cmd = await trx
      .selectFrom('device_commands')
      .select('id')
      .where('customer_id', '=', v.customerId)
      .where('vehicle_id', '=', v.vehicleId)
      .where('channel', '=', 'sms')
      .where('status', 'in', ['sent', 'delivered'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (cmd) {
      await trx
        .updateTable('device_commands')
        .set({ status: 'answered', answered_at: v.at, response: v.text })
        .where('customer_id', '=', v.customerId)
        .where('id', '=', cmd.id)
        .execute();
    }
    await trx
      .insertInto('device_messages')
      .values({
        customer_id: v.customerId,
        vehicle_id: v.vehicleId,
        device_time: null,
        received_at: v.at,
        channel: 'sms',
        direction: 'in',
        codec: null,
        type: null,
        text: v.text,
        driver_id: null,
        command_id: cmd?.id ?? null,
        phone: v.phone,
      })
      .execute();
  });
}

type TimeCut = { after?: number; before?: number; limit?: number };

/** A company's commands (the sent grid), newest first, with the vehicle and the sender's login. */
export function listSent(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[] | null, cut: TimeCut) {
  let q = db
    .selectFrom('device_commands as c')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'c.vehicle_id').onRef('v.customer_id', '=', 'c.customer_id'),
    )
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'c.created_by').onRef('u.customer_id', '=', 'c.customer_id'))
    .select([
      'c.id',
      'c.vehicle_id',
      'v.regno',
      'c.sms_type',
      'c.text',
      'c.channel',
      'c.phone',
      'c.status',
      'c.created_at',
      'c.sent_at',
      'c.delivered_at',
      'c.answered_at',
      'c.response',
      'c.error',
      'u.login',
    ])
    .where('c.customer_id', '=', customerId)
    .where('c.read_id', 'is', null);
  if (vehicleIds) q = q.where('c.vehicle_id', 'in', vehicleIds.length ? [...vehicleIds] : [-1]);
  if (cut.after !== undefined) q = q.where('c.created_at', '>=', cut.after);
  if (cut.before !== undefined) q = q.where('c.created_at', '<', cut.before);
  q = q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  if (cut.limit !== undefined) q = q.limit(cut.limit);
  return q.execute();
}
export type SentRow = Awaited<ReturnType<typeof listSent>>[number];

/** Texts devices sent (the received grid), newest first; card-reader texts are not SMS and stay out. */
export function listReceived(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[] | null, cut: TimeCut) {
  let q = db
    .selectFrom('device_messages as m')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'm.vehicle_id').onRef('v.customer_id', '=', 'm.customer_id'),
    )
    .leftJoin('device_commands as c', (j) =>
      j.onRef('c.id', '=', 'm.command_id').onRef('c.customer_id', '=', 'm.customer_id'),
    )
    .select([
      'm.id',
      'm.vehicle_id',
      'v.regno',
      'm.channel',
      'm.text',
      'm.phone',
      'm.received_at',
      'm.command_id',
      // The command it answers, so the grid names it (issue 27: the column showed an id).
      'c.text as command_text',
      'c.created_at as command_created_at',
    ])
    .where('m.customer_id', '=', customerId)
    .where('m.direction', '=', 'in')
    .where('m.driver_id', 'is', null)
    .where((eb) => eb.or([eb('m.codec', 'is', null), eb('m.codec', '=', 12)]))
    // Answers to configuration reads belong to the GPRS configuration screen.
    .where('c.read_id', 'is', null);
  if (vehicleIds) q = q.where('m.vehicle_id', 'in', vehicleIds.length ? [...vehicleIds] : [-1]);
  if (cut.after !== undefined) q = q.where('m.received_at', '>=', cut.after);
  if (cut.before !== undefined) q = q.where('m.received_at', '<', cut.before);
  q = q.orderBy('m.received_at', 'desc').orderBy('m.id', 'desc');
  if (cut.limit !== undefined) q = q.limit(cut.limit);
  return q.execute();
}
export type ReceivedRow = Awaited<ReturnType<typeof listReceived>>[number];
