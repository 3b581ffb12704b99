import type { Selectable, Updateable } from 'kysely';
import type { DB, Db } from '../../db/schema';

/** The tables of the two area kinds: own points and bases. */
type AreaTable = 'pois' | 'bases';

/**
 * The statements own points and bases share over their own table, each scoped to the company:
 * one stored row, and a save's columns inserted, updated; a row deleted. `columns` makes the
 * stored columns of a save (the kind's own fields and those every area has).
 */
export function areaRows<T extends AreaTable, S>(
  table: T,
  columns: (save: S, restricted: boolean, now: number) => Updateable<DB[T]> & { name: string; updated_at: number },
) {
  const t: AreaTable = table;
  return {
    async find(db: Db, customerId: number, id: number) {
      const row = await db
        .selectFrom(t)
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as Selectable<DB[T]> | undefined;
    },

    async insert(trx: Db, customerId: number, save: S, restricted: boolean, now: number) {
      const row = await trx
        .insertInto(t)
        .values({ customer_id: customerId, created_at: now, ...columns(save, restricted, now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(trx: Db, customerId: number, id: number, save: S, restricted: boolean, now: number) {
      await trx
        .updateTable(t)
        .set(columns(save, restricted, now))
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .execute();
    },

    async remove(trx: Db, customerId: number, id: number) {
      await trx.deleteFrom(t).where('customer_id', '=', customerId).where('id', '=', id).execute();
    },
  };
}
