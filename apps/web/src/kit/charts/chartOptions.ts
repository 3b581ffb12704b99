import uPlot from 'uplot';
import { decimalUpTo } from '@namiar/domain';
import { formatTimeTicks } from './timeAxis';

let stepped: uPlot.Series.PathBuilder | null = null;
/** uPlot's step path builder, made once (the wrapper's tests run without a canvas). */
function steppedPaths(): uPlot.Series.PathBuilder {
  stepped ??= uPlot.paths.stepped!({ align: 1 });
  return stepped;
}

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
  /** Draw as steps (on/off states of inputs and outputs). */
  stepped?: boolean;
}

export interface ChartAxis {
  scale: string;
  /** Unit shown as the axis title, e.g. 'km/h'. */
  unit?: string;
  side?: 'left' | 'right';
  /** Fixed lower bound (speed never goes below 0). */
  min?: number;
  /**
   * Padding added below and above the data, as a share of its span (the fuel chart: 0.2).
   * Without it, 5 % is added above only.
   */
  pad?: number;
  /** The high end of the axis reaches at least this value (temperatures: 25). */
  softMax?: number;
  /** Fixed range: the scale does not follow the data (state lanes of inputs and outputs). */
  range?: [number, number];
  /** Tick labels; without it uPlot's numbers. */
  format?(value: number): string;
  /** Hide the axis (its scale still places the series). */
  hidden?: boolean;
}

/** The X axis: time (epoch seconds, the default) or plain numbers (points, km, hours). */
export interface ChartXAxis {
  time: boolean;
  /** Tick labels of a numeric X axis. */
  format?(value: number): string;
  /** Time ticks always carry the date (route-chartAxisFullDate). */
  fullDate?: boolean;
  /** No X axis drawn (stacked charts show it under the last one only). */
  hidden?: boolean;
}

export interface TimeChartConfig {
  series: ChartSeries[];
  axes?: ChartAxis[];
  /** X axis; default time. */
  x?: ChartXAxis;
  /** Charts with the same key share the cursor (stacked charts of one route). */
  syncKey?: string;
}

/** Y range of an axis for the data's [min, max] (pure: the rules of ChartAxis). */
export function axisRange(axis: ChartAxis, min: number | null, max: number | null): [number, number] {
  if (axis.range) return axis.range;
  let lo = min ?? axis.min ?? 0;
  let hi = max ?? lo;
  if (axis.pad !== undefined) {
    const span = hi - lo || Math.abs(hi) || 1;
    lo -= span * axis.pad;
    hi += span * axis.pad;
    if (axis.min !== undefined) lo = Math.max(lo, axis.min);
  } else {
    if (axis.min !== undefined) lo = axis.min;
    // A flat line (a parked vehicle: all zeros) still gets a visible band.
    hi = hi > lo ? hi + (hi - lo) * 0.05 : lo + 10;
  }
  if (axis.softMax !== undefined) hi = Math.max(hi, axis.softMax);
  return [lo, hi];
}

/**
 * Y ticks: uPlot's steps of `incr` within [min, max], and never fewer than two — a 70 px chart
 * whose range holds no second step still shows its low and high ends (issue 13 §2).
 */
export function yTicks(min: number, max: number, incr: number): number[] {
  const out: number[] = [];
  if (Number.isFinite(incr) && incr > 0) {
    const first = Math.ceil(min / incr - 1e-9) * incr;
    for (let v = first; v <= max + incr * 1e-9 && out.length < 100; v += incr) out.push(Number(v.toPrecision(12)));
  }
  return out.length >= 2 ? out : [min, max];
}

/** A tick in Polish notation, with as many decimals as the ticks' spacing needs (at most 2). */
export function tickText(value: number, ticks: readonly number[]): string {
  const step = ticks.length > 1 ? Math.abs(ticks[1] - ticks[0]) : Math.abs(value);
  const digits = step >= 10 || step === 0 ? 0 : step >= 1 ? (Number.isInteger(step) ? 0 : 1) : 2;
  return decimalUpTo(value, digits);
}

