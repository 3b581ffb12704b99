import type { Kysely } from 'kysely';

/**
 * Input keys of the cached days of route (docs/route.md 'Regeneration'): `cp_time` is where
 * the engine run that built the day started (the checkpoint it replayed from), `input_key` a
 * hash of everything the day's values depend on (configuration, that checkpoint's state, the
 * records from it to the day's end). 'Dogeneruj zdarzenia' re-runs the engine only from the
 * first day whose key no longer matches. Days stored before this migration have no key and
 * count as changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('route_chunks').addColumn('cp_time', 'bigint').execute();
  await db.schema.alterTable('route_chunks').addColumn('input_key', 'varchar(64)').execute();
}
