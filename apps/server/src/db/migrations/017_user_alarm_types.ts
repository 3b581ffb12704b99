import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Alarm event types per user become effective (issue 14; docs/decisions.md 'A user's alarm
 * types: a flag, like his drivers').
 *
 * `alarms_restricted` 0: the user receives every alarm, also of event types added to the
 * catalogue later; 1: only the types listed in `user_event_types`. Every existing user starts
 * at 0: the lists that migration 016 stored never had an effect, and users older than 016 were
 * shown an empty list by that editor, so an empty or partial list says nothing about what an
 * administrator wanted. The rows stay as they are (they are read again only if a save narrows
 * the user's alarms, which rewrites them); nobody loses an alarm through this migration.
 * Accounts made outside the editor (the admin CLI, the demo) get the column's default: every
 * alarm.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('alarms_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
