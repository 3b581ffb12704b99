import { emptyPosition, type Position } from '@namiar/domain/telemetry';
import { asciiString, isPrintableAscii, toHex } from '../bytes';
import { readBeacons } from './beacons';
import { DEFAULT_FAMILIES } from './io-rule';
import { TELTONIKA_IO, type IoRule, type TeltonikaFamily } from './io-table';
import { CODEC_7, type AvlCodec, type IoValue, type TeltonikaRecord } from './types';

export interface TeltonikaMapOptions {
  /** Device family (model line); decides ids that differ between families. Default 'fmb'. */
  family?: TeltonikaFamily;
  /**
   * A fix counts as valid with at least this many satellites (and not 0/0 coordinates).
   * Default 3: fewer cannot give a position; Traccar uses > 0 (PROTOCOLS.md §1.6, pitfall 6).
   */
  minSatellites?: number;
}

const NUMERIC_FIELDS = [
  'odometer',
  'engineSeconds',
  'canFuelLitres',
  'fuelUsedLitres',
  'externalVoltage',
  'batteryVoltage',
  'batteryPercent',
  'rpm',
  'tachoSpeed',
  'energy1',
  'energy2',
  'tractionCounter',
  'tractionVoltage',
  'tractionPower',
] as const;
type NumericField = (typeof NUMERIC_FIELDS)[number];
const FIELD_SLOT = new Map<string, number>(NUMERIC_FIELDS.map((f, i) => [f, i]));
/** Rank of the source that set each numeric field in the record being mapped (sync, reused). */
const fieldRank = new Int32Array(NUMERIC_FIELDS.length);

/** Position's per-sensor lists (target 'sensor') and the extra-key prefix of their error codes. */
const SENSOR_LISTS = { humidities: 'hum', sensorBatteries: 'sensorBattery', sensorVoltages: 'sensorVoltage' } as const;
type SensorList = keyof typeof SENSOR_LISTS;

const RULES: Record<TeltonikaFamily, Map<number, IoRule>> = { fmb: new Map(), fm6: new Map(), gh: new Map() };
for (const rule of TELTONIKA_IO) {
  if (rule.target === 'field' && rule.key !== 'ignition' && rule.key !== 'movement' && !FIELD_SLOT.has(rule.key)) {
    throw new Error(`io-table: ${rule.key} is not a numeric Position field`);
  }
  if (rule.target === 'sensor' && !(rule.key in SENSOR_LISTS)) {
    throw new Error(`io-table: ${rule.key} is not a sensor list of Position`);
  }
  for (const family of rule.families ?? DEFAULT_FAMILIES) {
    if (RULES[family].has(rule.id)) throw new Error(`io-table: id ${rule.id} twice for ${family}`);
    RULES[family].set(rule.id, rule);
  }
}

/** Raw value as an integer (bigint above 2^53 is approximated; used for counters only). */
function num(v: IoValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  let n = 0;
  for (let i = 0; i < v.length && i < 6; i++) n = n * 256 + v[i];
  return n;
}

function signedOf(v: number, bytes: number): number {
  if (bytes >= 8) return v; // 8-byte signed values above 2^53 do not occur in the table
  const bits = bytes * 8;
  const half = 2 ** (bits - 1);
  return v >= half ? v - 2 * half : v;
}

/** Rounds away binary noise of the scale (0.1 x 3 = 0.30000000000000004). */
function scaled(v: number, scale: number | undefined): number {
  if (scale === undefined || scale === 1) return v;
  return Math.round(v * scale * 1e6) / 1e6;
}

/** Extra value as text: bigint in decimal, bytes as ASCII when printable else hex. */
function extraValue(v: IoValue): number | string {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return v.toString();
  return isPrintableAscii(v) ? asciiString(v) : toHex(v);
}

/** High and low 32-bit halves of an 8-byte value. */
function halves(v: IoValue): [number, number] {
  if (typeof v === 'number') return [Math.floor(v / 0x100000000) >>> 0, v >>> 0];
  if (typeof v === 'bigint') return [Number((v >> 32n) & 0xffffffffn), Number(v & 0xffffffffn)];
  let hi = 0;
  let lo = 0;
  const pad = 8 - Math.min(8, v.length);
  for (let i = 0; i < 8; i++) {
    const b = i < pad ? 0 : v[i - pad];
    if (i < 4) hi = hi * 256 + b;
    else lo = lo * 256 + b;
  }
  return [hi, lo];
}

function eightBytes(v: IoValue): Uint8Array {
  const [hi, lo] = halves(v);
  const out = new Uint8Array(8);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, hi);
  dv.setUint32(4, lo);
  return out;
}

