import type { Position } from '@namiar/domain';
import type { Selectable } from 'kysely';
import type { PositionsTable } from '../db/schema';

const unflag = (v: number | null) => (v === null ? null : v !== 0);

/** The values kept in the `extra` JSON column rather than in their own columns. */
interface ExtraColumn {
  t?: (number | null)[];
  /** Wireless sensors, indexed like `t` (Position.humidities, sensorBatteries, sensorVoltages). */
  h?: (number | null)[];
  sb?: (number | null)[];
  sv?: (number | null)[];
  tonnage?: number | null;
  tractionCounter?: number | null;
  tractionVoltage?: number | null;
  tractionPower?: number | null;
  harsh?: Position['harsh'];
  caseOpen?: boolean | null;
  x?: Record<string, number | string>;
}

/** The `extra` JSON text of a record: what has no column of its own, or null when nothing. */
export function extraText(p: Position): string | null {
  const extra: ExtraColumn = {};
  if (p.temperatures.some((t) => t !== null)) extra.t = p.temperatures;
  if (p.humidities?.some((v) => v !== null)) extra.h = p.humidities;
  if (p.sensorBatteries?.some((v) => v !== null)) extra.sb = p.sensorBatteries;
  if (p.sensorVoltages?.some((v) => v !== null)) extra.sv = p.sensorVoltages;
  if (p.tonnage !== null) extra.tonnage = p.tonnage;
  if (p.tractionCounter !== null) extra.tractionCounter = p.tractionCounter;
  if (p.tractionVoltage !== null) extra.tractionVoltage = p.tractionVoltage;
  if (p.tractionPower !== null) extra.tractionPower = p.tractionPower;
  if (p.harsh !== null) extra.harsh = p.harsh;
  if (p.caseOpen !== null) extra.caseOpen = p.caseOpen;
  if (Object.keys(p.extra).length > 0) extra.x = p.extra;
  return Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
}

/** Row → Position, the inverse of encodePositions (position-columns.ts). */
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
    ...(extra.h ? { humidities: extra.h } : {}),
    ...(extra.sb ? { sensorBatteries: extra.sb } : {}),
    ...(extra.sv ? { sensorVoltages: extra.sv } : {}),
  };
}
