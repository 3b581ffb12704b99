import { APP_FONT_FAMILY } from '../ui/theme';

/**
 * A column header wraps its title over lines (report grids) or cuts it with an ellipsis; either
 * way its longest word must fit, or the browser breaks the word itself ('Zaakceptowan|o'). The
 * grid wrapper makes every column at least as wide as its title's longest word.
 */

/** Horizontal room a header cell takes beside its text: padding and the sort/resize handles, px. */
export const HEADER_CELL_EXTRA_PX = 22;

/** The title's longest word (units in brackets count as words). */
export function longestWord(title: string): string {
  return title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * Measures a word as the grid's header draws it (the grid theme's 600 12px in the application's
 * font, which the grid inherits from antd's container; the page's body has the browser default),
 * on one canvas shared by every grid; null where there is no canvas (tests outside a browser).
 */
export function headerWordMeasure(): ((word: string) => number) | null {
  if (typeof document === 'undefined') return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = `600 12px ${APP_FONT_FAMILY}`;
  const cache = new Map<string, number>();
  return (word) => {
    let px = cache.get(word);
    if (px === undefined) {
      px = context.measureText(word).width;
      cache.set(word, px);
    }
    return px;
  };
}

let shared: ((word: string) => number) | null | undefined;

/** The measure every grid shares, made on first use. */
export function sharedHeaderWordMeasure(): ((word: string) => number) | null {
  if (shared === undefined) shared = headerWordMeasure();
  return shared;
}
