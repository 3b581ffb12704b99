import { createHash } from 'node:crypto';
import { defaultFuelConfig, defaultVehicleConfig, type FuelConfig, type VehicleConfig } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { activeCalibration, vehicleSettingsRow } from './engine.repository';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Stored values over defaults: objects merge key by key, arrays and scalars replace. */
function merge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) if (v !== undefined) out[k] = merge(out[k], v);
  return out as T;
}

function parse(text: string | null | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * The engine configuration of a vehicle: `vehicles.settings` holds the engine-shaped values
 * (a partial VehicleConfig, written by the vehicle editor) over the defaults, the type comes from
 * the vehicle row, and the fuel part from its active calibration (a partial FuelConfig).
 */
export function buildVehicleConfig(vehicleTypeId: number, settings: string, calibration: string | null): VehicleConfig {
  const config = merge(defaultVehicleConfig(), parse(settings));
  config.vtp = vehicleTypeId;
  if (calibration !== null) config.fuel = merge<FuelConfig>(defaultFuelConfig(), parse(calibration));
  return config;
}

export async function loadVehicleEngineConfig(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
): Promise<VehicleConfig | null> {
  const v = await vehicleSettingsRow(db, vehicleId);
  if (!v || v.customer_id !== customerId) return null;
  const cal = await activeCalibration(db, customerId, vehicleId);
  return buildVehicleConfig(v.vehicle_type_id, v.settings, cal?.document ?? null);
}

/**
 * Identifies an engine configuration: the route's stored days and the vehicle's stored results
 * (vehicle_live.config_rev) carry it, so a change of any setting or calibration shows.
 */
export function configRev(config: VehicleConfig): string {
  return createHash('sha1').update(JSON.stringify(config)).digest('base64url');
}
