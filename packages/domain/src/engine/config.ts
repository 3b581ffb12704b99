import type { PowerYear } from '../powerorder/ordered-power';
/**
 * What the engine needs to know about one vehicle: thresholds, flags and the fuel calibration.
 * The server builds it from the vehicle's row, its settings and its active fuel calibration
 * (spec 3 §3.1, §3.2); `defaultVehicleConfig()` gives the defaults that docs/events.md lists.
 *
 * Mapping from the spec's vehicle fields (spec 3 §3.1) to this type:
 *   vehicle_type_id                      → vtp
 *   tf__no_key_connect                   → hasKeyInput = !tf__no_key_connect
 *   tf__velocity_from_tacho              → velocityFromTacho
 *   tf__road_from_tacho                  → roadFromTacho (ckm counts tacho/odometer road)
 *   tf__add_road_if_velocity_0           → addRoadIfSpeedZero
 *   tf__del_road_if_key_not_exist        → roadOnlyWithKey
 *   max_velocity                         → maxSpeedKmh (0 or empty: no speeding events)
 *   alarm_speeding_time                  → speedingSeconds
 *   gps_no_range (minutes)               → gpsLostMinutes (events 5 and 45)
 *   txd_no_data (hours)                  → noDataHours (see `isNoData`, no event id exists)
 *   alarm_min_voltage / alarm_max_voltage→ voltageMin / voltageMax (volts)
 *   alarm_min_voltage_time               → voltageSeconds
 *   alarm_txd_power_off_time (minutes)   → powerOffMinutes (event 36)
 *   thermometers, thermometers_decon     → thermometers[0..15] (no 1–16): active, description → name,
 *                                          multiplier, increase, temp_min → min, temp_max → max
 *   no_thermo (minutes)                  → thermometerMissingMinutes (events 47–50)
 *   probe_1_no_data, probe_2_no_data     → probeNoDataMinutes[0], [1] (events 37, 38)
 *   alarm_engine_no_drv_time             → engineNoDriverSeconds (event 46; empty: off)
 *   emergency_braking_time               → harshBrakingKmhPerS (speed-derived event 43; empty: device only)
 *   rapid_acceleration_time              → harshAccelerationKmhPerS (event 44, likewise)
 *   inputs[input_no]                     → inputs[no-1]: active, description_id → description (text),
 *                                          type_id → type, contact_type_id (normally closed) → invert,
 *                                          min_duration → minDurationSeconds
 *   alarm_input_N_time                   → inputs[N-1].alarmSeconds
 *   outputs[output_no], alarm_output_N_time → outputs[no-1], likewise
 *   bigusagetf__km, fuel_big_usg_km      → bigUsageKmEnabled, bigUsageKm (l/100 km, event 23)
 *   bigusagetf__mth, (mth limit)         → bigUsageMthEnabled, bigUsageMth (l/mth, event 40)
 *   fuel_big_usage_mth_period            → bigUsagePeriodSeconds
 *   flow_min_usage, flow_max_usage       → flowMinUsage, flowMaxUsage (l/h, events 41, 42)
 *   alarm_min_flow_time, alarm_max_flow_time → flowMinSeconds, flowMaxSeconds
 *   km_counters, mth_counters            → kmCounters (metres), mthCounters (seconds): {point_date → time, value}
 *   fuel calibration (spec 3 §3.2):
 *     tanks[tank_no]                     → fuel.tanks[tank_no-1]: active, multiplier, capacity,
 *                                          points (indicator_value → indicator, litre_value → litres, active)
 *     fuel_tank_minimum                  → fuel.tankMinimum (litres, default 10)
 *     fuel_untank_minimum                → fuel.untankMinimum (litres, default 10)
 *     fuel_idle_usage                    → fuel.idleUsage (l/h)
 *     inc_floss_key_on                   → fuel.lossWithKeyOn
 *     algorithm_point_analyse            → fuel.smoothingPoints (median window)
 *     algorithm_deviation                → fuel.noiseLitres
 *   alarm flags (prefix alarmtf__)       → alarmFlags, the event ids that become alarms:
 *     speeding 4; gps_no_range 5; disconnect_antenna_gps 6; short_circuit_antenna_gps 7;
 *     open_device 8; alarm_input_1..4 9–12 (inputs 5–8: 13–16 where the server keeps flags);
 *     alarm_output_1..4 17–20; pure_off 22; big_use 23 and 40; alarm_t1..t4 min/max 28–35;
 *     power_off 36; probe_1/2_no_data 37, 38; pure_off_guard 39; flowmeter_min/max_usage 41, 42;
 *     fast_breaking 43; fast_acceleration 44; gps_no_range_key 45; engine_work_without_driver 46;
 *     no_thermo 47–50; voltage_minmax 51; alarm_t5..t16 min/max 76–99.
 */

