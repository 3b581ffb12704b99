import { FMB, type IoRule } from './io-rule';

/**
 * BLE humidity error codes: from fw 03.28 32733–32735 (wiki dump, D; 65533–65535 in other
 * lists), before it the temperature's 2000/3000/4000 (TV-9 sends 86 = 3000 beside 25 = 3000,
 * 'sensor not found'). A humidity is 0..1000, so none of them can be a reading.
 */
const HUMIDITY_SENTINELS = [2000, 3000, 4000, 32733, 32734, 32735, 65533, 65534, 65535] as const;
/** A BLE tag that is not found reports 0 % (TV-9: 29 = 0 beside 25 = 3000); a tag at 0 % cannot send. */
const BATTERY_SENTINELS = [0] as const;

/**
 * The IO table's wireless sensor rules (io-table.ts): BLE tags 1–4 (sensors 5–8, whose
 * temperatures are ids 25–28) and Teltonika EYE sensors 1–4 (sensors 9–12, temperatures
 * 10800–10803). Each sensor's humidity and battery go to the index of its thermometer
 * (Position.humidities / sensorBatteries / sensorVoltages). FMB/FMC only: FM6xx use these ids
 * for CAN values.
 */
export const BLE_RULES: readonly IoRule[] = [
  ...[86, 104, 106, 108].map((id, i): IoRule => ({
    id,
    name: `BLE Humidity ${i + 1}`,
    target: 'sensor',
    key: 'humidities',
    slot: i + 5,
    size: 2,
    scale: 0.1,
    unit: '%RH',
    sentinels: HUMIDITY_SENTINELS,
    families: FMB,
    source: 'D',
    note:
      i === 0
        ? '0..1000 in 0.1 %; error codes 2000/3000/4000 (as the temperature, TV-9), from fw 03.28 32733-32735 (65533-65535 in other lists)'
        : undefined,
  })),
  ...[29, 20, 22, 23].map((id, i): IoRule => ({
    id,
    name: `BLE Battery ${i + 1}`,
    target: 'sensor',
    key: 'sensorBatteries',
    slot: i + 5,
    size: 1,
    unit: '%',
    sentinels: BATTERY_SENTINELS,
    families: FMB,
    source: 'D',
    note: i === 0 ? 'ids out of order (29, 20, 22, 23); 0 = tag not found (TV-9), not a reading' : undefined,
  })),
  ...[10804, 10805, 10806, 10807].map((id, i): IoRule => ({
    id,
    name: `EYE Humidity ${i + 1}`,
    target: 'sensor',
    key: 'humidities',
    slot: i + 9,
    size: 1,
    unit: '%RH',
    families: FMB,
    source: 'D',
  })),
  ...[10824, 10825, 10826, 10827].map((id, i): IoRule => ({
    id,
    name: `EYE Battery Voltage ${i + 1}`,
    target: 'sensor',
    key: 'sensorVoltages',
    slot: i + 9,
    size: 1,
    scale: 10,
    offset: 2000,
    unit: 'mV',
    families: FMB,
    source: 'D; scale [U]',
    note:
      i === 0
        ? "1 byte; read as the EYE sensor's advertised battery byte (2000 mV + 10 mV per step); the IO list gives no unit"
        : undefined,
  })),
  ...[10820, 10821, 10822, 10823].map((id, i): IoRule => ({
    id,
    name: `EYE Low Battery ${i + 1}`,
    target: 'extra',
    key: `eye${i + 1}LowBattery`,
    size: 1,
    families: FMB,
    source: 'D',
  })),
  ...[10808, 10809, 10810, 10811].map((id, i): IoRule => ({
    id,
    name: `EYE Magnet ${i + 1}`,
    target: 'extra',
    key: `eye${i + 1}Magnet`,
    size: 1,
    families: FMB,
    source: 'D',
  })),
  ...[10812, 10813, 10814, 10815].map((id, i): IoRule => ({
    id,
    name: `EYE Movement ${i + 1}`,
    target: 'extra',
    key: `eye${i + 1}Movement`,
    size: 2,
    families: FMB,
    source: 'D',
  })),
  ...[10816, 10817, 10818, 10819].map((id, i): IoRule => ({
    id,
    name: `EYE Pitch ${i + 1}`,
    target: 'extra',
    key: `eye${i + 1}Pitch`,
    size: 1,
    signed: true,
    unit: 'deg',
    families: FMB,
    source: 'D',
  })),
  ...[10832, 10833, 10834, 10835].map((id, i): IoRule => ({
    id,
    name: `EYE Roll ${i + 1}`,
    target: 'extra',
    key: `eye${i + 1}Roll`,
    size: 2,
    signed: true,
    unit: 'deg',
    families: FMB,
    source: 'D',
  })),
  {
    id: 385,
    name: 'Beacon',
    target: 'special',
    key: 'beacons',
    size: 'var',
    families: FMB,
    source: 'T',
    note: 'list of beacons seen: extra.beacon<n>Id (iBeacon uuid:major:minor or Eddystone namespace+instance, hex), beacon<n>Rssi, beacon<n>BatteryMv, beacon<n>TempRaw; unreadable -> extra.io385 hex',
  },
];
