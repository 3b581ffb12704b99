import { useMemo, type CSSProperties } from 'react';
import type uPlot from 'uplot';
import { UPlotChart, buildTimeChartOptions, type ChartMarker, type ChartXAxis } from '../../../charts';
import { NO_DATA, decimal } from '../routeFormat';
import type { ChartDef } from './chartDefs';

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
  markers: readonly ChartMarker[];
  /** Point under the cursor (any chart of the widget), null: none. */
  hover: number | null;
  onHover(point: number | null): void;
  onPick(point: number): void;
  onXRange(range: [number, number]): void;
}

function valueText(v: number | null, unit: string, text?: (v: number) => string): string {
  if (v === null) return NO_DATA;
  if (text) return text(v);
  return unit ? `${decimal(v, 1)} ${unit}` : decimal(v, 1);
}

/** One chart of the widget: its title with the values under the cursor, and the plot. */
export function RouteChartPanel(props: RouteChartPanelProps) {
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
        markers={props.markers}
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
}
