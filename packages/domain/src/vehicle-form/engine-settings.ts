import {
  INPUT_COUNT,
  OUTPUT_COUNT,
  THERMOMETER_COUNT,
  defaultInOut,
  defaultThermometer,
  defaultVehicleConfig,
  type CounterSetting,
  type InOutConfig,
  type ThermometerConfig,
  type VehicleConfig,
} from '../engine/config';
import { parseDateTime } from '../time';
import {
  ALARM_IN_OUT_COUNT,
  INSPECTION_P_COUNT,
  INSPECTION_W_COUNT,
  alarmFlagField,
  type VehicleScalars,
} from './fields';
import type { CounterRow, InputRow, OutputRow, ThermometerRow, VehicleLists } from './lists';

/**
 * The vehicle editor's values → the engine's configuration (engine/config.ts, whose header
 * lists this mapping): what `vehicles.settings` holds, so a save changes what the engine
 * computes (events, alarms, route values) from the next record on and — through the
 * configuration revision — the stored route days. Pure: the server calls it on every save.
 */

/** The 'normally closed' contact type (vehicle_inout_contact_types): the bit is inverted. */
export const CONTACT_NORMALLY_CLOSED = 2;

/** Event type ids an alarm flag (without its alarmtf__ prefix) makes alarms (config.ts header). */
export const ALARM_FLAG_EVENTS: Readonly<Record<string, readonly number[]>> = {
  speeding: [4],
  gps_no_range: [5],
  disconnect_antenna_gps: [6],
  short_circuit_antenna_gps: [7],
  open_device: [8],
  ...Object.fromEntries(Array.from({ length: ALARM_IN_OUT_COUNT }, (_, i) => [`alarm_input_${i + 1}`, [9 + i]])),
  ...Object.fromEntries(Array.from({ length: ALARM_IN_OUT_COUNT }, (_, i) => [`alarm_output_${i + 1}`, [17 + i]])),
  pure_off: [22],
  big_use: [23, 40],
  power_off: [36],
  probe_1_no_data: [37],
  probe_2_no_data: [38],
  pure_off_guard: [39],
  flowmeter_min_usage: [41],
  flowmeter_max_usage: [42],
  fast_breaking: [43],
  fast_acceleration: [44],
  gps_no_range_key: [45],
  engine_work_without_driver: [46],
  no_thermo: [47, 48, 49, 50],
  voltage_minmax: [51],
  ...Object.fromEntries(
    Array.from({ length: 16 }, (_, i) => {
      const min = i < 4 ? 28 + 2 * i : 76 + 2 * (i - 4);
      return [
        [`alarm_t${i + 1}_min`, [min]],
        [`alarm_t${i + 1}_max`, [min + 1]],
      ];
    }).flat(),
  ),
  // Inspections P1–P3 have their own events, P4–P12 share 'inne'; W1–W8 follow (events 52–75).
  ...Object.fromEntries(
    Array.from({ length: INSPECTION_P_COUNT }, (_, i) => {
      const remind = 52 + 2 * Math.min(i, 3);
      return [
        [`inspection_p${i + 1}_remind`, [remind]],
        [`inspection_p${i + 1}_timeout`, [remind + 1]],
      ];
    }).flat(),
  ),
  ...Object.fromEntries(
    Array.from({ length: INSPECTION_W_COUNT }, (_, i) => [
      [`inspection_w${i + 1}_remind`, [60 + 2 * i]],
      [`inspection_w${i + 1}_timeout`, [61 + 2 * i]],
    ]).flat(),
  ),
};

