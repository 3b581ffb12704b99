import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RouteEvent } from '@namiar/domain';
import { useSettings } from '../settings';
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
import { type RouteTab, useRouteStore } from './routeStore';
import type { RouteWidgets } from './useRouteWidgets';

export interface RouteViewProps {
  tab: RouteTab & { route: LoadedRoute };
  filter: RouteEventFilter;
  widgets: RouteWidgets;
  /** Events were changed in the table: the route is loaded again. */
  onReload(): void;
}

/**
 * One loaded route (spec 2 §2.1 layout): optional statistics panels left and right, the map,
 * the events table and charts widgets under it, the full-screen report over it, and the
 * control bar at the bottom.
 */
export function RouteView({ tab, filter, widgets, onReload }: RouteViewProps) {
  const { route, cursor } = tab;
  const doc = useSettings((s) => s.doc);
  const settings = useMemo(() => routeSettingsOf(doc), [doc]);
  const showLeft = doc['route-stats-visible-left'] !== false;
  const showRight = doc['route-stats-visible-right'] !== false;
  const centre = useRef<HTMLDivElement>(null);
  const container = useCallback(() => centre.current, []);

  const left = useMemo(() => (showLeft ? leftPanel(route, cursor) : []), [showLeft, route, cursor]);
  const right = useMemo(() => (showRight ? rightPanel(route, cursor) : []), [showRight, route, cursor]);

  const setCurrent = useCallback(
    (index: number) => {
      const { start } = useRouteStore.getState().tabs.find((x) => x.key === tab.key)?.cursor ?? cursor;
      useRouteStore.getState().setCursor(tab.key, { start: Math.min(start, index), current: index });
    },
    [tab.key, cursor],
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
  return (
    <div className="route-view" data-testid="route-view" data-key={tab.key} data-current={cursor.current} ref={view}>
      <div className="route-view-body">
        {showLeft && <RouteStatsPanel side="left" sections={left} route={route} cursor={cursor} />}
        <div className="route-view-centre" ref={centre}>
          <div className="route-view-map">
            <RouteMap route={route} cursor={cursor} filter={filter} settings={settings} poiIds={null} />
          </div>
          {open.eventsTable && (
            <div
              className="route-widget-slot"
              style={{ height: w.eventsTableHeight }}
              data-testid="route-events-widget"
            >
              <WidgetResizer
                height={w.eventsTableHeight}
                container={container}
                onHeight={widgets.setEventsTableHeight}
                testId="route-events-resizer"
              />
              <EventsTable
                route={route}
                filter={filter}
                cursor={cursor}
                module="eventstable_grid"
                onEventSelect={onEventSelect}
                onChanged={onReload}
              />
            </div>
          )}
          {open.charts && (
            <div className="route-widget-slot" style={{ height: w.chartsHeight }} data-testid="route-charts-widget">
              <RouteCharts
                route={route}
                cursor={cursor}
                onCurrent={setCurrent}
                settings={settings}
                height={w.chartsHeight}
                onHeight={widgets.setChartsHeight}
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
        {showRight && <RouteStatsPanel side="right" sections={right} route={route} cursor={cursor} />}
      </div>
      <ControlBar tab={tab} />
    </div>
  );
}
