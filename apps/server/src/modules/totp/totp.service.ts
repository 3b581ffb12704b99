import {
  MSG,
  TOTP_MSG,
  USERS_MSG,
  formatDateTime,
  totpEligible,
  type TotpBeginAnswer,
  type TotpDisableBody,
  type TotpStatusAnswer,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError } from '../../http/errors';
import { newTotpSecret, totpUri } from '../../security/totp';
import { parsePermissionList } from '../auth/auth.service';
import { loginThrottle } from '../auth/login-throttle';
import { changeRecord } from '../records/record-save';
import { findUser } from '../users/users.repository';
import { takeTotpCode } from './totp-codes';
import * as repo from './totp.repository';

function refuse(message: string): never {
  throw new AnswerError(200, { err: { global: message } });
}

/**
 * Enrolment of the second sign-in factor in the user editor (issue 28 §2). Only an
 * administrator (totpEligible) turns it on, for his own account alone: the server makes a
 * secret, he scans it and types a code back, and only then is it on. Switching it off takes a
 * current code from the user himself; an administrator resets another user's without one (a
 * lost phone) but never sees a secret. Enabling and switching off are kept in the record audit.
 */
export function createTotpService(ctx: AppContext) {
  const { db, box, now } = ctx;
  const throttle = loginThrottle(ctx);

  async function targetOf(actor: SessionUser, uid: number) {
    const user = await findUser(db, actor.customerId, uid);
    if (!user) refuse(USERS_MSG.userNotFound);
    return user;
  }

  async function status(actor: SessionUser, uid: number): Promise<TotpStatusAnswer> {
    const target = await targetOf(actor, uid);
    const row = await repo.findTotp(db, actor.customerId, uid);
    const enabled = row?.enabled === 1;
    return {
      uid,
      eligible: totpEligible(parsePermissionList(target.permissions)),
      self: uid === actor.userId,
      enabled,
      confirmed_at: enabled && row.confirmed_at !== null ? formatDateTime(row.confirmed_at, actor.timeZone) : null,
    };
  }

  /** A new pending secret for the signed-in administrator; an enabled one must be switched off first. */
  async function begin(actor: SessionUser): Promise<TotpBeginAnswer> {
    if (!totpEligible(actor.permissions)) refuse(TOTP_MSG.notEligible);
    if (await repo.totpEnabled(db, actor.customerId, actor.userId)) refuse(TOTP_MSG.alreadyOn);
    const secret = newTotpSecret();
    await repo.savePendingTotp(db, actor.customerId, actor.userId, box.seal(secret), now());
    return { secret, uri: totpUri(secret, `${actor.login}@${actor.clogin}`) };
  }

  /** A current code of the pending secret turns the factor on. */
  async function confirm(actor: SessionUser, code: string): Promise<void> {
    const row = await repo.findTotp(db, actor.customerId, actor.userId);
    if (!row || row.enabled === 1) refuse(row ? TOTP_MSG.alreadyOn : TOTP_MSG.notStarted);
    await changeRecord(ctx, actor, async (trx) => {
      if (!(await takeTotpCode(ctx, trx, actor.customerId, actor.userId, code, 'confirm'))) refuse(TOTP_MSG.badCode);
      return { result: undefined, changes: [audit(actor.userId, false, true)] };
    });
  }

  /**
   * Switches the factor off (or drops a pending secret). `address`: the caller's, for the
   * sign-in throttle: wrong codes of a user switching off his own count as failed sign-ins, so
   * a stolen session cannot guess its way past the factor either.
   */
  async function disable(actor: SessionUser, body: TotpDisableBody, address: string): Promise<void> {
    await targetOf(actor, body.uid);
    const row = await repo.findTotp(db, actor.customerId, body.uid);
    if (!row) refuse(TOTP_MSG.notOn);
    const self = body.uid === actor.userId;
    if (row.enabled === 1 && self) {
      if (body.otp === null) refuse(TOTP_MSG.ownCodeRequired);
      const who = { clogin: actor.clogin, ulogin: actor.login.toLowerCase(), address, device: null };
      const t = now();
      if (await throttle.isLocked(who, t)) refuse(MSG.tooManyAttempts);
      if (!(await takeTotpCode(ctx, db, actor.customerId, actor.userId, body.otp, 'use'))) {
        const locked = await throttle.recordFailure(who, t);
        refuse(locked ? MSG.tooManyAttempts : TOTP_MSG.badCode);
      }
    }
    await changeRecord(ctx, actor, async (trx) => {
      await repo.deleteTotp(trx, actor.customerId, body.uid);
      await repo.deleteUserSecondSteps(trx, actor.customerId, body.uid);
      return { result: undefined, changes: row.enabled === 1 ? [audit(body.uid, true, false)] : [] };
    });
  }

  return { status, begin, confirm, disable };
}

/** The audit row of a switch (the secret is never in it). */
const audit = (uid: number, before: boolean, after: boolean) => ({
  entity: 'user_totp',
  recordId: uid,
  action: 'update' as const,
  before: { totp_enabled: before },
  after: { totp_enabled: after },
});

export type TotpService = ReturnType<typeof createTotpService>;
