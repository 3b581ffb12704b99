import type { CreateTableBuilder } from 'kysely';
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
