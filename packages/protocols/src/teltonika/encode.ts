import { asciiBytes } from '../bytes';
import { encodeCodec7Record } from './codec7';
import { crc16Ibm } from './crc';
import {
  CODEC_16,
  CODEC_7,
  CODEC_8,
  CODEC_8E,
  type AvlCodec,
  type IoSize,
  type IoValue,
  type TeltonikaRecord,
} from './types';

/**
 * Teltonika encoder for the demo-fleet emulator and tests: builds the frames a device sends.
 * Throws RangeError on records the chosen codec cannot carry (it is fed by our own code).
 */

/** IMEI frame: uint16 length + ASCII digits. */
export function encodeImeiFrame(imei: string): Uint8Array {
  const digits = asciiBytes(imei);
  const out = new Uint8Array(2 + digits.length);
  out[0] = digits.length >> 8;
  out[1] = digits.length & 0xff;
  out.set(digits, 2);
  return out;
}

interface Element {
  id: number;
  value: IoValue;
}

/** Groups of one record: four fixed widths and the NX list. */
interface Grouped {
  fixed: [Element[], Element[], Element[], Element[]];
  nx: Element[];
}

const WIDTH_INDEX: Record<IoSize, number> = { 1: 0, 2: 1, 4: 2, 8: 3 };
const WIDTHS = [1, 2, 4, 8] as const;

function smallestWidth(v: number | bigint): IoSize {
  if (typeof v === 'bigint') return 8;
  if (v < 0) {
    if (v >= -0x80) return 1;
    if (v >= -0x8000) return 2;
    if (v >= -0x80000000) return 4;
    return 8;
  }
  if (v <= 0xff) return 1;
  if (v <= 0xffff) return 2;
  if (v <= 0xffffffff) return 4;
  return 8;
}

function group(rec: TeltonikaRecord, codec: AvlCodec): Grouped {
  const g: Grouped = { fixed: [[], [], [], []], nx: [] };
  const maxId = codec === CODEC_8 ? 0xff : 0xffff;
  for (const [id, value] of rec.io) {
    if (!Number.isInteger(id) || id < 0 || id > maxId) throw new RangeError(`IO id ${id} does not fit codec ${codec}`);
    if (value instanceof Uint8Array) {
      if (codec !== CODEC_8E) throw new RangeError(`IO ${id}: variable-length values need Codec 8E`);
      if (value.length > 0xffff) throw new RangeError(`IO ${id}: value longer than 65535 bytes`);
      g.nx.push({ id, value });
      continue;
    }
    const width = rec.ioSize?.get(id) ?? smallestWidth(value);
    g.fixed[WIDTH_INDEX[width]].push({ id, value });
  }
  return g;
}

function recordSize(codec: AvlCodec, g: Grouped): number {
  // head 24 bytes, then event id / counts by codec
  let size = 24;
  if (codec === CODEC_8) size += 1 + 1 + 4;
  else if (codec === CODEC_8E) size += 2 + 2 + 8 + 2;
  else size += 2 + 1 + 1 + 4;
  const idBytes = codec === CODEC_8 ? 1 : 2;
  for (let w = 0; w < 4; w++) size += g.fixed[w].length * (idBytes + WIDTHS[w]);
  for (const e of g.nx) size += 4 + (e.value as Uint8Array).length;
  return size;
}

