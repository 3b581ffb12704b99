import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadSettings, useSettings } from '../../kit/settings';
import { openNoticePath } from '../navigation';
import { ping, postOpenNotice } from '../../kit/api/shellApi';
import { useSession } from '../../kit/session/sessionStore';

export const PING_MS = 60_000;

/**
 * Keep-alive while signed in (spec 1 §9); session_destroy in its answer signs out. Its answer
 * carries the user's permissions as they are now: the first one, sent on page load, brings the
 * menu up to date with an administrator's changes made since sign-in.
 */
function usePing(): void {
  useEffect(() => {
    const beat = () =>
      void ping()
        .then((a) => Array.isArray(a.permissions) && useSession.getState().refreshPermissions(a.permissions))
        .catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, PING_MS);
    return () => window.clearInterval(timer);
  }, []);
}

/** Posts the navigation notice of each screen opened (spec 1 §2.1). */
function useNavigationNotice(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = openNoticePath(pathname);
    if (path) void postOpenNotice(path);
  }, [pathname]);
}

/** Settings are read once per page load after sign-in; a failure toasts err.global centrally. */
function useSettingsLoad(): void {
  useEffect(() => {
    if (useSettings.getState().loaded) return;
    const controller = new AbortController();
    loadSettings(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);
}

export function useShellEffects(): void {
  usePing();
  useNavigationNotice();
  useSettingsLoad();
}
