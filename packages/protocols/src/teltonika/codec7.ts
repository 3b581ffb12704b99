import { Reader } from './reader';
import type { IoSize, IoValue, TeltonikaRecord } from './types';

/**
 * Codec 7 (0x07), the GH3000 line's AVL record (docs/devices.md 'Codec 7'; Teltonika's GH3000
 * protocol description as Traccar's decoder reads it, [V1: T]). Same outer frame, count and ACK
 * as Codec 8; the record is different:
 *
 * | size | field |
 * |---|---|
 * | 4 | bits 31–30 priority, bits 29–0 seconds since 2007-01-01 00:00 UTC |
 * | 1 | global mask: bit 0 GPS element, bits 1/2/3 the IO groups of 1/2/4-byte values |
 * | GPS element | mask (1 B), then per bit: 0 latitude and longitude (float32 each, latitude first), 1 altitude (2 B), 2 angle (1 B, x 360/256), 3 speed (1 B, km/h), 4 satellites (1 B), 5 LAC and cell id (2 + 2 B), 6 signal quality (1 B), 7 operator (4 B) |
 * | IO group | count (1 B), then count x (id 1 B, value 1/2/4 B) |
 *
 * There is no event IO id and no 8-byte group. A record without a GPS element carries no
 * position (the device's last one applies): its coordinates, speed and satellites stay 0.
 */
export const CODEC7_EPOCH_MS = Date.UTC(2007, 0, 1);

const GPS_PRESENT = 0x01;
const GROUP_BITS: readonly [number, IoSize][] = [
  [0x02, 1],
  [0x04, 2],
  [0x08, 4],
];

/** Float32 coordinates carry about 7 significant digits: 6 decimals (0.1 m) is all they hold. */
const coordinate = (v: number) => Math.round(v * 1e6) / 1e6;

export function decodeCodec7Record(r: Reader): TeltonikaRecord {
  const stamp = r.u32();
  const rec: TeltonikaRecord = {
    time: CODEC7_EPOCH_MS + (stamp & 0x3fffffff) * 1000,
    priority: stamp >>> 30,
    lon: 0,
    lat: 0,
    altitude: 0,
    angle: 0,
    satellites: 0,
    speed: 0,
    eventIoId: 0,
    io: new Map<number, IoValue>(),
    ioSize: new Map<number, IoSize>(),
  };
  const global = r.u8();
  if (global & GPS_PRESENT) readGpsElement(r, rec);
  for (const [bit, width] of GROUP_BITS) {
    if (!(global & bit)) continue;
    const n = r.u8();
    for (let i = 0; i < n; i++) {
      const id = r.u8();
      rec.io.set(id, width === 1 ? r.u8() : width === 2 ? r.u16() : r.u32());
      rec.ioSize!.set(id, width);
    }
  }
  return rec;
}

function readGpsElement(r: Reader, rec: TeltonikaRecord): void {
  const mask = r.u8();
  rec.gpsMask = mask;
  const extra: Record<string, number> = {};
  if (mask & 0x01) {
    rec.lat = coordinate(r.f32());
    rec.lon = coordinate(r.f32());
  }
  if (mask & 0x02) rec.altitude = r.i16();
  if (mask & 0x04) rec.angle = (r.u8() * 360) / 256;
  if (mask & 0x08) rec.speed = r.u8();
  if (mask & 0x10) rec.satellites = r.u8();
  if (mask & 0x20) {
    extra.lac = r.u16();
    extra.cellId = r.u16();
  }
  if (mask & 0x40) extra.gsmSignal = r.u8();
  if (mask & 0x80) extra.operator = r.u32();
  if (Object.keys(extra).length > 0) rec.gpsExtra = extra;
}

/** Encoder side (emulator, tests): the record's bytes. Throws RangeError on what Codec 7 cannot carry. */
export function encodeCodec7Record(rec: TeltonikaRecord): Uint8Array {
  const seconds = (rec.time - CODEC7_EPOCH_MS) / 1000;
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 0x3fffffff) {
    throw new RangeError(`Codec 7 time ${new Date(rec.time).toISOString()} is not a whole second after 2007`);
  }
  const bytes: number[] = [];
  const push = (v: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bytes.push(Math.floor(v / 2 ** (8 * i)) & 0xff);
  };
  push((rec.priority & 3) * 0x40000000 + seconds, 4);
  const groups: [number, number][][] = [[], [], []];
  for (const [id, value] of rec.io) {
    if (typeof value !== 'number' || id > 0xff)
      throw new RangeError(`IO ${id}: Codec 7 carries 1-byte ids, 1–4-byte values`);
    const width = rec.ioSize?.get(id) ?? (value <= 0xff ? 1 : value <= 0xffff ? 2 : 4);
    if (width === 8) throw new RangeError(`IO ${id}: Codec 7 has no 8-byte group`);
    groups[width === 1 ? 0 : width === 2 ? 1 : 2].push([id, value]);
  }
  const mask = rec.gpsMask;
  let global = mask === undefined ? 0 : GPS_PRESENT;
  groups.forEach((g, i) => {
    if (g.length > 0) global |= GROUP_BITS[i][0];
  });
  bytes.push(global);
  if (mask !== undefined) {
    bytes.push(mask);
    const dv = new DataView(new ArrayBuffer(8));
    if (mask & 0x01) {
      dv.setFloat32(0, rec.lat);
      dv.setFloat32(4, rec.lon);
      for (let i = 0; i < 8; i++) bytes.push(dv.getUint8(i));
    }
    if (mask & 0x02) push(rec.altitude & 0xffff, 2);
    if (mask & 0x04) push(Math.round((rec.angle * 256) / 360) & 0xff, 1);
    if (mask & 0x08) push(rec.speed, 1);
    if (mask & 0x10) push(rec.satellites, 1);
    const x = rec.gpsExtra ?? {};
    if (mask & 0x20) {
      push(x.lac ?? 0, 2);
      push(x.cellId ?? 0, 2);
    }
    if (mask & 0x40) push(x.gsmSignal ?? 0, 1);
    if (mask & 0x80) push(x.operator ?? 0, 4);
  }
  groups.forEach((g, i) => {
    if (g.length === 0) return;
    if (g.length > 0xff) throw new RangeError('more than 255 IO elements in one group');
    bytes.push(g.length);
    for (const [id, value] of g) {
      bytes.push(id);
      push(value, GROUP_BITS[i][1]);
    }
  });
  return Uint8Array.from(bytes);
}
