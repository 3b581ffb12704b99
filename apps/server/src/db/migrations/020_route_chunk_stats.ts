import type { Kysely } from 'kysely';

/**
 * The statistics of each cached day of route, written with the day (docs/reports.md 'Stored
 * day figures'): the route's own report over the day's points (road, times, speeds, fuel) and
 * its counters at the day's ends, as JSON. Reports read these instead of decoding the day's
 * columns; the figures that come from events are counted from the stored events on every read.
 * Days stored before this migration have none and get them on their next read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('route_chunks').addColumn('stats', 'text').execute();
}
