import { useMemo, useState, type CSSProperties } from 'react';
import type { MonitRoutePoints } from '@namiar/domain';
import { UPlotChart, buildTimeChartOptions } from '../../../kit/charts';
import { pl } from '../../../kit/i18n/pl';
import { readoutAt, toSpeedChartData } from './routeChartData';

const t = pl.monitRoute;
const SPEED_COLOR = '#1677ff';
const TACHO_COLOR = '#e8590c';

/** Speed and tacho speed over today's route, with a readout of the values under the cursor. */
export function RouteSpeedChart({ points }: { points: MonitRoutePoints }) {
  const chart = useMemo(() => toSpeedChartData(points), [points]);
  const [idx, setIdx] = useState<number | null>(null);

  const options = useMemo(
    () =>
      buildTimeChartOptions({
        series: [
          { label: t.speed, color: SPEED_COLOR, width: 1.5 },
          // Tacho often lacks a value for a few points; the line bridges such short gaps.
          { label: t.tacho, color: TACHO_COLOR, width: 1.25, dash: [5, 3], spanGaps: true },
        ],
        axes: [{ scale: 'y', unit: t.kmh, min: 0 }],
      }),
    [],
  );

  const readout = idx === null ? null : readoutAt(chart, idx, t.kmh, pl.common.noData);

  return (
    <div className="route-chart-wrap">
      <div className="route-chart-readout" data-testid="route-readout">
        <span className="route-chart-key" style={{ '--key-color': SPEED_COLOR } as CSSProperties}>
          {t.speed}
          {readout && <b data-testid="route-readout-speed">{readout.speed}</b>}
        </span>
        {chart.hasTacho && (
          <span className="route-chart-key dashed" style={{ '--key-color': TACHO_COLOR } as CSSProperties}>
            {t.tacho}
            {readout?.tacho && <b data-testid="route-readout-tacho">{readout.tacho}</b>}
          </span>
        )}
        {readout ? (
          <span className="route-chart-time" data-testid="route-readout-time">
            {t.time}: <b>{readout.time}</b>
          </span>
        ) : (
          <span className="route-chart-hint">{t.hoverHint}</span>
        )}
      </div>
      <UPlotChart options={options} data={chart.data} onCursor={setIdx} className="route-chart" testId="route-chart" />
    </div>
  );
}
