import type { ReactNode } from 'react';
import { IconButton } from '../../ui/IconButton';
import { pl } from '../../i18n/pl';

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

/** A map button that acts on a click and locks on a double click; filled (data-on="1") while locked. */
export function LockButton({ locked, icon, title, testId, onOnce, onToggle }: LockButtonProps) {
  return (
    <IconButton
      label={title}
      icon={icon}
      active={locked}
      tooltip={`${title} — ${t.lockHint} (${locked ? t.locked : t.unlocked})`}
      placement="bottom"
      testId={testId}
      onClick={onOnce}
      onDoubleClick={onToggle}
    />
  );
}
