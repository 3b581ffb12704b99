import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Menu } from 'antd';
import { buildMenu } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { usePermissions } from '../../kit/session/sessionStore';
import { toAntItems } from './menuItems';

interface MainMenuProps {
  open: boolean;
  onClose: () => void;
  /** The top-bar toggle: a click on it is not "outside" (the toggle closes the menu itself). */
  toggleRef: RefObject<HTMLElement | null>;
}

/**
 * The main menu (spec 1 §2.2): the five sections of the domain's buildMenu, gated by the
 * user's permissions. Submenus open on hover; a click outside closes it, and the layout closes
 * it on every route change.
 */
export function MainMenu({ open, onClose, toggleRef }: MainMenuProps) {
  const permissions = usePermissions();
  const sections = useMemo(() => buildMenu(permissions), [permissions]);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, toggleRef]);

  if (!open) return null;
  return (
    <nav className="main-menu" ref={panelRef} data-testid="main-menu" aria-label={pl.topBar.menu}>
      {sections.map((section) => (
        <section key={section.key} className="main-menu-section" data-testid={`menu-section-${section.key}`}>
          <h3 className="main-menu-section-title">{pl.menuSections[section.key]}</h3>
          <Menu
            mode="vertical"
            selectable={false}
            triggerSubMenuAction="hover"
            items={toAntItems(section.entries)}
            onClick={onClose}
            // Popups inside the panel, so hovering or clicking them is not a click outside.
            getPopupContainer={() => panelRef.current ?? document.body}
          />
        </section>
      ))}
    </nav>
  );
}
