import { GH, type IoRule } from './io-rule';

/**
 * The GH3000 line's IO ids (Codec 7 records), as Traccar's decoder reads them [V1: T]. These
 * devices are personal trackers: no ignition, no CAN. Ids not listed go to extra.io<id>.
 */
export const GH_RULES: readonly IoRule[] = [
  {
    id: 1,
    name: 'Battery Level (GH)',
    target: 'field',
    key: 'batteryPercent',
    size: 1,
    unit: '%',
    families: GH,
    source: 'T',
  },
  { id: 2, name: 'USB Connected (GH)', target: 'extra', key: 'usbConnected', size: 1, families: GH, source: 'T' },
  { id: 5, name: 'Uptime (GH)', target: 'extra', key: 'uptime', size: 4, families: GH, source: 'T' },
  { id: 20, name: 'HDOP (GH)', target: 'extra', key: 'hdop', size: 2, scale: 0.1, families: GH, source: 'T' },
  { id: 21, name: 'VDOP (GH)', target: 'extra', key: 'vdop', size: 2, scale: 0.1, families: GH, source: 'T' },
  { id: 22, name: 'PDOP (GH)', target: 'extra', key: 'pdop', size: 2, scale: 0.1, families: GH, source: 'T' },
  {
    id: 67,
    name: 'Battery Voltage (GH)',
    target: 'field',
    key: 'batteryVoltage',
    size: 2,
    unit: 'mV',
    families: GH,
    source: 'T',
  },
  { id: 221, name: 'Button (GH)', target: 'extra', key: 'button', size: 1, families: GH, source: 'T' },
  {
    id: 222,
    name: 'Alarm Button (GH)',
    target: 'extra',
    key: 'sos',
    size: 1,
    families: GH,
    source: 'T',
    note: '1 = SOS pressed',
  },
  {
    id: 240,
    name: 'Movement (GH)',
    target: 'field',
    key: 'movement',
    size: 1,
    unit: 'bool',
    families: GH,
    source: 'T',
  },
  { id: 244, name: 'Roaming (GH)', target: 'extra', key: 'roaming', size: 1, families: GH, source: 'T' },
];
