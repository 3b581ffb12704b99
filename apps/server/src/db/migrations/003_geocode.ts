import type { Kysely } from 'kysely';

/**
 * Reverse-geocoding cache: one address per (lat, lon) rounded to 4 decimals (about 11 m),
 * stored as integers (degrees × 10^4). Addresses are public data, shared by all companies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('geocode_cache')
    .addColumn('lat_key', 'integer', (c) => c.notNull())
    .addColumn('lon_key', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(8)')
    .addColumn('address', 'text', (c) => c.notNull())
    /** The Nominatim-shaped answer, JSON, as the web app reads it. */
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('geocode_cache_pk', ['lat_key', 'lon_key'])
    .execute();
}
