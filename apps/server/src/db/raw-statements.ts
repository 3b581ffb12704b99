import type SQLite from 'better-sqlite3';

const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement<number[], unknown[]>>>();

/**
 * The embedded database's statement for `sql`, prepared once per database and reading rows as
 * arrays (`raw`): a month of records is ~270,000 rows, and better-sqlite3 builds row objects
 * about 3× slower than these arrays. For the repositories' big range reads.
 */
export function rawStatement(sqlite: SQLite.Database, sql: string): SQLite.Statement<number[], unknown[]> {
  let bySql = statements.get(sqlite);
  if (!bySql) statements.set(sqlite, (bySql = new Map()));
  let st = bySql.get(sql);
  if (!st) {
    st = sqlite.prepare<number[], unknown[]>(sql).raw(true);
    bySql.set(sql, st);
  }
  return st;
}
