import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
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
    <Tooltip title={`${title}: ${on ? pl.monitMap.toggleOn : pl.monitMap.toggleOff}`} placement="bottom">
      <Button
        type={on ? 'primary' : 'default'}
        icon={icon}
        aria-label={title}
        aria-pressed={on}
        data-testid={testId}
        data-on={on ? '1' : '0'}
        onClick={() => onChange(!on)}
      />
    </Tooltip>
  );
}
