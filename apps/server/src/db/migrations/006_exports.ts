import type { Kysely } from 'kysely';

/**
 * Exported report files (spec 2 §7 /xlscreator, /pdfcreator): who owns each file under
 * `<data dir>/exports/`, and when it expires. The token in the file's URL is random (192 bits);
 * the key includes customer_id like every tenant table (DESIGN §9), and every lookup is scoped
 * by the session's customer and user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_files')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The cleaned name the user downloads, with its extension. */
    .addColumn('filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    /** File name inside the exports directory (never the user's name: no path from input). */
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('export_files_pk', ['customer_id', 'token'])
    .addForeignKeyConstraint('export_files_user', ['customer_id', 'user_id'], 'users', ['customer_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('export_files_expires').on('export_files').column('expires_at').execute();
}
