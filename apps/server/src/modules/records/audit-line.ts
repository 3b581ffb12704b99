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
 * A value that says nothing about a created or deleted record: empty, off, or a list of slots
 * none of which is in use (a new vehicle's eight inactive inputs). An update shows every change.
 */
function blank(v: unknown): boolean {
  if (v === null || v === undefined || v === '' || v === false) return true;
  if (!Array.isArray(v)) return false;
  return v.every((x) => typeof x === 'object' && x !== null && (x as { active?: unknown }).active === false);
}

/**
 * One change as a line of `npm run cli -- audit`: when (the company's zone), who, what, and each
 * changed field as before → after ('2026-11-25 10:04:12  admin  update vehicle #12: regno "WX 1" → "WX 2"').
 * A create or a delete lists only the fields that hold something (blank()), not the editor's
 * hundreds of empty defaults.
 */
export function auditLine(row: AuditRow, timeZone: string): string {
  const before = parse(row.before) as Record<string, unknown> | null;
  const after = parse(row.after) as Record<string, unknown> | null;
  const head = `${formatDateTime(row.at, timeZone)}  ${row.login ?? '?'}  ${row.action} ${row.entity} #${row.record_id}`;
  const whole = before === null ? after : after === null ? before : null;
  const fields = changedFields(before, after).filter((f) => whole === null || !blank(whole[f]));
  if (fields.length === 0) return head;
  const parts = fields.map((f) => `${f} ${shown(before?.[f])} → ${shown(after?.[f])}`);
  return `${head}: ${parts.join('; ')}`;
}
