import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartOptions } from './chartOptions';
import { polishDateNames } from './timeAxis';

export interface UPlotChartProps {
  /**
   * Chart options without size. A new object re-creates the chart, so callers memoise it;
   * data changes alone only call setData (zoom is reset, the canvas is kept).
   */
  options: ChartOptions;
  data: uPlot.AlignedData;
  /** Data index under the cursor, null when the cursor leaves the plot. Called on changes only. */
  onCursor?: (idx: number | null) => void;
  /** A click (not a drag) on the plot: the data index under the cursor. */
  onPick?: (idx: number) => void;
  /** Vertical marker lines at these X values (the current point), moved without a redraw. */
  markers?: readonly ChartMarker[];
  /** Visible X window; null follows the data. Applied after every data change too. */
  xRange?: readonly [number, number] | null;
  /** The user dragged a new X window on the plot. */
  onXRange?: (range: [number, number]) => void;
  className?: string;
  testId?: string;
}

export interface ChartMarker {
  x: number;
  color: string;
  /** Text in a box beside the line (lines split by '\n'); none when absent. */
  label?: string;
}

let dateNames: ReturnType<typeof polishDateNames> | null = null;

/** The marker lines of each chart (no DOM query on every move). */
const markerEls = new WeakMap<uPlot, HTMLDivElement[]>();

/**
 * Marker lines are DOM elements over the plot, placed by X value: moving the current point
 * costs a style change, not a redraw of hundreds of thousands of points. The plot's width comes
 * from uPlot's own box, not from the element: reading the element's size after React's changes
 * forced a layout of the page on every move (≈ 7 ms with the route's charts open).
 */
function placeMarkers(u: uPlot, markers: readonly ChartMarker[] | undefined): void {
  const over = u.over;
  const list = markers ?? [];
  const els = markerEls.get(u) ?? [];
  markerEls.set(u, els);
  while (els.length < list.length) {
    const el = document.createElement('div');
    el.className = 'uplot-marker';
    Object.assign(el.style, {
      position: 'absolute',
      top: '0',
      bottom: '0',
      width: '0',
      borderLeft: '2px solid',
      pointerEvents: 'none',
      zIndex: '10',
    });
    over.appendChild(el);
    els.push(el);
  }
  const width = u.bbox.width / uPlot.pxRatio;
  els.forEach((el, i) => {
    const m = list[i];
    const left = m ? u.valToPos(m.x, 'x') : NaN;
    const inside = Number.isFinite(left) && left >= 0 && left <= width;
    el.style.display = m && inside ? 'block' : 'none';
    if (m && inside) {
      el.style.left = `${left}px`;
      el.style.borderColor = m.color;
      placeLabel(el, m, left > width / 2);
    }
  });
}

/** A marker's box of text, on the side of the line with more room; only its text changes on a move. */
function placeLabel(line: HTMLDivElement, m: ChartMarker, onLeft: boolean): void {
  let box = line.firstElementChild as HTMLDivElement | null;
  if (!m.label) {
    box?.remove();
    return;
  }
  if (!box) {
    box = document.createElement('div');
    box.className = 'uplot-marker-label';
    box.dataset.testid = 'chart-marker-label';
    Object.assign(box.style, {
      position: 'absolute',
      top: '2px',
      // Inside its own chart: a box taller than the plot is cut, never drawn over the next chart.
      maxHeight: 'calc(100% - 4px)',
      overflow: 'hidden',
      whiteSpace: 'pre',
      font: '11px/1.3 sans-serif',
      padding: '2px 5px',
      background: 'rgba(255, 255, 255, 0.92)',
      border: '1px solid',
      borderRadius: '3px',
      color: '#262626',
    });
    line.appendChild(box);
  }
  if (box.textContent !== m.label) box.textContent = m.label;
  box.style.borderColor = m.color;
  box.style.left = onLeft ? '' : '4px';
  box.style.right = onLeft ? '4px' : '';
}

/**
 * The one uPlot wrapper (DESIGN §2 charts/): creates the chart in a container it measures,
 * follows the container's size with a ResizeObserver (collapsing panels, window resizes) and
 * destroys the chart and the observer on unmount.
 */
