/**
 * The vehicle editor's single-valued fields (spec 3 §3.1), by their wire names, with what each
 * holds. One table drives the type of the form, the server's body schema and the web's
 * encoding, so a field is declared once. Lists (inputs, thermometers, recipients, ...) are in
 * lists.ts, fuel calibrations in calibration.ts.
 */

export type FieldKind =
  | { kind: 'text'; max: number }
  | { kind: 'int'; min: number; max: number }
  /** `decimals`: what the form keeps (THE number rule, numbers/number-text.ts). */
  | { kind: 'num'; min: number; max: number; decimals: number }
  /** An id chosen from an option list (null: none chosen). */
  | { kind: 'option' }
  | { kind: 'bool' };

const text = (max: number) => ({ kind: 'text', max }) as const;
const int = (min = 0, max = 9_999_999) => ({ kind: 'int', min, max }) as const;
/** Vehicle settings are set by hand to at most three decimals (litres, tonnes, volts, divisors). */
const num = (min = 0, max = 9_999_999, decimals = 3) => ({ kind: 'num', min, max, decimals }) as const;
const option = { kind: 'option' } as const;
const bool = { kind: 'bool' } as const;

export const INPUT_COUNT_FORM = 8;
/** Outputs: 8 slots are built, 4 shown (spec 3 §9); alarms exist for outputs 1–4. */
export const OUTPUT_SLOTS = 8;
export const OUTPUTS_SHOWN = 4;
export const TACHO_INPUT_COUNT = 8;
export const GPS_THERMOMETERS = 4;
export const DECON_THERMOMETERS = 12;
/** Inputs and outputs whose alarm has its own time field (spec 3 §3.1: alarm_input_1..4). */
export const ALARM_IN_OUT_COUNT = 4;
export const INSPECTION_P_COUNT = 12;
export const INSPECTION_W_COUNT = 8;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function fields<const K extends string, const V extends FieldKind>(names: readonly K[], kind: V) {
  return Object.fromEntries(names.map((n) => [n, kind])) as Record<K, V>;
}

/** Tachograph, counting and device flags (tab Ustawienia). */
export const TF_FLAGS = [
  'tf__del_road_if_key_not_exist',
  'tf__add_road_if_velocity_0',
  'tf__auto_gmt',
  'tf__key_exist_if_round',
  'tf__key_exist_only_if_round',
  'tf__road_from_tacho',
  'tf__velocity_from_tacho',
  'tf__no_key_connect',
  'tf__pseudo_tacho',
  'tf__emulate_4_additional_inputs',
  'tf__weight_lpg_exist',
  'tf__show_velocity_key_off',
] as const;

export const CAN_FLAGS = ['cantf__can_engine_round', 'cantf__can_driver_card', 'cantf__can_weight'] as const;

export const AUTOSOLID_INPUT_FLAGS = range(8).map((n) => `autosolidtf__input${n}` as const);

/** Alarm flags without their own value field (alarmtf__ prefix, spec 3 §3.1). */
const PLAIN_ALARMS = [
  'fast_breaking',
  'fast_acceleration',
  'no_employed_worker',
  'disconnect_antenna_gps',
  'short_circuit_antenna_gps',
  'open_device',
  'gps_no_range_key',
  'pure_off',
  'pure_off_guard',
  'big_use',
] as const;

/** Alarm flags with a value (a time or limits) that the flag enables (spec 3 §5: disabled unless on). */
export const ALARM_WITH_VALUES = {
  speeding: ['alarm_speeding_time'],
  engine_work_without_driver: ['alarm_engine_no_drv_time'],
  voltage_minmax: ['alarm_min_voltage', 'alarm_max_voltage', 'alarm_min_voltage_time'],
  probe_1_no_data: ['alarm_probe_1_no_data_time'],
  probe_2_no_data: ['alarm_probe_2_no_data_time'],
  power_off: ['alarm_txd_power_off_time'],
  gps_no_range: ['alarm_gps_no_range_time'],
  txd_no_data: ['alarm_txd_no_data_time'],
  no_thermo: ['alarm_no_thermo_time'],
  flowmeter_min_usage: ['alarm_min_flow_time'],
  flowmeter_max_usage: ['alarm_max_flow_time'],
  ...Object.fromEntries(range(ALARM_IN_OUT_COUNT).map((n) => [`alarm_input_${n}`, [`alarm_input_${n}_time`]])),
  ...Object.fromEntries(range(ALARM_IN_OUT_COUNT).map((n) => [`alarm_output_${n}`, [`alarm_output_${n}_time`]])),
} as Record<string, readonly string[]>;

const TEMPERATURE_ALARMS = range(16).flatMap((n) => [`alarm_t${n}_min`, `alarm_t${n}_max`] as const);
const INSPECTION_ALARMS = [
  ...range(INSPECTION_P_COUNT).flatMap((n) => [`inspection_p${n}_remind`, `inspection_p${n}_timeout`]),
  ...range(INSPECTION_W_COUNT).flatMap((n) => [`inspection_w${n}_remind`, `inspection_w${n}_timeout`]),
];

/** Every alarm flag's name without the prefix. */
export const ALARM_FLAG_NAMES: readonly string[] = [
  ...PLAIN_ALARMS,
  ...Object.keys(ALARM_WITH_VALUES),
  ...TEMPERATURE_ALARMS,
  ...INSPECTION_ALARMS,
];

export const alarmFlagField = (name: string) => `alarmtf__${name}`;

type AlarmFlagField = `alarmtf__${string}`;

