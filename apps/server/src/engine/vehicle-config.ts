import { createHash } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  defaultFuelConfig,
  defaultVehicleConfig,
  wattsToKw,
  type FuelConfig,
  type PowerYear,
  type VehicleConfig,
} from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { activeCalibration, vehiclePowerOrders, vehicleSettingsRow } from './engine.repository';
import { vehicleAreas } from './vehicle-areas.repository';

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
 * the vehicle row, and the fuel part from its active calibration (a partial FuelConfig). The
 * areas come from the own points and bases (loadVehicleEngineConfig).
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
  const [cal, areas, power] = await Promise.all([
    activeCalibration(db, customerId, vehicleId),
    vehicleAreas(db, customerId, vehicleId),
    vehiclePowerOrders(db, customerId, vehicleId),
  ]);
  const config = buildVehicleConfig(v.vehicle_type_id, v.settings, cal?.document ?? null);
  // The own points and bases the vehicle's stays are detected in: part of the configuration, so
  // saving an area changes its revision (stored route days are rebuilt, regeneration re-runs).
  delete config.areas;
  if (areas.length > 0) config.areas = areas;
  // Ordered power (spec 3 §2.14) feeds the transgression event 27 (domain engine/power.ts):
  // part of the configuration too, so changing it rebuilds days and regeneration re-runs.
  delete config.orderedPower;
  if (power.rows.length > 0)
    config.orderedPower = { zone: power.zone ?? DEFAULT_TIME_ZONE, years: powerYears(power.rows) };
  return config;
}

const MONTHS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const;

function powerYears(rows: ({ year: number } & Record<(typeof MONTHS)[number], number | null>)[]): PowerYear[] {
  return rows.map((r) => ({ year: r.year, months: MONTHS.map((m) => (r[m] === null ? null : wattsToKw(r[m]))) }));
}

/**
 * Identifies an engine configuration: the route's stored days and the vehicle's stored results
 * (vehicle_live.config_rev) carry it, so a change of any setting or calibration shows.
 */
export function configRev(config: VehicleConfig): string {
  return createHash('sha1').update(JSON.stringify(config)).digest('base64url');
}
