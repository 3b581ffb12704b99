import { useEffect, useState } from 'react';
import type { Rect } from './windowFrames';

/** The monitor map's rectangle in viewport pixels, kept up to date while the page lives. */
export function useMapRect(): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  useEffect(() => {
    const el = document.querySelector<HTMLElement>('.monit-map');
    if (!el) return;
    const read = () => {
      const r = el.getBoundingClientRect();
      setRect((prev) =>
        prev && prev.x === r.x && prev.y === r.y && prev.width === r.width && prev.height === r.height
          ? prev
          : { x: r.x, y: r.y, width: r.width, height: r.height },
      );
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, []);
  return rect;
}