/** The single-valued fields, by tab. Ids chosen from option lists are `option`. */
export const VEHICLE_FIELDS = {
  // Ogólne: vehicle
  reg_no: text(64),
  brand: text(100),
  vehicle_type_id: option,
  number: text(50),
  vehicle_icon_id: int(1, 99),
  vehicle_icon_color: text(16),
  vehicle_status_id: option,
  description: text(1000),
  // Ogólne: recorder
  imei: text(64),
  simcard_no: text(32),
  gps_type_id: option,
  business_phone_no: text(32),
  power_counter_id: option,
  vehicle_lpg_type_id: option,
  // Paliwo
  fuel_algorithm_type: option,
  fuel_inconsistency: num(),
  fuel_system_reg_no: text(50),
  flow_meter_type_id: option,
  flow_get_value_from: option,
  flow_multiplier: num(),
  flow_pulse_no: int(),
  flow_pulse_liters: num(),
  flow_min_usage: num(),
  flow_max_usage: num(),
  // Duże zużycia
  fuel_big_usage_input: int(0, 8),
  bigusagetf__km: bool,
  fuel_big_usg_km: num(),
  bigusagetf__mth: bool,
  fuel_idle_rev: num(),
  fuel_avg_rev: num(),
  avg_rev_min: num(0, 100),
  avg_rev_max: num(0, 100),
  fuel_max_rev: num(),
  fuel_big_usage_mth_period: int(0, 86_400),
  // Ustawienia
  permissible_loading: num(0, 1000),
  max_velocity: int(0, 400),
  optimal_velocity: int(0, 400),
  max_revolutions: int(0, 20_000),
  optimal_revolutions: int(0, 20_000),
  idle_revolution_percent: num(0, 100),
  ...fields(CAN_FLAGS, bool),
  autosolidtf__stop: bool,
  autosolidtf__halt: bool,
  autosolidtf__inputs: bool,
  ...fields(AUTOSOLID_INPUT_FLAGS, bool),
  auto_solid_stop_time: int(0, 604_800),
  auto_solid_halt_time: int(0, 604_800),
  auto_solid_input_time: int(0, 604_800),
  autosolid_orand: option,
  ...fields(TF_FLAGS, bool),
  voltage_port_exist: bool,
  voltage_port: int(1, 4),
  battery_level_port_exist: bool,
  battery_level_port: int(1, 4),
  emergency_braking_time: num(0, 100),
  rapid_acceleration_time: num(0, 100),
  tacho_pulse_no: int(),
  tacho_pulse_meters: num(),
  tacho_distance_divisor: num(),
  change_of_voltage: num(),
  gps_distance_divisor: num(),
  // Alarmy: flags and their values
  ...(Object.fromEntries(ALARM_FLAG_NAMES.map((n) => [alarmFlagField(n), bool])) as Record<
    AlarmFlagField,
    typeof bool
  >),
  alarm_speeding_time: int(0, 86_400),
  alarm_engine_no_drv_time: int(0, 86_400),
  alarm_min_voltage: num(0, 100),
  alarm_max_voltage: num(0, 100),
  alarm_min_voltage_time: int(0, 86_400),
  alarm_probe_1_no_data_time: int(0, 10_080),
  alarm_probe_2_no_data_time: int(0, 10_080),
  alarm_txd_power_off_time: int(0, 10_080),
  alarm_gps_no_range_time: int(0, 10_080),
  alarm_txd_no_data_time: int(0, 8_760),
  alarm_no_thermo_time: int(0, 10_080),
  alarm_min_flow_time: int(0, 86_400),
  alarm_max_flow_time: int(0, 86_400),
  ...(Object.fromEntries(
    range(ALARM_IN_OUT_COUNT).flatMap((n) => [
      [`alarm_input_${n}_time`, int(0, 86_400)],
      [`alarm_output_${n}_time`, int(0, 86_400)],
    ]),
  ) as Record<`alarm_${'input' | 'output'}_${number}_time`, ReturnType<typeof int>>),
} as const satisfies Record<string, FieldKind>;

export type VehicleFieldName = keyof typeof VEHICLE_FIELDS;

type ValueOf<K extends FieldKind> = K extends { kind: 'text' }
  ? string
  : K extends { kind: 'bool' }
    ? boolean
    : number | null;

/** The single-valued part of the form: text '' when empty, numbers and options null when empty. */
export type VehicleScalars = { [K in VehicleFieldName]: ValueOf<(typeof VEHICLE_FIELDS)[K]> } & {
  device_protocol: 'teltonika' | 'osmand';
};

/** Fields the server fills and the form only shows (never taken from a save). */
export interface VehicleReadOnly {
  vid: number;
  gps_soft_no: string;
  /** The active calibration's id (set by 'Akceptuj' in the calibration dialog). */
  fuel_meter_calibration_id: number | null;
}

export const VEHICLE_FIELD_NAMES = Object.keys(VEHICLE_FIELDS) as VehicleFieldName[];

/** Empty values of every single-valued field. */
export function emptyScalars(): VehicleScalars {
  const out: Record<string, unknown> = { device_protocol: 'teltonika' };
  for (const [name, spec] of Object.entries(VEHICLE_FIELDS) as [string, FieldKind][]) {
    out[name] = spec.kind === 'text' ? '' : spec.kind === 'bool' ? false : null;
  }
  return out as VehicleScalars;
}

/** THE number rule of a number field of the vehicle form (web input and server schema). */
export function vehicleNumberRule(spec: FieldKind): { decimals: number; min: number; max: number } | null {
  if (spec.kind === 'int') return { decimals: 0, min: spec.min, max: spec.max };
  if (spec.kind === 'num') return { decimals: spec.decimals, min: spec.min, max: spec.max };
  return null;
}

/** Field names whose value an alarm flag enables (spec 3 §5). */
export function alarmValueFields(flag: string): readonly string[] {
  return ALARM_WITH_VALUES[flag] ?? [];
}
