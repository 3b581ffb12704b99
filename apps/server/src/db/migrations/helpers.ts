import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

export interface MigrationContext {
  dialect: DialectName;
}

/** An auto-increment integer primary key `id`, spelled as each dialect wants it. */
export function idColumn(ctx: MigrationContext) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    ctx.dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * A tenant-owned table: `customer_id` and a generated `id`. On PostgreSQL the primary key is
 * (customer_id, id), so the table can be distributed by customer (Citus, DESIGN §9); on SQLite
 * `id` is the rowid key and (customer_id, id) is unique, so the same composite foreign keys
 * work on both.
 */
export function tenantTable(db: Kysely<unknown>, ctx: MigrationContext, name: string) {
  const t = db.schema
    .createTable(name)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'));
  return ctx.dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.notNull()).addPrimaryKeyConstraint(`${name}_pk`, ['customer_id', 'id'])
    : t
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addUniqueConstraint(`${name}_tenant_id`, ['customer_id', 'id']);
}
