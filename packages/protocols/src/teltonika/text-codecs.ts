import { asciiBytes, asciiString, copyBytes, isPrintableAscii, toHex } from '../bytes';
import { crc16Ibm } from './crc';
import { CODEC_13, CODEC_14, CODEC_15, type TeltonikaMessage, type TextCodec } from './types';

/**
 * Texts a device sends on its own, in Codec 12's frame (codec, quantity, type, size S, payload,
 * quantity; PROTOCOLS.md §1.7). Not acknowledged (Traccar sends nothing for them either).
 *
 * - Codec 13 (0x0D): serial-port data with a timestamp, e.g. a card reader's
 *   `GTSL|6|1|0|<driver id>|1|`. Payload = timestamp + text. Sources disagree on the timestamp
 *   (PROTOCOLS.md §1.7 [U]): the wiki's example has 8 bytes of milliseconds counted in S
 *   (`0D 01 06 0000000F 0000016C0A81C320 getinfo 01`), a real device in Traccar's tests 4 bytes
 *   of seconds not counted in S (`0D 01 05 00000010 56E92422 #GET DATAORDER\r\n 01`). Both are
 *   read: S tells whether the timestamp is counted, and when it is, a first 8 bytes that make a
 *   time between 2000 and 2100 in milliseconds are the 8-byte form, otherwise 4 bytes of seconds.
 * - Codec 14 (0x0E): the device's answer to a Codec 14 command, 8 bytes of IMEI (hex digits,
 *   `0352093081452251` = 352093081452251) + text; type 0x06, or 0x11 when the IMEI was wrong.
 * - Codec 15 (0x0F, FMX6 devices): 4 bytes of seconds, 8 bytes of IMEI, text (wiki example:
 *   `0F 01 0B 00000013 654B65A4 0123456789123456 Hello!\n 01`).
 *
 * The type byte is kept as sent (the wiki's Codec 13 example says 0x06, Traccar's 0x05).
 */
const MIN_MS = Date.UTC(2000, 0, 1);
const MAX_MS = Date.UTC(2100, 0, 1);

function u32(b: Uint8Array, p: number): number {
  return b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
}

/** 8 bytes of IMEI as hex digits, without the leading zero(s). */
function imeiOf(b: Uint8Array, p: number): string {
  return toHex(b, p, p + 8).replace(/^0+(?=\d)/, '');
}

type TextMessage = Extract<TeltonikaMessage, { kind: 'text' }>;
type Unsupported = Extract<TeltonikaMessage, { kind: 'unsupported' }>;

function textMessage(
  codec: TextCodec,
  type: number,
  time: number | null,
  imei: string | null,
  b: Uint8Array,
  from: number,
  to: number,
): TextMessage {
  const printable = isPrintableAscii(b, from, to);
  return {
    kind: 'text',
    codec,
    type,
    time,
    imei,
    text: printable ? asciiString(b, from, to).trim() : toHex(b, from, to),
    payload: copyBytes(b, from, to),
    isHex: !printable,
  };
}

/**
 * Decodes the CRC-checked body `buf[start, end)` of a text frame. A layout that fits none of the
 * above is `unsupported` (the frame itself was sound: the connection stays). Never throws.
 */
export function decodeTextBody(buf: Uint8Array, start: number, end: number): TextMessage | Unsupported {
  const codec = buf[start] as TextCodec;
  const unsupported = (reason: string): Unsupported => ({
    kind: 'unsupported',
    codec,
    type: end - start > 2 ? buf[start + 2] : null,
    reason,
    payload: copyBytes(buf, Math.min(start + 7, end), Math.max(start + 7, end - 1)),
  });
  if (end - start < 8) return unsupported(`text frame of ${end - start} byte(s) is too short`);
  const type = buf[start + 2];
  const size = u32(buf, start + 3);
  const from = start + 7;
  const region = end - 1 - from; // bytes between the size field and the second quantity
  if (codec === CODEC_13) {
    if (region === size + 4) return textMessage(codec, type, u32(buf, from) * 1000, null, buf, from + 4, end - 1);
    if (region === size + 8)
      return textMessage(codec, type, u32(buf, from) * 0x100000000 + u32(buf, from + 4), null, buf, from + 8, end - 1);
    if (region !== size) return unsupported(`Codec 13 size ${size} fits neither layout of ${region} byte(s)`);
    if (size >= 8) {
      const ms = u32(buf, from) * 0x100000000 + u32(buf, from + 4);
      if (ms >= MIN_MS && ms < MAX_MS) return textMessage(codec, type, ms, null, buf, from + 8, end - 1);
    }
    if (size < 4) return unsupported(`Codec 13 payload of ${size} byte(s) has no timestamp`);
    return textMessage(codec, type, u32(buf, from) * 1000, null, buf, from + 4, end - 1);
  }
  if (region !== size) return unsupported(`payload size ${size} does not fit the frame's ${region} byte(s)`);
  if (codec === CODEC_14) {
    if (size < 8) return unsupported(`Codec 14 payload of ${size} byte(s) has no IMEI`);
    return textMessage(codec, type, null, imeiOf(buf, from), buf, from + 8, end - 1);
  }
  if (size < 12) return unsupported(`Codec 15 payload of ${size} byte(s) has no timestamp and IMEI`);
  return textMessage(codec, type, u32(buf, from) * 1000, imeiOf(buf, from + 4), buf, from + 12, end - 1);
}

export const isTextCodec = (codec: number): codec is TextCodec =>
  codec === CODEC_13 || codec === CODEC_14 || codec === CODEC_15;

/**
 * A Codec 13 frame as a device sends it (emulator, tests): `timestamp: 'seconds'` is the 4-byte
 * form not counted in the size (the real device's), 'ms' the wiki's 8-byte form counted in it.
 */
export function encodeCodec13(
  time: number,
  text: string | Uint8Array,
  opts: { timestamp?: 'seconds' | 'ms'; type?: number } = {},
): Uint8Array {
  const data = typeof text === 'string' ? asciiBytes(text) : text;
  const ms = opts.timestamp === 'ms';
  const stamp = new Uint8Array(ms ? 8 : 4);
  const sdv = new DataView(stamp.buffer);
  if (ms) sdv.setBigUint64(0, BigInt(Math.round(time)));
  else sdv.setUint32(0, Math.floor(time / 1000));
  const size = ms ? stamp.length + data.length : data.length;
  return encodeTextFrame(CODEC_13, opts.type ?? 0x06, size, [stamp, data]);
}

/** The text frame with the given codec, type, size field and payload parts. */
export function encodeTextFrame(codec: number, type: number, size: number, parts: Uint8Array[]): Uint8Array {
  const payload = parts.reduce((n, p) => n + p.length, 0);
  const l = 8 + payload;
  const out = new Uint8Array(l + 12);
  const dv = new DataView(out.buffer);
  dv.setUint32(4, l);
  out[8] = codec;
  out[9] = 1;
  out[10] = type;
  dv.setUint32(11, size);
  let pos = 15;
  for (const p of parts) {
    out.set(p, pos);
    pos += p.length;
  }
  out[pos] = 1;
  dv.setUint32(8 + l, crc16Ibm(out, 8, 8 + l));
  return out;
}
