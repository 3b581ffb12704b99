import { describe, expect, it } from 'vitest';
import { chartHeight, heightAfterToggle, minWidgetHeight } from './chartsLayout';

describe('charts widget heights', () => {
  it('gives every chart at least 70 px under the 30 px toolbar', () => {
    expect(minWidgetHeight(0)).toBe(30);
    expect(minWidgetHeight(3)).toBe(240);
    expect(chartHeight(330, 3)).toBe(100);
    expect(chartHeight(100, 3)).toBe(70);
    expect(chartHeight(300, 0)).toBe(0);
  });

  it('opens at the saved height (at least 170) and shrinks to the toolbar with no chart', () => {
    expect(heightAfterToggle(0, 1, 30, 30)).toBe(170);
    expect(heightAfterToggle(0, 1, 30, 400)).toBe(400);
    expect(heightAfterToggle(0, 4, 30, 30)).toBe(310);
    expect(heightAfterToggle(2, 0, 300, 300)).toBe(30);
    expect(heightAfterToggle(2, 3, 200, 300)).toBe(240);
    expect(heightAfterToggle(3, 2, 400, 300)).toBe(400);
  });
});
