import type { Kysely } from 'kysely';

/**
 * Stored days of the eco-driving 1- and 15-minute reports (issue 16: report1 of a rail
 * vehicle-month within 0.5 s): one UTC day of one vehicle's records reduced to minute bins
 * (domain/eco/minutes.ts `EcoDay`, JSON text). `day` is the UTC day number (time / 86,400,000);
 * `record_count` and `max_received_at` are the day's positions when it was built: a day whose
 * positions no longer match them (a late record, a deleted one) is rebuilt on the next read, so
 * nothing else has to invalidate it. It holds no vehicle configuration (ordered power and
 * counter number are applied when answering). Rebuilt on demand, so nothing refers to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eco_days')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .addColumn('max_received_at', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('eco_days_pk', ['vehicle_id', 'day'])
    .execute();
}