export function UPlotChart(props: UPlotChartProps) {
  const { options, data, onCursor, className, testId } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  // Latest values read by the long-lived chart and effects without re-creating the chart.
  const dataRef = useRef(data);
  dataRef.current = data;
  const onCursorRef = useRef(onCursor);
  onCursorRef.current = onCursor;
  const propsRef = useRef(props);
  propsRef.current = props;
  /** True while the wrapper itself sets the X scale (not reported as a user's drag). */
  const applyingRef = useRef(false);
  const applyRef = useRef<(u: uPlot, range: readonly [number, number] | null | undefined) => void>(() => {});

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    dateNames ??= polishDateNames();
    let lastIdx: number | null | undefined;
    const reportCursor = (u: uPlot) => {
      const idx = u.cursor.idx ?? null;
      if (idx === lastIdx) return;
      lastIdx = idx;
      onCursorRef.current?.(idx);
    };
    const names = dateNames;
    const reportScale = (u: uPlot, key: string) => {
      if (key !== 'x' || applyingRef.current) return;
      const { min, max } = u.scales.x;
      if (min !== undefined && max !== undefined && min !== null && max !== null)
        propsRef.current.onXRange?.([min, max]);
      placeMarkers(u, propsRef.current.markers);
    };
    const applyXRange = (u: uPlot, range: readonly [number, number] | null | undefined) => {
      if (!range) return;
      applyingRef.current = true;
      try {
        u.setScale('x', { min: range[0], max: range[1] });
      } finally {
        applyingRef.current = false;
      }
      placeMarkers(u, propsRef.current.markers);
    };
    applyRef.current = applyXRange;
    // uPlot sets its scales while it is built: that is no user's drag either.
    applyingRef.current = true;
    const chart = new uPlot(
      {
        fmtDate: (tpl) => uPlot.fmtDate(tpl, names),
        ...options,
        width: Math.max(container.clientWidth, 1),
        height: Math.max(container.clientHeight, 1),
        hooks: {
          ...options.hooks,
          setCursor: [...(options.hooks?.setCursor ?? []), reportCursor],
          setScale: [...(options.hooks?.setScale ?? []), reportScale],
          setSize: [...(options.hooks?.setSize ?? []), (u) => placeMarkers(u, propsRef.current.markers)],
        },
      },
      dataRef.current,
      container,
    );
    applyingRef.current = false;
    chartRef.current = chart;
    applyXRange(chart, propsRef.current.xRange);

    // A click picks the point under the cursor; a drag (zooming) does not.
    let down: [number, number] | null = null;
    const onDown = (e: MouseEvent) => (down = [e.clientX, e.clientY]);
    const onClick = (e: MouseEvent) => {
      const moved = down ? Math.abs(e.clientX - down[0]) + Math.abs(e.clientY - down[1]) : 0;
      down = null;
      const idx = chart.cursor.idx;
      if (moved <= 3 && idx !== null && idx !== undefined) propsRef.current.onPick?.(idx);
    };
    chart.over.addEventListener('mousedown', onDown);
    chart.over.addEventListener('click', onClick);

    // The size follows the container; rounding avoids an endless resize loop on fractional pixels.
    const observer = new ResizeObserver(() => {
      const width = Math.floor(container.clientWidth);
      const height = Math.floor(container.clientHeight);
      if (width > 0 && height > 0 && (width !== chart.width || height !== chart.height)) {
        chart.setSize({ width, height });
      }
    });
    observer.observe(container);

    return () => {
      observer.disconnect();
      chart.over.removeEventListener('mousedown', onDown);
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
      chartRef.current = null;
    };
  }, [options]);

  const x0 = props.xRange?.[0];
  const x1 = props.xRange?.[1];
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const xRange = x0 !== undefined && x1 !== undefined ? ([x0, x1] as const) : null;
    if (chart.data !== data) {
      // A new data set: the window is applied again below instead of uPlot's reset to all data.
      applyingRef.current = true;
      try {
        chart.setData(data, !xRange);
      } finally {
        applyingRef.current = false;
      }
    }
    applyRef.current(chart, xRange);
  }, [data, x0, x1]);

  const markers = props.markers;
  useEffect(() => {
    if (chartRef.current) placeMarkers(chartRef.current, markers);
  }, [markers]);

  return (
    <div ref={containerRef} className={['uplot-chart', className].filter(Boolean).join(' ')} data-testid={testId} />
  );
}
