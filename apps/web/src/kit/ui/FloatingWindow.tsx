import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
// The close label sits in the alarm window's block until the shell gets a common one.
import { pl } from '../i18n/pl';
import { clampWindowPosition, type Point } from './floatingPosition';

export interface FloatingWindowProps {
  title: ReactNode;
  /** Accessible name when the title is not plain text. */
  ariaLabel: string;
  width: number;
  /** The whole window's height limit (its body scrolls beyond it); default: the viewport's. */
  maxHeight?: number;
  /** Where the window opens (viewport pixels); the spot is kept while it stays mounted. */
  initial: Point;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId?: string;
}

/** The title bar never goes under the sticky top bar (styles.css --top-bar-height). */
const TOP_BAR_PX = 56;
const HEADER_PX = 40;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A non-modal window floating over the page that the user drags by its title bar (the
 * alarm window of spec 1 §2.8, the reminders window, the 'Wybierz pojazdy' chooser). It
 * renders only while mounted: the owner decides when it is open. It is fixed-positioned in
 * place (no portal), so it inherits the antd App's font and theme. Dragging uses pointer
 * capture, so a fast move outside the title bar does not drop the window.
 */
export function FloatingWindow({
  title,
  ariaLabel,
  width,
  maxHeight,
  initial,
  onClose,
  children,
  footer,
  className,
  testId,
}: FloatingWindowProps) {
  const [pos, setPos] = useState<Point>(() => clampWindowPosition(initial, width, HEADER_PX, viewport(), TOP_BAR_PX));
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  // A smaller browser window must not leave the window out of reach.
  useEffect(() => {
    const onResize = () => setPos((p) => clampWindowPosition(p, width, HEADER_PX, viewport(), TOP_BAR_PX));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [width]);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      // Buttons in the title bar (close) keep their own clicks.
      if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
      drag.current = { pointerId: e.pointerId, dx: e.clientX - pos.x, dy: e.clientY - pos.y };
      e.currentTarget.setPointerCapture(e.pointerId);
      e.preventDefault();
    },
    [pos],
  );

  const onPointerMove = useCallback(
    (e: ReactPointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      setPos(
        clampWindowPosition({ x: e.clientX - d.dx, y: e.clientY - d.dy }, width, HEADER_PX, viewport(), TOP_BAR_PX),
      );
    },
    [width],
  );

  const endDrag = useCallback((e: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  }, []);

  return (
    <div
      className={`floating-window${className ? ` ${className}` : ''}`}
      style={{ left: pos.x, top: pos.y, width, maxHeight }}
      role="dialog"
      aria-modal="false"
      aria-label={ariaLabel}
      data-testid={testId}
    >
      <div
        className="floating-window-header"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid={testId ? `${testId}-header` : undefined}
      >
        <div className="floating-window-title">{title}</div>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={pl.alarmWindow.close}
          onClick={onClose}
          data-testid={testId ? `${testId}-close` : undefined}
        />
      </div>
      <div className="floating-window-body">{children}</div>
      {footer ? <div className="floating-window-footer">{footer}</div> : null}
    </div>
  );
}
