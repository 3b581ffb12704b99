import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * The workday report's input column descriptions ('Edytuj opisy kolumn', spec 2 §2.2, §7 POST
 * /repvehworkday/saveInputNames), one row per company: the inputs are the fleet's wiring (input
 * 2 is the crane, say), so every user of the company sees the same names. A null name is the
 * default 'Wejście N'. Table type: db/schema/reports.ts.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('report_input_names')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('input_1', 'varchar(50)')
    .addColumn('input_2', 'varchar(50)')
    .addColumn('input_3', 'varchar(50)')
    .addColumn('input_4', 'varchar(50)')
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
