import type { Position } from '@namiar/domain';
import type { Insertable } from 'kysely';
import type { PositionsTable } from '../db/schema';
import { extraText } from './position-row';

/**
 * A group commit's records in columnar form: the numeric columns of every row in one
 * Float64Array (row-major, NaN for NULL) and the three text columns in one array. This is what
 * travels to the SQLite writer thread — a transferable buffer instead of 50,000 objects to
 * clone — and what the PostgreSQL insert turns into one array literal per column.
 * Every value here is exactly what the row stores (DESIGN §4): rounding happens once, here.
 */
export interface EncodedPositions {
  count: number;
  /** count × NUMERIC_COLUMNS.length values; NaN is NULL. */
  nums: Float64Array;
  /** count × TEXT_COLUMNS.length values. */
  texts: (string | null)[];
}

export const NUMERIC_COLUMNS = [
  'vehicle_id',
  'time',
  'customer_id',
  'received_at',
  'lat',
  'lon',
  'speed',
  'course',
  'altitude',
  'satellites',
  'valid',
  'ignition',
  'movement',
  'odometer',
  'engine_seconds',
  'fuel_probe1',
  'fuel_probe2',
  'can_fuel',
  'fuel_used',
  'ext_voltage',
  'bat_voltage',
  'bat_percent',
  'gsm',
  'antenna',
  'inputs',
  'outputs',
  'rpm',
  'tacho_speed',
  'energy1',
  'energy2',
] as const satisfies readonly (keyof PositionsTable)[];

export const TEXT_COLUMNS = ['driver1', 'driver2', 'extra'] as const satisfies readonly (keyof PositionsTable)[];

/** Every column of an insert, numeric ones first, in the order the insert statements bind them. */
export const INSERT_COLUMNS = [...NUMERIC_COLUMNS, ...TEXT_COLUMNS];

const NUM = NUMERIC_COLUMNS.length;
const TXT = TEXT_COLUMNS.length;

const num = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v);
const flag = (v: boolean | null) => (v === null ? NaN : v ? 1 : 0);
const rounded = (v: number | null) => (v === null ? NaN : Math.round(v));

/**
 * The records of several submitters, in order, as one columnar group; received at
 * `receivedAt`, or where a batch says when each of its records was received, then.
 */
export function encodePositions(
  batches: readonly {
    vehicleId: number;
    customerId: number;
    positions: readonly Position[];
    receivedAt?: readonly number[];
  }[],
  receivedAt: number,
): EncodedPositions {
  let count = 0;
  for (const b of batches) count += b.positions.length;
  const nums = new Float64Array(count * NUM);
  const texts: (string | null)[] = new Array(count * TXT);
  let o = 0;
  let t = 0;
  for (const b of batches) {
    let k = 0;
    for (const p of b.positions) {
      // The order below is NUMERIC_COLUMNS'; position-columns.test.ts checks it against the names.
      nums[o++] = b.vehicleId;
      nums[o++] = num(p.time);
      nums[o++] = b.customerId;
      nums[o++] = b.receivedAt?.[k++] ?? receivedAt;
      nums[o++] = num(p.lat);
      nums[o++] = num(p.lon);
      nums[o++] = num(p.speed);
      nums[o++] = p.course === null || p.course === undefined ? NaN : Math.round(p.course) % 360;
      nums[o++] = num(p.altitude);
      nums[o++] = num(p.satellites);
      nums[o++] = p.valid ? 1 : 0;
      nums[o++] = flag(p.ignition);
      nums[o++] = flag(p.movement);
      nums[o++] = num(p.odometer);
      nums[o++] = num(p.engineSeconds);
      nums[o++] = num(p.fuelProbe1);
      nums[o++] = num(p.fuelProbe2);
      nums[o++] = num(p.canFuelLitres);
      nums[o++] = num(p.fuelUsedLitres);
      nums[o++] = rounded(p.externalVoltage);
      nums[o++] = rounded(p.batteryVoltage);
      nums[o++] = num(p.batteryPercent);
      nums[o++] = num(p.gsm);
      nums[o++] = num(p.antenna);
      nums[o++] = num(p.inputs);
      nums[o++] = num(p.outputs);
      nums[o++] = rounded(p.rpm);
      nums[o++] = num(p.tachoSpeed);
      nums[o++] = num(p.energy1);
      nums[o++] = num(p.energy2);
      texts[t++] = p.driver1;
      texts[t++] = p.driver2;
      texts[t++] = extraText(p);
    }
  }
  return { count, nums, texts };
}

/** Several groups as one, in order (a group commit of records encoded as they arrived). */
export function concatEncoded(parts: readonly EncodedPositions[]): EncodedPositions {
  if (parts.length === 1) return parts[0];
  let count = 0;
  for (const p of parts) count += p.count;
  const nums = new Float64Array(count * NUM);
  const texts: (string | null)[] = [];
  let o = 0;
  for (const p of parts) {
    nums.set(p.nums, o);
    o += p.nums.length;
    for (const t of p.texts) texts.push(t);
  }
  return { count, nums, texts };
}

/**
 * Writes row i's values into `out` in INSERT_COLUMNS order (NULL for NaN), for a prepared
 * statement to bind; `out` is reused row after row so the hot loop allocates nothing.
 */
export function bindRow(enc: EncodedPositions, i: number, out: (number | string | null)[]) {
  const base = i * NUM;
  for (let c = 0; c < NUM; c++) {
    const v = enc.nums[base + c];
    out[c] = v !== v ? null : v; // v !== v: NaN
  }
  const tb = i * TXT;
  for (let c = 0; c < TXT; c++) out[NUM + c] = enc.texts[tb + c];
  return out;
}

/** Row i as an object (tests, diagnostics). */
export function encodedRow(enc: EncodedPositions, i: number): Insertable<PositionsTable> {
  const values = bindRow(enc, i, new Array(INSERT_COLUMNS.length));
  return Object.fromEntries(INSERT_COLUMNS.map((c, k) => [c, values[k]])) as unknown as Insertable<PositionsTable>;
}

/** The (vehicle, time) of row i. */
export const rowVehicle = (enc: EncodedPositions, i: number) => enc.nums[i * NUM];
export const rowTime = (enc: EncodedPositions, i: number) => enc.nums[i * NUM + 1];
export const NUMERIC_STRIDE = NUM;
export const TEXT_STRIDE = TXT;
