import { emptyPosition, type Position } from '@namiar/domain/telemetry';
import { DecodeFailure, toDecodeError, type DecodeError } from '../errors';

/**
 * OsmAnd / Traccar Client over HTTP (PROTOCOLS.md §5): the query-string / form variant and
 * the JSON variant of Traccar Client 9.x. Pure: the caller passes the query, the content type
 * and the body text, and `now` for records without a timestamp.
 */
export interface OsmAndInput {
  /** URL query parameters (a repeated key: the caller's choice, usually the last one). */
  query?: Record<string, string>;
  contentType?: string;
  body?: string;
  /** Receive time, epoch ms, used when the request has no timestamp. Default Date.now(). */
  now?: number;
  /** Unit of the query `speed` (Traccar option `osmand.speed`). Default 'kn' (knots). */
  speedUnit?: 'kn' | 'kmh' | 'mps' | 'mph';
}

export interface OsmAndResult {
  deviceId: string;
  positions: Position[];
}

const KNOT = 1.852;
const SPEED_FACTOR = { kn: KNOT, kmh: 1, mps: 3.6, mph: 1.609344 } as const;

/** A request that carries no coordinates: Position lat/lon 0, valid false, extra.noLocation = 1. */
const NO_LOCATION = 'noLocation';

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

function number(key: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const v = Number(text);
  if (!Number.isFinite(v)) throw new DecodeFailure('bad_value', `${key}: "${text}" is not a number`);
  return v;
}

function bool(text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().toLowerCase();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return undefined;
}

function checkLatLon(lat: number, lon: number): void {
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
    throw new DecodeFailure('bad_value', `coordinates ${lat},${lon} are out of range`);
  }
}

function course(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/**
 * OsmAnd timestamp: an integer (or decimal) is seconds below 2^31-1 and milliseconds above; a
 * text with 'T' is ISO-8601 (UTC when it has no zone); 'yyyy-MM-dd HH:mm:ss' is read as UTC
 * (Traccar reads it in the server's zone: we store UTC and document the difference).
 */
export function parseOsmAndTime(text: string): number {
  const t = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) {
    const v = Number(t);
    return Math.round(v < 2147483647 ? v * 1000 : v);
  }
  let iso = t.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(iso)) iso += 'Z';
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) throw new DecodeFailure('bad_value', `timestamp "${text}" is not a time`);
  return ms;
}

/** Attribute value as Traccar keeps it: number, boolean (1/0 here), else text. */
function attribute(text: string): number | string {
  const t = text.trim();
  if (t !== '' && Number.isFinite(Number(t))) return Number(t);
  if (t === 'true') return 1;
  if (t === 'false') return 0;
  return text;
}

/** Query keys with a meaning; everything else goes to `extra` as an attribute. */
const HANDLED = new Set([
  'id',
  'deviceid',
  'timestamp',
  'lat',
  'lon',
  'location',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'batt',
  'valid',
  'driverUniqueId',
  'notificationToken',
  'ignition',
  'motion',
  'odometer',
  'rpm',
  'power',
  'battery',
  'sat',
  'satellites',
  'charge',
]);

function fromParams(params: Record<string, string>, now: number, speedUnit: keyof typeof SPEED_FACTOR): OsmAndResult {
  const deviceId = (params.id ?? params.deviceid ?? '').trim();
  if (deviceId === '') throw new DecodeFailure('missing_id', 'the request has no id / deviceid');
  const time =
    params.timestamp !== undefined && params.timestamp.trim() !== '' ? parseOsmAndTime(params.timestamp) : now;

  let lat = number('lat', params.lat);
  let lon = number('lon', params.lon);
  if ((lat === undefined || lon === undefined) && params.location !== undefined) {
    const [a, b] = params.location.split(',');
    lat = number('location', a);
    lon = number('location', b);
  }
  const hasLocation = lat !== undefined && lon !== undefined;
  if (hasLocation) checkLatLon(lat!, lon!);
  const p = emptyPosition(time, hasLocation ? lat! : 0, hasLocation ? lon! : 0);
  if (!hasLocation) p.extra[NO_LOCATION] = 1;

  const speed = number('speed', params.speed);
  if (speed !== undefined && speed >= 0) p.speed = round(speed * SPEED_FACTOR[speedUnit], 3);
  const heading = number('bearing', params.bearing ?? params.heading);
  if (heading !== undefined && heading >= 0) p.course = course(heading);
  const altitude = number('altitude', params.altitude);
  if (altitude !== undefined) p.altitude = altitude;
  const batt = number('batt', params.batt);
  if (batt !== undefined && batt >= 0) p.batteryPercent = batt;
  const sats = number('sat', params.sat ?? params.satellites);
  if (sats !== undefined) p.satellites = sats;
  p.valid = hasLocation && (bool(params.valid) ?? true);
  if (params.driverUniqueId) p.driver1 = params.driverUniqueId;
  const ignition = bool(params.ignition);
  if (ignition !== undefined) p.ignition = ignition;
  const motion = bool(params.motion);
  if (motion !== undefined) p.movement = motion;
  const odometer = number('odometer', params.odometer);
  if (odometer !== undefined) p.odometer = odometer;
  const rpm = number('rpm', params.rpm);
  if (rpm !== undefined) p.rpm = rpm;
  // Traccar's power / battery attributes are volts; Position keeps millivolts.
  const power = number('power', params.power);
  if (power !== undefined) p.externalVoltage = Math.round(power * 1000);
  const battery = number('battery', params.battery);
  if (battery !== undefined) p.batteryVoltage = Math.round(battery * 1000);
  const charge = bool(params.charge);
  if (charge !== undefined) p.extra.charge = charge ? 1 : 0;

  for (const [key, value] of Object.entries(params)) {
    if (!HANDLED.has(key)) p.extra[key] = attribute(value);
  }
  return { deviceId, positions: [p] };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function obj(v: Json | undefined): { [key: string]: Json } | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}