export interface CalibrationPoint {
  /** Probe indicator value (after the tank multiplier). */
  indicator: number;
  litres: number;
  active: boolean;
}

export interface FuelTankConfig {
  active: boolean;
  /** Raw probe reading × multiplier = indicator value looked up in `points`. */
  multiplier: number;
  /** Litres; 0 means unknown (no clamping beyond the table). */
  capacity: number;
  /** The calibration table. Fewer than two active points: the indicator is already litres. */
  points: CalibrationPoint[];
}

export interface FuelConfig {
  /** Up to two tanks; tank 1 reads `fuelProbe1`, tank 2 reads `fuelProbe2`. Empty: CAN fuel level. */
  tanks: FuelTankConfig[];
  /** Smallest rise reported as a refuelling, litres. */
  tankMinimum: number;
  /** Smallest drop reported as a fuel loss, litres. */
  untankMinimum: number;
  /** Engine idle usage, l/h, subtracted from a drop that happened with the key on. */
  idleUsage: number;
  /** Report losses that happened with the key on (otherwise only with the key off). */
  lossWithKeyOn: boolean;
  /** Median window of the smoothed level, in readings. */
  smoothingPoints: number;
  /** Band within which the smoothed level counts as steady, litres. */
  noiseLitres: number;
  /** How long the level must stay steady to settle a new level, seconds. */
  settleSeconds: number;
  /** A level change across more than this GPS distance is consumption, not refuelling/loss, metres. */
  maxMoveMetres: number;
}

export interface InOutConfig {
  /** Configured (events and the route's panels); counters are kept for every bit anyway. */
  active: boolean;
  description: string;
  /** Spec type id (2 alarm-type, 7 breathalyser-style...), passed through for display. */
  type: number | null;
  /** Normally-closed contact: the bit is inverted before anything else. */
  invert: boolean;
  /** Shorter on-periods are not events. */
  minDurationSeconds: number;
  /** An on-event is an alarm (when flagged) once it has lasted this long. */
  alarmSeconds: number;
}

export interface ThermometerConfig {
  active: boolean;
  name: string;
  /** Reading × multiplier + increase = °C. */
  multiplier: number;
  increase: number;
  /** °C; null: no limit. */
  min: number | null;
  max: number | null;
}

/** A counter value set by hand at a moment (spec 3 §3.1 km_counters / mth_counters). */
export interface CounterSetting {
  /** Epoch ms. */
  time: number;
  /** Metres for km counters, seconds for mth counters. */
  value: number;
}

/**
 * An own point or a base the vehicle's stays are detected in (docs/events.md §14): the server
 * puts every active area of the company that applies to the vehicle here (engine/vehicle-config.ts).
 */
export interface EngineArea {
  kind: 'poi' | 'base';
  id: number;
  /** 1 circle (lat, lon, radius in metres), 2 rectangle, 3 polygon ([lat, lon] corners). */
  shape: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: [number, number][] | null;
}

