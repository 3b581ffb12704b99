import type { Kysely } from 'kysely';

/**
 * The levels a refuelling (21) or fuel loss (22) was measured between (issue 27; domain
 * engine/fuel.ts `levelChange`): the steady level before the change and the level it settled
 * at, litres ×10 like the event's value. The fuel tank report shows them as 'Stan przed' and
 * 'Stan po', so a refuelling's litres are exactly 'Stan po' − 'Stan przed' (docs/reports-fuel-places.md).
 * Null for every other event, for events added by hand and for events stored before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('level_before', 'integer').execute();
  await db.schema.alterTable('events').addColumn('level_after', 'integer').execute();
}
