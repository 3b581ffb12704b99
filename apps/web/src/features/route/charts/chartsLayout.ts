/**
 * Heights of the charts widget (spec 2 §4.1, §5, §9): the toolbar row alone is 30 px; every
 * chart has at least 70 px; the first chart opened makes the widget the saved chartsHeight,
 * at least 170.
 */
export const TOOLBAR_PX = 30;
export const CHART_MIN_PX = 70;
export const FIRST_OPEN_MIN_PX = 170;

export function minWidgetHeight(charts: number): number {
  return TOOLBAR_PX + CHART_MIN_PX * charts;
}

/** The widget height after the number of shown charts went from `before` to `after`. */
export function heightAfterToggle(before: number, after: number, height: number, saved: number): number {
  if (after === 0) return TOOLBAR_PX;
  const min = minWidgetHeight(after);
  if (before === 0) return Math.max(FIRST_OPEN_MIN_PX, min, Number.isFinite(saved) ? saved : 0);
  return Math.max(min, height);
}

/** Height of each chart when `charts` charts share a widget of `height` px. */
export function chartHeight(height: number, charts: number): number {
  if (charts <= 0) return 0;
  return Math.max(CHART_MIN_PX, Math.floor((height - TOOLBAR_PX) / charts));
}
