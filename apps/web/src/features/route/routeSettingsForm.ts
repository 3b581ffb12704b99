import type { SettingsDocument } from '@namiar/domain';
import { TILE_LAYER_KEYS, type TileLayerKey } from '../../kit/map/tiles';
import {
  FILTER_GROUPS,
  type FilterGroupKey,
  areAlarmsActive,
  isGroupActive,
  normalizeFilters,
  toggleAlarms,
  toggleIds,
} from './eventFilters';
import {
  CHART_FLAG_KEYS,
  CHART_TYPES,
  type ChartTypeKey,
  MAP_FLAG_KEYS,
  OTHER_FLAG_KEYS,
  type RouteFlagKey,
  WIDGET_MIN_HEIGHT,
  readWidgets,
} from './routeSettings';

/**
 * The route settings dialog's form (spec 2 §2.1: tabs Mapa, Wykresy, Inne) and its mapping to
 * and from the settings document. Pure, so the mapping is tested without the dialog.
 */
export interface RouteSettingsForm {
  flags: Record<RouteFlagKey, boolean>;
  tiles: TileLayerKey;
  chartsHeight: number;
  chartType: Record<ChartTypeKey, boolean>;
  /** Shown event groups (true) of route-events-filters; 'alarms' is the alarm flags. */
  filters: Record<FilterGroupKey | 'alarms', boolean>;
}

export const ALL_FLAG_KEYS: readonly RouteFlagKey[] = [...MAP_FLAG_KEYS, ...CHART_FLAG_KEYS, ...OTHER_FLAG_KEYS];

export function toRouteSettingsForm(doc: SettingsDocument): RouteSettingsForm {
  const widgets = readWidgets(doc['route-widgets']);
  const filters = normalizeFilters(doc['route-events-filters']);
  const tiles = doc['map-tiles-layer'];
  return {
    flags: Object.fromEntries(ALL_FLAG_KEYS.map((k) => [k, doc[k] === true])) as Record<RouteFlagKey, boolean>,
    tiles: TILE_LAYER_KEYS.includes(tiles as TileLayerKey) ? (tiles as TileLayerKey) : 'osm',
    chartsHeight: widgets.chartsHeight,
    chartType: { ...widgets.chartType },
    filters: {
      ...(Object.fromEntries(FILTER_GROUPS.map((g) => [g.key, isGroupActive(filters, g.ids)])) as Record<
        FilterGroupKey,
        boolean
      >),
      alarms: areAlarmsActive(filters),
    },
  };
}

export function fromRouteSettingsForm(doc: SettingsDocument, form: RouteSettingsForm): SettingsDocument {
  const next: SettingsDocument = { ...doc };
  for (const k of ALL_FLAG_KEYS) next[k] = form.flags[k] === true;
  next['map-tiles-layer'] = form.tiles;
  const widgets = readWidgets(doc['route-widgets']);
  const raw = (
    typeof doc['route-widgets'] === 'object' && doc['route-widgets'] !== null ? doc['route-widgets'] : {}
  ) as Record<string, unknown>;
  const height = Number(form.chartsHeight);
  next['route-widgets'] = {
    ...raw,
    ...widgets,
    // A changed height is at least 70 (spec 2 §5); an untouched one stays as the widget left it.
    chartsHeight:
      !Number.isFinite(height) || height === widgets.chartsHeight
        ? widgets.chartsHeight
        : Math.max(WIDGET_MIN_HEIGHT, Math.round(height)),
    chartType: Object.fromEntries(CHART_TYPES.map((k) => [k, form.chartType[k] !== false])),
  };
  let filters = normalizeFilters(doc['route-events-filters']);
  for (const g of FILTER_GROUPS) {
    if (isGroupActive(filters, g.ids) !== form.filters[g.key]) filters = toggleIds(filters, g.ids);
  }
  if (areAlarmsActive(filters) !== form.filters.alarms) filters = toggleAlarms(filters);
  next['route-events-filters'] = filters;
  return next;
}

/** Keys whose values differ (a save with no change just closes the dialog). */
export function changedKeys(a: SettingsDocument, b: SettingsDocument): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}
