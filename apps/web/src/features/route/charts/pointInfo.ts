import { pl } from '../../../kit/i18n/pl';
import type { ChartAxis as AxisMode, LoadedRoute } from '../model';
import { NO_DATA, decimal, metresToKm, secondsToHours } from '../routeFormat';
import type { SeriesDef } from './chartDefs';

const t = pl.routeCharts;

/**
 * Texts about one point of the charts (spec 2 §2.1, §4.1 'tooltip and markers follow the mode'):
 * where the point is on the chosen X scale, and a series' value there. The readout under the
 * cursor and the current point's box of 'route-vi-infoByChart' read the same.
 */

/** The point on the X scale: 'Punkt 12', '12,3 km', '4,5 h' or its date and time. */
export function axisReadout(route: Pick<LoadedRoute, 'col' | 'dt'>, mode: AxisMode, index: number): string {
  if (mode === 'points') return t.point(index + 1);
  if (mode === 'road') return `${metresToKm(route.col('sumrg')[index] as number | null)} km`;
  if (mode === 'engine') return `${secondsToHours(route.col('etVal')[index] as number | null)} h`;
  return route.dt(index);
}

/** A series' value with its unit (or its own text, e.g. on/off), '--' without one. */
export function valueText(v: number | null, unit: string, text?: (v: number) => string): string {
  if (v === null) return NO_DATA;
  if (text) return text(v);
  return unit ? `${decimal(v, 1)} ${unit}` : decimal(v, 1);
}

/** The current point's box by a chart: its place on the X scale, then each series' value. */
export function pointInfoLines(series: readonly SeriesDef[], index: number, readout: string): string[] {
  return [readout, ...series.map((s) => `${s.label}: ${valueText(s.at(index), s.unit, s.text)}`)];
}
