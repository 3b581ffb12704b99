import { isCleanText } from '../schemas/ids';
import type { Position } from './position';

/**
 * The physical range of every stored value of a record (issue 13 §6): devices send impossible
 * values (a battery of 4294806661 %, 3.89e17 litres used, a sleep mode of 440922), and one such
 * value must never fail the record — on PostgreSQL it broke the whole group commit (smallint out
 * of range) and the device resent the frame forever. A value outside its range is left out of
 * its field and kept, as the device sent it, in the record's raw values (`extra`, under
 * OUT_OF_RANGE_PREFIX + field), so nothing is lost.
 *
 * The bounds are generous physical limits and the columns' own limits (smallint, integer,
 * varchar(32)), not plausibility rules: a fuel level of 900 l is odd but stored.
 */
export const OUT_OF_RANGE_PREFIX = 'bad.';

type NullableNumberField =
  | 'odometer'
  | 'engineSeconds'
  | 'fuelProbe1'
  | 'fuelProbe2'
  | 'canFuelLitres'
  | 'fuelUsedLitres'
  | 'externalVoltage'
  | 'batteryVoltage'
  | 'batteryPercent'
  | 'gsm'
  | 'antenna'
  | 'rpm'
  | 'tachoSpeed'
  | 'tonnage'
  | 'energy1'
  | 'energy2'
  | 'tractionCounter'
  | 'tractionVoltage'
  | 'tractionPower';

/** [min, max] of each nullable numeric field; outside it the field becomes null. */
export const NULLABLE_RANGES: Record<NullableNumberField, readonly [number, number]> = {
  odometer: [0, 1e10], // metres: 10 million km
  engineSeconds: [0, 3.6e9], // 1 million engine hours
  fuelProbe1: [0, 1e6], // raw probe units
  fuelProbe2: [0, 1e6],
  canFuelLitres: [0, 1e5],
  fuelUsedLitres: [0, 1e8],
  externalVoltage: [0, 2e5], // millivolts
  batteryVoltage: [0, 1e5],
  batteryPercent: [0, 100],
  gsm: [0, 31],
  antenna: [0, 3],
  rpm: [0, 3e4],
  tachoSpeed: [0, 500],
  tonnage: [0, 1e4],
  energy1: [0, 1e12], // kWh
  energy2: [0, 1e12],
  tractionCounter: [0, 1e12],
  tractionVoltage: [0, 5e4],
  tractionPower: [-1e5, 1e5],
};

/** Fields that are never null: outside their range they get the neutral value. */
const REQUIRED_RANGES = {
  speed: { range: [0, 1000], neutral: 0 },
  course: { range: [0, 360], neutral: 0 },
  altitude: { range: [-1000, 20000], neutral: 0 },
  satellites: { range: [0, 255], neutral: 0 },
  inputs: { range: [0, 2 ** 31 - 1], neutral: 0 },
  outputs: { range: [0, 2 ** 31 - 1], neutral: 0 },
} as const satisfies Record<string, { range: readonly [number, number]; neutral: number }>;

/** Temperatures, °C: anything outside is a sensor fault code, not a temperature. */
export const TEMPERATURE_RANGE = [-100, 400] as const;
/**
 * The wireless sensors' per-sensor values (Position.humidities, sensorBatteries, sensorVoltages):
 * the range of each and the prefix of its raw key when left out (`h5` = humidity of sensor 5).
 */
export const SENSOR_VALUE_RANGES = {
  humidities: { range: [0, 100], key: 'h' }, // % RH
  sensorBatteries: { range: [0, 100], key: 'sb' }, // %
  sensorVoltages: { range: [0, 10_000], key: 'sv' }, // mV: a tag's cell is 3–3.6 V
} as const satisfies Record<string, { range: readonly [number, number]; key: string }>;
/** Driver identifiers are stored in varchar(32). */
export const DRIVER_ID_MAX_LENGTH = 32;
/** Raw values kept per record (extra): a string value longer than this is cut. */
export const EXTRA_TEXT_MAX_LENGTH = 1024;

const inRange = (v: number, [lo, hi]: readonly [number, number]) => Number.isFinite(v) && v >= lo && v <= hi;

export interface OutOfRange {
  field: string;
  value: number | string;
}

/**
 * The record with every value outside its range left out (kept in `extra`), and what was left
 * out. Coordinates outside the globe make the fix invalid at 0, 0. The input is not changed.
 */
export function checkPositionRanges(p: Position): { position: Position; outOfRange: OutOfRange[] } {
  const out: OutOfRange[] = [];
  const q: Position = { ...p, extra: { ...p.extra }, temperatures: [...p.temperatures] };
  for (const field of Object.keys(SENSOR_VALUE_RANGES) as (keyof typeof SENSOR_VALUE_RANGES)[]) {
    const list = p[field];
    if (list) q[field] = [...list];
  }
  const keep = (field: string, value: number | string) => {
    out.push({ field, value });
    q.extra[OUT_OF_RANGE_PREFIX + field] = typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
  };
  if (!inRange(q.lat, [-90, 90]) || !inRange(q.lon, [-180, 180])) {
    keep('lat', q.lat);
    keep('lon', q.lon);
    q.lat = 0;
    q.lon = 0;
    q.valid = false;
  }
  for (const [field, rule] of Object.entries(REQUIRED_RANGES) as [
    keyof typeof REQUIRED_RANGES,
    (typeof REQUIRED_RANGES)[keyof typeof REQUIRED_RANGES],
  ][]) {
    if (!inRange(q[field], rule.range)) {
      keep(field, q[field]);
      q[field] = rule.neutral;
    }
  }
  for (const [field, range] of Object.entries(NULLABLE_RANGES) as [NullableNumberField, readonly [number, number]][]) {
    const v = q[field];
    if (v !== null && !inRange(v, range)) {
      keep(field, v);
      q[field] = null;
    }
  }
  q.temperatures.forEach((t, i) => {
    if (t !== null && !inRange(t, TEMPERATURE_RANGE)) {
      keep(`t${i + 1}`, t);
      q.temperatures[i] = null;
    }
  });
  for (const [field, rule] of Object.entries(SENSOR_VALUE_RANGES) as [
    keyof typeof SENSOR_VALUE_RANGES,
    (typeof SENSOR_VALUE_RANGES)[keyof typeof SENSOR_VALUE_RANGES],
  ][]) {
    const list = q[field];
    list?.forEach((v, i) => {
      if (v !== null && !inRange(v, rule.range)) {
        keep(`${rule.key}${i + 1}`, v);
        list[i] = null;
      }
    });
  }
  for (const field of ['driver1', 'driver2'] as const) {
    const v = q[field];
    // Past the column, or not a clean text (a NUL from OsmAnd's %00: PostgreSQL refused the
    // record, SQLite stored it; issue 28 §3): kept in the raw values, JSON-escaped.
    if (v !== null && (v.length > DRIVER_ID_MAX_LENGTH || !isCleanText(v))) {
      keep(field, v.slice(0, EXTRA_TEXT_MAX_LENGTH));
      q[field] = null;
    }
  }
  let extraChanged = false;
  for (const [k, v] of Object.entries(q.extra)) {
    if (typeof v === 'number' && !Number.isFinite(v)) q.extra[k] = String(v);
    else if (typeof v === 'string' && v.length > EXTRA_TEXT_MAX_LENGTH) q.extra[k] = v.slice(0, EXTRA_TEXT_MAX_LENGTH);
    else continue;
    extraChanged = true;
  }
  return { position: out.length === 0 && !extraChanged ? p : q, outOfRange: out };
}
