import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * The alarms screen's archive (POST /app/alarms) reads a company's accepted alarms newest first
 * (start, then id) one page at a time, before a moment or after the last row shown. With only
 * events_open_alarms (customer_id, is_alarm, accepted) every page sorted all the company's
 * accepted alarms; this index holds them in the page's order, so a page reads its own rows.
 * Measured in apps/server/test/alarms-screen.test.ts (100,000 archived alarms, both databases).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('events_alarm_archive')
    .on('events')
    .columns(['customer_id', 'is_alarm', 'accepted', 'from_time', 'id'])
    .execute();
}
