import type { MonitVehicle } from '@namiar/domain';

/** Placeholder: the OpenLayers map (owned by the map work). */
export function MonitorMap(props: { vehicles: MonitVehicle[] }) {
  return <div data-testid="monit-map" data-count={props.vehicles.length} />;
}
