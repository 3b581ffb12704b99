import type { RouteReportWidgetProps } from '../model';

/** Placeholder until its helper delivers it: the agreed props, nothing drawn. */
export function RouteReportWidget(_props: RouteReportWidgetProps) {
  return <div data-testid="route-report-widget-placeholder" />;
}
