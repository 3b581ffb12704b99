/** The shapes the demo fleet's vehicles are written with (fleet.ts): a car, a truck, their defaults. */
import type { DemoVehicleSpec, FuelSpec, InputSpec } from './fleet-spec';
import { tankCalibration } from './tank-calibration';

export const IGNITION: InputSpec = { n: 1, name: 'Stacyjka', use: 'ignition' };

export function iButton(n: number): string {
  // 6 serial bytes and the DS1990A family code, as Traccar prints an iButton (16 hex digits).
  const serial = (0x1a2b3c00 + n * 7919).toString(16).toUpperCase().padStart(12, '0');
  return `00${serial}01`;
}

export type Base = Omit<DemoVehicleSpec, 'imei'>;

const CAR_INTERVALS = { moving: 15, halt: 60, parked: 300 };
const TRUCK_INTERVALS = { moving: 20, halt: 60, parked: 300 };
export const CITY_INTERVALS = { moving: 10, halt: 60, parked: 300 };

export const car = (o: Partial<Base> & Pick<Base, 'regno' | 'road' | 'depot' | 'pattern' | 'name'>): Base => ({
  vehicle_type_id: 1,
  icon_id: 1,
  icon_color: '#1280e7',
  kind: 'car',
  destinations: [],
  maxSpeed: 140,
  supply: 12,
  fuel: {
    source: 'can',
    tanks: [{ capacity: 55, calibration: tankCalibration(55, 'box') }],
    per100km: 6.8,
    idleLitresPerHour: 0.8,
    refuelBelow: 0.25,
  },
  thermometers: [],
  inputs: [IGNITION],
  drivers: [],
  coDriver: null,
  fuelTheft: false,
  intervals: CAR_INTERVALS,
  can: true,
  load: null,
  rail: null,
  initialOdometerKm: 60_000,
  initialEngineHours: 1_500,
  ...o,
});

export const truckFuel = (capacity: number, tanks: 1 | 2, per100km: number): FuelSpec => ({
  source: 'probe',
  tanks: Array.from({ length: tanks }, () => ({ capacity, calibration: tankCalibration(capacity, 'cylinder') })),
  per100km,
  idleLitresPerHour: 2.6,
  refuelBelow: 0.3,
});

export const truck = (o: Partial<Base> & Pick<Base, 'regno' | 'road' | 'depot' | 'pattern' | 'name'>): Base => ({
  vehicle_type_id: 1,
  icon_id: 3,
  icon_color: '#c2255c',
  kind: 'truck',
  destinations: [],
  maxSpeed: 90,
  supply: 24,
  fuel: truckFuel(400, 1, 26),
  thermometers: [],
  inputs: [IGNITION],
  drivers: [],
  coDriver: null,
  fuelTheft: false,
  intervals: TRUCK_INTERVALS,
  can: true,
  load: { axles: 3, emptyTonnes: 9.5, maxPayloadTonnes: 14 },
  rail: null,
  initialOdometerKm: 300_000,
  initialEngineHours: 9_000,
  ...o,
});
