import type { Kysely } from 'kysely';
import type { DB, GeocodeCacheTable } from '../../db/schema';

export type GeocodeCacheRow = GeocodeCacheTable;

/** The cached answer of one rounded point (keys are degrees × 10^4, rounded). */
export async function findCachedAddress(
  db: Kysely<DB>,
  latKey: number,
  lonKey: number,
): Promise<GeocodeCacheRow | undefined> {
  return db
    .selectFrom('geocode_cache')
    .selectAll()
    .where('lat_key', '=', latKey)
    .where('lon_key', '=', lonKey)
    .executeTakeFirst();
}

/** Stores an answer unless the point already has one (a concurrent lookup may have won). */
export async function insertCachedAddress(db: Kysely<DB>, row: GeocodeCacheRow): Promise<void> {
  await db
    .insertInto('geocode_cache')
    .values(row)
    .onConflict((oc) => oc.columns(['lat_key', 'lon_key']).doNothing())
    .execute();
}

/**
 * Stores an upstream (Nominatim) answer: new, or in place of an offline one; an upstream
 * answer already stored is kept.
 */
export async function upsertUpstreamAddress(db: Kysely<DB>, row: GeocodeCacheRow): Promise<void> {
  await db
    .insertInto('geocode_cache')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['lat_key', 'lon_key'])
        .doUpdateSet({
          source: row.source,
          country_code: row.country_code,
          address: row.address,
          answer: row.answer,
          created_at: row.created_at,
        })
        .where('geocode_cache.source', '=', 'offline'),
    )
    .execute();
}
