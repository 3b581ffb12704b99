import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpenRoute } from '@namiar/domain';
import { useSettings } from '../kit/settings';
import { PermissionDenied } from './pages/PermissionDenied';
import { usePermissions, useSession } from '../kit/session/sessionStore';

/** Not signed in (no permissions in local storage) → /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.permissions !== null);
  if (!signedIn) return <Navigate to="/login" replace />;
  return children;
}

/**
 * The home guard: each entry into a screen starts with module-permission true (spec 1 §6) and
 * without the previous page's permission-denied state; the screen's own calls may set them again.
 */
export function useHomeGuard(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    useSettings.getState().setLocal('module-permission', true);
    useSession.getState().setModuleDenied(false);
  }, [pathname]);
}

/**
 * The page content, or the permission-denied screen when the route is not allowed by the
 * user's permissions (domain canOpenRoute) or the server answered module_permission_error.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const denied = useSession((s) => s.moduleDenied);
  if (denied || !canOpenRoute(permissions, pathname)) return <PermissionDenied />;
  return children;
}
