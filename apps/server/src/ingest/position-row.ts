import type { Position } from '@namiar/domain';
import type { Insertable, Selectable } from 'kysely';
import type { PositionsTable } from '../db/schema';

const flag = (v: boolean | null) => (v === null ? null : v ? 1 : 0);
const unflag = (v: number | null) => (v === null ? null : v !== 0);

/** The values kept in the `extra` JSON column rather than in their own columns. */
interface ExtraColumn {
  t?: (number | null)[];
  tonnage?: number | null;
  tractionCounter?: number | null;
  tractionVoltage?: number | null;
  tractionPower?: number | null;
  harsh?: Position['harsh'];
  caseOpen?: boolean | null;
  x?: Record<string, number | string>;
}

/** Position → row: hot values in columns, the rest in one JSON text (DESIGN §4). */
export function positionToRow(
  p: Position,
  vehicleId: number,
  customerId: number,
  receivedAt: number,
): Insertable<PositionsTable> {
  const extra: ExtraColumn = {};
  if (p.temperatures.some((t) => t !== null)) extra.t = p.temperatures;
  if (p.tonnage !== null) extra.tonnage = p.tonnage;
  if (p.tractionCounter !== null) extra.tractionCounter = p.tractionCounter;
  if (p.tractionVoltage !== null) extra.tractionVoltage = p.tractionVoltage;
  if (p.tractionPower !== null) extra.tractionPower = p.tractionPower;
  if (p.harsh !== null) extra.harsh = p.harsh;
  if (p.caseOpen !== null) extra.caseOpen = p.caseOpen;
  if (Object.keys(p.extra).length > 0) extra.x = p.extra;
  return {
    vehicle_id: vehicleId,
    time: p.time,
    customer_id: customerId,
    received_at: receivedAt,
    lat: p.lat,
    lon: p.lon,
    speed: p.speed,
    course: Math.round(p.course) % 360,
    altitude: p.altitude,
    satellites: p.satellites,
    valid: p.valid ? 1 : 0,
    ignition: flag(p.ignition),
    movement: flag(p.movement),
    odometer: p.odometer,
    engine_seconds: p.engineSeconds,
    fuel_probe1: p.fuelProbe1,
    fuel_probe2: p.fuelProbe2,
    can_fuel: p.canFuelLitres,
    fuel_used: p.fuelUsedLitres,
    ext_voltage: p.externalVoltage === null ? null : Math.round(p.externalVoltage),
    bat_voltage: p.batteryVoltage === null ? null : Math.round(p.batteryVoltage),
    bat_percent: p.batteryPercent,
    gsm: p.gsm,
    antenna: p.antenna,
    inputs: p.inputs,
    outputs: p.outputs,
    driver1: p.driver1,
    driver2: p.driver2,
    rpm: p.rpm === null ? null : Math.round(p.rpm),
    tacho_speed: p.tachoSpeed,
    energy1: p.energy1,
    energy2: p.energy2,
    extra: Object.keys(extra).length > 0 ? JSON.stringify(extra) : null,
  };
}

/** Row → Position, the inverse of positionToRow. */
export function rowToPosition(r: Selectable<PositionsTable>): Position {
  const extra: ExtraColumn = r.extra ? (JSON.parse(r.extra) as ExtraColumn) : {};
  return {
    time: r.time,
    lat: r.lat,
    lon: r.lon,
    speed: r.speed,
    course: r.course,
    altitude: r.altitude,
    satellites: r.satellites,
    valid: r.valid !== 0,
    ignition: unflag(r.ignition),
    movement: unflag(r.movement),
    odometer: r.odometer,
    engineSeconds: r.engine_seconds,
    fuelProbe1: r.fuel_probe1,
    fuelProbe2: r.fuel_probe2,
    canFuelLitres: r.can_fuel,
    fuelUsedLitres: r.fuel_used,
    externalVoltage: r.ext_voltage,
    batteryVoltage: r.bat_voltage,
    batteryPercent: r.bat_percent,
    gsm: r.gsm,
    antenna: r.antenna,
    inputs: r.inputs,
    outputs: r.outputs,
    driver1: r.driver1,
    driver2: r.driver2,
    rpm: r.rpm,
    tachoSpeed: r.tacho_speed,
    temperatures: extra.t ?? [],
    tonnage: extra.tonnage ?? null,
    energy1: r.energy1,
    energy2: r.energy2,
    tractionCounter: extra.tractionCounter ?? null,
    tractionVoltage: extra.tractionVoltage ?? null,
    tractionPower: extra.tractionPower ?? null,
    harsh: extra.harsh ?? null,
    caseOpen: extra.caseOpen ?? null,
    extra: extra.x ?? {},
  };
}
