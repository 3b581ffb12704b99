import type { MonitVehicle } from '@namiar/domain';

/** Placeholder: the vehicle list with its toolbar (owned by the list work). */
export function VehicleListPanel(props: { vehicles: MonitVehicle[]; loading: boolean }) {
  return <div data-testid="vehicle-list">{props.loading ? '' : props.vehicles.length}</div>;
}
