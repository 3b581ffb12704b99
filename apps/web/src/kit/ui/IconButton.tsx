import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

export interface IconButtonProps {
  /** The accessible name, and the tooltip unless `tooltip` is given. */
  label: string;
  icon: ReactNode;
  onClick(): void;
  onDoubleClick?(): void;
  testId: string;
  /** An on/off button (toggles, locks): filled, aria-pressed and data-on="1" while true. */
  active?: boolean;
  tooltip?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'middle';
  /** Where the tooltip opens; map controls use 'bottom'. */
  placement?: 'top' | 'bottom';
}

/** An icon-only button with its tooltip (toolbars, map controls, filters). */
export function IconButton(props: IconButtonProps) {
  const toggle = props.active !== undefined;
  return (
    <Tooltip title={props.tooltip ?? props.label} placement={props.placement ?? 'top'}>
      <Button
        size={props.size}
        type={props.active ? 'primary' : 'default'}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        onDoubleClick={props.onDoubleClick}
        aria-label={props.label}
        aria-pressed={toggle ? props.active : undefined}
        data-on={toggle ? (props.active ? '1' : '0') : undefined}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}