/** 16 upper-case hex digits of an 8-byte value, in wire order or byte-reversed. */
function hex16(v: IoValue, reversed: boolean): string {
  const [hi, lo] = halves(v);
  if (!reversed) return (hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0')).toUpperCase();
  const swap = (x: number) => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
  return (swap(lo).toString(16).padStart(8, '0') + swap(hi).toString(16).padStart(8, '0')).toUpperCase();
}

function isZero(v: IoValue): boolean {
  return v instanceof Uint8Array ? v.every((b) => b === 0) : v == 0;
}

function hexUpper(bytes: Uint8Array): string {
  return toHex(bytes).toUpperCase();
}

/** Tachograph card number split over two 8-byte values (MSB, LSB). */
function cardNumber(msb: IoValue | undefined, lsb: IoValue | undefined): string | null {
  if (msb === undefined && lsb === undefined) return null;
  const bytes = new Uint8Array(16);
  if (msb !== undefined) bytes.set(eightBytes(msb), 0);
  if (lsb !== undefined) bytes.set(eightBytes(lsb), 8);
  if (bytes.every((b) => b === 0)) return null;
  let from = 0;
  let to = 16;
  while (from < to && (bytes[from] === 0 || bytes[from] === 0x20)) from++;
  while (to > from && (bytes[to - 1] === 0 || bytes[to - 1] === 0x20)) to--;
  return isPrintableAscii(bytes, from, to) ? asciiString(bytes, from, to) : hexUpper(bytes);
}

function gsmScale(bars: number): number {
  const b = Math.max(0, Math.min(5, bars));
  return Math.round((b * 31) / 5);
}

function antennaOf(status: number): number | null {
  if (status === 1) return 0;
  if (status === 2) return 3;
  return null;
}

const HARSH = [null, 'accel', 'brake', 'corner'] as const;

const IO_KEYS: string[] = [];
function ioKey(id: number): string {
  return (IO_KEYS[id] ??= `io${id}`);
}

function mapRecord(rec: TeltonikaRecord, rules: Map<number, IoRule>, minSatellites: number): Position {
  const p = emptyPosition(rec.time, rec.lat, rec.lon);
  p.speed = rec.speed;
  p.course = rec.angle;
  p.altitude = rec.altitude;
  p.satellites = rec.satellites;
  p.valid = hasFix(rec, minSatellites) && !(rec.lat === 0 && rec.lon === 0);
  const extra = p.extra;
  if (rec.eventIoId !== 0) extra.eventIo = rec.eventIoId;
  if (rec.priority !== 0) extra.priority = rec.priority;
  if (rec.generationType !== undefined) extra.generationType = rec.generationType;
  if (rec.gpsExtra) Object.assign(extra, rec.gpsExtra);

  fieldRank.fill(0x7fffffff);
  let driver1Rank = Infinity;
  let tonnageKg: number | null = null;
  const sizes = rec.ioSize;

  for (const [id, value] of rec.io) {
    const rule = rules.get(id);
    if (rule === undefined) {
      extra[ioKey(id)] = extraValue(value);
      continue;
    }
    const width = sizes?.get(id) ?? (rule.size === 'var' ? 8 : rule.size);
    const raw = rule.signed ? signedOf(num(value), width) : num(value);
    switch (rule.target) {
      case 'field': {
        const key = rule.key as NumericField | 'ignition' | 'movement';
        if (key === 'ignition' || key === 'movement') {
          p[key] = raw !== 0;
          break;
        }
        const v = scaled(raw, rule.scale);
        const rank = rule.rank ?? 0;
        if (rank > 0) extra[rule.extraKey ?? ioKey(id)] = v;
        const slot = FIELD_SLOT.get(key)!;
        if (rank < fieldRank[slot]) {
          fieldRank[slot] = rank;
          p[key] = v;
        }
        break;
      }
      case 'input':
        if (raw !== 0) p.inputs |= 1 << rule.bit!;
        break;
      case 'output':
        if (raw !== 0) p.outputs |= 1 << rule.bit!;
        break;
      case 'temperature': {
        const slot = rule.slot!;
        while (p.temperatures.length < slot) p.temperatures.push(null);
        if (rule.sentinels?.includes(raw)) {
          p.temperatures[slot - 1] = null;
          extra[`temp${slot}Error`] = raw;
        } else {
          p.temperatures[slot - 1] = scaled(raw, rule.scale);
        }
        break;
      }
      case 'sensor': {
        const key = rule.key as SensorList;
        const slot = rule.slot!;
        const list = (p[key] ??= []);
        while (list.length < slot) list.push(null);
        if (rule.sentinels?.includes(raw)) {
          list[slot - 1] = null;
          extra[`${SENSOR_LISTS[key]}${slot}Error`] = raw;
        } else {
          list[slot - 1] = scaled(raw, rule.scale) + (rule.offset ?? 0);
        }
        break;
      }
      case 'extra':
        extra[rule.key] = typeof value === 'number' || rule.signed ? scaled(raw, rule.scale) : extraValue(value);
        break;
      case 'ignore':
        break;
      case 'special':
        switch (id) {
          case 21:
            p.gsm = gsmScale(raw);
            extra.gsmBars = raw;
            break;
          case 69:
          case 71:
            p.antenna = antennaOf(raw);
            extra.gnssStatus = raw;
            break;
          case 4:
            if (width === 1) {
              if (raw !== 0) p.inputs |= 1 << 3;
            } else extra.pulseCounter1 = raw;
            break;
          case 201:
          case 203: {
            const n = id === 201 ? 1 : 2;
            if (raw < 0) {
              extra[`lls${n}Error`] = raw;
            } else if (n === 1) p.fuelProbe1 = raw;
            else p.fuelProbe2 = raw;
            break;
          }
          case 78:
          case 207: {
            const rank = id === 78 ? 0 : 1;
            // Present as 0: the reader holds no key. '' says so (the engine ends the card's
            // period); an absent element stays null, 'not reported', which keeps the last card.
            // Any key of this record (another reader, the tachograph card) still wins.
            if (isZero(value)) {
              if (p.driver1 === null) p.driver1 = '';
              break;
            }
            const text = hex16(value, id === 78);
            if (id === 207) extra.rfid = text;
            if (rank < driver1Rank) {
              driver1Rank = rank;
              p.driver1 = text;
            }
            break;
          }
          case 147:
          case 148: {
            const card = cardNumber(rec.io.get(147), rec.io.get(148));
            if (card !== null) {
              extra.tachoCard1 = card;
              if (driver1Rank > 2) {
                driver1Rank = 2;
                p.driver1 = card;
              }
            }
            break;
          }
          case 149:
          case 150:
            p.driver2 = cardNumber(rec.io.get(149), rec.io.get(150));
            break;
          case 253:
            p.harsh = HARSH[raw] ?? null;
            break;
          case 385:
            if (!(value instanceof Uint8Array) || !readBeacons(value, extra)) extra[ioKey(id)] = extraValue(value);
            break;
          case 118:
          case 119:
          case 120:
          case 121:
          case 122:
            extra[`axle${id - 117}Kg`] = raw;
            tonnageKg = (tonnageKg ?? 0) + raw;
            break;
          default:
            extra[ioKey(id)] = extraValue(value);
        }
        break;
    }
  }
  if (tonnageKg !== null) p.tonnage = Math.round(tonnageKg) / 1000;
  return p;
}

/**
 * A fix needs enough satellites. Codec 7 says per record which GPS fields it sent: coordinates
 * without a satellite count still make a fix, a record without coordinates never does.
 */
function hasFix(rec: TeltonikaRecord, minSatellites: number): boolean {
  const mask = rec.gpsMask;
  if (mask === undefined) return rec.satellites >= minSatellites;
  return (mask & 0x01) !== 0 && ((mask & 0x10) === 0 || rec.satellites >= minSatellites);
}

/** A mapper for one device family (see TeltonikaMapOptions). */
export function createTeltonikaMapper(opts: TeltonikaMapOptions = {}): (rec: TeltonikaRecord) => Position {
  const rules = RULES[opts.family ?? 'fmb'];
  const minSatellites = opts.minSatellites ?? 3;
  return (rec) => mapRecord(rec, rules, minSatellites);
}

const defaultMapper = createTeltonikaMapper();

/**
 * Maps one AVL record into the domain `Position` with the FMB/FMC table (io-table.ts,
 * docs/devices.md). Unknown IO ids go to `extra` as `io<id>`. Safe to pass to `Array.map`.
 */
export function mapTeltonikaRecord(rec: TeltonikaRecord): Position {
  return defaultMapper(rec);
}

const ghMapper = createTeltonikaMapper({ family: 'gh' });

/**
 * The mapper for records of `codec`: Codec 7 comes only from the GH3000 line, whose IO ids
 * have their own meanings (family 'gh'); every other codec uses the default FMB/FMC table.
 */
export function teltonikaMapperFor(codec: AvlCodec): (rec: TeltonikaRecord) => Position {
  return codec === CODEC_7 ? ghMapper : defaultMapper;
}
