import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Popover, type PopoverProps } from 'antd';

/**
 * A hover popover that costs nothing until it is first wanted. A list row may carry many
 * chips; an antd Popover on each would be built for every row scrolled into view. Here the
 * row renders its plain element, the pointer resting on it for `delayMs` mounts the antd
 * Popover already open, and from then on antd handles hovering as usual.
 */

type TriggerProps = {
  onMouseEnter?: (e: React.MouseEvent) => void;
  onMouseLeave?: (e: React.MouseEvent) => void;
};

interface Props extends Omit<PopoverProps, 'children' | 'open' | 'defaultOpen' | 'mouseEnterDelay'> {
  delayMs: number;
  content: ReactNode;
  children: ReactElement<TriggerProps>;
}

export function HoverPopover({ delayMs, children, ...popover }: Props) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (armed) {
    return (
      <Popover {...popover} defaultOpen mouseEnterDelay={delayMs / 1000}>
        {children}
      </Popover>
    );
  }
  return cloneElement(children, {
    onMouseEnter: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setArmed(true), delayMs);
    },
    onMouseLeave: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
  });
}
