import { formatDateTime } from '@namiar/domain';
import type { AuditRow } from './record-audit.repository';

/** The top-level fields whose values differ between two JSON records. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const shown = (v: unknown) => (v === undefined ? '-' : JSON.stringify(v));

/**
 * One change as a line of `npm run cli -- audit`: when (the company's zone), who, what, and each
 * changed field as before → after ('2026-11-25 10:04:12  admin  update vehicle #12: regno "WX 1" → "WX 2"').
 */
export function auditLine(row: AuditRow, timeZone: string): string {
  const before = parse(row.before) as Record<string, unknown> | null;
  const after = parse(row.after) as Record<string, unknown> | null;
  const head = `${formatDateTime(row.at, timeZone)}  ${row.login ?? '?'}  ${row.action} ${row.entity} #${row.record_id}`;
  const fields = changedFields(before, after);
  if (fields.length === 0) return head;
  const parts = fields.map((f) => `${f} ${shown(before?.[f])} → ${shown(after?.[f])}`);
  return `${head}: ${parts.join('; ')}`;
}
