import { freshTotpStep, totpStepOf } from '@namiar/domain';

import type { Db } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { totpDelta } from '../../security/totp';
import * as repo from './totp.repository';

/**
 * Checks a code against a user's secret and takes its time step, so the same code (or one of
 * an earlier step) is refused from then on. `confirm`: the code of a pending secret, which turns
 * the factor on; `use`: a code of an enabled one (the second sign-in step, switching it off).
 * True when the code was good and this call took it. `db`: the database or the caller's
 * transaction (SQLite has one connection: a transaction's work must go through it).
 */
export async function takeTotpCode(
  ctx: AppContext,
  db: Db,
  customerId: number,
  userId: number,
  code: string,
  mode: 'confirm' | 'use',
): Promise<boolean> {
  const row = await repo.findTotp(db, customerId, userId);
  const enabled = mode === 'use';
  if (!row || row.enabled !== (enabled ? 1 : 0)) return false;
  const t = ctx.now();
  const step = freshTotpStep(totpStepOf(t), totpDelta(ctx.box.open(row.secret), code, t), row.last_step);
  if (step === null) return false;
  return repo.takeTotpStep(db, customerId, userId, step, {
    enabled,
    ...(enabled ? {} : { enable: { at: t } }),
  });
}