export interface VehicleConfig {
  vtp: number;
  hasKeyInput: boolean;
  /** Speed above which a point is moving, km/h. */
  movingSpeedKmh: number;
  velocityFromTacho: boolean;
  roadFromTacho: boolean;
  addRoadIfSpeedZero: boolean;
  roadOnlyWithKey: boolean;
  /** A fix implying more than this speed from the last accepted fix is a GPS jump, km/h. */
  maxJumpSpeedKmh: number;
  /** Minimum durations of driving, halt and stop; shorter flickers merge into the surrounding state. */
  minDriveSeconds: number;
  /** A drive also qualifies once it has covered this GPS road, metres, however short (a hop between deliveries). */
  minDriveMetres: number;
  minHaltSeconds: number;
  minStopSeconds: number;
  /** km/h; null or 0: no speeding events. */
  maxSpeedKmh: number | null;
  speedingSeconds: number;
  gpsLostMinutes: number;
  noDataHours: number | null;
  /** Volts; null: off. */
  voltageMin: number | null;
  voltageMax: number | null;
  voltageSeconds: number;
  /** External supply below this is "power lost, running on the internal battery", volts. */
  powerLostVolts: number;
  powerOffMinutes: number;
  /** 16 thermometers, index = number − 1. */
  thermometers: ThermometerConfig[];
  thermometerMissingMinutes: number;
  /** Per probe (tank 1, tank 2). */
  probeNoDataMinutes: [number, number];
  engineNoDriverSeconds: number | null;
  harshBrakingKmhPerS: number | null;
  harshAccelerationKmhPerS: number | null;
  /** 8 inputs, 4 outputs, index = number − 1. */
  inputs: InOutConfig[];
  outputs: InOutConfig[];
  bigUsageKmEnabled: boolean;
  bigUsageKm: number | null;
  bigUsageMthEnabled: boolean;
  bigUsageMth: number | null;
  bigUsagePeriodSeconds: number;
  flowMinUsage: number | null;
  flowMaxUsage: number | null;
  flowMinSeconds: number;
  flowMaxSeconds: number;
  fuel: FuelConfig;
  kmCounters: CounterSetting[];
  mthCounters: CounterSetting[];
  /** Event type ids that are alarms for this vehicle. */
  alarmFlags: number[];
  /**
   * Own points and bases whose stays are events 100/101. Absent (not an empty list) when there
   * are none, so a vehicle without areas keeps the configuration revision it always had.
   */
  areas?: EngineArea[];
  /**
   * Ordered power of a rail vehicle (spec 3 §2.14) and the company zone its months are in: the
   * transgression check (event 27, power.ts). Absent when none is ordered, so other vehicles
   * keep the configuration revision they always had.
   */
  orderedPower?: { zone: string; years: PowerYear[] };
}

export const INPUT_COUNT = 8;
export const OUTPUT_COUNT = 4;
export const THERMOMETER_COUNT = 16;

export function defaultInOut(): InOutConfig {
  return { active: false, description: '', type: null, invert: false, minDurationSeconds: 0, alarmSeconds: 0 };
}

export function defaultThermometer(): ThermometerConfig {
  return { active: false, name: '', multiplier: 1, increase: 0, min: null, max: null };
}

export function defaultFuelConfig(): FuelConfig {
  return {
    tanks: [],
    tankMinimum: 10,
    untankMinimum: 10,
    idleUsage: 0,
    lossWithKeyOn: false,
    smoothingPoints: 5,
    noiseLitres: 2,
    settleSeconds: 120,
    maxMoveMetres: 500,
  };
}

export function defaultVehicleConfig(): VehicleConfig {
  return {
    vtp: 0,
    hasKeyInput: true,
    movingSpeedKmh: 3,
    velocityFromTacho: false,
    roadFromTacho: false,
    addRoadIfSpeedZero: false,
    roadOnlyWithKey: false,
    maxJumpSpeedKmh: 300,
    minDriveSeconds: 60,
    minDriveMetres: 50,
    minHaltSeconds: 180,
    minStopSeconds: 60,
    maxSpeedKmh: null,
    speedingSeconds: 10,
    gpsLostMinutes: 5,
    noDataHours: 24,
    voltageMin: null,
    voltageMax: null,
    voltageSeconds: 60,
    powerLostVolts: 5,
    powerOffMinutes: 1,
    thermometers: Array.from({ length: THERMOMETER_COUNT }, defaultThermometer),
    thermometerMissingMinutes: 10,
    probeNoDataMinutes: [10, 10],
    engineNoDriverSeconds: null,
    harshBrakingKmhPerS: null,
    harshAccelerationKmhPerS: null,
    inputs: Array.from({ length: INPUT_COUNT }, defaultInOut),
    outputs: Array.from({ length: OUTPUT_COUNT }, defaultInOut),
    bigUsageKmEnabled: false,
    bigUsageKm: null,
    bigUsageMthEnabled: false,
    bigUsageMth: null,
    bigUsagePeriodSeconds: 1800,
    flowMinUsage: null,
    flowMaxUsage: null,
    flowMinSeconds: 60,
    flowMaxSeconds: 60,
    fuel: defaultFuelConfig(),
    kmCounters: [],
    mthCounters: [],
    alarmFlags: [],
  };
}
