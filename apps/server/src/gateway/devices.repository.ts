import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function insertConnection(
  db: Kysely<DB>,
  row: {
    customer_id: number;
    vehicle_id: number;
    imei: string;
    protocol: string;
    remote_address: string | null;
    connected_at: number;
  },
): Promise<number> {
  const r = await db.insertInto('device_connections').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** What a connection counted so far: written while it is open, and again when it closes. */
export interface ConnectionCounters {
  bytes_in: number;
  bytes_out: number;
  records: number;
  errors: number;
  last_error: string | null;
}

/** How a connection ended: written with its last counters. */
export interface ConnectionEnd extends ConnectionCounters {
  disconnected_at: number;
  close_reason: string;
}

/**
 * Writes a connection's counters so far, or with its end its final ones. Only an open row is
 * written: a counters write that runs late never reopens or rewinds a closed one.
 */
export async function updateOpenConnection(
  db: Kysely<DB>,
  customerId: number,
  id: number,
  v: ConnectionCounters | ConnectionEnd,
) {
  await db
    .updateTable('device_connections')
    .set(v)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('disconnected_at', 'is', null)
    .execute();
}

/** Refused identifiers kept at most (the newest by last attempt); the rest are deleted. */
export const DEVICE_REFUSALS_CAP = 5000;
/** A refused identifier not seen again for this long is deleted. */
export const DEVICE_REFUSALS_KEEP_MS = 7 * 86_400_000;

export type RefusalReason = 'unknown' | 'family';

/** One attempt of a refused identifier: its row's count and last time, or a new row. */
export async function recordRefusal(
  db: Kysely<DB>,
  row: { imei: string; protocol: string; reason: RefusalReason; remote_address: string | null; at: number },
) {
  await db
    .insertInto('device_refusals')
    .values({
      imei: row.imei,
      protocol: row.protocol,
      reason: row.reason,
      remote_address: row.remote_address,
      first_at: row.at,
      last_at: row.at,
      count: 1,
    })
    .onConflict((oc) =>
      oc.columns(['imei', 'protocol']).doUpdateSet((eb) => ({
        count: eb(eb.ref('device_refusals.count'), '+', 1),
        last_at: eb.ref('excluded.last_at'),
        reason: eb.ref('excluded.reason'),
        remote_address: eb.ref('excluded.remote_address'),
      })),
    )
    .execute();
}

/** Deletes refusals older than the keep time and all but the newest DEVICE_REFUSALS_CAP. */
export async function trimRefusals(db: Kysely<DB>, now: number, cap = DEVICE_REFUSALS_CAP) {
  await db
    .deleteFrom('device_refusals')
    .where('last_at', '<', now - DEVICE_REFUSALS_KEEP_MS)
    .execute();
  const edge = await db
    .selectFrom('device_refusals')
    .select('last_at')
    .orderBy('last_at', 'desc')
    .limit(1)
    .offset(cap)
    .executeTakeFirst();
  if (!edge) return;
  // By key, not by time: a flood leaves thousands of rows with the same last time.
  await sql`
    DELETE FROM device_refusals WHERE (imei, protocol) NOT IN (
      SELECT imei, protocol FROM device_refusals ORDER BY last_at DESC, imei LIMIT ${cap})`.execute(db);
}

/** The oldest command waiting for a vehicle's device connection. */
export function nextQueuedCommand(db: Kysely<DB>, vehicleId: number) {
  return db
    .selectFrom('device_commands')
    .select(['id', 'customer_id', 'text'])
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'queued')
    .where('channel', '=', 'gprs')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function markCommandSent(db: Kysely<DB>, customerId: number, id: number, at: number) {
  await db
    .updateTable('device_commands')
    .set({ status: 'sent', sent_at: at })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

/**
 * The device answered over its connection: the oldest command sent to it that way and not
 * answered gets the text, and the text is stored as a received message linked to it (the SMS
 * screen's received grid). Returns the command's id, or null when no command was waiting.
 */
export async function answerSentCommand(db: Kysely<DB>, vehicleId: number, response: string, at: number) {
  return db.transaction().execute(async (trx) => {
    const cmd = await trx
      .selectFrom('device_commands')
      .select(['id', 'customer_id'])
      .where('vehicle_id', '=', vehicleId)
      .where('status', '=', 'sent')
      .where('channel', '=', 'gprs')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!cmd) return null;
    await trx
      .updateTable('device_commands')
      .set({ status: 'answered', answered_at: at, response })
      .where('customer_id', '=', cmd.customer_id)
      .where('id', '=', cmd.id)
      .execute();
    await trx
      .insertInto('device_messages')
      .values({
        customer_id: cmd.customer_id,
        vehicle_id: vehicleId,
        device_time: null,
        received_at: at,
        channel: 'gprs',
        direction: 'in',
        codec: 12,
        type: 6,
        text: response,
        driver_id: null,
        command_id: cmd.id,
      })
      .execute();
    return cmd.id;
  });
}

/** A command sent over a connection that got no answer in time: failed, so later answers match later commands. */
export async function failUnansweredCommand(db: Kysely<DB>, customerId: number, id: number, error: string) {
  await db
    .updateTable('device_commands')
    .set({ status: 'failed', error })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute();
}

/**
 * A device that takes no commands (OsmAnd) reported: the GPRS commands waiting for it fail with
 * the reason instead of waiting forever. Returns how many there were.
 */
export async function refuseQueuedCommands(db: Kysely<DB>, vehicleId: number, error: string) {
  const r = await db
    .updateTable('device_commands')
    .set({ status: 'failed', error })
    .where('vehicle_id', '=', vehicleId)
    .where('status', 'in', ['queued', 'sent'])
    .where('channel', '=', 'gprs')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Commands left 'sent' by a connection that closed go back to the queue. */
export async function requeueSentCommands(db: Kysely<DB>, vehicleId: number) {
  await db
    .updateTable('device_commands')
    .set({ status: 'queued', sent_at: null })
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'sent')
    .where('channel', '=', 'gprs')
    .execute();
}

export async function queueCommand(
  db: Kysely<DB>,
  row: { customer_id: number; vehicle_id: number; text: string; created_at: number; created_by: number | null },
) {
  const r = await db
    .insertInto('device_commands')
    .values({ ...row, status: 'queued', sent_at: null, answered_at: null, response: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
