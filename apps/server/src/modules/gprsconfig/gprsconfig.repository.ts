import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertCommands } from '../sms/sms.repository';

/** The company's vehicle (null when it is another company's or unknown). */
export function findVehicle(db: Kysely<DB>, customerId: number, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'regno', 'protocol'])
    .where('customer_id', '=', customerId)
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

/** A vehicle's configuration readings asked in [from, to], newest first, with their questions. */
export async function listReads(db: Kysely<DB>, customerId: number, vehicleId: number, from: number, to: number) {
  const reads = await db
    .selectFrom('device_param_reads')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('requested_at', '>=', from)
    .where('requested_at', '<=', to)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return withQuestions(db, customerId, reads);
}

export async function findRead(db: Kysely<DB>, customerId: number, id: number) {
  const reads = await db
    .selectFrom('device_param_reads')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
  return (await withQuestions(db, customerId, reads))[0];
}

async function withQuestions(
  db: Kysely<DB>,
  customerId: number,
  reads: { id: number; vehicle_id: number; requested_at: number; requested_by: number | null; asked: number }[],
) {
  if (reads.length === 0) return [];
  const questions = await db
    .selectFrom('device_commands')
    .select(['read_id', 'param_id', 'status', 'response', 'answered_at'])
    .where('customer_id', '=', customerId)
    .where(
      'read_id',
      'in',
      reads.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return reads.map((r) => ({ ...r, questions: questions.filter((q) => q.read_id === r.id) }));
}
export type ReadWithQuestions = Awaited<ReturnType<typeof listReads>>[number];

/** A new reading and its getparam questions, in one transaction; returns the reading's id. */
export async function insertRead(
  db: Kysely<DB>,
  r: {
    customerId: number;
    vehicleId: number;
    userId: number;
    at: number;
    params: readonly { id: number; text: string }[];
  },
) {
  return db.transaction().execute(async (trx) => {
    const read = await trx
      .insertInto('device_param_reads')
      .values({
        customer_id: r.customerId,
        vehicle_id: r.vehicleId,
        requested_at: r.at,
        requested_by: r.userId,
        asked: r.params.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertCommands(
      trx,
      r.params.map((p) => ({
        customer_id: r.customerId,
        vehicle_id: r.vehicleId,
        text: p.text,
        channel: 'gprs' as const,
        sms_type: null,
        phone: null,
        created_at: r.at,
        created_by: r.userId,
        read_id: read.id,
        param_id: p.id,
      })),
    );
    return read.id;
  });
}
