import type { SettingsDocument } from '@namiar/domain';

/**
 * The route viewer's user settings (spec 2 §2.1, §3.1, §4.1, §5): the flags of the settings
 * dialog, the event filters and the widgets' state. Pure readers; the screen's own changes
 * are saved by the settings feature's saveSettingLater.
 */

/** Boolean keys of the route settings dialog, by tab. */
export const MAP_FLAG_KEYS = [
  'route-vi-regno',
  'route-vi-speed',
  'route-vi-key',
  'route-vi-date',
  'route-events-iconDate',
  'route-events-iconDuration',
  'route-tracks-gprsEval',
  'route-tracks-gprsActive',
  'route-tracks-overspeeds',
] as const;
export const CHART_FLAG_KEYS = ['route-vi-infoByChart', 'route-chartAxisFullDate', 'route-fuelChartElectric'] as const;
export const OTHER_FLAG_KEYS = ['route-stats-visible-left', 'route-stats-visible-right'] as const;
export type RouteFlagKey =
  (typeof MAP_FLAG_KEYS)[number] | (typeof CHART_FLAG_KEYS)[number] | (typeof OTHER_FLAG_KEYS)[number];

/** Keys the map and the charts are given (route-*, map-tiles-layer). */
export function routeSettingsOf(doc: SettingsDocument): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc))
    if (key.startsWith('route-') || key === 'map-tiles-layer') out[key] = value;
  return out;
}

export const CHART_TYPES = ['fuel', 'speed', 'temp', 'fuelUse', 'fuelTempUse'] as const;
export type ChartTypeKey = (typeof CHART_TYPES)[number];

/** 'route-widgets': which widgets are open and their heights. */
export interface RouteWidgetsSetting {
  eventsTable: boolean;
  charts: boolean;
  /** The charts' height as last set (spec 2 §4.1). */
  chartsHeight: number;
  chartType: Record<ChartTypeKey, boolean>;
  eventsTableHeight: number;
}

/** Spec 2 §4.1, §5, §9. */
export const EVENTS_TABLE_DEFAULT_HEIGHT = 350;
export const CHARTS_CLOSED_HEIGHT = 30;
export const CHARTS_FIRST_OPEN_MIN_HEIGHT = 170;
export const WIDGET_MIN_HEIGHT = 70;
export const WIDGET_MAX_SHARE = 0.9;

const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const height = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : d);

export function readWidgets(raw: unknown): RouteWidgetsSetting {
  const r = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const types = (typeof r.chartType === 'object' && r.chartType !== null ? r.chartType : {}) as Record<string, unknown>;
  return {
    eventsTable: bool(r.eventsTable, false),
    charts: bool(r.charts, false),
    chartsHeight: height(r.chartsHeight, CHARTS_CLOSED_HEIGHT),
    chartType: Object.fromEntries(CHART_TYPES.map((k) => [k, bool(types[k], true)])) as Record<ChartTypeKey, boolean>,
    eventsTableHeight: height(r.eventsTableHeight, EVENTS_TABLE_DEFAULT_HEIGHT),
  };
}

/**
 * The charts widget's height: opened, the saved height but at least 170; with no chart open,
 * 30 (spec 2 §4.1).
 */
export function chartsHeightFor(open: boolean, saved: number): number {
  return open ? Math.max(CHARTS_FIRST_OPEN_MIN_HEIGHT, saved) : CHARTS_CLOSED_HEIGHT;
}

/** A dragged widget: at least 70 px, at most 90 % of its container (spec 2 §5). */
export function clampWidgetHeight(h: number, container: number): number {
  const max = Math.max(WIDGET_MIN_HEIGHT, Math.floor(container * WIDGET_MAX_SHARE));
  return Math.min(max, Math.max(WIDGET_MIN_HEIGHT, Math.round(h)));
}

/** Input N or output N has a description: only those are offered in the filter dropdowns. */
export function describedIo<T extends { n: number; desc: string }>(list: readonly T[]): T[] {
  return list.filter((x) => x.desc.trim() !== '');
}