class Writer {
  readonly dv: DataView;
  pos = 0;
  constructor(readonly buf: Uint8Array) {
    this.dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  u8(v: number): void {
    this.dv.setUint8(this.pos, v & 0xff);
    this.pos += 1;
  }
  u16(v: number): void {
    this.dv.setUint16(this.pos, v & 0xffff);
    this.pos += 2;
  }
  u32(v: number): void {
    this.dv.setUint32(this.pos, v >>> 0);
    this.pos += 4;
  }
  u64(v: number | bigint): void {
    this.dv.setBigUint64(this.pos, BigInt.asUintN(64, BigInt(v)));
    this.pos += 8;
  }
  count(v: number, wide: boolean): void {
    if (wide) this.u16(v);
    else this.u8(v);
  }
  value(v: number | bigint, width: number): void {
    if (width === 8) return this.u64(v);
    const n = Number(v);
    if (width === 1) this.u8(n);
    else if (width === 2) this.u16(n);
    else this.u32(n);
  }
}

function coord(deg: number, what: string): number {
  const v = Math.round(deg * 1e7);
  if (!Number.isFinite(v) || v < -0x80000000 || v > 0x7fffffff) throw new RangeError(`${what} ${deg} out of range`);
  return v;
}

function writeRecord(w: Writer, codec: AvlCodec, rec: TeltonikaRecord, g: Grouped): void {
  w.u64(Math.round(rec.time));
  w.u8(rec.priority);
  w.dv.setInt32(w.pos, coord(rec.lon, 'longitude'));
  w.dv.setInt32(w.pos + 4, coord(rec.lat, 'latitude'));
  w.pos += 8;
  w.u16(rec.altitude); // two's complement for negative altitudes
  w.u16(rec.angle);
  w.u8(rec.satellites);
  w.u16(rec.speed);
  const wideCount = codec === CODEC_8E;
  const wideId = codec !== CODEC_8;
  const total = g.fixed[0].length + g.fixed[1].length + g.fixed[2].length + g.fixed[3].length + g.nx.length;
  if (codec === CODEC_8) {
    w.u8(rec.eventIoId);
    w.u8(total);
  } else if (codec === CODEC_8E) {
    w.u16(rec.eventIoId);
    w.u16(total);
  } else {
    w.u16(rec.eventIoId);
    w.u8(rec.generationType ?? 0);
    w.u8(total);
  }
  for (let k = 0; k < 4; k++) {
    const list = g.fixed[k];
    if (!wideCount && list.length > 0xff) throw new RangeError(`more than 255 IO elements of ${WIDTHS[k]} byte(s)`);
    w.count(list.length, wideCount);
    for (const e of list) {
      if (wideId) w.u16(e.id);
      else w.u8(e.id);
      w.value(e.value as number | bigint, WIDTHS[k]);
    }
  }
  if (codec === CODEC_8E) {
    w.u16(g.nx.length);
    for (const e of g.nx) {
      const bytes = e.value as Uint8Array;
      w.u16(e.id);
      w.u16(bytes.length);
      w.buf.set(bytes, w.pos);
      w.pos += bytes.length;
    }
  }
}

/**
 * The AVL body (codec id, N, records, N): what a TCP frame's CRC covers and what a UDP
 * datagram carries after the IMEI.
 */
export function encodeAvlBody(codec: AvlCodec, records: readonly TeltonikaRecord[]): Uint8Array {
  if (codec !== CODEC_8 && codec !== CODEC_8E && codec !== CODEC_16 && codec !== CODEC_7) {
    throw new RangeError(`codec ${codec} is not AVL`);
  }
  if (records.length > 255) throw new RangeError('at most 255 records per frame');
  if (codec === CODEC_7) {
    const parts = records.map(encodeCodec7Record);
    const out = new Uint8Array(3 + parts.reduce((n, p) => n + p.length, 0));
    out[0] = codec;
    out[1] = records.length;
    let pos = 2;
    for (const p of parts) {
      out.set(p, pos);
      pos += p.length;
    }
    out[pos] = records.length;
    return out;
  }
  const groups = records.map((r) => group(r, codec));
  let size = 3;
  for (const g of groups) size += recordSize(codec, g);
  const w = new Writer(new Uint8Array(size));
  w.u8(codec);
  w.u8(records.length);
  records.forEach((r, i) => writeRecord(w, codec, r, groups[i]));
  w.u8(records.length);
  return w.buf;
}

/** A complete TCP AVL frame: preamble, length, body, CRC-16/IBM. */
export function encodeAvlFrame(codec: AvlCodec, records: readonly TeltonikaRecord[]): Uint8Array {
  const body = encodeAvlBody(codec, records);
  const out = new Uint8Array(body.length + 12);
  const dv = new DataView(out.buffer);
  dv.setUint32(4, body.length);
  out.set(body, 8);
  dv.setUint32(8 + body.length, crc16Ibm(body));
  return out;
}
