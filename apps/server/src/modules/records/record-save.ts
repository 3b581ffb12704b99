import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { writeAudit, type AuditChange } from './record-audit.repository';

/**
 * A record change as one transaction (issue 14: nothing is half-saved): `work` writes the
 * record and its lists and says what changed; the audit row goes in with it. A throw anywhere
 * (a refused field, a database error) rolls everything back, the audit row included.
 * `work` may report several changes (a save that also touches another record) or none (a save
 * that changed nothing is not audited).
 */
export async function changeRecord<T>(
  ctx: AppContext,
  user: SessionUser,
  work: (trx: Transaction<DB>) => Promise<{ result: T; changes: AuditChange[] }>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const { result, changes } = await work(trx);
    const at = ctx.now();
    for (const change of changes) await writeAudit(trx, user.customerId, user.userId, at, change);
    return result;
  });
}
