import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Grid layouts per user and module (`grid_layouts`): the only SQL of /settings/ui. */
export async function findGridLayout(db: Kysely<DB>, customerId: number, userId: number, module: string) {
  const row = await db
    .selectFrom('grid_layouts')
    .select('layout')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .where('module', '=', module)
    .executeTakeFirst();
  return row?.layout;
}

export async function saveGridLayout(
  db: Kysely<DB>,
  customerId: number,
  userId: number,
  module: string,
  layout: string,
  now: number,
) {
  await db
    .insertInto('grid_layouts')
    .values({ customer_id: customerId, user_id: userId, module, layout, updated_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'user_id', 'module']).doUpdateSet({ layout, updated_at: now }))
    .execute();
}

export async function deleteGridLayout(db: Kysely<DB>, customerId: number, userId: number, module: string) {
  await db
    .deleteFrom('grid_layouts')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .where('module', '=', module)
    .execute();
}
