import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteEvent } from '@namiar/domain';
import { useSettings } from '../../kit/settings';
import { useElementHeight } from '../../kit/ui/useElementHeight';
import { ControlBar } from './ControlBar';
import { RouteStatsPanel } from './RouteStatsPanel';
import { WidgetResizer } from './WidgetResizer';
import { RouteCharts } from './charts/RouteCharts';
import { EventsTable } from './events/EventsTable';
import { RouteMap } from './map/RouteMap';
import type { LoadedRoute, RouteEventFilter } from './model';
import { RouteReportWidget } from './report/RouteReportWidget';
import { indexAtTime } from './routeDecode';
import { leftPanel } from './routePanels';
import { rightPanel } from './routePanelsRight';
import { routeSettingsOf } from './routeSettings';
import { initialCursor } from '../../kit/playback/playback';
import { useRouteStore, useRouteTab } from './routeStore';
import { useShownAfter } from './useShownAfter';
import type { RouteWidgets } from './useRouteWidgets';
import { CHARTS_MIN_PX, fitWidgets } from './widgetLayout';

/** Spec 2 §9: the events grid appears 1 s after the view mounts, the charts 2 s after. */
export const EVENTS_GRID_DELAY_MS = 1000;
export const CHARTS_DELAY_MS = 2000;

export interface RouteViewProps {
  tabKey: string;
  route: LoadedRoute;
  filter: RouteEventFilter;
  widgets: RouteWidgets;
  /** Events were changed in the table: the route is loaded again. */
  onReload(): void;
}

/**
 * One loaded route (spec 2 §2.1 layout): optional statistics panels left and right, the map,
 * the events table and charts widgets under it, the full-screen report over it, and the
 * control bar at the bottom. The view follows its tab's cursor itself; the parts that do not
 * depend on the current point are memoised, so a playback tick re-renders only what moves.
 */
export const RouteView = memo(function RouteView({ tabKey, route, filter, widgets, onReload }: RouteViewProps) {
  const cursor = useRouteTab(tabKey)?.cursor ?? initialCursor(route.n);
  const doc = useSettings((s) => s.doc);
  const settings = useMemo(() => routeSettingsOf(doc), [doc]);
  const showLeft = doc['route-stats-visible-left'] !== false;
  const showRight = doc['route-stats-visible-right'] !== false;
  const centre = useRef<HTMLDivElement>(null);
  const container = useCallback(() => centre.current, []);
  const gridShown = useShownAfter(EVENTS_GRID_DELAY_MS);
  const chartsShown = useShownAfter(CHARTS_DELAY_MS);

  const left = useMemo(() => (showLeft ? leftPanel(route, cursor) : []), [showLeft, route, cursor]);
  const right = useMemo(() => (showRight ? rightPanel(route, cursor) : []), [showRight, route, cursor]);

  const currentPoint = useCallback(
    () => useRouteStore.getState().tabs.find((x) => x.key === tabKey)?.cursor.current ?? route.n - 1,
    [tabKey, route],
  );
  const setCurrent = useCallback(
    (index: number) => {
      const tab = useRouteStore.getState().tabs.find((x) => x.key === tabKey);
      if (!tab) return;
      useRouteStore.getState().setCursor(tabKey, { start: Math.min(tab.cursor.start, index), current: index });
    },
    [tabKey],
  );
  const onEventSelect = useCallback((e: RouteEvent) => setCurrent(indexAtTime(route, e.fdtValue)), [route, setCurrent]);

  // Readiness marker (benches, tests): data-route-ready is '1' from the frame after the loaded
  // route's first map frame — OpenLayers draws in the animation frame its view fit (a child
  // effect) requested, before this one's — and '0' while a new route is being drawn. Set on the
  // element directly: no re-render of the view for it.
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = view.current;
    el?.setAttribute('data-route-ready', '0');
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => el?.setAttribute('data-route-ready', '1'));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [route]);

  const { open, widgets: w } = widgets;
  const centreHeight = useElementHeight(centre);
  // What the shown charts need whole, as the charts widget reports it.
  const [chartsNeed, setChartsNeed] = useState(CHARTS_MIN_PX);
  const fitted = fitWidgets(
    centreHeight ?? Number.MAX_SAFE_INTEGER,
    {
      events: open.eventsTable && gridShown ? w.eventsTableHeight : null,
      charts: open.charts && chartsShown ? w.chartsHeight : null,
    },
    chartsNeed,
  );
  return (
    <div className="route-view" data-testid="route-view" data-key={tabKey} data-current={cursor.current} ref={view}>
      <div className="route-view-body">
        {showLeft && <RouteStatsPanel side="left" sections={left} route={route} current={cursor.current} />}
        <div className="route-view-centre" ref={centre}>
          <div className="route-view-map">
            <RouteMap route={route} cursor={cursor} filter={filter} settings={settings} poiIds={null} />
          </div>
          {open.eventsTable && gridShown && (
            <div
              className="route-widget-slot"
              style={{ height: fitted.events ?? w.eventsTableHeight }}
              data-testid="route-events-widget"
            >
              <WidgetResizer
                height={w.eventsTableHeight}
                container={container}
                onHeight={widgets.setEventsTableHeight}
                testId="route-events-resizer"
              />
              {/* The grid fills what the resizer leaves: with height 100% beside the resizer it
                  overflowed the slot and its last row went under the slot's edge. */}
              <div className="route-widget-fill">
                <EventsTable
                  route={route}
                  filter={filter}
                  currentPoint={currentPoint}
                  module="eventstable_grid"
                  onEventSelect={onEventSelect}
                  onChanged={onReload}
                />
              </div>
            </div>
          )}
          {open.charts && chartsShown && (
            <div
              className="route-widget-slot"
              style={{ height: fitted.charts ?? w.chartsHeight }}
              data-testid="route-charts-widget"
            >
              <RouteCharts
                route={route}
                current={cursor.current}
                onCurrent={setCurrent}
                settings={settings}
                height={w.chartsHeight}
                viewHeight={fitted.charts ?? w.chartsHeight}
                onHeight={widgets.setChartsHeight}
                onMinHeight={setChartsNeed}
                onClose={widgets.closeCharts}
              />
            </div>
          )}
          {open.report && (
            <div className="route-report-overlay" data-testid="route-report-widget">
              <RouteReportWidget route={route} onClose={widgets.closeReport} />
            </div>
          )}
        </div>
        {showRight && <RouteStatsPanel side="right" sections={right} route={route} current={cursor.current} />}
      </div>
      <ControlBar tabKey={tabKey} n={route.n} />
    </div>
  );
});
