import { copyBytes } from '../bytes';
import { DecodeFailure, toDecodeError, type DecodeError } from '../errors';
import { decodeAvlBody, isAvlCodec } from './avl';
import { decodeCodec12Body } from './codec12';
import { crc16Ibm } from './crc';
import { decodeTextBody, isTextCodec } from './text-codecs';
import { CODEC_12, type TeltonikaMessage } from './types';

export interface TeltonikaStreamOptions {
  /** Largest accepted TCP frame (L + 12), bytes. Default 65536. */
  maxFrameBytes?: number;
  /** The first frame must be the IMEI frame (default true). False: AVL frames from the start. */
  expectImei?: boolean;
  /**
   * Accept AVL/Codec 12 frames whose CRC does not match (the message then has
   * `crcValid: false`), for a device whose firmware is known to misbehave. Default false:
   * a bad CRC is an error.
   */
  acceptBadCrc?: boolean;
}

export interface TeltonikaStream {
  /**
   * Feeds bytes as they arrive (any split). Returns the messages completed by this chunk, in
   * order. Never throws. After an `error` message the stream is dead: further pushes return [].
   * The chunk is not retained (leftover bytes are copied).
   */
  push(chunk: Uint8Array): TeltonikaMessage[];
  /** IMEI from the handshake, once seen. */
  readonly imei: string | null;
  /** The error that killed the stream, if any. */
  readonly error: DecodeError | null;
  /** Bytes held waiting for the rest of a frame. */
  readonly buffered: number;
}

export const DEFAULT_MAX_FRAME_BYTES = 65536;
/** IMEI frame: 8..17 ASCII digits (15-digit IMEIs; shorter/longer ids of other tools). */
const IMEI_MIN = 8;
const IMEI_MAX = 17;

function u32(b: Uint8Array, p: number): number {
  return b[p] * 0x1000000 + ((b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]);
}

/**
 * Decodes the frame body `buf[start, start+l)` plus the CRC that follows it.
 * Throws DecodeFailure.
 */
function decodeFrameAt(buf: Uint8Array, start: number, l: number, acceptBadCrc: boolean): TeltonikaMessage {
  const end = start + l;
  const stored = u32(buf, end);
  const crc = crc16Ibm(buf, start, end);
  const crcValid = stored === crc;
  if (!crcValid && !acceptBadCrc) {
    throw new DecodeFailure(
      'bad_crc',
      `CRC mismatch: frame says 0x${stored.toString(16).padStart(4, '0')}, computed 0x${crc.toString(16).padStart(4, '0')}`,
    );
  }
  const codec = buf[start];
  if (isAvlCodec(codec)) {
    const { records } = decodeAvlBody(buf, start, end);
    return { kind: 'avl', codec, records, crcValid };
  }
  if (codec === CODEC_12) return decodeCodec12Body(buf, start, end);
  if (isTextCodec(codec)) return decodeTextBody(buf, start, end);
  // A frame whose length and CRC hold is a device's message, not line noise: say we do not
  // know it and keep the stream (a device cut off for it would resend and be cut off again).
  return {
    kind: 'unsupported',
    codec,
    type: null,
    reason: `unknown codec 0x${codec.toString(16).padStart(2, '0')}`,
    payload: copyBytes(buf, start, end),
  };
}

/**
 * Decodes exactly one complete TCP frame (AVL or Codec 12, not the IMEI frame). For tests,
 * tools and the bench; the gateway uses the stream. Never throws.
 */
export function decodeTeltonikaFrame(frame: Uint8Array, opts: { acceptBadCrc?: boolean } = {}): TeltonikaMessage {
  try {
    if (frame.length < 12) throw new DecodeFailure('bad_length', `frame of ${frame.length} byte(s) is too short`);
    if (frame[0] | frame[1] | frame[2] | frame[3]) throw new DecodeFailure('bad_preamble', 'preamble is not 00000000');
    const l = u32(frame, 4);
    if (l < 3) throw new DecodeFailure('bad_length', `data length ${l} is too small`);
    if (l + 12 !== frame.length) {
      throw new DecodeFailure('bad_length', `data length ${l} + 12 does not match the frame size ${frame.length}`);
    }
    return decodeFrameAt(frame, 8, l, opts.acceptBadCrc === true);
  } catch (e) {
    return { kind: 'error', error: toDecodeError(e) };
  }
}

/** The bytes of an IMEI frame's value, validated. Throws DecodeFailure. */
function parseImei(buf: Uint8Array, start: number, n: number): string {
  let s = '';
  for (let i = start; i < start + n; i++) {
    const c = buf[i];
    if (c < 0x30 || c > 0x39) throw new DecodeFailure('bad_imei', `IMEI contains a non-digit byte 0x${c.toString(16)}`);
    s += String.fromCharCode(c);
  }
  return s;
}