function jsonNumber(v: Json | undefined): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function scalarExtra(extra: Position['extra'], key: string, v: Json | undefined): void {
  if (typeof v === 'number' && Number.isFinite(v)) extra[key] = v;
  else if (typeof v === 'boolean') extra[key] = v ? 1 : 0;
  else if (typeof v === 'string') extra[key] = v;
}

function fromJsonLocation(loc: { [key: string]: Json }, now: number): Position {
  const time =
    typeof loc.timestamp === 'string' || typeof loc.timestamp === 'number'
      ? parseOsmAndTime(String(loc.timestamp))
      : now;
  const coords = obj(loc.coords);
  const lat = jsonNumber(coords?.latitude);
  const lon = jsonNumber(coords?.longitude);
  const hasLocation = lat !== undefined && lon !== undefined;
  if (hasLocation) checkLatLon(lat!, lon!);
  const p = emptyPosition(time, hasLocation ? lat! : 0, hasLocation ? lon! : 0);
  p.valid = hasLocation;
  const extra = p.extra;
  if (!hasLocation) extra[NO_LOCATION] = 1;
  if (coords) {
    const speed = jsonNumber(coords.speed); // m/s, -1 unknown
    if (speed !== undefined && speed >= 0) p.speed = round(speed * 3.6, 3);
    const heading = jsonNumber(coords.heading); // -1 unknown
    if (heading !== undefined && heading >= 0) p.course = course(heading);
    const altitude = jsonNumber(coords.altitude);
    if (altitude !== undefined) p.altitude = altitude;
    for (const key of [
      'accuracy',
      'speed_accuracy',
      'heading_accuracy',
      'altitude_accuracy',
      'ellipsoidal_altitude',
      'floor',
    ]) {
      scalarExtra(extra, key === 'accuracy' ? 'accuracy' : camel(key), coords[key]);
    }
  }
  if (typeof loc.is_moving === 'boolean') p.movement = loc.is_moving;
  const odometer = jsonNumber(loc.odometer);
  if (odometer !== undefined && odometer >= 0) p.odometer = odometer;
  scalarExtra(extra, 'event', loc.event);
  const battery = obj(loc.battery);
  if (battery) {
    const level = jsonNumber(battery.level); // 0..1, -1 unknown
    if (level !== undefined && level >= 0) p.batteryPercent = round(level * 100, 1);
    if (typeof battery.is_charging === 'boolean') extra.charge = battery.is_charging ? 1 : 0;
  }
  const activity = obj(loc.activity);
  if (activity) {
    scalarExtra(extra, 'activity', activity.type);
    scalarExtra(extra, 'activityConfidence', activity.confidence);
  }
  for (const key of ['mock', 'alarm', 'age', 'uuid']) scalarExtra(extra, key, loc[key]);
  const extras = obj(loc.extras);
  if (extras) for (const [key, v] of Object.entries(extras)) scalarExtra(extra, key, v);
  return p;
}

function camel(key: string): string {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function fromJson(body: string, now: number): OsmAndResult {
  let root: Json;
  try {
    root = JSON.parse(body) as Json;
  } catch {
    throw new DecodeFailure('bad_value', 'the body is not valid JSON');
  }
  const r = obj(root);
  if (!r) throw new DecodeFailure('bad_value', 'the JSON body is not an object');
  const rawId = r.device_id;
  const deviceId = typeof rawId === 'string' ? rawId.trim() : typeof rawId === 'number' ? String(rawId) : '';
  if (deviceId === '') throw new DecodeFailure('missing_id', 'the JSON body has no device_id');
  const list = Array.isArray(r.location) ? r.location : r.location === undefined ? [] : [r.location];
  const positions: Position[] = [];
  for (const item of list) {
    const loc = obj(item);
    if (!loc) throw new DecodeFailure('bad_value', 'location is not an object');
    positions.push(fromJsonLocation(loc, now));
  }
  if (positions.length === 0) throw new DecodeFailure('bad_value', 'the JSON body has no location');
  return { deviceId, positions };
}

/**
 * Parses one OsmAnd / Traccar Client request. JSON when the content type starts with
 * `application/json`; otherwise the URL query, or the form-encoded body when the query is
 * empty. Never throws.
 */
export function parseOsmAnd(input: OsmAndInput): OsmAndResult | { error: DecodeError } {
  try {
    const now = input.now ?? Date.now();
    const type = (input.contentType ?? '').trim().toLowerCase();
    const body = input.body ?? '';
    if (type.startsWith('application/json')) return fromJson(body, now);
    let params = input.query ?? {};
    if (Object.keys(params).length === 0 && body.trim() !== '') {
      if (body.trimStart().startsWith('{')) return fromJson(body, now);
      params = Object.fromEntries(new URLSearchParams(body));
    }
    return fromParams(params, now, input.speedUnit ?? 'kn');
  } catch (e) {
    return { error: toDecodeError(e) };
  }
}
