import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/** An icon button that shows an on/off state (widget toggles, event filters). */
export function ToggleButton(props: {
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick(): void;
  testId: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size={props.size}
        type={props.active ? 'primary' : 'default'}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        aria-label={props.label}
        aria-pressed={props.active}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}
