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
  className?: string;
  testId?: string;
}

let dateNames: ReturnType<typeof polishDateNames> | null = null;

/**
 * The one uPlot wrapper (DESIGN §2 charts/): creates the chart in a container it measures,
 * follows the container's size with a ResizeObserver (collapsing panels, window resizes) and
 * destroys the chart and the observer on unmount.
 */
export function UPlotChart({ options, data, onCursor, className, testId }: UPlotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  // Latest values read by the long-lived chart and effects without re-creating the chart.
  const dataRef = useRef(data);
  dataRef.current = data;
  const onCursorRef = useRef(onCursor);
  onCursorRef.current = onCursor;

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
    const chart = new uPlot(
      {
        fmtDate: (tpl) => uPlot.fmtDate(tpl, names),
        ...options,
        width: Math.max(container.clientWidth, 1),
        height: Math.max(container.clientHeight, 1),
        hooks: { ...options.hooks, setCursor: [...(options.hooks?.setCursor ?? []), reportCursor] },
      },
      dataRef.current,
      container,
    );
    chartRef.current = chart;

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
      chart.destroy();
      chartRef.current = null;
    };
  }, [options]);

  useEffect(() => {
    const chart = chartRef.current;
    if (chart && chart.data !== data) chart.setData(data);
  }, [data]);

  return (
    <div ref={containerRef} className={['uplot-chart', className].filter(Boolean).join(' ')} data-testid={testId} />
  );
}
