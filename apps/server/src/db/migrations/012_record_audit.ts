import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Every change to a back-office record (issue 14): who, when, which record, and the record
 * before and after (JSON), written in the same transaction as the change itself.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await tenantTable(db, ctx, 'record_audit')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('record_audit_time').on('record_audit').columns(['customer_id', 'at']).execute();
  await db.schema
    .createIndex('record_audit_record')
    .on('record_audit')
    .columns(['customer_id', 'entity', 'record_id'])
    .execute();
}
