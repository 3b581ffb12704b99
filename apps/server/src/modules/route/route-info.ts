import type { RouteInfo, VehicleConfig } from '@namiar/domain';
import type { RouteVehicle } from './route-job';
import type { PointColumns } from './route-points';

export interface InfoSource {
  vehicle: RouteVehicle;
  config: VehicleConfig;
  fd: string;
  td: string;
  tz: string;
  format: (time: number) => string;
  cols: PointColumns;
  /** Any point carried a tacho speed, a flow-meter counter, an energy counter. */
  seen: { tacho: boolean; flow: boolean; energy: boolean };
}

/** The route's info (spec 2 §3.1 Info) from the vehicle's configuration and the points. */
export function routeInfo(s: InfoSource): RouteInfo {
  const { config, cols } = s;
  const tanks = config.fuel.tanks.filter((t) => t.active);
  const capacity = tanks.reduce((sum, t) => sum + (t.capacity > 0 ? t.capacity : 0), 0);
  const io = (list: VehicleConfig['inputs']) =>
    list.map((x, k) => ({ n: k + 1, enabled: x.active, desc: x.description, chart: true }));
  return {
    id: s.vehicle.id,
    regno: s.vehicle.regno,
    fd: s.fd,
    td: s.td,
    min_pd: cols.n > 0 ? s.format(cols.time[0]) : null,
    max_pd: cols.n > 0 ? s.format(cols.time[cols.n - 1]) : null,
    tz: s.tz,
    tacho_exists: s.seen.tacho || config.velocityFromTacho || config.roadFromTacho,
    fcap: tanks.length > 0 && capacity > 0 ? capacity : null,
    vmax: config.maxSpeedKmh ?? 0,
    vtp: s.vehicle.vehicle_type_id,
    icon_id: s.vehicle.icon_id,
    inputs: io(config.inputs),
    outputs: io(config.outputs),
    thermometers: config.thermometers.map((t, k) => (t.active ? t.name || `T${k + 1}` : null)),
    has_flow: s.seen.flow,
    has_probes: tanks.length > 0,
    has_energy: s.seen.energy,
  };
}
