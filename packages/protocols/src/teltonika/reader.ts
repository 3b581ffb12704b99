import { copyBytes } from '../bytes';
import { DecodeFailure } from '../errors';
import type { IoSize, IoValue, TeltonikaRecord } from './types';

/**
 * Bounds-checked big-endian reader over `buf[pos, end)`. Running past `end` throws a
 * DecodeFailure('truncated_record'), which the frame decoders turn into a DecodeError.
 */
export class Reader {
  constructor(
    readonly buf: Uint8Array,
    public pos: number,
    readonly end: number,
  ) {}

  need(n: number): void {
    if (this.pos + n > this.end) {
      throw new DecodeFailure(
        'truncated_record',
        `record data truncated: need ${n} byte(s) at offset ${this.pos}, frame body ends at ${this.end}`,
      );
    }
  }

  u8(): number {
    this.need(1);
    return this.buf[this.pos++];
  }

  u16(): number {
    this.need(2);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 2;
    return (b[p] << 8) | b[p + 1];
  }

  i16(): number {
    const v = this.u16();
    return v & 0x8000 ? v - 0x10000 : v;
  }

  u32(): number {
    this.need(4);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 4;
    return b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
  }

  i32(): number {
    this.need(4);
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 4;
    return (b[p] << 24) | (b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3];
  }

  /** IEEE 754 single precision, big-endian (Codec 7 coordinates). */
  f32(): number {
    this.need(4);
    const p = this.pos;
    this.pos = p + 4;
    return new DataView(this.buf.buffer, this.buf.byteOffset + p, 4).getFloat32(0);
  }

  /** 8-byte unsigned: a number when <= 2^53-1, otherwise a bigint. */
  u64(): number | bigint {
    const hi = this.u32();
    const lo = this.u32();
    if (hi < 0x200000) return hi * 0x100000000 + lo;
    return (BigInt(hi) << 32n) | BigInt(lo);
  }

  bytes(n: number): Uint8Array {
    this.need(n);
    const p = this.pos;
    this.pos = p + n;
    return copyBytes(this.buf, p, p + n);
  }
}

/** Reads the record head common to Codec 8, 8E and 16 (timestamp .. speed). */
export function readRecordHead(r: Reader): TeltonikaRecord {
  const hi = r.u32();
  const lo = r.u32();
  const time = hi * 0x100000000 + lo;
  const priority = r.u8();
  const lon = r.i32() / 1e7;
  const lat = r.i32() / 1e7;
  const altitude = r.i16();
  const angle = r.u16();
  const satellites = r.u8();
  const speed = r.u16();
  return {
    time,
    priority,
    lon,
    lat,
    altitude,
    angle,
    satellites,
    speed,
    eventIoId: 0,
    io: new Map<number, IoValue>(),
    ioSize: new Map<number, IoSize>(),
  };
}

/**
 * Reads the four fixed-width IO groups (1, 2, 4, 8 bytes). `wideCount` / `wideId`: 2-byte
 * counts / ids (8E has both; Codec 16 has 2-byte ids with 1-byte counts). Bounds are checked
 * once per group, then the elements are read straight from the buffer.
 */
export function readFixedIoGroups(r: Reader, rec: TeltonikaRecord, wideCount: boolean, wideId: boolean): void {
  const io = rec.io;
  const sizes = rec.ioSize!;
  const b = r.buf;
  const idBytes = wideId ? 2 : 1;
  for (let w = 1; w <= 8; w <<= 1) {
    const n = wideCount ? r.u16() : r.u8();
    if (n === 0) continue;
    r.need(n * (idBytes + w));
    let p = r.pos;
    for (let i = 0; i < n; i++) {
      let id: number;
      if (wideId) {
        id = (b[p] << 8) | b[p + 1];
        p += 2;
      } else id = b[p++];
      let v: number | bigint;
      if (w === 1) v = b[p];
      else if (w === 2) v = (b[p] << 8) | b[p + 1];
      else if (w === 4) v = b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
      else {
        const hi = b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
        const lo = b[p + 4] * 0x1000000 + ((b[p + 5] << 16) | (b[p + 6] << 8) | b[p + 7]);
        v = hi < 0x200000 ? hi * 0x100000000 + lo : (BigInt(hi) << 32n) | BigInt(lo);
      }
      p += w;
      io.set(id, v);
      sizes.set(id, w as IoSize);
    }
    r.pos = p;
  }
}
