import type { InputNames } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The SQL of the drive reports: the workday report's input names per company (migration 019). */

/** The company's saved input descriptions (null: none saved). */
export async function findInputNames(db: Kysely<DB>, customerId: number) {
  return (
    (await db
      .selectFrom('report_input_names')
      .select(['input_1', 'input_2', 'input_3', 'input_4'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst()) ?? null
  );
}

/** Stores the company's descriptions (an empty one: null, the default name). */
export async function saveInputNames(
  db: Kysely<DB>,
  customerId: number,
  userId: number,
  names: InputNames,
  now: number,
) {
  const values = {
    input_1: names.input_1 || null,
    input_2: names.input_2 || null,
    input_3: names.input_3 || null,
    input_4: names.input_4 || null,
    updated_by: userId,
    updated_at: now,
  };
  await db
    .insertInto('report_input_names')
    .values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
    .execute();
}