/** The event ids that are alarms for these flags, ascending. */
export function alarmEventIds(scalars: Readonly<Record<string, unknown>>): number[] {
  const ids = new Set<number>();
  for (const [flag, events] of Object.entries(ALARM_FLAG_EVENTS)) {
    if (scalars[alarmFlagField(flag)] === true) for (const e of events) ids.add(e);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The flags whose events are all alarms in `alarmFlags` (a vehicle configured before the editor). */
export function alarmFlagsOf(alarmFlags: readonly number[]): string[] {
  const set = new Set(alarmFlags);
  return Object.entries(ALARM_FLAG_EVENTS)
    .filter(([, events]) => events.every((e) => set.has(e)))
    .map(([flag]) => flag);
}

export interface EngineMappingContext {
  /** Description texts by id (vehicle_inout_descriptions, vehicle_thermometer_descriptions). */
  inoutDescription: (id: number | null) => string;
  thermometerDescription: (id: number | null) => string;
  /** The company's zone, for counter dates. */
  timeZone: string;
}

export type EngineSettings = Omit<VehicleConfig, 'vtp' | 'fuel'>;

/** The keys of VehicleConfig the editor decides; the others (state minimums, jump speed) stay as stored. */
export const EDITOR_ENGINE_KEYS = [
  'hasKeyInput',
  'velocityFromTacho',
  'roadFromTacho',
  'addRoadIfSpeedZero',
  'roadOnlyWithKey',
  'maxSpeedKmh',
  'speedingSeconds',
  'gpsLostMinutes',
  'noDataHours',
  'voltageMin',
  'voltageMax',
  'voltageSeconds',
  'powerOffMinutes',
  'thermometers',
  'thermometerMissingMinutes',
  'probeNoDataMinutes',
  'engineNoDriverSeconds',
  'harshBrakingKmhPerS',
  'harshAccelerationKmhPerS',
  'inputs',
  'outputs',
  'bigUsageKmEnabled',
  'bigUsageKm',
  'bigUsageMthEnabled',
  'bigUsageMth',
  'bigUsagePeriodSeconds',
  'flowMinUsage',
  'flowMaxUsage',
  'flowMinSeconds',
  'flowMaxSeconds',
  'kmCounters',
  'mthCounters',
  'alarmFlags',
] as const satisfies readonly (keyof EngineSettings)[];

export type EditorEngineSettings = Pick<EngineSettings, (typeof EDITOR_ENGINE_KEYS)[number]>;

const positive = (x: number | null): number | null => (x !== null && x > 0 ? x : null);
const orDefault = (x: number | null, d: number): number => (x === null ? d : x);

function inOut(
  row: InputRow | OutputRow | undefined,
  alarmSeconds: number | null,
  describe: (id: number | null) => string,
): InOutConfig {
  if (!row) return defaultInOut();
  return {
    active: row.active,
    description: describe(row.description_id),
    type: row.type_id,
    invert: row.contact_type_id === CONTACT_NORMALLY_CLOSED,
    minDurationSeconds: row.min_duration ?? 0,
    alarmSeconds: alarmSeconds ?? 0,
  };
}

function thermometer(row: ThermometerRow | undefined, describe: (id: number | null) => string): ThermometerConfig {
  if (!row) return defaultThermometer();
  return {
    active: row.active,
    name: describe(row.description_id),
    multiplier: row.multiplier ?? 1,
    increase: row.increase ?? 0,
    min: row.temp_min,
    max: row.temp_max,
  };
}

function counters(rows: readonly CounterRow[], unit: number, timeZone: string): CounterSetting[] {
  const out: CounterSetting[] = [];
  for (const r of rows) {
    const time = parseDateTime(r.point_date, timeZone);
    if (time !== null && Number.isFinite(r.value)) out.push({ time, value: Math.round(r.value * unit) });
  }
  return out.sort((a, b) => a.time - b.time);
}

type MappedLists = Pick<
  VehicleLists,
  'inputs' | 'outputs' | 'thermometers' | 'thermometers_decon' | 'km_counters' | 'mth_counters'
>;

/**
 * The engine settings the editor's values give (the EDITOR_ENGINE_KEYS of VehicleConfig). Empty
 * time fields take the engine's defaults; empty limits switch their rule off.
 */
export function engineSettingsFromForm(
  f: VehicleScalars,
  lists: MappedLists,
  ctx: EngineMappingContext,
): EditorEngineSettings {
  const d = defaultVehicleConfig();
  const s = f as unknown as Record<string, number | null>;
  const inputs = Array.from({ length: INPUT_COUNT }, (_, i) =>
    inOut(
      lists.inputs.find((r) => r.input_no === i + 1),
      i < ALARM_IN_OUT_COUNT ? s[`alarm_input_${i + 1}_time`] : null,
      ctx.inoutDescription,
    ),
  );
  const outputs = Array.from({ length: OUTPUT_COUNT }, (_, i) =>
    inOut(
      lists.outputs.find((r) => r.output_no === i + 1),
      i < ALARM_IN_OUT_COUNT ? s[`alarm_output_${i + 1}_time`] : null,
      ctx.inoutDescription,
    ),
  );
  const allThermometers = [...lists.thermometers, ...lists.thermometers_decon];
  const thermometers = Array.from({ length: THERMOMETER_COUNT }, (_, i) =>
    thermometer(
      allThermometers.find((r) => r.no === i + 1),
      ctx.thermometerDescription,
    ),
  );
  return {
    hasKeyInput: !f.tf__no_key_connect,
    velocityFromTacho: f.tf__velocity_from_tacho,
    roadFromTacho: f.tf__road_from_tacho,
    addRoadIfSpeedZero: f.tf__add_road_if_velocity_0,
    roadOnlyWithKey: f.tf__del_road_if_key_not_exist,
    maxSpeedKmh: positive(f.max_velocity),
    speedingSeconds: orDefault(f.alarm_speeding_time, d.speedingSeconds),
    gpsLostMinutes: orDefault(positive(f.alarm_gps_no_range_time), d.gpsLostMinutes),
    noDataHours: positive(f.alarm_txd_no_data_time) ?? d.noDataHours,
    voltageMin: positive(f.alarm_min_voltage),
    voltageMax: positive(f.alarm_max_voltage),
    voltageSeconds: orDefault(f.alarm_min_voltage_time, d.voltageSeconds),
    powerOffMinutes: orDefault(f.alarm_txd_power_off_time, d.powerOffMinutes),
    thermometers,
    thermometerMissingMinutes: orDefault(positive(f.alarm_no_thermo_time), d.thermometerMissingMinutes),
    probeNoDataMinutes: [
      orDefault(positive(f.alarm_probe_1_no_data_time), d.probeNoDataMinutes[0]),
      orDefault(positive(f.alarm_probe_2_no_data_time), d.probeNoDataMinutes[1]),
    ],
    engineNoDriverSeconds: f.alarm_engine_no_drv_time,
    harshBrakingKmhPerS: positive(f.emergency_braking_time),
    harshAccelerationKmhPerS: positive(f.rapid_acceleration_time),
    inputs,
    outputs,
    bigUsageKmEnabled: f.bigusagetf__km,
    bigUsageKm: positive(f.fuel_big_usg_km),
    bigUsageMthEnabled: f.bigusagetf__mth,
    // The engine-hour limit: the usage at maximum revolutions (the highest the engine may burn),
    // else at average revolutions (docs/decisions.md 'Vehicle editor → engine').
    bigUsageMth: positive(f.fuel_max_rev) ?? positive(f.fuel_avg_rev),
    bigUsagePeriodSeconds: orDefault(positive(f.fuel_big_usage_mth_period), d.bigUsagePeriodSeconds),
    flowMinUsage: positive(f.flow_min_usage),
    flowMaxUsage: positive(f.flow_max_usage),
    flowMinSeconds: orDefault(f.alarm_min_flow_time, d.flowMinSeconds),
    flowMaxSeconds: orDefault(f.alarm_max_flow_time, d.flowMaxSeconds),
    kmCounters: counters(lists.km_counters, 1000, ctx.timeZone),
    mthCounters: counters(lists.mth_counters, 3600, ctx.timeZone),
    alarmFlags: alarmEventIds(f as unknown as Record<string, unknown>),
  };
}

/**
 * The stored settings with the editor's part replaced: keys the editor does not decide (state
 * minimums, jump speed, anything a tool wrote) are kept as they were.
 */
export function mergeEngineSettings(stored: unknown, edited: EditorEngineSettings): Record<string, unknown> {
  const base = (typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {}) as Record<
    string,
    unknown
  >;
  return { ...base, ...edited, alarmFlags: mergeAlarmFlags(base.alarmFlags, edited.alarmFlags) };
}

/** Every event id some editor alarm flag decides. */
const EDITOR_ALARM_EVENTS = new Set(Object.values(ALARM_FLAG_EVENTS).flat());

/**
 * The editor's alarm events, plus the stored alarm events no editor flag covers (e.g. 27, ordered
 * power exceeded, which spec 3 gives no flag): an unchanged save must not drop them.
 */
function mergeAlarmFlags(stored: unknown, edited: readonly number[]): number[] {
  const kept = Array.isArray(stored)
    ? stored.filter((e): e is number => Number.isInteger(e) && !EDITOR_ALARM_EVENTS.has(e as number))
    : [];
  return [...new Set([...edited, ...kept])].sort((a, b) => a - b);
}
