/**
 * One device record as the server stores it and the engine reads it, whatever protocol it
 * came in (Teltonika, OsmAnd/Traccar Client, the demo fleet). Codecs map their raw fields into
 * this shape (packages/protocols, documented in docs/devices.md); the engine never sees raw IO.
 *
 * Units are fixed here so nobody converts twice. `null` means "the device did not report it",
 * which is different from 0.
 */
export interface Position {
  /** Device time, epoch milliseconds UTC. */
  time: number;
  /** WGS84 degrees. */
  lat: number;
  lon: number;
  /** km/h from GNSS. */
  speed: number;
  /** Heading, degrees clockwise from north (0–359). */
  course: number;
  /** Metres above sea level. */
  altitude: number;
  satellites: number;
  /** The GNSS fix was valid (enough satellites, not a last-known position). */
  valid: boolean;
  /** Ignition (key) on. */
  ignition: boolean | null;
  /** The device's own movement sensor. */
  movement: boolean | null;
  /** Device total odometer, metres. */
  odometer: number | null;
  /** Engine working time counter, seconds. */
  engineSeconds: number | null;
  /** Fuel level probe readings (LLS or analog), raw device units before calibration. */
  fuelProbe1: number | null;
  fuelProbe2: number | null;
  /** Fuel level from CAN, litres. */
  canFuelLitres: number | null;
  /** Total fuel used from CAN or a flow meter, litres. */
  fuelUsedLitres: number | null;
  /** External (vehicle) supply, millivolts. */
  externalVoltage: number | null;
  /** Internal backup battery, millivolts. */
  batteryVoltage: number | null;
  /** Battery charge of a battery logger, percent (vehicle type 9). */
  batteryPercent: number | null;
  /** GSM signal on the 0–31 scale the monitor's thresholds use (8, 14). */
  gsm: number | null;
  /** GNSS antenna state as the monitor shows it: 0 ok, 1 disconnected, 2 shorted, 3 no range. */
  antenna: number | null;
  /** Digital inputs 1–8 as bits 0–7. */
  inputs: number;
  /** Digital outputs 1–4 as bits 0–3. */
  outputs: number;
  /** Driver and second driver / passenger identifier (iButton, RFID, tachograph card), hex text. */
  driver1: string | null;
  driver2: string | null;
  /** Engine revolutions per minute. */
  rpm: number | null;
  /** Speed from the tachograph or CAN, km/h. */
  tachoSpeed: number | null;
  /** Temperatures 1–16, °C; an index the device does not report is null. */
  temperatures: (number | null)[];
  // Wireless sensors (BLE tags, Teltonika EYE) are indexed like `temperatures`: one index is one
  // sensor, so a tag's humidity and battery sit at its thermometer's index (BLE tag 1 = index 4,
  // EYE sensor 1 = index 8; docs/devices.md). The three are optional: a record without wireless
  // sensors carries none of them, and an index the device does not report is null.
  /** Relative humidity of sensor n at index n − 1, %. */
  humidities?: (number | null)[];
  /** Battery charge of sensor n at index n − 1, %. */
  sensorBatteries?: (number | null)[];
  /** Battery voltage of sensor n at index n − 1, millivolts. */
  sensorVoltages?: (number | null)[];
  /** Axle load / tonnage, tonnes. */
  tonnage: number | null;
  /** Energy counters 1 and 2 (locomotives), kWh. */
  energy1: number | null;
  energy2: number | null;
  /** Traction counter, line voltage (V) and power (kW) of rail vehicles. */
  tractionCounter: number | null;
  tractionVoltage: number | null;
  tractionPower: number | null;
  /** A harsh-driving event reported by the device with this record. */
  harsh: 'brake' | 'accel' | 'corner' | null;
  /** The device case was opened. */
  caseOpen: boolean | null;
  /** Anything else the device sent, by name, kept for later rules and reports. */
  extra: Record<string, number | string>;
}

/** A record with nothing but a position: the base the codecs fill in. */
export function emptyPosition(time: number, lat: number, lon: number): Position {
  return {
    time,
    lat,
    lon,
    speed: 0,
    course: 0,
    altitude: 0,
    satellites: 0,
    valid: true,
    ignition: null,
    movement: null,
    odometer: null,
    engineSeconds: null,
    fuelProbe1: null,
    fuelProbe2: null,
    canFuelLitres: null,
    fuelUsedLitres: null,
    externalVoltage: null,
    batteryVoltage: null,
    batteryPercent: null,
    gsm: null,
    antenna: null,
    inputs: 0,
    outputs: 0,
    driver1: null,
    driver2: null,
    rpm: null,
    tachoSpeed: null,
    temperatures: [],
    tonnage: null,
    energy1: null,
    energy2: null,
    tractionCounter: null,
    tractionVoltage: null,
    tractionPower: null,
    harsh: null,
    caseOpen: null,
    extra: {},
  };
}
