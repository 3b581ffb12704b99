import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pl } from '../../../kit/i18n/pl';
import { saveSettingLater, useSettings } from '../../../kit/settings';
import type { ChartAxis as AxisMode, RouteChartsProps } from '../model';
import { RouteChartPanel } from './RouteChartPanel';
import { RouteChartsToolbar } from './RouteChartsToolbar';
import { availableModes, clampZoom, countInWindow, xValues, zoomWindow } from './chartAxis';
import { type ChartKind, chartDefs } from './chartDefs';
import { chartHeight, heightAfterToggle, minWidgetHeight } from './chartsLayout';
import { bucketSize, downsampleRows } from './downsample';
import { useThrottled } from '../../../kit/playback/useThrottled';
import { useXAxis } from './xAxis';
import { axisReadout } from './pointInfo';
import './routeCharts.css';

const t = pl.routeCharts;
/** The current point reaches the charts at most every 25 ms (spec 2 §9). */
const CHART_THROTTLE_MS = 25;
const MARKER_COLOR = '#d6336c';

function chosenOf(settings: Record<string, unknown>): Partial<Record<ChartKind, boolean>> {
  const w = settings['route-widgets'];
  const c = typeof w === 'object' && w !== null ? (w as Record<string, unknown>).chartType : null;
  return typeof c === 'object' && c !== null ? (c as Partial<Record<ChartKind, boolean>>) : {};
}

/**
 * The route's charts widget (spec 2 §2.1, §4.1, §5, §9): fuel, speed, temperature with inputs
 * and outputs, fuel use and instantaneous use — those the vehicle has data for — stacked with
 * one X axis (points, road, time or engine time), a shared cursor, the current point marked,
 * a click moving it, and a zoom of 10–400 % around it. Big routes are drawn downsampled with
 * every extreme kept (downsample.ts).
 */
