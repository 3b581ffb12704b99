/**
 * Local storage keys of spec 1 §4 / §7. Features that keep forms in the browser (route,
 * reports, fuel invoices, fuel losses) must use these names so logout can clear them.
 */
export const STORAGE_KEYS = {
  lastClientName: 'clogin',
  lastUserLogin: 'ulogin',
  permissions: 'permissions',
  alarmCount: 'alarmsCount',
  routeForm: 'routeForm',
  reportToRoute: 'reportToRoute',
  reportForm: 'reportForm',
  fuelInvoicesForm: 'fuelInvoicesForm',
  fuelLossForm: 'fuelLossForm',
} as const;

/**
 * Entries removed on logout. The last client name and login stay so the sign-in screen can
 * prefill them (spec 1 §2.3).
 */
export const CLEARED_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.reportForm,
  STORAGE_KEYS.routeForm,
  STORAGE_KEYS.reportToRoute,
  STORAGE_KEYS.fuelInvoicesForm,
  STORAGE_KEYS.fuelLossForm,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.alarmCount,
];

export function clearLocalSession(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of CLEARED_ON_LOGOUT) storage.removeItem(key);
}

/** Permissions as stored at login: a JSON array of ids. Anything else reads as "not signed in". */
export function readStoredPermissions(storage: Pick<Storage, 'getItem'>): number[] | null {
  const raw = storage.getItem(STORAGE_KEYS.permissions);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isInteger(v))) return value;
  } catch {
    /* corrupted entry: treat as signed out */
  }
  return null;
}

export function writeSignIn(
  storage: Pick<Storage, 'setItem'>,
  clogin: string,
  ulogin: string,
  permissions: readonly number[],
): void {
  storage.setItem(STORAGE_KEYS.lastClientName, clogin);
  storage.setItem(STORAGE_KEYS.lastUserLogin, ulogin);
  storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions));
}

/** The permissions of the signed-in user as the server now says they are (an administrator changed them). */
export function writePermissions(storage: Pick<Storage, 'setItem'>, permissions: readonly number[]): void {
  storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions));
}

/** True when `ids` name another set than `current` (order and repeats do not matter). */
export function permissionsDiffer(current: ReadonlySet<number> | null, ids: readonly number[]): boolean {
  const next = new Set(ids);
  if (!current || current.size !== next.size) return true;
  for (const id of next) if (!current.has(id)) return true;
  return false;
}

export function readLastLogins(storage: Pick<Storage, 'getItem'>): { clogin: string; ulogin: string } {
  return {
    clogin: storage.getItem(STORAGE_KEYS.lastClientName) ?? '',
    ulogin: storage.getItem(STORAGE_KEYS.lastUserLogin) ?? '',
  };
}
