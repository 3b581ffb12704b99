import { asciiBytes, asciiString, copyBytes, isPrintableAscii, toHex } from '../bytes';
import { DecodeFailure, toDecodeError, type DecodeError } from '../errors';
import { crc16Ibm } from './crc';
import { CODEC_12, type TeltonikaMessage } from './types';

export const CODEC12_COMMAND = 0x05;
export const CODEC12_RESPONSE = 0x06;

export interface Codec12Message {
  kind: 'codec12';
  type: 'response' | 'command';
  /** ASCII text when printable, otherwise the payload as lower-case hex (`isHex`). */
  text: string;
  payload: Uint8Array;
  isHex: boolean;
}

/**
 * Builds a Codec 12 frame: preamble, length, 0x0C, 0x01, type, size, payload, 0x01, CRC.
 * A string is sent as ASCII (one byte per char); pass bytes for a raw/binary command.
 */
export function encodeCodec12(
  type: typeof CODEC12_COMMAND | typeof CODEC12_RESPONSE,
  payload: string | Uint8Array,
): Uint8Array {
  const data = typeof payload === 'string' ? asciiBytes(payload) : payload;
  const s = data.length;
  const l = s + 8;
  const out = new Uint8Array(l + 12);
  const dv = new DataView(out.buffer);
  dv.setUint32(4, l);
  out[8] = CODEC_12;
  out[9] = 1;
  out[10] = type;
  dv.setUint32(11, s);
  out.set(data, 15);
  out[15 + s] = 1;
  dv.setUint32(8 + l, crc16Ibm(out, 8, 8 + l));
  return out;
}

/** A server-to-device command (type 0x05), e.g. `getinfo`, `setdigout 1`. */
export function encodeCodec12Command(command: string | Uint8Array): Uint8Array {
  return encodeCodec12(CODEC12_COMMAND, command);
}

/** A device-to-server response (type 0x06); used by the emulator and tests. */
export function encodeCodec12Response(text: string | Uint8Array): Uint8Array {
  return encodeCodec12(CODEC12_RESPONSE, text);
}

type Unsupported = Extract<TeltonikaMessage, { kind: 'unsupported' }>;

/**
 * Decodes the CRC-covered body `buf[start, end)` of a Codec 12 frame (codec id .. quantity 2).
 * A type other than command / response (0x0D camera, 0x11 wrong IMEI, ...) is `unsupported`:
 * the frame is sound, only not ours to act on. Throws DecodeFailure on a broken frame.
 */
export function decodeCodec12Body(buf: Uint8Array, start: number, end: number): Codec12Message | Unsupported {
  const len = end - start;
  if (len < 8) throw new DecodeFailure('bad_length', `Codec 12 body of ${len} byte(s) is too short`);
  if (buf[start] !== CODEC_12)
    throw new DecodeFailure('bad_codec', `expected codec 0x0c, got 0x${buf[start].toString(16)}`);
  const q1 = buf[start + 1];
  const q2 = buf[end - 1];
  if (q1 !== q2) throw new DecodeFailure('count_mismatch', `Codec 12 quantity ${q1} at the start but ${q2} at the end`);
  const typeByte = buf[start + 2];
  const p = start + 3;
  const size = buf[p] * 0x1000000 + ((buf[p + 1] << 16) | (buf[p + 2] << 8) | buf[p + 3]);
  if (size + 8 !== len) {
    throw new DecodeFailure('bad_length', `Codec 12 payload size ${size} does not fit the frame length ${len}`);
  }
  const from = start + 7;
  const to = from + size;
  if (typeByte !== CODEC12_COMMAND && typeByte !== CODEC12_RESPONSE) {
    return {
      kind: 'unsupported',
      codec: CODEC_12,
      type: typeByte,
      reason: `Codec 12 message type 0x${typeByte.toString(16).padStart(2, '0')}`,
      payload: copyBytes(buf, from, to),
    };
  }
  const payload = copyBytes(buf, from, to);
  const printable = isPrintableAscii(buf, from, to);
  return {
    kind: 'codec12',
    type: typeByte === CODEC12_COMMAND ? 'command' : 'response',
    text: printable ? asciiString(buf, from, to) : toHex(buf, from, to),
    payload,
    isHex: !printable,
  };
}

/**
 * A complete Codec 12 TCP frame in (preamble .. CRC), the message out. Never throws; a
 * frame that is not a valid Codec 12 frame gives `{ error }`.
 */
export function decodeCodec12Frame(frame: Uint8Array): Codec12Message | Unsupported | { error: DecodeError } {
  try {
    if (frame.length < 20) throw new DecodeFailure('bad_length', 'Codec 12 frame too short');
    if (frame[0] | frame[1] | frame[2] | frame[3]) throw new DecodeFailure('bad_preamble', 'preamble is not 00000000');
    const l = frame[4] * 0x1000000 + ((frame[5] << 16) | (frame[6] << 8) | frame[7]);
    if (l + 12 !== frame.length) throw new DecodeFailure('bad_length', `frame length ${frame.length} != ${l} + 12`);
    const stored = frame[8 + l] * 0x1000000 + ((frame[9 + l] << 16) | (frame[10 + l] << 8) | frame[11 + l]);
    const crc = crc16Ibm(frame, 8, 8 + l);
    if (stored !== crc)
      throw new DecodeFailure('bad_crc', `CRC 0x${stored.toString(16)} != computed 0x${crc.toString(16)}`);
    return decodeCodec12Body(frame, 8, 8 + l);
  } catch (e) {
    return { error: toDecodeError(e) };
  }
}

/** 4-byte big-endian record count: the server's answer to an AVL frame. */
export function encodeAck(count: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, count);
  return out;
}

/** Answer to an IMEI frame: accept. */
export const IMEI_ACCEPT: Uint8Array = Uint8Array.of(0x01);
/** Answer to an IMEI frame: reject (the device drops the link and retries later). */
export const IMEI_REJECT: Uint8Array = Uint8Array.of(0x00);

export function encodeImeiReply(accepted: boolean): Uint8Array {
  return Uint8Array.of(accepted ? 0x01 : 0x00);
}
