import type { ReactNode } from 'react';
import { IconButton } from '../../ui/IconButton';
import { pl } from '../../i18n/pl';

export interface MapToggleProps {
  on: boolean;
  onChange(on: boolean): void;
  icon: ReactNode;
  title: string;
  testId: string;
}

/** An on/off map button: filled while on, with its state in the tooltip and aria-pressed. */
export function MapToggle({ on, onChange, icon, title, testId }: MapToggleProps) {
  return (
    <IconButton
      label={title}
      icon={icon}
      active={on}
      tooltip={`${title}: ${on ? pl.monitMap.toggleOn : pl.monitMap.toggleOff}`}
      placement="bottom"
      testId={testId}
      onClick={() => onChange(!on)}
    />
  );
}
