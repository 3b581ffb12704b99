import { useState } from 'react';
import { saveSettingLater, useSetting, useSettings } from '../../kit/settings';
import { type RouteWidgetsSetting, chartsHeightFor, readWidgets } from './routeSettings';
import type { WidgetKey } from './RouteToolbar';

/**
 * The widgets' open state and heights (spec 2 §4.1): the events table and the charts are kept in
 * 'route-widgets' (saved 2 s after the last change); the full-screen report is opened per visit.
 * Opening the charts sets their height to the saved one, at least 170; the charts widget itself
 * may then set 30 (no chart shown), which the next opening raises to 170 again.
 */
export function useRouteWidgets() {
  const widgets = readWidgets(useSetting<unknown>('route-widgets'));
  const [report, setReport] = useState(false);

  const save = (change: Partial<RouteWidgetsSetting>) => {
    // Over the stored object, so keys this screen does not know are kept.
    const raw = useSettings.getState().doc['route-widgets'];
    const current = typeof raw === 'object' && raw !== null ? raw : {};
    saveSettingLater('route-widgets', { ...current, ...readWidgets(raw), ...change });
  };

  function toggle(key: WidgetKey) {
    if (key === 'report') return setReport((r) => !r);
    if (key === 'eventsTable') return save({ eventsTable: !widgets.eventsTable });
    const open = !widgets.charts;
    save(open ? { charts: true, chartsHeight: chartsHeightFor(true, widgets.chartsHeight) } : { charts: false });
  }

  return {
    widgets,
    open: { eventsTable: widgets.eventsTable, charts: widgets.charts, report },
    toggle,
    closeReport: () => setReport(false),
    closeCharts: () => save({ charts: false }),
    setChartsHeight: (h: number) => save({ chartsHeight: Math.round(h) }),
    setEventsTableHeight: (h: number) => save({ eventsTableHeight: Math.round(h) }),
  };
}

export type RouteWidgets = ReturnType<typeof useRouteWidgets>;
