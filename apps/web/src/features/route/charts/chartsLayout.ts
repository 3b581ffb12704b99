/**
 * Heights of the charts widget (spec 2 §4.1, §5, §9): the toolbar row alone is 30 px; every
 * chart's plot (its canvas) has at least 70 px under the chart's title row; the first chart
 * opened makes the widget the saved chartsHeight, at least 170 and at least what its charts need.
 */
export const TOOLBAR_PX = 30;
export const CHART_MIN_PX = 70;
/** A chart's title row (18 px) and the line under its panel (1 px): not part of its plot. */
export const CHART_HEAD_PX = 19;
export const FIRST_OPEN_MIN_PX = 170;

/** The least a chart's panel takes: its title row over a plot of CHART_MIN_PX. */
const PANEL_MIN_PX = CHART_MIN_PX + CHART_HEAD_PX;

export function minWidgetHeight(charts: number): number {
  return TOOLBAR_PX + PANEL_MIN_PX * charts;
}

/** The widget height after the number of shown charts went from `before` to `after`. */
export function heightAfterToggle(before: number, after: number, height: number, saved: number): number {
  if (after === 0) return TOOLBAR_PX;
  const min = minWidgetHeight(after);
  if (before === 0) return Math.max(FIRST_OPEN_MIN_PX, min, Number.isFinite(saved) ? saved : 0);
  return Math.max(min, height);
}

/** Height of each chart's panel when `charts` charts share a widget of `height` px. */
export function chartHeight(height: number, charts: number): number {
  if (charts <= 0) return 0;
  return Math.max(PANEL_MIN_PX, Math.floor((height - TOOLBAR_PX) / charts));
}
