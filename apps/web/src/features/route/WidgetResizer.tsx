import { useRef } from 'react';
import { pl } from '../../kit/i18n/pl';
import { clampWidgetHeight } from './routeSettings';

/**
 * A drag bar above a widget: dragging up makes the widget taller, limited to 70 px and to 90 %
 * of the container (spec 2 §5).
 */
export function WidgetResizer({
  height,
  container,
  onHeight,
  testId,
}: {
  height: number;
  /** The element whose height bounds the widget. */
  container: () => HTMLElement | null;
  onHeight(height: number): void;
  testId: string;
}) {
  const drag = useRef<{ y: number; h: number } | null>(null);
  return (
    <div
      className="route-widget-resizer"
      role="separator"
      aria-orientation="horizontal"
      aria-label={pl.route.resize}
      data-testid={testId}
      onPointerDown={(e) => {
        drag.current = { y: e.clientY, h: height };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!drag.current) return;
        const total = container()?.clientHeight ?? window.innerHeight;
        onHeight(clampWidgetHeight(drag.current.h + drag.current.y - e.clientY, total));
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
    />
  );
}
