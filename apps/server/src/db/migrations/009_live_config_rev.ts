import type { Kysely } from 'kysely';

/**
 * Which configuration the stored events and checkpoints of a vehicle were computed with
 * (docs/route.md 'Regeneration'): `config_rev` (the hash of the engine configuration) and
 * `config_since`, the time from which every stored result of the vehicle comes from a run with
 * that configuration. 'Dogeneruj zdarzenia' may keep a day only when it lies after
 * `config_since` and the revision is the current one. Null (rows before this migration): unknown,
 * every day counts as changed until a run sets them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vehicle_live').addColumn('config_rev', 'varchar(64)').execute();
  await db.schema.alterTable('vehicle_live').addColumn('config_since', 'bigint').execute();
}
