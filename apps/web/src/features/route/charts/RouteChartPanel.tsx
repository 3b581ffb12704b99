import { memo, useMemo, type CSSProperties } from 'react';
import type uPlot from 'uplot';
import { UPlotChart, buildTimeChartOptions, type ChartMarker, type ChartXAxis } from '../../../kit/charts';
import type { ChartDef } from './chartDefs';
import { pointInfoLines, valueText } from './pointInfo';

export interface RouteChartPanelProps {
  def: ChartDef;
  /** X of every point in the chosen mode. */
  x: Float64Array;
  /** Point indices drawn (downsampled). */
  rows: Int32Array;
  xAxis: ChartXAxis;
  syncKey: string;
  height: number;
  xRange: readonly [number, number] | null;
  /** The current point (throttled) and the colour of its marker line. */
  current: number;
  markerColor: string;
  /** The current point's place on the X scale when its box is shown ('route-vi-infoByChart'), else null. */
  info: string | null;
  /** Point under the cursor (any chart of the widget), null: none. */
  hover: number | null;
  onHover(point: number | null): void;
  onPick(point: number): void;
  onXRange(range: [number, number]): void;
}

/**
 * One chart of the widget: its title with the values under the cursor, and the plot with the
 * current point's line (and, with 'route-vi-infoByChart', its box of values beside the line).
 */
export const RouteChartPanel = memo(function RouteChartPanel(props: RouteChartPanelProps) {
  const { def, x, rows, xAxis, syncKey, onHover, onPick } = props;
  const options = useMemo(
    () =>
      buildTimeChartOptions({
        series: def.series.map((s) => ({
          label: s.label,
          color: s.color,
          scale: s.scale,
          dash: s.dash,
          stepped: s.stepped,
          spanGaps: true,
        })),
        axes: def.axes,
        x: xAxis,
        syncKey,
      }),
    [def, xAxis, syncKey],
  );
  const data = useMemo<uPlot.AlignedData>(() => {
    const xs = new Float64Array(rows.length);
    for (let k = 0; k < rows.length; k++) xs[k] = x[rows[k]];
    const ys = def.series.map((s) => {
      const out: (number | null)[] = new Array(rows.length);
      for (let k = 0; k < rows.length; k++) out[k] = s.at(rows[k]);
      return out;
    });
    return [xs, ...ys] as uPlot.AlignedData;
  }, [def, x, rows]);

  const { current, markerColor, info } = props;
  const xAtCurrent = x[current];
  const markers = useMemo<ChartMarker[]>(
    () => [
      {
        x: xAtCurrent,
        color: markerColor,
        label: info === null ? undefined : pointInfoLines(def.series, current, info).join('\n'),
      },
    ],
    [xAtCurrent, markerColor, info, def, current],
  );

  const hover = props.hover;
  return (
    <div className="route-chart-panel" style={{ height: props.height }} data-testid={`route-chart-${def.kind}`}>
      <div className="route-chart-head">
        <span className="route-chart-title">{def.title}</span>
        {def.series.map((s) => (
          <span key={s.key} className="route-chart-key" style={{ '--key-color': s.color } as CSSProperties}>
            {s.label}
            {hover !== null && <b>{valueText(s.at(hover), s.unit, s.text)}</b>}
          </span>
        ))}
      </div>
      <UPlotChart
        options={options}
        data={data}
        className="route-chart-plot"
        markers={markers}
        xRange={props.xRange}
        onXRange={props.onXRange}
        onCursor={(idx) => onHover(idx === null ? null : (rows[idx] ?? null))}
        onPick={(idx) => {
          const point = rows[idx];
          if (point !== undefined) onPick(point);
        }}
      />
    </div>
  );
});
