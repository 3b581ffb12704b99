import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Button, Tooltip } from 'antd';
import { AlertOutlined, BellOutlined, LogoutOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { P } from '@namiar/domain';
import { useAlarmWindow, useMonitAlarms } from '../../kit/alarms';
import { useMonitReminders, useRemindersWindow } from '../../kit/reminders';
import { useSetting } from '../../kit/settings';
import { pl } from '../../kit/i18n/pl';
import { usePermissions } from '../../kit/session/sessionStore';
import { BrandMark } from '../../kit/ui/BrandMark';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onOpenSettings: () => void;
}

function AlarmBadge() {
  const navigate = useNavigate();
  const onMonitor = useLocation().pathname === '/monit';
  const canOpen = usePermissions().has(P.alarms);
  const count = useMonitAlarms().data?.alarms?.length ?? 0;
  // On the monitor the badge opens the floating alarm window; elsewhere the alarms screen.
  const open = onMonitor ? () => useAlarmWindow.getState().show() : canOpen ? () => navigate('/alarms') : undefined;
  return (
    <Tooltip title={pl.topBar.alarms}>
      <Badge count={count} overflowCount={999} size="small" offset={[-4, 4]} data-testid="alarm-badge">
        <Button
          type="text"
          className="top-bar-icon"
          icon={<AlertOutlined />}
          aria-label={pl.topBar.alarms}
          onClick={open}
          data-testid="alarm-button"
          data-count={count}
        />
      </Badge>
    </Tooltip>
  );
}

/** Shown only with permission 5, which also enables the polling (spec 1 §6). */
function ReminderBadge() {
  const navigate = useNavigate();
  const onMonitor = useLocation().pathname === '/monit';
  const { allowed, data } = useMonitReminders();
  if (!allowed) return null;
  const count = data?.reminders?.length ?? 0;
  return (
    <Tooltip title={pl.topBar.reminders}>
      <Badge count={count} overflowCount={999} size="small" offset={[-4, 4]} color="gold" data-testid="reminder-badge">
        <Button
          type="text"
          className="top-bar-icon"
          icon={<BellOutlined />}
          aria-label={pl.topBar.reminders}
          onClick={() => (onMonitor ? useRemindersWindow.getState().show() : navigate('/reminders'))}
          data-testid="reminder-button"
          data-count={count}
        />
      </Badge>
    </Tooltip>
  );
}

function UserChip() {
  const user = useSetting<string | undefined>('logged_user_full_name');
  const customer = useSetting<string | undefined>('logged_customer_name');
  if (!user && !customer) return null;
  return (
    <div className="top-bar-user" data-testid="top-bar-user">
      <span className="top-bar-user-name">{user}</span>
      <span className="top-bar-user-customer">{customer}</span>
    </div>
  );
}

/** Top bar of spec 1 §1: menu toggle, alarm badge, reminders badge, settings, logout. */
export function TopBar({ menuOpen, onToggleMenu, toggleRef, onOpenSettings }: TopBarProps) {
  const navigate = useNavigate();
  return (
    <header className="top-bar">
      <Button
        ref={toggleRef}
        type="text"
        className={`top-bar-icon top-bar-toggle${menuOpen ? ' is-active' : ''}`}
        icon={<MenuOutlined />}
        aria-label={pl.topBar.menu}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
        data-testid="menu-toggle"
      >
        <span className="top-bar-toggle-text">{pl.topBar.menu}</span>
      </Button>
      <div className="top-bar-brand">
        <BrandMark size={26} />
        <span>{pl.product.name}</span>
      </div>
      <div className="top-bar-spacer" />
      <UserChip />
      <AlarmBadge />
      <ReminderBadge />
      <Tooltip title={pl.topBar.settings}>
        <Button
          type="text"
          className="top-bar-icon"
          icon={<SettingOutlined />}
          aria-label={pl.topBar.settings}
          onClick={onOpenSettings}
          data-testid="settings-button"
        />
      </Tooltip>
      <Tooltip title={pl.topBar.logout}>
        <Button
          type="text"
          className="top-bar-icon"
          icon={<LogoutOutlined />}
          aria-label={pl.topBar.logout}
          onClick={() => navigate('/logout')}
          data-testid="logout-button"
        />
      </Tooltip>
    </header>
  );
}
