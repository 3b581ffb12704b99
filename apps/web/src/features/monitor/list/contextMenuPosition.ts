/**
 * Where a right-click menu opens (spec 1 §2.7: context menus keep 250 px from the page
 * bottom): at the pointer, moved up so its top is at least 250 px above the bottom edge, and
 * left so it does not leave the page on the right.
 */
export const MENU_BOTTOM_GAP = 250;

export function contextMenuPosition(
  pointer: { x: number; y: number },
  viewport: { width: number; height: number },
  menuWidth: number,
): { left: number; top: number } {
  const top = Math.max(0, Math.min(pointer.y, viewport.height - MENU_BOTTOM_GAP));
  const left = Math.max(0, Math.min(pointer.x, viewport.width - menuWidth - 4));
  return { left, top };
}
