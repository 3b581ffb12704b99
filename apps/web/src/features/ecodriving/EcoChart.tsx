import { memo, useMemo } from 'react';
import { Radio } from 'antd';
import { decimalUpTo } from '@namiar/domain';
import { UPlotChart, buildTimeChartOptions, type ChartMarker } from '../../kit/charts';
import { pl } from '../../kit/i18n/pl';
import { VOLTAGE_RANGE, ecoChart, type EcoReport, type EcoXMode } from './ecoModel';

const c = pl.eco.chart;
const MODES: EcoXMode[] = ['time', 'road', 'engine'];

/** X scale chooser of the chart (spec 2 §4.5): time (default), road, engine. */
export function XModeChooser({ value, onChange }: { value: EcoXMode; onChange(mode: EcoXMode): void }) {
  return (
    <Radio.Group
      size="small"
      optionType="button"
      value={value}
      onChange={(e) => onChange(e.target.value as EcoXMode)}
      aria-label={pl.eco.xScale}
      options={MODES.map((m) => ({ value: m, label: pl.eco.xModes[m] }))}
      data-testid="eco-xmode"
    />
  );
}

/**
 * The eco chart (spec 2 §9): average power per window with the ordered power, the transgressing
 * windows in red, and the line voltage on a secondary axis fixed at 0..4000 V. The power axis
 * reaches the largest value plus 10 %. The current point is a marker line moved without a redraw.
 */
export const EcoChart = memo(function EcoChart({
  report,
  mode,
  marker,
}: {
  report: EcoReport;
  mode: EcoXMode;
  marker?: number | null;
}) {
  const model = useMemo(() => ecoChart(report, mode), [report, mode]);
  const options = useMemo(
    () =>
      buildTimeChartOptions({
        x:
          mode === 'time'
            ? { time: true }
            : { time: false, format: (v) => `${decimalUpTo(v, 2)} ${mode === 'road' ? 'km' : 'h'}` },
        axes: [
          { scale: 'kw', unit: 'kW', range: [0, model.yMax] },
          { scale: 'volt', unit: 'V', side: 'right', range: VOLTAGE_RANGE },
        ],
        series: [
          { label: c.power, color: '#1c7ed6', width: 2, scale: 'kw', spanGaps: true },
          { label: c.po, color: '#f08c00', width: 2, dash: [6, 4], scale: 'kw', spanGaps: true },
          { label: c.over, color: '#e03131', width: 4, scale: 'kw' },
          { label: c.voltage, color: '#868e96', width: 1, scale: 'volt', spanGaps: true },
        ],
      }),
    [mode, model.yMax],
  );
  const markers = useMemo<ChartMarker[]>(
    () => (marker === null || marker === undefined ? [] : [{ x: marker, color: '#e8590c' }]),
    [marker],
  );
  return (
    <div className="eco-chart" data-testid="eco-chart" data-ymax={model.yMax} data-windows={model.data[0].length}>
      <div className="eco-chart-legend">
        <span style={{ ['--legend' as string]: '#1c7ed6' }}>{c.power}</span>
        <span style={{ ['--legend' as string]: '#f08c00' }}>{c.po}</span>
        <span style={{ ['--legend' as string]: '#e03131' }}>{c.over}</span>
        <span style={{ ['--legend' as string]: '#868e96' }}>{c.voltage}</span>
      </div>
      <UPlotChart options={options} data={model.data} markers={markers} className="eco-chart-plot" />
    </div>
  );
});
