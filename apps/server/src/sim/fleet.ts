/**
 * The demo company's fleet: about twenty vehicles of every icon and behaviour, each with the
 * device it carries (IMEI), its registration data and the parameters its simulation uses.
 * The seed registers them (regno, IMEI, vehicle type, icon, colour; fuel calibration and
 * thermometer limits from the hints here); the simulator (behaviour.ts) drives them.
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

/** IMEI with its Luhn check digit (14 digits in, 15 out). */
export function luhnImei(body14: string): string {
  if (!/^\d{14}$/.test(body14)) throw new Error(`IMEI body must be 14 digits: ${body14}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = body14.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body14 + ((10 - (sum % 10)) % 10);
}

/** True for 15 digits whose last digit is the Luhn check digit. */
export function isValidImei(imei: string): boolean {
  return /^\d{15}$/.test(imei) && luhnImei(imei.slice(0, 14)) === imei;
}

/**
 * Calibration table of a tank: 'box' is linear, 'cylinder' a horizontal cylinder (the probe
 * measures height; volume grows slowly near the bottom and top). The probe reads 60 when
 * empty and 4000 when full.
 */
export function tankCalibration(capacity: number, shape: 'box' | 'cylinder'): CalibrationPoint[] {
  const steps = shape === 'box' ? 10 : 20;
  const out: CalibrationPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const h = i / steps;
    const v = shape === 'box' ? h : cylinderFraction(h);
    out.push({ litres: Math.round(capacity * v * 10) / 10, indicator: Math.round(60 + h * 3940) });
  }
  return out;
}

function cylinderFraction(h: number): number {
  const theta = 2 * Math.acos(1 - 2 * h);
  return (theta - Math.sin(theta)) / (2 * Math.PI);
}

const IGNITION: InputSpec = { n: 1, name: 'Stacyjka', use: 'ignition' };

function iButton(n: number): string {
  // 6 serial bytes and the DS1990A family code, as Traccar prints an iButton (16 hex digits).
  const serial = (0x1a2b3c00 + n * 7919).toString(16).toUpperCase().padStart(12, '0');
  return `00${serial}01`;
}

type Base = Omit<DemoVehicleSpec, 'imei'>;

const CAR_INTERVALS = { moving: 15, halt: 60, parked: 300 };
const TRUCK_INTERVALS = { moving: 20, halt: 60, parked: 300 };
const CITY_INTERVALS = { moving: 10, halt: 60, parked: 300 };

const car = (o: Partial<Base> & Pick<Base, 'regno' | 'road' | 'depot' | 'pattern' | 'name'>): Base => ({
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

const truckFuel = (capacity: number, tanks: 1 | 2, per100km: number): FuelSpec => ({
  source: 'probe',
  tanks: Array.from({ length: tanks }, () => ({ capacity, calibration: tankCalibration(capacity, 'cylinder') })),
  per100km,
  idleLitresPerHour: 2.6,
  refuelBelow: 0.3,
});

const truck = (o: Partial<Base> & Pick<Base, 'regno' | 'road' | 'depot' | 'pattern' | 'name'>): Base => ({
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

const BASES: Base[] = [
  car({
    regno: 'WX 4821K',
    name: 'Toyota Corolla – przedstawiciel Warszawa',
    road: 'WAW',
    depot: 'Plac Bankowy',
    pattern: 'city',
    icon_color: '#1280e7',
    drivers: [iButton(1)],
    initialOdometerKm: 48_210,
  }),
  car({
    regno: 'DW 7P350',
    name: 'Skoda Octavia – handlowiec Wrocław–Opole',
    road: 'DK94',
    depot: 'Wrocław Armii Krajowej',
    destinations: ['Oława', 'Brzeg', 'Lewin Brzeski', 'Opole'],
    pattern: 'regional',
    icon_color: '#2f9e44',
    drivers: [iButton(2)],
    initialOdometerKm: 131_870,
  }),
  car({
    regno: 'PO 3M114',
    name: 'Volkswagen Passat – kierownik regionu Wielkopolska',
    road: 'A2',
    depot: 'Poznań Krzesiny',
    destinations: ['Września', 'Słupca', 'Konin', 'Koło'],
    pattern: 'regional',
    icon_color: '#1971c2',
    drivers: [iButton(3)],
    initialOdometerKm: 88_400,
  }),
  car({
    regno: 'GD 118EW',
    name: 'Kia Ceed – serwisant Pomorze',
    road: 'A1',
    depot: 'Gdańsk Południe',
    destinations: ['Pelplin', 'Warlubie', 'Grudziądz', 'Toruń Wschód'],
    pattern: 'regional',
    icon_color: '#f08c00',
    drivers: [iButton(4), iButton(5)],
    initialOdometerKm: 174_020,
  }),
  car({
    regno: 'EL 7F204',
    name: 'Opel Astra – przedstawiciel Łódź',
    road: 'A1',
    depot: 'Łódź Północ',
    destinations: ['Piątek', 'Kutno Wschód', 'Lubień Kujawski', 'Włocławek Południe'],
    pattern: 'regional',
    vehicle_type_id: 0,
    icon_color: '#7048e8',
    drivers: [iButton(6)],
    initialOdometerKm: 22_950,
  }),
  car({
    regno: 'PZ 6C402',
    name: 'Ford Ranger – pogotowie techniczne (PTO)',
    road: 'POZ',
    depot: 'Rondo Kaponiera',
    pattern: 'service',
    icon_id: 2,
    kind: 'pickup',
    icon_color: '#2b8a3e',
    fuel: {
      source: 'probe',
      tanks: [{ capacity: 80, calibration: tankCalibration(80, 'box') }],
      per100km: 9.5,
      idleLitresPerHour: 1.4,
      refuelBelow: 0.25,
    },
    inputs: [IGNITION, { n: 2, name: 'Przystawka odbioru mocy', use: 'pto' }],
    drivers: [iButton(7)],
    initialOdometerKm: 97_300,
    initialEngineHours: 3_900,
  }),
  truck({
    regno: 'KR 9T771',
    name: 'MAN TGM – kursy Kraków–Śląsk',
    road: 'A4',
    depot: 'Kraków Łagiewniki',
    destinations: ['Chrzanów', 'Mysłowice', 'Katowice Murckowska', 'Gliwice Sośnica'],
    pattern: 'shuttle',
    drivers: [iButton(8)],
    initialOdometerKm: 241_500,
  }),
  truck({
    regno: 'ZS 5530M',
    name: 'Volvo FL – dystrybucja Zachodniopomorskie (kradzieże paliwa)',
    road: 'S3',
    depot: 'Szczecin Klucz',
    destinations: ['Pyrzyce', 'Myślibórz', 'Gorzów Wielkopolski Wschód', 'Międzyrzecz', 'Świebodzin Północ'],
    pattern: 'shuttle',
    icon_color: '#e03131',
    fuelTheft: true,
    drivers: [iButton(9)],
    initialOdometerKm: 405_100,
  }),
  truck({
    regno: 'EL 2W118',
    name: 'DAF LF – kursy Łódź–Warszawa',
    road: 'S8',
    depot: 'Łódź Południe',
    destinations: ['Piotrków Trybunalski Północ', 'Tomaszów Mazowiecki', 'Rawa Mazowiecka', 'Warszawa Janki'],
    pattern: 'shuttle',
    icon_color: '#862e9c',
    drivers: [iButton(10)],
    initialOdometerKm: 187_640,
  }),
  truck({
    regno: 'PO 8N330',
    name: 'Scania R450 z naczepą – Poznań–Warszawa',
    road: 'A2',
    depot: 'Poznań Komorniki',
    destinations: ['Warszawa Konotopa'],
    pattern: 'longhaul',
    kind: 'truckTrailer',
    icon_id: 4,
    icon_color: '#e8590c',
    fuel: truckFuel(600, 2, 31),
    load: { axles: 5, emptyTonnes: 15, maxPayloadTonnes: 24 },
    drivers: [iButton(11), iButton(12)],
    initialOdometerKm: 612_300,
    initialEngineHours: 16_800,
  }),
  truck({
    regno: 'DW 2R905',
    name: 'Mercedes Actros – chłodnia Wrocław–Warszawa',
    road: 'S8',
    depot: 'Wrocław Widawa',
    destinations: ['Warszawa Janki'],
    pattern: 'longhaul',
    kind: 'truckTrailer',
    icon_id: 4,
    icon_color: '#1098ad',
    fuel: truckFuel(500, 2, 33),
    load: { axles: 5, emptyTonnes: 16.5, maxPayloadTonnes: 22 },
    thermometers: [
      { slot: 1, name: 'Komora – przód', min: -24, max: -16, setpoint: -20, dailyExcursion: true },
      { slot: 2, name: 'Komora – tył', min: -24, max: -16, setpoint: -19.5 },
    ],
    inputs: [IGNITION, { n: 2, name: 'Drzwi komory', use: 'door' }, { n: 3, name: 'Agregat', use: 'reefer' }],
    drivers: [iButton(13)],
    coDriver: '1000000647835001',
    initialOdometerKm: 455_870,
    initialEngineHours: 12_100,
  }),
  truck({
    regno: 'SK 4120W',
    name: 'Iveco S-Way z naczepą – Wrocław–Kraków',
    road: 'A4',
    depot: 'Wrocław Bielany',
    destinations: ['Kraków Balice'],
    pattern: 'longhaul',
    kind: 'truckTrailer',
    icon_id: 4,
    icon_color: '#5c940d',
    fuel: truckFuel(600, 1, 30),
    load: { axles: 5, emptyTonnes: 14.8, maxPayloadTonnes: 24 },
    drivers: [iButton(14)],
    initialOdometerKm: 389_020,
    initialEngineHours: 10_450,
  }),
  truck({
    regno: 'GD 6R233',
    name: 'Renault T z naczepą – Gdańsk–Łódź (kradzieże paliwa)',
    road: 'A1',
    depot: 'Gdańsk Południe',
    destinations: ['Łódź Północ'],
    pattern: 'longhaul',
    kind: 'truckTrailer',
    icon_id: 4,
    icon_color: '#d6336c',
    fuel: truckFuel(700, 1, 32),
    load: { axles: 5, emptyTonnes: 15.2, maxPayloadTonnes: 24 },
    fuelTheft: true,
    drivers: [iButton(15), iButton(16)],
    initialOdometerKm: 702_550,
    initialEngineHours: 19_300,
  }),
  truck({
    regno: 'DW 5D117',
    name: 'Iveco Daily – dostawy Wrocław centrum',
    road: 'WRO',
    depot: 'Plac Legionów',
    pattern: 'delivery',
    kind: 'delivery',
    icon_id: 5,
    icon_color: '#1280e7',
    supply: 12,
    maxSpeed: 90,
    fuel: truckFuel(90, 1, 11),
    load: null,
    intervals: CITY_INTERVALS,
    inputs: [IGNITION, { n: 2, name: 'Drzwi ładowni', use: 'door' }],
    drivers: [iButton(17)],
    initialOdometerKm: 143_800,
    initialEngineHours: 5_200,
  }),
  truck({
    regno: 'WA 7D642',
    name: 'Renault Master chłodnia – dostawy Warszawa',
    road: 'WAW',
    depot: 'Świętokrzyska',
    pattern: 'delivery',
    kind: 'delivery',
    icon_id: 5,
    icon_color: '#15aabf',
    supply: 12,
    maxSpeed: 90,
    fuel: truckFuel(100, 1, 12),
    load: null,
    intervals: CITY_INTERVALS,
    thermometers: [{ slot: 1, name: 'Chłodnia', min: 2, max: 8, setpoint: 4.5 }],
    inputs: [IGNITION, { n: 2, name: 'Drzwi ładowni', use: 'door' }],
    drivers: [iButton(18)],
    initialOdometerKm: 76_300,
    initialEngineHours: 3_100,
  }),
  truck({
    regno: 'PO 4D290',
    name: 'Mercedes Sprinter – dostawy Poznań',
    road: 'POZ',
    depot: 'Głogowska',
    pattern: 'delivery',
    kind: 'delivery',
    icon_id: 5,
    icon_color: '#f59f00',
    supply: 12,
    maxSpeed: 90,
    fuel: truckFuel(75, 1, 10.5),
    load: null,
    intervals: CITY_INTERVALS,
    inputs: [IGNITION, { n: 2, name: 'Drzwi ładowni', use: 'door' }],
    drivers: [iButton(19)],
    initialOdometerKm: 201_400,
    initialEngineHours: 6_900,
  }),
  {
    regno: 'E6ACTa-016',
    name: 'Lokomotywa elektryczna Dragon 2 – pociągi towarowe E30',
    vehicle_type_id: 10,
    icon_id: 6,
    icon_color: '#5f3dc4',
    kind: 'locomotive',
    pattern: 'freightRail',
    road: 'E30',
    depot: 'Wrocław Brochów',
    destinations: ['Opole Groszowice', 'Gliwice', 'Katowice'],
    maxSpeed: 120,
    supply: 24,
    fuel: null,
    thermometers: [],
    inputs: [{ n: 1, name: 'Wyłącznik szybki', use: 'ignition' }],
    drivers: [iButton(20), iButton(21)],
    coDriver: null,
    fuelTheft: false,
    intervals: { moving: 10, halt: 60, parked: 300 },
    can: true,
    load: null,
    rail: { massTonnes: 1900, maxPowerKw: 5600, maxTractiveKn: 320, regenerative: true, auxKw: 70 },
    initialOdometerKm: 812_400,
    initialEngineHours: 31_000,
  },
  {
    regno: 'EN76-022',
    name: 'Elektryczny zespół trakcyjny Elf – Katowice–Kraków',
    vehicle_type_id: 11,
    icon_id: 7,
    icon_color: '#364fc7',
    kind: 'emu',
    pattern: 'passengerRail',
    road: 'E30',
    depot: 'Katowice',
    destinations: ['Sosnowiec Główny', 'Jaworzno Szczakowa', 'Trzebinia', 'Krzeszowice', 'Zabierzów', 'Kraków Główny'],
    maxSpeed: 160,
    supply: 24,
    fuel: null,
    thermometers: [],
    inputs: [
      { n: 1, name: 'Jazda', use: 'ignition' },
      { n: 2, name: 'Drzwi', use: 'door' },
    ],
    drivers: [iButton(22), iButton(23)],
    coDriver: null,
    fuelTheft: false,
    intervals: { moving: 10, halt: 30, parked: 300 },
    can: true,
    load: null,
    rail: { massTonnes: 160, maxPowerKw: 2000, maxTractiveKn: 140, regenerative: true, auxKw: 90 },
    initialOdometerKm: 1_204_000,
    initialEngineHours: 42_000,
  },
  car({
    regno: 'DW 3K72',
    name: 'Honda NC750X – kurier Wrocław',
    road: 'WRO',
    depot: 'Plac Jana Pawła II',
    pattern: 'courier',
    kind: 'motorbike',
    vehicle_type_id: 0,
    icon_id: 8,
    icon_color: '#fa5252',
    maxSpeed: 120,
    fuel: null,
    intervals: CITY_INTERVALS,
    can: false,
    drivers: [iButton(24)],
    initialOdometerKm: 31_200,
    initialEngineHours: 900,
  }),
  {
    regno: 'SK 9012P',
    name: 'Rejestrator bateryjny – naczepa Śląsk–Kraków',
    vehicle_type_id: 9,
    icon_id: 4,
    icon_color: '#868e96',
    kind: 'logger',
    pattern: 'logger',
    road: 'A4',
    depot: 'Gliwice Sośnica',
    destinations: ['Kraków Balice', 'Gliwice Sośnica'],
    maxSpeed: 90,
    supply: null,
    fuel: null,
    thermometers: [],
    inputs: [],
    drivers: [],
    coDriver: null,
    fuelTheft: false,
    intervals: { moving: 900, halt: 900, parked: 900 },
    can: false,
    load: null,
    rail: null,
    initialOdometerKm: 0,
    initialEngineHours: 0,
  },
];

/** Prefix and first serial of the demo fleet's IMEIs (the seed's own six use 100000..). */
const IMEI_PREFIX = '35209310';
const IMEI_FIRST = 200_000;

export const DEMO_FLEET: DemoVehicleSpec[] = BASES.map((b, i) => ({
  ...b,
  imei: luhnImei(`${IMEI_PREFIX}${String(IMEI_FIRST + i).padStart(6, '0')}`),
}));

/** The company the demo fleet belongs to (customer login). */
export const DEMO_COMPANY = 'demo';
