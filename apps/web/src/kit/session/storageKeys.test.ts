import { describe, expect, it } from 'vitest';
import {
  CLEARED_ON_LOGOUT,
  STORAGE_KEYS,
  clearLocalSession,
  readLastLogins,
  permissionsDiffer,
  readStoredPermissions,
  writePermissions,
  writeSignIn,
} from './storageKeys';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('local session entries (spec 1 §4)', () => {
  it('clears report, route, fuel forms, permissions and alarm count but keeps the last logins', () => {
    const s = new MemoryStorage();
    writeSignIn(s, 'demo', 'admin', [1, 2, 56]);
    for (const key of Object.values(STORAGE_KEYS)) if (!s.map.has(key)) s.setItem(key, 'x');
    clearLocalSession(s);
    expect([...s.map.keys()].sort()).toEqual([STORAGE_KEYS.lastClientName, STORAGE_KEYS.lastUserLogin].sort());
    expect(readLastLogins(s)).toEqual({ clogin: 'demo', ulogin: 'admin' });
  });

  it('lists the spec names routeForm and reportToRoute', () => {
    expect(CLEARED_ON_LOGOUT).toContain('routeForm');
    expect(CLEARED_ON_LOGOUT).toContain('reportToRoute');
    expect(CLEARED_ON_LOGOUT).toContain(STORAGE_KEYS.permissions);
    expect(CLEARED_ON_LOGOUT).toContain(STORAGE_KEYS.alarmCount);
  });

  it('reads stored permissions, rejecting anything that is not an id list', () => {
    const s = new MemoryStorage();
    expect(readStoredPermissions(s)).toBeNull();
    writeSignIn(s, 'demo', 'admin', [15, 16]);
    expect(readStoredPermissions(s)).toEqual([15, 16]);
    s.setItem(STORAGE_KEYS.permissions, '{broken');
    expect(readStoredPermissions(s)).toBeNull();
    s.setItem(STORAGE_KEYS.permissions, '["1"]');
    expect(readStoredPermissions(s)).toBeNull();
    expect(readLastLogins(new MemoryStorage())).toEqual({ clogin: '', ulogin: '' });
  });
});

describe('permissions changed by an administrator after sign-in', () => {
  it('tells a changed set from the same one in another order', () => {
    expect(permissionsDiffer(new Set([1, 9, 56]), [56, 1, 9, 9])).toBe(false);
    expect(permissionsDiffer(new Set([1, 9, 56]), [1, 56])).toBe(true);
    expect(permissionsDiffer(new Set([1, 9]), [1, 15])).toBe(true);
    expect(permissionsDiffer(null, [])).toBe(true);
  });

  it('stores the new set where the menu reads it on the next page load', () => {
    const s = new MemoryStorage();
    writeSignIn(s, 'demo', 'jan', [1, 9]);
    writePermissions(s, [15, 56]);
    expect(readStoredPermissions(s)).toEqual([15, 56]);
    expect(readLastLogins(s)).toEqual({ clogin: 'demo', ulogin: 'jan' });
  });
});
