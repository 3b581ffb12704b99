import type { VehicleConfig } from '../engine/config';
import type { FuelCalibration } from './calibration';
import { ALARM_WITH_VALUES, alarmFlagField, emptyScalars, type VehicleReadOnly, type VehicleScalars } from './fields';
import { alarmFlagsOf, CONTACT_NORMALLY_CLOSED } from './engine-settings';
import { emptyFixedLists, type VehicleLists } from './lists';

/** The whole vehicle editor record: what /vehicles/details answers and the form holds. */
export type VehicleForm = VehicleScalars & VehicleLists & VehicleReadOnly & { calibrations: FuelCalibration[] };

/** Everything the save takes (the read-only fields are the server's). */
export type VehicleSave = VehicleScalars & VehicleLists & { vid: number; calibrations: FuelCalibration[] };

/** A new vehicle's record ('Dodaj obiekt'). */
export function newVehicleForm(): VehicleForm {
  return {
    ...emptyScalars(),
    vehicle_icon_id: 1,
    vehicle_icon_color: '#1280e7',
    vehicle_status_id: 1,
    vehicle_type_id: 1,
    ...emptyFixedLists(),
    vehicle_statuses: [],
    km_counters: [],
    mth_counters: [],
    alarm_event_simcards: [],
    alarm_event_emails: [],
    alarm_gps_simcards: [],
    alarm_gps_emails: [],
    bases: [],
    solid_objects: [],
    calibrations: [],
    vid: 0,
    gps_soft_no: '',
    fuel_meter_calibration_id: null,
  };
}

/** Keys of the record the vehicles table keeps in its own columns or tables, not in `vehicles.record`. */
export const RECORD_EXCLUDED_KEYS = [
  'vid',
  'reg_no',
  'imei',
  'device_protocol',
  'vehicle_type_id',
  'vehicle_icon_id',
  'vehicle_icon_color',
  'business_phone_no',
  'brand',
  'number',
  'vehicle_status_id',
  'gps_type_id',
  'simcard_no',
  'vehicle_statuses',
  'km_counters',
  'mth_counters',
  'alarm_event_simcards',
  'alarm_event_emails',
  'alarm_gps_simcards',
  'alarm_gps_emails',
  'bases',
  'solid_objects',
  'calibrations',
  'fuel_meter_calibration_id',
] as const;

/**
 * The editor's view of a vehicle configured before the editor existed (settings written by a
 * tool or an older seed, no stored record): the engine settings read back into the form's
 * fields, so the first save through the editor keeps what the engine did. Descriptions are
 * found by their text (`descriptionId`), null when the company has no such description.
 */
export function formFieldsFromEngineSettings(
  settings: Partial<VehicleConfig>,
  descriptionId: (kind: 'inout' | 'thermometer', text: string) => number | null,
): Partial<VehicleScalars> & Pick<VehicleLists, 'inputs' | 'outputs' | 'thermometers' | 'thermometers_decon'> {
  const fixed = emptyFixedLists();
  const out: Record<string, unknown> = {};
  if (settings.hasKeyInput !== undefined) out.tf__no_key_connect = !settings.hasKeyInput;
  if (settings.velocityFromTacho !== undefined) out.tf__velocity_from_tacho = settings.velocityFromTacho;
  if (settings.roadFromTacho !== undefined) out.tf__road_from_tacho = settings.roadFromTacho;
  if (settings.addRoadIfSpeedZero !== undefined) out.tf__add_road_if_velocity_0 = settings.addRoadIfSpeedZero;
  if (settings.roadOnlyWithKey !== undefined) out.tf__del_road_if_key_not_exist = settings.roadOnlyWithKey;
  if (settings.maxSpeedKmh !== undefined) out.max_velocity = settings.maxSpeedKmh;
  if (settings.speedingSeconds !== undefined) out.alarm_speeding_time = settings.speedingSeconds;
  if (settings.voltageMin !== undefined) out.alarm_min_voltage = settings.voltageMin;
  if (settings.voltageMax !== undefined) out.alarm_max_voltage = settings.voltageMax;
  if (settings.engineNoDriverSeconds !== undefined) out.alarm_engine_no_drv_time = settings.engineNoDriverSeconds;
  if (settings.harshBrakingKmhPerS !== undefined) out.emergency_braking_time = settings.harshBrakingKmhPerS;
  if (settings.harshAccelerationKmhPerS !== undefined) {
    out.rapid_acceleration_time = settings.harshAccelerationKmhPerS;
  }
  if (settings.bigUsageKmEnabled !== undefined) out.bigusagetf__km = settings.bigUsageKmEnabled;
  if (settings.bigUsageKm !== undefined) out.fuel_big_usg_km = settings.bigUsageKm;
  if (settings.bigUsageMthEnabled !== undefined) out.bigusagetf__mth = settings.bigUsageMthEnabled;
  if (settings.bigUsageMth !== undefined) out.fuel_max_rev = settings.bigUsageMth;
  if (settings.flowMinUsage !== undefined) out.flow_min_usage = settings.flowMinUsage;
  if (settings.flowMaxUsage !== undefined) out.flow_max_usage = settings.flowMaxUsage;
  for (const flag of alarmFlagsOf(settings.alarmFlags ?? [])) out[alarmFlagField(flag)] = true;
  settings.inputs?.forEach((c, i) => {
    const row = fixed.inputs[i];
    if (!row || !c) return;
    row.active = c.active;
    row.description_id = c.description ? descriptionId('inout', c.description) : null;
    row.type_id = c.type;
    row.contact_type_id = c.invert ? CONTACT_NORMALLY_CLOSED : null;
    row.min_duration = c.minDurationSeconds || null;
    if (i < 4 && c.alarmSeconds) out[`alarm_input_${i + 1}_time`] = c.alarmSeconds;
  });
  settings.outputs?.forEach((c, i) => {
    const row = fixed.outputs[i];
    if (!row || !c) return;
    row.active = c.active;
    row.description_id = c.description ? descriptionId('inout', c.description) : null;
    row.type_id = c.type;
    row.contact_type_id = c.invert ? CONTACT_NORMALLY_CLOSED : null;
    row.min_duration = c.minDurationSeconds || null;
    if (i < 4 && c.alarmSeconds) out[`alarm_output_${i + 1}_time`] = c.alarmSeconds;
  });
  settings.thermometers?.forEach((c, i) => {
    const row = i < 4 ? fixed.thermometers[i] : fixed.thermometers_decon[i - 4];
    if (!row || !c) return;
    row.active = c.active;
    row.description_id = c.name ? descriptionId('thermometer', c.name) : null;
    row.multiplier = c.multiplier;
    row.increase = c.increase;
    row.temp_min = c.min;
    row.temp_max = c.max;
  });
  return { ...(out as Partial<VehicleScalars>), ...fixed };
}

/** True when the alarm flag of a value field is on (spec 3 §5: the value is disabled otherwise). */
export function alarmValueEnabled(values: Readonly<Record<string, unknown>>, field: string): boolean {
  for (const [flag, fields] of Object.entries(ALARM_WITH_VALUES)) {
    if (fields.includes(field)) return values[alarmFlagField(flag)] === true;
  }
  return true;
}

export type { VehicleScalars };
