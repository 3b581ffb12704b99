import {
  ALARM_WITH_VALUES,
  alarmFlagField,
  encodeVehicleSave,
  type VehicleDetailsAnswer,
  type VehicleForm,
  type VehicleSave,
} from '@namiar/domain';
import { withBothTanks } from './calibrationModel';

/**
 * The vehicle editor's form values and its dependency rules (spec 3 §5: dependent fields are
 * disabled unless their checkbox is on). Pure, so the rules are tested without a browser.
 */

export type VehicleValues = VehicleForm;

export function toValues(d: VehicleDetailsAnswer): VehicleValues {
  return { ...d.vehicle, calibrations: d.vehicle.calibrations.map(withBothTanks) };
}

/** The save body (spec 3 §7): single values, '|'/'^' lists, comma-joined areas, three calibration strings. */
export function toSaveBody(values: VehicleValues): Record<string, string> {
  return encodeVehicleSave(values as VehicleSave);
}

/** Field → the checkbox that enables it. */
const DEPENDS: Record<string, string> = {
  fuel_big_usg_km: 'bigusagetf__km',
  fuel_idle_rev: 'bigusagetf__mth',
  fuel_avg_rev: 'bigusagetf__mth',
  avg_rev_min: 'bigusagetf__mth',
  avg_rev_max: 'bigusagetf__mth',
  fuel_max_rev: 'bigusagetf__mth',
  fuel_big_usage_mth_period: 'bigusagetf__mth',
  auto_solid_stop_time: 'autosolidtf__stop',
  auto_solid_halt_time: 'autosolidtf__halt',
  auto_solid_input_time: 'autosolidtf__inputs',
  autosolid_orand: 'autosolidtf__inputs',
  ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`autosolidtf__input${i + 1}`, 'autosolidtf__inputs'])),
  voltage_port: 'voltage_port_exist',
  battery_level_port: 'battery_level_port_exist',
  ...Object.fromEntries(
    Object.entries(ALARM_WITH_VALUES).flatMap(([flag, fields]) => fields.map((f) => [f, alarmFlagField(flag)])),
  ),
};

/** The checkbox a field depends on, or null. */
export function dependsOn(field: string): string | null {
  return DEPENDS[field] ?? null;
}

/** May the field be edited with these values? */
export function fieldEnabled(values: Readonly<Record<string, unknown>>, field: string): boolean {
  const flag = DEPENDS[field];
  return flag === undefined || values[flag] === true;
}
