import { MSG, TOTP_MSG, type ErrCode, type GetTokenBody, type LoginBody } from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { md5, randomHex, safeEqualHex, sha256 } from '../../security/secretbox';
import { takeTotpCode } from '../totp/totp-codes';
import * as totpRepo from '../totp/totp.repository';
import * as repo from './auth.repository';
import { loginThrottle, type LoginSource } from './login-throttle';

export type AuthFailure = { global: string } | { code: ErrCode };

/** A session opened by a sign-in: its cookie value, the permissions and a new device cookie. */
export interface OpenedSession {
  sessionToken: string;
  permissions: number[];
  deviceCookie: string;
}

export type LoginOutcome =
  | ({ ok: true; secondStep?: undefined } & OpenedSession)
  /** The password was right and the user has the second factor on: the code is asked next. */
  | { ok: true; secondStep: true }
  | { ok: false; err: AuthFailure };

/** How long a login whose password was right waits for its second factor's code. */
export const SECOND_STEP_MS = 5 * 60_000;

/** Permission ids are stored joined by ','. */
export function parsePermissionList(text: string): number[] {
  return text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * The login protocol of spec 1 §7 and DESIGN §7: a single-use token that expires quickly,
 * code = MD5(token + client + user + MD5(password)), sessions held server-side.
 */
export function createAuthService(ctx: AppContext) {
  const { db, config, box, now } = ctx;
  const throttle = loginThrottle(ctx);

  /** `binder`: the SHA-256 of the asking browser's login cookie; only that browser's login takes the token. */
  async function issueToken(body: GetTokenBody, binder: string): Promise<string> {
    const t = now();
    const token = randomHex(16);
    // Issued for any client/login pair, existing or not, so the answer tells nothing.
    await repo.insertLoginToken(db, {
      token,
      clogin_key: key(body.clogin),
      ulogin_key: key(body.ulogin),
      created_at: t,
      expires_at: t + config.loginTokenMs,
      binder,
    });
    await repo.purgeExpiredLoginTokens(db, t);
    return token;
  }

  /** The device key of a device cookie sealed for this account, else null (absent, forged, another user's). */
  function deviceOf(cookie: string | undefined, clogin: string, ulogin: string): string | null {
    if (!cookie) return null;
    try {
      const [c, u, id] = box.open(cookie).split('|');
      return c === clogin && u === ulogin && id ? id : null;
    } catch {
      return null;
    }
  }

  /**
   * `binder`: the SHA-256 of the browser's login cookie (the tokens it asked for);
   * `deviceCookie`: the browser's device cookie, if any. A success answers a new device cookie
   * for this account (the browser is known to it from then on: login-throttle.ts).
   */
  async function login(body: LoginBody, address: string, binder: string, deviceCookie?: string): Promise<LoginOutcome> {
    const t = now();
    const clogin = key(body.clogin);
    const ulogin = key(body.ulogin);
    const who = { clogin, ulogin, address, device: deviceOf(deviceCookie, clogin, ulogin) };
    if (await throttle.isLocked(who, t)) return { ok: false, err: { global: MSG.tooManyAttempts } };

    const tokens = await repo.takeLoginTokens(db, who.clogin, who.ulogin, binder, t);
    if (tokens.length === 0) return { ok: false, err: { global: MSG.tokenInvalid } };

    const fail = async () => {
      const locked = await throttle.recordFailure(who, t);
      return { ok: false as const, err: { global: locked ? MSG.tooManyAttempts : MSG.badCredentials } };
    };

    const customer = await repo.findCustomerByClogin(db, who.clogin);
    const user = customer && (await repo.findUserByLogin(db, customer.id, who.ulogin));
    if (!customer || !user) return fail();
    const verifier = box.open(user.verifier);
    // The client hashes what the user typed, so the code is checked against the body's spelling.
    const matches = tokens.some((tk) => safeEqualHex(md5(tk + body.clogin + body.ulogin + verifier), body.code));
    if (!matches) return fail();
    if (user.status !== 'active') return { ok: false, err: { global: MSG.userInactive } };

    // The second factor (issue 28 §2): no session yet, and the source's failures are not
    // forgotten until the code is right too (else each right password would reset the count
    // of wrong codes). The pending step belongs to this browser's binder alone.
    if (await totpRepo.totpEnabled(db, customer.id, user.id)) {
      await totpRepo.saveSecondStep(db, {
        binder,
        customer_id: customer.id,
        user_id: user.id,
        clogin_key: clogin,
        ulogin_key: ulogin,
        device: who.device,
        created_at: t,
        expires_at: t + SECOND_STEP_MS,
      });
      await totpRepo.purgeExpiredSecondSteps(db, t);
      return { ok: true, secondStep: true };
    }
    await throttle.clear(who);
    return { ok: true, ...(await openSession(customer.id, user, who, t)) };
  }

  /**
   * The second sign-in step: a current code of the user's secret, from the browser whose
   * password login is waiting (`binder`, as at login). Wrong codes count as failed logins of
   * that source and account (login-throttle.ts); a lock ends the waiting login.
   */
  async function finishSecondStep(code: string, address: string, binder: string): Promise<LoginOutcome> {
    const t = now();
    const step = await totpRepo.findSecondStep(db, binder, t);
    if (!step) return { ok: false, err: { global: TOTP_MSG.stepExpired } };
    const who = { clogin: step.clogin_key, ulogin: step.ulogin_key, address, device: step.device };
    const end = async (global: string) => {
      await totpRepo.deleteSecondStep(db, binder);
      return { ok: false as const, err: { global } };
    };
    if (await throttle.isLocked(who, t)) return end(MSG.tooManyAttempts);
    const user = await repo.findUser(db, step.customer_id, step.user_id);
    if (!user || user.status !== 'active') return end(MSG.userInactive);
    if (!(await takeTotpCode(ctx, db, step.customer_id, step.user_id, code, 'use'))) {
      if (await throttle.recordFailure(who, t)) return end(MSG.tooManyAttempts);
      return { ok: false, err: { global: TOTP_MSG.badCode } };
    }
    // Two finishes at once with two good codes: only the one that ends the step signs in.
    if (!(await totpRepo.deleteSecondStep(db, binder))) return { ok: false, err: { global: TOTP_MSG.stepExpired } };
    await throttle.clear(who);
    return { ok: true, ...(await openSession(step.customer_id, user, who, t)) };
  }

  async function openSession(
    customerId: number,
    user: { id: number; permissions: string },
    who: LoginSource,
    t: number,
  ): Promise<OpenedSession> {
    const sessionToken = randomHex(32);
    await repo.insertSession(db, {
      id: sha256(sessionToken),
      customer_id: customerId,
      user_id: user.id,
      created_at: t,
      last_seen_at: t,
      expires_at: t + config.sessionIdleMs,
      address: who.address,
    });
    await repo.purgeExpiredSessions(db, t);
    return {
      sessionToken,
      permissions: parsePermissionList(user.permissions),
      deviceCookie: box.seal(`${who.clogin}|${who.ulogin}|${who.device ?? randomHex(12)}`),
    };
  }

  /** The session's user, or null when the cookie names no live session of an active user. */
  async function resolve(sessionToken: string | undefined): Promise<SessionUser | null> {
    if (!sessionToken || !/^[0-9a-f]{64}$/.test(sessionToken)) return null;
    const t = now();
    const id = sha256(sessionToken);
    const row = await repo.findLiveSession(db, id, t);
    if (!row || row.status !== 'active') return null;
    // Sliding expiry, written at most once a minute to keep reads cheap.
    if (t - row.last_seen_at > 60_000) await repo.touchSession(db, id, t, t + config.sessionIdleMs);
    const vehicleIds = row.vehicles_restricted ? await repo.allowedVehicleIds(db, row.customer_id, row.user_id) : null;
    return {
      sessionId: id,
      customerId: row.customer_id,
      clogin: row.clogin,
      customerName: row.customer_name,
      timeZone: row.time_zone,
      userId: row.user_id,
      login: row.login,
      fullName: row.full_name,
      permissions: new Set(parsePermissionList(row.permissions)),
      vehicleIds,
    };
  }

  async function logout(user: SessionUser): Promise<void> {
    await repo.deleteSession(db, user.sessionId);
  }

  return { issueToken, login, finishSecondStep, resolve, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
