import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
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
 * user's permissions. Submenus open on hover, in place under their title (inline), so a
 * submenu never covers the section beside it ('Wszystkie pojazdy' used to hide 'Ewidencja');
 * leaving the section closes it. A click outside closes the menu, and the layout closes it on
 * every route change.
 */
export function MainMenu({ open, onClose, toggleRef }: MainMenuProps) {
  const permissions = usePermissions();
  const sections = useMemo(() => buildMenu(permissions), [permissions]);
  const panelRef = useRef<HTMLDivElement>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

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
        <section
          key={section.key}
          className="main-menu-section"
          data-testid={`menu-section-${section.key}`}
          onMouseLeave={() => setOpenKeys([])}
        >
          <h3 className="main-menu-section-title">{pl.menuSections[section.key]}</h3>
          <Menu
            mode="inline"
            inlineIndent={16}
            selectable={false}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
            items={toAntItems(section.entries, (key) => setOpenKeys([key]))}
            onClick={onClose}
          />
        </section>
      ))}
    </nav>
  );
}
