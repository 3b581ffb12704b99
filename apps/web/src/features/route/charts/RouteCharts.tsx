import type { RouteChartsProps } from '../model';

/** Placeholder until its helper delivers it: the agreed props, nothing drawn. */
export function RouteCharts(_props: RouteChartsProps) {
  return <div data-testid="route-charts-placeholder" />;
}
