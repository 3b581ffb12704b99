import type { Kysely } from 'kysely';
import type { DB, ExportFilesTable } from '../../db/schema';

/** The only SQL of the exports module. */

export async function insertExportFile(db: Kysely<DB>, row: ExportFilesTable): Promise<void> {
  await db.insertInto('export_files').values(row).execute();
}

/** The file of `token` if it belongs to this user of this company, else undefined. */
export async function findOwnExportFile(db: Kysely<DB>, customerId: number, userId: number, token: string) {
  return db
    .selectFrom('export_files')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Files expired at `now`, oldest first, at most `limit`. */
export async function listExpiredExportFiles(db: Kysely<DB>, now: number, limit: number) {
  return db
    .selectFrom('export_files')
    .select(['customer_id', 'token', 'path'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function deleteExportFile(db: Kysely<DB>, customerId: number, token: string): Promise<void> {
  await db.deleteFrom('export_files').where('customer_id', '=', customerId).where('token', '=', token).execute();
}

/** Which of these stored names (files in the exports directory) still have a row. */
export async function knownExportPaths(db: Kysely<DB>, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('export_files').select('path').where('path', 'in', paths).execute();
  return new Set(rows.map((r) => r.path));
}
