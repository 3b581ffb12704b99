import { describe, expect, it } from 'vitest';
import { CHART_HEAD_PX, CHART_MIN_PX, chartHeight, heightAfterToggle, minWidgetHeight } from './chartsLayout';

describe('charts widget heights', () => {
  // A chart is its title row over its plot: the plot (the canvas) keeps 70 px (spec 2 §5, §9).
  const panel = CHART_MIN_PX + CHART_HEAD_PX;

  it('gives every chart a plot of at least 70 px under its title, under the 30 px toolbar', () => {
    expect(CHART_MIN_PX).toBe(70);
    expect(minWidgetHeight(0)).toBe(30);
    expect(minWidgetHeight(3)).toBe(30 + 3 * panel);
    expect(chartHeight(30 + 3 * 110, 3)).toBe(110);
    // Too low a widget: each chart keeps its whole panel (the widget scrolls instead).
    expect(chartHeight(100, 3)).toBe(panel);
    expect(chartHeight(300, 0)).toBe(0);
  });

  it('opens at the saved height, at least 170 and at least 70 px per open chart; shrinks to the toolbar with none', () => {
    expect(heightAfterToggle(0, 1, 30, 30)).toBe(170);
    expect(heightAfterToggle(0, 1, 30, 400)).toBe(400);
    // Five charts on: 70 px of plot each, whatever the saved height was.
    expect(heightAfterToggle(0, 5, 30, 30)).toBe(minWidgetHeight(5));
    expect(heightAfterToggle(0, 5, 30, 200)).toBe(minWidgetHeight(5));
    expect(heightAfterToggle(2, 0, 300, 300)).toBe(30);
    expect(heightAfterToggle(2, 3, 200, 300)).toBe(minWidgetHeight(3));
    expect(heightAfterToggle(3, 2, 400, 300)).toBe(400);
  });
});
