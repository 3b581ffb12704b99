import type { AppContext } from '../../http/context';
import * as repo from './auth.repository';

/** Failures counted within this window; older ones are forgotten. */
const WINDOW_MS = 15 * 60_000;
/** An address may fail this many times the per-account limit (several users behind one NAT). */
const ADDRESS_FACTOR = 4;
/** An account's failures from every address together, before it locks for browsers it does not know. */
const ACCOUNT_FACTOR = 10;

export interface LoginSource {
  clogin: string;
  ulogin: string;
  address: string;
  /**
   * The browser's device key when it holds this account's device cookie (it signed in as this
   * user before: auth.service.ts), else null.
   */
  device: string | null;
}

/**
 * Brief lockout after repeated failed logins (DESIGN §7; issue 28 §2), kept in the database so
 * every node sees the same counts. The lock falls on the source of the failures first, so an
 * attacker elsewhere cannot lock a user out:
 *  - a browser the account knows (its device cookie) counts only its own failures;
 *  - any other browser is locked for the account from its address (the account's limit), for
 *    every account from its address (4× the limit: many users behind one NAT), and for the
 *    account from every address it does not know (10× the limit: a brute force spread over
 *    many addresses).
 * So a user whose browser signed in before still signs in while his account is attacked from
 * anywhere, his own address included; a user on a new browser is locked only by failures from
 * his own address or by a spread attack on his account.
 */
export function loginThrottle(ctx: AppContext) {
  const { db, config } = ctx;
  const max = config.loginMaxFailures;
  const keys = (w: LoginSource) => {
    const account = `${w.clogin}|${w.ulogin}`;
    if (w.device) return [{ key: `dev:${w.device}|${account}`, max }];
    return [
      { key: `src:${w.address}|${account}`, max },
      { key: `addr:${w.address}`, max: max * ADDRESS_FACTOR },
      { key: `acct:${account}`, max: max * ACCOUNT_FACTOR },
    ];
  };

  async function isLocked(w: LoginSource, now: number): Promise<boolean> {
    for (const { key } of keys(w)) {
      const row = await repo.findFailure(db, key);
      if (row && row.locked_until > now) return true;
    }
    return false;
  }

  /** Counts a failure; true when it locked the source. */
  async function recordFailure(w: LoginSource, now: number): Promise<boolean> {
    let locked = false;
    for (const { key, max: limit } of keys(w)) {
      const row = await repo.findFailure(db, key);
      const fresh = !row || now - row.first_at > WINDOW_MS || row.locked_until > 0;
      const failures = fresh ? 1 : row.failures + 1;
      const lock = failures >= limit;
      locked ||= lock;
      await repo.saveFailure(db, {
        key,
        failures: lock ? 0 : failures,
        first_at: fresh ? now : row.first_at,
        locked_until: lock ? now + config.loginLockMs : 0,
      });
    }
    return locked;
  }

  /** A success forgets the source's own failures (not the address's or the account's spread count). */
  async function clear(w: LoginSource): Promise<void> {
    await repo.clearFailure(db, keys(w)[0].key);
  }

  return { isLocked, recordFailure, clear };
}
