import type { RouteMapProps } from '../model';

/** Placeholder until its helper delivers it: the agreed props, nothing drawn. */
export function RouteMap(_props: RouteMapProps) {
  return <div data-testid="route-map-placeholder" />;
}
