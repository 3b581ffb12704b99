import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuEntry, MenuLink } from '@namiar/domain';
import { menuLabel } from '../../kit/i18n/pl';

type AntItem = Required<MenuProps>['items'][number];

/** A link of the menu: most open in a new tab (spec 1 §2.1), the rest navigate in place. */
function MenuAnchor({ link }: { link: MenuLink }) {
  const label = menuLabel(link.key);
  const testId = `menu-item-${link.key}`;
  if (link.newTab) {
    return (
      <a href={link.path} target="_blank" rel="noopener" data-testid={testId}>
        {label}
      </a>
    );
  }
  return (
    <Link to={link.path} data-testid={testId}>
      {label}
    </Link>
  );
}

/**
 * buildMenu entries → antd Menu items; labels come from the Polish catalogue. `onHover` opens a
 * submenu when the pointer enters its title (spec 1 §2.2: submenus open on hover).
 */
export function toAntItems(entries: MenuEntry[], onHover: (key: string) => void): AntItem[] {
  return entries.map((entry): AntItem => {
    if (entry.kind === 'link') return { key: entry.key, label: <MenuAnchor link={entry} /> };
    return {
      key: entry.key,
      onTitleMouseEnter: () => onHover(entry.key),
      label: <span data-testid={`menu-submenu-${entry.key}`}>{menuLabel(entry.key)}</span>,
      children: entry.children.map((child) => ({ key: child.key, label: <MenuAnchor link={child} /> })),
    };
  });
}
