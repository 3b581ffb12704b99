import type { Kysely } from 'kysely';

/**
 * Automatic own points (spec 3 §2.1 "auto-created unverified own points", docs/decisions.md
 * 'Automatic own points'): `verified` 0 marks a point the system made from a vehicle's stop,
 * halt or inputs that no user has confirmed yet; every existing point was drawn by hand, so 1.
 * `auto_vehicle_id` and `auto_at` say which vehicle made it and since when it stood there
 * (no reference: the point outlives the vehicle).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pois')
    .addColumn('verified', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('pois').addColumn('auto_vehicle_id', 'integer').execute();
  await db.schema.alterTable('pois').addColumn('auto_at', 'bigint').execute();
}
