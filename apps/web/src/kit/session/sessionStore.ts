import { create } from 'zustand';
import { toPermissionSet, type PermissionSet } from '@namiar/domain';
import { permissionsDiffer, readStoredPermissions, writePermissions, writeSignIn } from './storageKeys';

/**
 * Who is signed in, as far as the browser knows. The session itself is an HttpOnly cookie the
 * web cannot read, so "permissions present in local storage" counts as signed in; the first
 * call answering session_destroy signs the user out (spec 1 §8).
 */
interface SessionState {
  permissions: PermissionSet | null;
  /** The server answered module_permission_error; the page content is replaced (spec 1 §8). */
  moduleDenied: boolean;
  signIn(clogin: string, ulogin: string, permissionIds: readonly number[]): void;
  /**
   * The server's current permissions (keep-alive answer): an administrator may have changed
   * them since sign-in, and the menu and route guard follow. Ignored while signed out.
   */
  refreshPermissions(permissionIds: readonly number[]): void;
  setModuleDenied(denied: boolean): void;
}

function initialPermissions(): PermissionSet | null {
  if (typeof localStorage === 'undefined') return null;
  const ids = readStoredPermissions(localStorage);
  return ids ? toPermissionSet(ids) : null;
}

export const useSession = create<SessionState>()((set) => ({
  permissions: initialPermissions(),
  moduleDenied: false,
  signIn(clogin, ulogin, permissionIds) {
    writeSignIn(localStorage, clogin, ulogin, permissionIds);
    set({ permissions: toPermissionSet(permissionIds), moduleDenied: false });
  },
  refreshPermissions(permissionIds) {
    const current = useSession.getState().permissions;
    if (current === null || !permissionsDiffer(current, permissionIds)) return;
    writePermissions(localStorage, permissionIds);
    set({ permissions: toPermissionSet(permissionIds) });
  },
  setModuleDenied(denied) {
    // Avoid a re-render of every subscriber on each poll when nothing changed.
    if (useSession.getState().moduleDenied !== denied) set({ moduleDenied: denied });
  },
}));

export const EMPTY_PERMISSIONS: PermissionSet = new Set<number>();

/** Permissions of the signed-in user, or an empty set while signed out. */
export function usePermissions(): PermissionSet {
  return useSession((s) => s.permissions) ?? EMPTY_PERMISSIONS;
}
