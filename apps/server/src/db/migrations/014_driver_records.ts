import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Drivers and driver identifiers as records (issue 14, spec 3 §3.3, §3.6, §4).
 *
 * `drivers` gets the fields of the driver editor. `identifier_cards` is the register of
 * identifiers (iButton keys, RFID and tachograph cards; iid of spec 3 §3.6): one row per
 * number, unique per company without case or surrounding spaces (`code_key`), as devices print
 * hex either way. `identifiers` stays what the monitor and the route read: who held a number
 * when (rows of one number over time are its history, each with its active flag); `card_id`
 * ties a row to the register, and `code` keeps the card's number so naming needs no join.
 * Rows that exist already get a card per number.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const columns: [string, string][] = [
    ['phone_no', 'varchar(20)'],
    ['pesel', 'varchar(11)'],
    ['recruited_from_date', 'bigint'],
    ['recruited_to_date', 'bigint'],
    ['address', 'varchar(200)'],
    ['postal_code', 'varchar(10)'],
    ['city', 'varchar(100)'],
    ['driving_license_no', 'varchar(32)'],
    ['driving_license_category', 'varchar(64)'],
    // The work statuses the driver may report (ids of the domain's WORK_STATUSES), comma-joined.
    ['work_statuses', 'varchar(100)'],
    ['updated_at', 'bigint'],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable('drivers')
      .addColumn(name, type as 'text')
      .execute();
  }
  await db.schema
    .alterTable('drivers')
    .addColumn('driver_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('drivers')
    .addColumn('driver_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await tenantTable(db, ctx, 'identifier_cards')
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identifier_cards_key')
    .unique()
    .on('identifier_cards')
    .columns(['customer_id', 'code_key'])
    .execute();

  await db.schema.alterTable('identifiers').addColumn('card_id', 'integer').execute();
  await db.schema.createIndex('identifiers_card').on('identifiers').columns(['customer_id', 'card_id']).execute();
  await db.schema.createIndex('identifiers_driver').on('identifiers').columns(['customer_id', 'driver_id']).execute();

  await cardsForExistingRows(db as Kysely<BackfillDb>);
}

interface BackfillDb {
  identifiers: { id: number; customer_id: number; code: string; card_id: number | null; created_at: number };
  identifier_cards: {
    id?: number;
    customer_id: number;
    code: string;
    code_key: string;
    created_at: number;
    updated_at: number;
  };
}

async function cardsForExistingRows(db: Kysely<BackfillDb>) {
  const rows = await db
    .selectFrom('identifiers')
    .select(['id', 'customer_id', 'code', 'created_at'])
    .orderBy('id')
    .execute();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.customer_id}|${r.code.trim().toUpperCase()}`;
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  for (const g of groups.values()) {
    const first = g[0];
    const at = Number(first.created_at);
    const card = await db
      .insertInto('identifier_cards')
      .values({
        customer_id: first.customer_id,
        code: first.code.trim(),
        code_key: first.code.trim().toUpperCase(),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('identifiers')
      .set({ card_id: card.id! })
      .where(
        'id',
        'in',
        g.map((r) => r.id),
      )
      .execute();
  }
}
