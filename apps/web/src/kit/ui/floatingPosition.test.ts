import { describe, expect, it } from 'vitest';
import { KEEP_VISIBLE_PX, clampWindowPosition } from './floatingPosition';

const viewport = { width: 1366, height: 800 };

describe('clampWindowPosition', () => {
  it('leaves a position inside the viewport as it is', () => {
    expect(clampWindowPosition({ x: 250, y: 100 }, 600, 40, viewport)).toEqual({ x: 250, y: 100 });
  });

  it('keeps part of the title bar on screen at every edge', () => {
    expect(clampWindowPosition({ x: -2000, y: -50 }, 600, 40, viewport, 56)).toEqual({
      x: KEEP_VISIBLE_PX - 600,
      y: 56,
    });
    expect(clampWindowPosition({ x: 5000, y: 5000 }, 600, 40, viewport)).toEqual({
      x: viewport.width - KEEP_VISIBLE_PX,
      y: viewport.height - 40,
    });
  });

  it('rounds to whole pixels', () => {
    expect(clampWindowPosition({ x: 10.6, y: 20.2 }, 300, 40, viewport)).toEqual({ x: 11, y: 20 });
  });
});
