import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SettingsDialog } from '../../features/settings';
import { PermissionGate, RequireSession, useHomeGuard } from '../guards';
import { MainMenu } from '../menu/MainMenu';
import { TopBar } from './TopBar';
import { useShellEffects } from './useShellEffects';

/** Home parent of every screen: guard, top bar, menu, settings dialog, page content. */
export function AppLayout() {
  return (
    <RequireSession>
      <SignedInLayout />
    </RequireSession>
  );
}

function SignedInLayout() {
  useHomeGuard();
  useShellEffects();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The menu closes on every route change (spec 1 §2.2), including query-only changes.
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <div className="app-shell">
      <TopBar
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        toggleRef={toggleRef}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <MainMenu open={menuOpen} onClose={closeMenu} toggleRef={toggleRef} />
      <main className="app-content">
        <PermissionGate>
          <Outlet />
        </PermissionGate>
      </main>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
