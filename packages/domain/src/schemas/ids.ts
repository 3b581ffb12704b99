/**
 * Record ids: the integer columns' range (PostgreSQL `integer`, 2^31 − 1). An id past it is not
 * any record's: refused by the schema, never sent to the database (issue 28 §3: PostgreSQL
 * answered 500 to 2147483648 where SQLite answered 'not found').
 */
export const MAX_ID = 2_147_483_647;

/** True for a positive whole number within the id columns' range. */
export function isRecordId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID;
}

/**
 * Texts every call takes: no NUL (PostgreSQL's text refuses it, SQLite stored it: one database
 * answered 500, the other kept a text that cuts C strings and exports short) and no unpaired
 * UTF-16 surrogate (not a character; written to a file or a database it becomes '?' or fails).
 */
const NOT_A_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(s: string): boolean {
  return !NOT_A_TEXT.test(s);
}

/**
 * The path of the first string in a request body or query (nested objects and arrays, to a
 * depth of 64) that is not a clean text, its key included, or null: the HTTP layer refuses such
 * a request before any schema or database sees it.
 */
export function uncleanTextPath(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : [];
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (!isCleanText(k)) return [k];
    const inner = uncleanTextPath(v, depth + 1);
    if (inner) return [Array.isArray(value) ? Number(k) : k, ...inner];
  }
  return null;
}
