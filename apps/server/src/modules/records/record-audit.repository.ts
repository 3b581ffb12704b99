import type { Db } from '../../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';

/** One change to a record, as a save or a delete reports it. */
export interface AuditChange {
  /** The record kind: 'vehicle', 'driver', 'identifier', 'poi', 'base', 'user', ... */
  entity: string;
  recordId: number;
  action: AuditAction;
  /** The record as it was (null for a new record) and as it is now (null after a delete). */
  before: unknown;
  after: unknown;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes a change; called inside the transaction of the change itself (record-save.ts). */
export async function writeAudit(db: Db, customerId: number, userId: number, at: number, change: AuditChange) {
  await db
    .insertInto('record_audit')
    .values({
      customer_id: customerId,
      user_id: userId,
      at,
      entity: change.entity,
      record_id: change.recordId,
      action: change.action,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

export interface AuditRow {
  at: number;
  login: string | null;
  entity: string;
  record_id: number;
  action: AuditAction;
  before: string | null;
  after: string | null;
}

/** A company's changes since a moment (oldest first), with the login of who made them. */
export function listAudit(db: Db, customerId: number, since: number, limit = 10_000): Promise<AuditRow[]> {
  return db
    .selectFrom('record_audit as a')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'a.user_id').onRef('u.customer_id', '=', 'a.customer_id'))
    .select(['a.at', 'u.login', 'a.entity', 'a.record_id', 'a.action', 'a.before', 'a.after'])
    .where('a.customer_id', '=', customerId)
    .where('a.at', '>=', since)
    .orderBy('a.at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
