import type { Db } from '../../db/schema';

/**
 * The register of driver identifiers (identifier_cards, iid of spec 3 §3.6) and their
 * assignment history (identifiers rows of the card): the only SQL of the identifiers module.
 */
export function listCards(db: Db, customerId: number) {
  return db
    .selectFrom('identifier_cards')
    .select(['id', 'code'])
    .where('customer_id', '=', customerId)
    .orderBy('code_key')
    .execute();
}

export function findCard(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('identifier_cards')
    .select(['id', 'code'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Cards of the company among `ids`. */
export function findCards(db: Db, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('identifier_cards')
    .select(['id', 'code'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
}

/** Another card of the company with this number (compared upper-cased). */
export function findCardByKey(db: Db, customerId: number, codeKey: string, exceptId: number) {
  return db
    .selectFrom('identifier_cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('code_key', '=', codeKey)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function insertCard(db: Db, customerId: number, code: string, codeKey: string, at: number) {
  const row = { customer_id: customerId, code, code_key: codeKey, created_at: at, updated_at: at };
  return (await db.insertInto('identifier_cards').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Renumbers a card and its assignments (the monitor and the route match `identifiers.code`). */
export async function renumberCard(db: Db, customerId: number, id: number, code: string, codeKey: string, at: number) {
  await db
    .updateTable('identifier_cards')
    .set({ code, code_key: codeKey, updated_at: at })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('identifiers')
    .set({ code })
    .where('customer_id', '=', customerId)
    .where('card_id', '=', id)
    .execute();
}

export async function deleteCard(db: Db, customerId: number, id: number) {
  await db.deleteFrom('identifier_cards').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

/** Who held a card when: its assignments with the drivers' names and statuses, oldest first. */
export function listCardHistory(db: Db, customerId: number, cardId: number) {
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select([
      'i.id',
      'i.driver_id',
      'i.active',
      'i.from_date',
      'i.to_date',
      'd.first_name',
      'd.last_name',
      'd.driver_status_id',
    ])
    .where('i.customer_id', '=', customerId)
    .where('i.card_id', '=', cardId)
    .orderBy('i.from_date')
    .orderBy('i.id')
    .execute();
}

/** Every active assignment of the company's cards, with names (the list's current holders). */
export function listActiveCardAssignments(db: Db, customerId: number) {
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select(['i.id', 'i.card_id', 'i.driver_id', 'i.active', 'i.from_date', 'i.to_date', 'd.first_name', 'd.last_name'])
    .where('i.customer_id', '=', customerId)
    .where('i.active', '=', 1)
    .where('i.card_id', 'is not', null)
    .execute();
}

export async function countCardAssignments(db: Db, customerId: number, cardId: number) {
  const r = await db
    .selectFrom('identifiers')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('card_id', '=', cardId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