/** Options without size: the wrapper measures its container. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

const AXIS_STROKE = '#5b6b82';
const GRID_STROKE = 'rgba(15, 30, 60, 0.08)';
const AXIS_FONT = '11px system-ui, sans-serif';
/** A Y axis's gutter: its title (the unit) and its tick labels. */
export const Y_LABEL_PX = 16;
/**
 * Tick marks (Y_TICK_MARK_PX), uPlot's gap and the widest usual tick text ('10 000', 11 px:
 * about 36 px): at 44 px a '6 000' ran into the unit ('kW3 000' on the eco chart).
 */
export const Y_TICKS_PX = 52;
const Y_TICK_MARK_PX = 5;
export const Y_TICK_SPACE_PX = 16;
/** Room right of every plot for the X axis's last label. */
export const RIGHT_PAD_PX = 24;

/**
 * uPlot options for series over time (X = epoch seconds). The legend is off: callers show
 * their own readout through the wrapper's onCursor, in Polish and with their own formatting.
 */
export function buildTimeChartOptions(config: TimeChartConfig): ChartOptions {
  const axes = config.axes ?? [{ scale: 'y' }];
  const x = config.x ?? { time: true };
  const scales: uPlot.Scales = { x: { time: x.time } };
  for (const axis of axes) {
    scales[axis.scale] = {
      auto: true,
      range: (_u, min, max) => axisRange(axis, min, max),
    };
  }
  const xFormat = x.format;
  const hasLeftAxis = axes.some((a) => !a.hidden && a.side !== 'right');
  return {
    scales,
    // A fixed right padding: uPlot pads a chart with a visible X axis for its last label and
    // one without none, so the last chart of a stack was narrower than those above it.
    // A chart without a shown left axis (input and output lanes only) keeps the same gutter.
    padding: [null, RIGHT_PAD_PX, null, hasLeftAxis ? null : Y_LABEL_PX + Y_TICKS_PX],
    legend: { show: false },
    cursor: {
      drag: { x: true, y: false },
      points: { size: 7 },
      ...(config.syncKey ? { sync: { key: config.syncKey } } : {}),
    },
    axes: [
      {
        show: !x.hidden,
        ...(config.x ? { size: 28 } : {}),
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        font: AXIS_FONT,
        values: x.time
          ? (_u, splits, _axisIdx, _space, incr) => formatTimeTicks(splits, incr, x.fullDate)
          : xFormat
            ? (_u, splits) => splits.map((v) => xFormat(v))
            : undefined,
      },
      ...axes.map((axis): uPlot.Axis => ({
        scale: axis.scale,
        side: axis.side === 'right' ? 1 : 3,
        show: !axis.hidden,
        stroke: AXIS_STROKE,
        grid: { show: axis.side !== 'right', stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1, size: Y_TICK_MARK_PX },
        // The unit is the axis title, once: per-tick units would need a wide, clipped gutter.
        label: axis.unit,
        // The same gutter with or without a unit: stacked charts' plots start at one x, so the
        // cursor, the current point and zooms line up across them (issue 13 §2).
        labelSize: Y_LABEL_PX,
        labelFont: AXIS_FONT,
        font: AXIS_FONT,
        size: Y_TICKS_PX,
        // Ticks every 16 px: a 70 px chart still shows several values on its axis.
        space: Y_TICK_SPACE_PX,
        splits: (_u: uPlot, _i: number, min: number, max: number, incr: number) => yTicks(min, max, incr),
        values: (_u: uPlot, splits: number[]) =>
          splits.map((v) => (axis.format ? axis.format(v) : tickText(v, splits))),
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
        ...(s.stepped ? { paths: steppedPaths() } : {}),
      })),
    ],
  };
}
