import type uPlot from 'uplot';
import { formatTimeTicks } from './timeAxis';

/** One line of a chart: the wrapper's series configuration. */
export interface ChartSeries {
  label: string;
  color: string;
  /** Line width in CSS pixels. */
  width?: number;
  /** Dash pattern, e.g. [6, 4]. */
  dash?: number[];
  /** Scale key; series sharing a unit share an axis. Defaults to 'y'. */
  scale?: string;
  /** Connect across null values (a tacho value missing for a few points). */
  spanGaps?: boolean;
}

export interface ChartAxis {
  scale: string;
  /** Unit shown as the axis title, e.g. 'km/h'. */
  unit?: string;
  side?: 'left' | 'right';
  /** Fixed lower bound (speed never goes below 0). */
  min?: number;
}

export interface TimeChartConfig {
  series: ChartSeries[];
  axes?: ChartAxis[];
}

/** Options without size: the wrapper measures its container. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

const AXIS_STROKE = '#5b6b82';
const GRID_STROKE = 'rgba(15, 30, 60, 0.08)';
const AXIS_FONT = '11px system-ui, sans-serif';

/**
 * uPlot options for series over time (X = epoch seconds). The legend is off: callers show
 * their own readout through the wrapper's onCursor, in Polish and with their own formatting.
 */
export function buildTimeChartOptions(config: TimeChartConfig): ChartOptions {
  const axes = config.axes ?? [{ scale: 'y' }];
  const scales: uPlot.Scales = { x: { time: true } };
  for (const axis of axes) {
    scales[axis.scale] = {
      auto: true,
      range: (_u, min, max) => {
        const lo = axis.min ?? min;
        // A flat line (a parked vehicle: all zeros) still gets a visible band.
        const hi = max > lo ? max + (max - lo) * 0.05 : lo + 10;
        return [lo, hi];
      },
    };
  }
  return {
    scales,
    legend: { show: false },
    cursor: { drag: { x: true, y: false }, points: { size: 7 } },
    axes: [
      {
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        font: AXIS_FONT,
        values: (_u, splits, _axisIdx, _space, incr) => formatTimeTicks(splits, incr),
      },
      ...axes.map((axis): uPlot.Axis => ({
        scale: axis.scale,
        side: axis.side === 'right' ? 1 : 3,
        stroke: AXIS_STROKE,
        grid: { show: axis.side !== 'right', stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        // The unit is the axis title, once: per-tick units would need a wide, clipped gutter.
        label: axis.unit,
        labelSize: axis.unit ? 16 : 0,
        labelFont: AXIS_FONT,
        font: AXIS_FONT,
        size: 40,
      })),
    ],
    series: [
      {},
      ...config.series.map((s): uPlot.Series => ({
        label: s.label,
        stroke: s.color,
        width: s.width ?? 1.5,
        dash: s.dash,
        scale: s.scale ?? 'y',
        spanGaps: s.spanGaps ?? false,
        points: { show: false },
      })),
    ],
  };
}
