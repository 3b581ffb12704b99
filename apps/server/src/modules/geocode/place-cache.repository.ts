import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DB, GeocodeCacheTable } from '../../db/schema';

/** The geocode cache as the monitor's place naming reads and fills it (place-lookup.ts). */

type CachedAddress = { lat_key: number; lon_key: number; source: string; address: string };
const addressStatements = new WeakMap<SQLite.Database, SQLite.Statement<[number, number], [string, string]>>();

/**
 * Cached addresses of rounded points (keys as geocode_cache holds them). The embedded database
 * answers each key by primary key through one prepared statement (microseconds each);
 * PostgreSQL gets all keys in one query as two arrays.
 */
export async function findCachedAddresses(
  db: Kysely<DB>,
  sqlite: SQLite.Database | null | undefined,
  keys: readonly (readonly [number, number])[],
): Promise<CachedAddress[]> {
  if (keys.length === 0) return [];
  if (sqlite) {
    let st = addressStatements.get(sqlite);
    if (!st) {
      st = sqlite
        .prepare<[number, number], [string, string]>(
          'select source, address from geocode_cache where lat_key = ? and lon_key = ?',
        )
        .raw(true);
      addressStatements.set(sqlite, st);
    }
    const out: CachedAddress[] = [];
    for (const [lat_key, lon_key] of keys) {
      const row = st.get(lat_key, lon_key);
      if (row) out.push({ lat_key, lon_key, source: row[0], address: row[1] });
    }
    return out;
  }
  const lats = keys.map((k) => k[0]);
  const lons = keys.map((k) => k[1]);
  // One primary-key probe per key (LATERAL, kept from being flattened into a join by its LIMIT):
  // as a join the planner hashed the whole cache for 512 keys, a sequential scan that took
  // 8.6 ms at 17,500 rows and grows with the cache; the probes take 0.8 ms.
  const res = await sql<CachedAddress>`
    select k.lat_key, k.lon_key, g.source, g.address
    from unnest(${lats}::integer[], ${lons}::integer[]) as k(lat_key, lon_key)
    cross join lateral (
      select c.source, c.address from geocode_cache c where c.lat_key = k.lat_key and c.lon_key = k.lon_key limit 1
    ) g`.execute(db);
  return res.rows;
}

/** Stores answers unless a point already has one. */
export async function insertCachedAddresses(db: Kysely<DB>, rows: GeocodeCacheTable[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('geocode_cache')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['lat_key', 'lon_key']).doNothing())
      .execute();
  }
}