class Stream implements TeltonikaStream {
  imei: string | null = null;
  error: DecodeError | null = null;
  private pending = new Uint8Array(0);
  private pendingLen = 0;
  private readonly maxFrame: number;
  private readonly acceptBadCrc: boolean;
  private awaitingImei: boolean;

  constructor(opts: TeltonikaStreamOptions) {
    this.maxFrame = opts.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    this.acceptBadCrc = opts.acceptBadCrc === true;
    this.awaitingImei = opts.expectImei !== false;
  }

  get buffered(): number {
    return this.pendingLen;
  }

  push(chunk: Uint8Array): TeltonikaMessage[] {
    const out: TeltonikaMessage[] = [];
    if (this.error || chunk.length === 0) return out;
    let data: Uint8Array;
    let end: number;
    if (this.pendingLen === 0) {
      data = chunk; // fast path: parse straight from the caller's chunk
      end = chunk.length;
    } else {
      this.append(chunk);
      data = this.pending;
      end = this.pendingLen;
    }
    let pos = 0;
    try {
      while (pos < end) {
        const used = this.next(data, pos, end, out);
        if (used === 0) break;
        pos += used;
      }
    } catch (e) {
      this.fail(toDecodeError(e), out);
      return out;
    }
    this.keep(data, pos, end);
    return out;
  }

  private fail(error: DecodeError, out: TeltonikaMessage[]): void {
    this.error = error;
    this.pending = new Uint8Array(0);
    this.pendingLen = 0;
    out.push({ kind: 'error', error });
  }

  private append(chunk: Uint8Array): void {
    const need = this.pendingLen + chunk.length;
    if (need > this.pending.length) {
      const grown = new Uint8Array(Math.max(need, this.pending.length * 2, 256));
      grown.set(this.pending.subarray(0, this.pendingLen));
      this.pending = grown;
    }
    this.pending.set(chunk, this.pendingLen);
    this.pendingLen = need;
  }

  /** Keeps `data[pos, end)` for the next push. */
  private keep(data: Uint8Array, pos: number, end: number): void {
    const rest = end - pos;
    if (data === this.pending) {
      if (pos > 0 && rest > 0) this.pending.copyWithin(0, pos, end);
      this.pendingLen = rest;
      if (rest === 0 && this.pending.length > 4 * this.maxFrame) this.pending = new Uint8Array(0);
      return;
    }
    this.pendingLen = 0;
    if (rest > 0) this.append(data.subarray(pos, end));
  }

  /**
   * Consumes one message from `data[pos, end)` and returns its size, or 0 when more bytes are
   * needed. Throws DecodeFailure on garbage.
   */
  private next(data: Uint8Array, pos: number, end: number, out: TeltonikaMessage[]): number {
    const avail = end - pos;
    if (this.awaitingImei) {
      if (avail < 2) return 0;
      const n = (data[pos] << 8) | data[pos + 1];
      if (n < IMEI_MIN || n > IMEI_MAX) {
        throw new DecodeFailure(
          'bad_imei',
          n === 0
            ? 'expected the IMEI frame first, got an AVL preamble'
            : `IMEI length ${n} is outside ${IMEI_MIN}..${IMEI_MAX}`,
        );
      }
      if (avail < 2 + n) return 0;
      const imei = parseImei(data, pos + 2, n);
      this.imei = imei;
      this.awaitingImei = false;
      out.push({ kind: 'imei', imei });
      return 2 + n;
    }
    if (data[pos] === 0xff) {
      out.push({ kind: 'keepalive' });
      return 1;
    }
    // Preamble: fail as soon as a non-zero byte shows up, without waiting for the rest.
    const pre = avail < 4 ? avail : 4;
    for (let i = 0; i < pre; i++) {
      if (data[pos + i] !== 0) throw new DecodeFailure('bad_preamble', 'frame does not start with 00000000');
    }
    if (avail < 8) return 0;
    const l = u32(data, pos + 4);
    if (l < 3) throw new DecodeFailure('bad_length', `data length ${l} is too small for any frame`);
    if (l + 12 > this.maxFrame) {
      throw new DecodeFailure('too_large', `frame of ${l + 12} bytes exceeds the ${this.maxFrame}-byte limit`);
    }
    if (avail < l + 12) return 0;
    out.push(decodeFrameAt(data, pos + 8, l, this.acceptBadCrc));
    return l + 12;
  }
}

/** A per-connection streaming decoder for Teltonika TCP (see TeltonikaStream). */
export function createTeltonikaStream(opts: TeltonikaStreamOptions = {}): TeltonikaStream {
  return new Stream(opts);
}
