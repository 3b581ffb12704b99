import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function findSettingsDocument(
  db: Kysely<DB>,
  customerId: number,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_settings')
    .select('document')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.document;
}

export async function saveSettingsDocument(
  db: Kysely<DB>,
  customerId: number,
  userId: number,
  document: string,
  now: number,
) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, customer_id: customerId, document, updated_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'user_id']).doUpdateSet({ document, updated_at: now }))
    .execute();
}
