import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function insertNavigation(
  db: Kysely<DB>,
  row: { customer_id: number; user_id: number; path: string; at: number },
) {
  await db.insertInto('navigation_log').values(row).execute();
}
