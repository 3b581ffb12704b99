import type { Insertable, Kysely } from 'kysely';
import type { DB, DeviceMessagesTable } from '../db/schema';

export type DeviceMessageRow = Omit<Insertable<DeviceMessagesTable>, 'id'>;

/** Stores one message; returns its id. */
export async function insertDeviceMessage(db: Kysely<DB>, row: DeviceMessageRow): Promise<number> {
  const r = await db.insertInto('device_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/**
 * The vehicle's newest card-reader driver that no record carries yet (the device sent the text,
 * then no record after it has arrived so far), or undefined.
 */
export function pendingCardDriver(db: Kysely<DB>, vehicleId: number) {
  return db
    .selectFrom('device_messages')
    .select(['id', 'driver_id', 'device_time', 'received_at'])
    .where('vehicle_id', '=', vehicleId)
    .where('driver_id', 'is not', null)
    .where('driver_applied_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The card drivers of a vehicle up to message `upToId` are in its records now (older ones are superseded). */
export async function markCardDriversApplied(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  upToId: number,
  at: number,
) {
  await db
    .updateTable('device_messages')
    .set({ driver_applied_at: at })
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('id', '<=', upToId)
    .where('driver_id', 'is not', null)
    .where('driver_applied_at', 'is', null)
    .execute();
}

/** A company's messages in a received-time range, newest first (the SMS / GPRS screens). */
export function listDeviceMessages(
  db: Kysely<DB>,
  customerId: number,
  range: { from: number; to: number; vehicleId?: number },
) {
  let q = db
    .selectFrom('device_messages')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('received_at', '>=', range.from)
    .where('received_at', '<', range.to);
  if (range.vehicleId !== undefined) q = q.where('vehicle_id', '=', range.vehicleId);
  return q.orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
}