export const RouteCharts = memo(function RouteCharts({
  route,
  current: currentPoint,
  onCurrent,
  settings,
  height,
  viewHeight,
  onHeight,
  onMinHeight,
  onClose,
}: RouteChartsProps) {
  const [refresh, setRefresh] = useState(0);
  const electric = settings['route-fuelChartElectric'] === true;
  const defs = useMemo(
    () => chartDefs(route, { electric }, t),
    // `refresh` rebuilds the series on demand (the toolbar's refresh).
    [route, electric, refresh],
  );
  const [chosen, setChosen] = useState(() => chosenOf(settings));
  const shown = defs.filter((d) => chosen[d.kind] !== false);

  const modes = useMemo(() => availableModes(route), [route]);
  const [mode, setMode] = useState<AxisMode>('time');
  const axisMode = modes.includes(mode) ? mode : 'points';
  const x = useMemo(() => xValues(route, axisMode, route.info.tz), [route, axisMode]);
  const xAxis = useXAxis(axisMode, settings['route-chartAxisFullDate'] === true);
  // The charts share one X: its axis is drawn under the last chart only.
  const xAxisHidden = useMemo(() => ({ ...xAxis, hidden: true }), [xAxis]);

  const [zoom, setZoom] = useState(100);
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const current = useThrottled(Math.max(0, Math.min(route.n - 1, currentPoint)), CHART_THROTTLE_MS);
  const x0 = route.n > 0 ? x[0] : 0;
  const x1 = route.n > 0 ? x[route.n - 1] : 1;
  const xAtCurrent = x[current];
  const xRange = useMemo(
    () => dragged ?? (zoom === 100 ? null : zoomWindow([x0, x1], zoom, xAtCurrent)),
    [dragged, zoom, x0, x1, xAtCurrent],
  );

  // Width of the plots, for the downsampling buckets.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1000);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(200, Math.floor(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const visible = dragged ? countInWindow(x, dragged[0], dragged[1]) : Math.ceil((route.n * 100) / Math.max(100, zoom));
  // Powers of two: sliding the window around the current point does not re-sample.
  const bucket = 2 ** Math.floor(Math.log2(bucketSize(visible, width)));
  const rows = useMemo(
    () =>
      new Map(
        shown.map((d) => [
          d.kind,
          downsampleRows(
            route.n,
            d.series.map((s) => s.at),
            bucket,
          ),
        ]),
      ),
    [route.n, shown.map((d) => d.kind).join(), defs, bucket],
  );

  const [hover, setHover] = useState<number | null>(null);
  const infoByChart = settings['route-vi-infoByChart'] === true;
  const info = infoByChart && route.n > 0 ? axisReadout(route, axisMode, current) : null;
  const onXRange = useCallback((r: [number, number]) => setDragged(r), []);

  // Every chart keeps at least 70 px of plot: a widget too low for them grows, and the view is
  // told what they need (widgetLayout.ts gives it to the charts alone even over the map's third).
  const count = shown.length;
  useEffect(() => {
    if (count > 0 && height < minWidgetHeight(count)) onHeight(minWidgetHeight(count));
  }, [count, height, onHeight]);
  useEffect(() => onMinHeight?.(minWidgetHeight(count)), [count, onMinHeight]);

  // Stable handlers: the toolbar is memoised and stays put while the current point moves.
  const choose = useCallback(
    (kind: ChartKind, on: boolean) => {
      const next = { ...chosen, [kind]: on };
      const after = defs.filter((d) => next[d.kind] !== false).length;
      setChosen(next);
      const h = heightAfterToggle(count, after, height, height);
      if (h !== height) onHeight(h);
      const raw = useSettings.getState().doc['route-widgets'];
      const widgets = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      const stored = typeof widgets.chartType === 'object' && widgets.chartType !== null ? widgets.chartType : {};
      saveSettingLater('route-widgets', { ...widgets, chartType: { ...stored, [kind]: on } });
    },
    [chosen, defs, count, height, onHeight],
  );
  const onMode = useCallback((m: AxisMode) => {
    setMode(m);
    setDragged(null);
  }, []);
  const onZoom = useCallback((z: number) => {
    setZoom(clampZoom(z));
    setDragged(null);
  }, []);
  const onShowAll = useCallback(() => {
    setZoom(100);
    setDragged(null);
  }, []);
  const onRefresh = useCallback(() => {
    setRefresh((r) => r + 1);
    setDragged(null);
  }, []);
  const offered = useMemo(() => defs.map((d) => d.kind), [defs]);

  const readout = hover === null ? null : axisReadout(route, axisMode, hover);

  const each = chartHeight(viewHeight, count);
  return (
    <div className="route-charts" data-testid="route-charts" data-mode={axisMode} data-zoom={zoom}>
      <RouteChartsToolbar
        offered={offered}
        chosen={chosen}
        onChoose={choose}
        modes={modes}
        mode={axisMode}
        onMode={onMode}
        zoom={zoom}
        onZoom={onZoom}
        onShowAll={onShowAll}
        onRefresh={onRefresh}
        onClose={onClose}
        readout={readout}
      />
      <div className="route-charts-body" ref={box}>
        {defs.length === 0 ? (
          <div className="route-charts-empty" data-testid="route-charts-empty">
            {t.noCharts}
          </div>
        ) : count === 0 ? (
          <div className="route-charts-empty" data-testid="route-charts-none">
            {t.noneChosen}
          </div>
        ) : (
          shown.map((def, i) => (
            <RouteChartPanel
              key={`${def.kind}|${axisMode}`}
              def={def}
              x={x}
              rows={rows.get(def.kind)!}
              xAxis={i === count - 1 ? xAxis : xAxisHidden}
              syncKey={`route-charts-${route.key}`}
              height={each}
              xRange={xRange}
              current={current}
              markerColor={MARKER_COLOR}
              info={info}
              hover={hover}
              onHover={setHover}
              onPick={onCurrent}
              onXRange={onXRange}
            />
          ))
        )}
      </div>
    </div>
  );
});
