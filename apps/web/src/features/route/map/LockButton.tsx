import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { pl } from '../../../i18n/pl';

const t = pl.routeMap;

export interface LockButtonProps {
  locked: boolean;
  icon: ReactNode;
  title: string;
  testId: string;
  /** A click: act once. */
  onOnce(): void;
  /** A double click: lock or unlock (spec 2 §2.1: 'double click locks it'). */
  onToggle(): void;
}

/** A map button that acts on a click and locks on a double click; filled while locked. */
export function LockButton({ locked, icon, title, testId, onOnce, onToggle }: LockButtonProps) {
  return (
    <Tooltip title={`${title} — ${t.lockHint} (${locked ? t.locked : t.unlocked})`} placement="bottom">
      <Button
        type={locked ? 'primary' : 'default'}
        icon={icon}
        aria-label={title}
        aria-pressed={locked}
        data-testid={testId}
        data-locked={locked ? '1' : '0'}
        onClick={onOnce}
        onDoubleClick={onToggle}
      />
    </Tooltip>
  );
}
