/**
 * What the demo fleet's description holds for each vehicle (fleet.ts): its kind, behaviour,
 * fuel, thermometers, inputs, rail data and starting counters.
 */
import type { RoadId } from './road-data';

export type VehicleKind =
  'car' | 'pickup' | 'truck' | 'truckTrailer' | 'delivery' | 'locomotive' | 'emu' | 'motorbike' | 'logger';

/**
 * How the vehicle spends its days:
 * - city: a few visits a day on a city loop, back to the depot at night;
 * - regional: out along a road to one to three towns and back the same day;
 * - service: city loop with long halts with the engine and PTO running (input 2);
 * - shuttle: a truck doing two or three runs a day between the depot and towns on one road;
 * - longhaul: one end of the road to the other each working day, loading and unloading,
 *   night parking at the destination's base, weekends parked;
 * - delivery: a dozen or more short stops (key off, cargo door = input 2) around a city loop;
 * - freightRail: freight runs from the depot station and back, signal halts, energy counters;
 * - passengerRail: regional runs with station stops (doors = input 2);
 * - courier: a motorbike hopping around the city loop in daytime;
 * - logger: a battery tracker on a semi-trailer, towed now and then, reporting every 15 min.
 */
export type BehaviourPattern =
  | 'city'
  | 'regional'
  | 'service'
  | 'shuttle'
  | 'longhaul'
  | 'delivery'
  | 'freightRail'
  | 'passengerRail'
  | 'courier'
  | 'logger';

/** One point of a fuel probe calibration: the probe's raw reading (0–4095) at a fill level. */
export interface CalibrationPoint {
  litres: number;
  indicator: number;
}

export interface TankSpec {
  capacity: number;
  /** Raw probe reading against litres, ascending; the simulator reports readings from it. */
  calibration: CalibrationPoint[];
}

export interface FuelSpec {
  /** 'probe': LLS probes report raw units (fuelProbe1/2); 'can': the CAN bus reports litres. */
  source: 'probe' | 'can';
  tanks: TankSpec[];
  /** Litres per 100 km at cruise, empty. */
  per100km: number;
  idleLitresPerHour: number;
  /** Refuel when the level falls below this fraction of the capacity. */
  refuelBelow: number;
}

export interface ThermometerSpec {
  /** Temperature index 1–4 (Position.temperatures[slot - 1]). */
  slot: number;
  name: string;
  min: number;
  max: number;
  setpoint: number;
  /** Once a day the reading leaves its range for about 30 minutes (defrost, door left open). */
  dailyExcursion?: boolean;
}

export interface InputSpec {
  /** Input number 1–8 (bit n-1 of Position.inputs). */
  n: number;
  name: string;
  use: 'ignition' | 'door' | 'pto' | 'reefer';
}

export interface RailSpec {
  massTonnes: number;
  maxPowerKw: number;
  maxTractiveKn: number;
  regenerative: boolean;
  /** Auxiliary consumption with the main breaker on, kW. */
  auxKw: number;
}

export interface DemoVehicleSpec {
  regno: string;
  /** 15 digits with the Luhn check digit. */
  imei: string;
  /** Description for the vehicle record. */
  name: string;
  vehicle_type_id: number;
  icon_id: number;
  icon_color: string;
  kind: VehicleKind;
  pattern: BehaviourPattern;
  road: RoadId;
  /** Named stop on the road where the vehicle spends its nights. */
  depot: string;
  /** Named stops it drives to (for loops, empty: stops are picked along the loop). */
  destinations: string[];
  /** Maximum speed for the speeding rule, km/h. */
  maxSpeed: number;
  /** On-board supply: 12 V cars, 24 V trucks; null for a battery logger. */
  supply: 12 | 24 | null;
  fuel: FuelSpec | null;
  thermometers: ThermometerSpec[];
  inputs: InputSpec[];
  /** Driver key ids (iButton, 16 hex digits) taking turns. */
  drivers: string[];
  /** Second driver's tachograph card number (two-man crews), 16 digits. */
  coDriver: string | null;
  /** Exactly one fuel theft (level drops while parked at night) every day. */
  fuelTheft: boolean;
  /** Device record periods, seconds: moving, standing with the key on, parked with the key off. */
  intervals: { moving: number; halt: number; parked: number };
  /** Reports tacho/CAN speed and engine revolutions. */
  can: boolean;
  /** Empty and maximum payload, tonnes, and axles with load sensors (tonnage); null: none. */
  load: { axles: number; emptyTonnes: number; maxPayloadTonnes: number } | null;
  rail: RailSpec | null;
  initialOdometerKm: number;
  initialEngineHours: number;
}
