import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const AREA = ['id', 'name', 'shape', 'lat', 'lon', 'radius', 'poly'] as const;

/** Own points of the company with their geometry and type, by name. */
export function listPoiAreas(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('pois')
    .select([...AREA, 'type_id'])
    .where('customer_id', '=', customerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Bases of the company with their geometry and type, by name. */
export function listBaseAreas(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('bases')
    .select([...AREA, 'base_type_id'])
    .where('customer_id', '=', customerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Which of the ids are own points (resp. bases) of the company. */
export async function existingPointIds(db: Kysely<DB>, customerId: number, table: 'pois' | 'bases', ids: number[]) {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}
