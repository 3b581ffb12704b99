import type { Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema';

/**
 * What a user chose to see on the monitor: vehicles (`/monit/vehicles/save`) and map points
 * (`/poi/map/save`). Until he saves a choice every item is chosen; a saved empty choice
 * means none.
 */
async function choiceFlags(db: Db, customerId: number, userId: number) {
  return db
    .selectFrom('user_monitor_choices')
    .select(['vehicles_chosen', 'points_chosen'])
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The chosen vehicle ids, or null when the user never saved a choice. */
export async function chosenVehicleIds(db: Db, customerId: number, userId: number): Promise<Set<number> | null> {
  const flags = await choiceFlags(db, customerId, userId);
  if (!flags?.vehicles_chosen) return null;
  const rows = await db
    .selectFrom('user_monitor_vehicles')
    .select('vehicle_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.vehicle_id));
}

/** The chosen POI and base ids, or null when the user never saved a choice. */
export async function chosenPoints(
  db: Db,
  customerId: number,
  userId: number,
): Promise<{ pois: Set<number>; bases: Set<number> } | null> {
  const flags = await choiceFlags(db, customerId, userId);
  if (!flags?.points_chosen) return null;
  const [pois, bases] = await Promise.all([
    db
      .selectFrom('user_monitor_pois')
      .select('poi_id')
      .where('customer_id', '=', customerId)
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_monitor_bases')
      .select('base_id')
      .where('customer_id', '=', customerId)
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return { pois: new Set(pois.map((r) => r.poi_id)), bases: new Set(bases.map((r) => r.base_id)) };
}

async function markChosen(
  trx: Transaction<DB>,
  customerId: number,
  userId: number,
  column: 'vehicles_chosen' | 'points_chosen',
  now: number,
) {
  await trx
    .insertInto('user_monitor_choices')
    .values({ customer_id: customerId, user_id: userId, [column]: 1, updated_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'user_id']).doUpdateSet({ [column]: 1, updated_at: now }))
    .execute();
}

const CHUNK = 500;

/** The three lists a user's choice is kept in, and the id column of each. */
const CHOICE_LISTS = {
  user_monitor_vehicles: 'vehicle_id',
  user_monitor_pois: 'poi_id',
  user_monitor_bases: 'base_id',
} as const;
type ChoiceList = keyof typeof CHOICE_LISTS;

/** Replaces the rows of one choice list with `ids` (in the caller's transaction). */
async function replaceList(
  trx: Transaction<DB>,
  list: ChoiceList,
  customerId: number,
  userId: number,
  ids: readonly number[],
) {
  await trx.deleteFrom(list).where('customer_id', '=', customerId).where('user_id', '=', userId).execute();
  const column = CHOICE_LISTS[list];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = ids.slice(i, i + CHUNK).map((id) => ({ customer_id: customerId, user_id: userId, [column]: id }));
    // The row shape follows `list` at run time; Kysely cannot tie the two together statically.
    await trx
      .insertInto(list)
      .values(rows as never)
      .execute();
  }
}

/** Replaces the user's vehicle choice (in the caller's transaction). */
export async function saveVehicleChoice(
  trx: Transaction<DB>,
  customerId: number,
  userId: number,
  vehicleIds: readonly number[],
  now: number,
) {
  await markChosen(trx, customerId, userId, 'vehicles_chosen', now);
  await replaceList(trx, 'user_monitor_vehicles', customerId, userId, vehicleIds);
}

/** Replaces the user's map point choice (in the caller's transaction). */
export async function savePointChoice(
  trx: Transaction<DB>,
  customerId: number,
  userId: number,
  poiIds: readonly number[],
  baseIds: readonly number[],
  now: number,
) {
  await markChosen(trx, customerId, userId, 'points_chosen', now);
  await replaceList(trx, 'user_monitor_pois', customerId, userId, poiIds);
  await replaceList(trx, 'user_monitor_bases', customerId, userId, baseIds);
}
