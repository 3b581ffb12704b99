/** Where a floating window may sit: top-left corner in viewport pixels. */
export interface Point {
  x: number;
  y: number;
}

/** How much of a window must stay on screen so it can always be dragged back. */
export const KEEP_VISIBLE_PX = 48;

/**
 * Keeps a window of `width` with a title bar of `headerHeight` reachable inside the viewport:
 * the title bar never goes above `minTop` (under the top bar) or below the bottom edge, and at
 * least KEEP_VISIBLE_PX of it stays visible horizontally.
 */
export function clampWindowPosition(
  pos: Point,
  width: number,
  headerHeight: number,
  viewport: { width: number; height: number },
  minTop = 0,
): Point {
  const minX = KEEP_VISIBLE_PX - width;
  const maxX = viewport.width - KEEP_VISIBLE_PX;
  const maxY = Math.max(minTop, viewport.height - headerHeight);
  return {
    x: Math.round(Math.min(Math.max(pos.x, minX), Math.max(minX, maxX))),
    y: Math.round(Math.min(Math.max(pos.y, minTop), maxY)),
  };
}
