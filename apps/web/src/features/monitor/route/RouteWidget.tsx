import type { MonitVehicle } from '@namiar/domain';

/** Placeholder: the collapsible route widget under the map (owned by the route widget work). */
export function RouteWidget(props: { vehicles: MonitVehicle[] }) {
  return <div data-testid="route-widget" data-count={props.vehicles.length} />;
}
