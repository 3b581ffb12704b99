import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Cached days of route (docs/route.md 'Chunks'): the points of one company-zone day of one
 * vehicle with the engine's values counted from the day's start, in the binary columnar form
 * of domain/route/chunk-codec.ts, deflated (deflate-raw, level 9). `config_rev` identifies the
 * vehicle configuration the values were computed with; `day_end` lets a re-run from a moment
 * drop every day that ends after it. Rebuilt on demand, so nothing else refers to it.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('route_chunks')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('day_end', 'bigint', (c) => c.notNull())
    .addColumn('config_rev', 'varchar(64)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('data', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('route_chunks_pk', ['customer_id', 'vehicle_id', 'day_start'])
    .execute();
  await db.schema
    .createIndex('route_chunks_vehicle_end')
    .on('route_chunks')
    .columns(['vehicle_id', 'day_end'])
    .execute();
}
