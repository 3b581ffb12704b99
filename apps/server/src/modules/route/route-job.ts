import type { VehicleConfig } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import type * as repo from './route.repository';

/** What the route's builders read and write through (a worker has no HTTP context). */
export type RouteDb = Pick<AppContext, 'db' | 'sqlite' | 'now'>;

/** The vehicle a route is built for. */
export interface RouteVehicle {
  id: number;
  regno: string;
  vehicle_type_id: number;
  icon_id: number;
}

/** A checked request for a route (the vehicle is the user's, the range valid). */
export interface RouteJob {
  customerId: number;
  tz: string;
  vehicle: RouteVehicle;
  config: VehicleConfig;
  from: number;
  to: number;
}

type ProcessedVehicle = Awaited<ReturnType<typeof repo.listProcessedVehicles>>[number];

/** A job over [from, to] for a vehicle as listProcessedVehicles gives it; null without a configuration. */
export async function processedVehicleJob(
  db: RouteDb['db'],
  v: ProcessedVehicle,
  from: number,
  to: number,
): Promise<RouteJob | null> {
  const config = await loadVehicleEngineConfig(db, v.customer_id, v.id);
  if (!config) return null;
  const vehicle = { id: v.id, regno: v.regno, vehicle_type_id: v.vehicle_type_id, icon_id: v.icon_id };
  return { customerId: v.customer_id, tz: v.time_zone, vehicle, config, from, to };
}
