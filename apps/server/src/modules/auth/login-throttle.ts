import type { AppContext } from '../../http/context';
import * as repo from './auth.repository';

/** Failures counted within this window; older ones are forgotten. */
const WINDOW_MS = 15 * 60_000;
/** An address may fail this many times the per-account limit (several users behind one NAT). */
const ADDRESS_FACTOR = 4;

interface Who {
  clogin: string;
  ulogin: string;
  address: string;
}

/**
 * Brief lockout after repeated failed logins (DESIGN §7), per account and per address,
 * kept in the database so every node sees the same counts.
 */
export function loginThrottle(ctx: AppContext) {
  const { db, config } = ctx;
  const keys = (w: Who) => [
    { key: `acct:${w.clogin}|${w.ulogin}`, max: config.loginMaxFailures },
    { key: `addr:${w.address}`, max: config.loginMaxFailures * ADDRESS_FACTOR },
  ];

  async function isLocked(w: Who, now: number): Promise<boolean> {
    for (const { key } of keys(w)) {
      const row = await repo.findFailure(db, key);
      if (row && row.locked_until > now) return true;
    }
    return false;
  }

  /** Counts a failure; true when it locked the account or address. */
  async function recordFailure(w: Who, now: number): Promise<boolean> {
    let locked = false;
    for (const { key, max } of keys(w)) {
      const row = await repo.findFailure(db, key);
      const fresh = !row || now - row.first_at > WINDOW_MS || row.locked_until > 0;
      const failures = fresh ? 1 : row.failures + 1;
      const lock = failures >= max;
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

  async function clear(w: Who): Promise<void> {
    await repo.clearFailure(db, keys(w)[0].key);
  }

  return { isLocked, recordFailure, clear };
}
