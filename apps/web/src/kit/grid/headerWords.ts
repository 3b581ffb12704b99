import { APP_FONT_FAMILY } from '../ui/theme';

/**
 * A column header wraps its title over lines (report grids) or cuts it with an ellipsis; either
 * way its longest word must fit, or the browser breaks the word itself ('Zaakceptowan|o'). The
 * grid wrapper makes every column at least as wide as its title's longest word.
 */

/** The header's font: the grid theme (gridSetup.ts) draws it, the measure below reads it. */
export const GRID_HEADER_FONT = { family: APP_FONT_FAMILY, sizePx: 12, weight: 600 } as const;

/** Horizontal room a header cell takes beside its text: padding and the sort/resize handles, px. */
export const HEADER_CELL_EXTRA_PX = 22;

/** The title's longest word (units in brackets count as words). */
export function longestWord(title: string): string {
  return title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

let canvas: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/**
 * A word's width as the grid's header draws it, px, on one canvas shared by every grid (made on
 * first use); null where there is no canvas (tests outside a browser).
 */
export function measureHeaderWord(word: string): number | null {
  if (canvas === undefined) {
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (canvas) canvas.font = `${GRID_HEADER_FONT.weight} ${GRID_HEADER_FONT.sizePx}px ${GRID_HEADER_FONT.family}`;
  }
  if (!canvas) return null;
  let px = widths.get(word);
  if (px === undefined) {
    px = canvas.measureText(word).width;
    widths.set(word, px);
  }
  return px;
}
