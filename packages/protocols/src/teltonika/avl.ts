import { DecodeFailure } from '../errors';
import { decodeCodec16Record } from './codec16';
import { decodeCodec7Record } from './codec7';
import { decodeCodec8Record } from './codec8';
import { decodeCodec8eRecord } from './codec8e';
import { Reader } from './reader';
import { CODEC_16, CODEC_7, CODEC_8, CODEC_8E, type AvlCodec, type TeltonikaRecord } from './types';

export function isAvlCodec(codec: number): codec is AvlCodec {
  return codec === CODEC_8 || codec === CODEC_8E || codec === CODEC_16 || codec === CODEC_7;
}

const RECORD_DECODERS = {
  [CODEC_7]: decodeCodec7Record,
  [CODEC_8]: decodeCodec8Record,
  [CODEC_8E]: decodeCodec8eRecord,
  [CODEC_16]: decodeCodec16Record,
} as const;

/**
 * Decodes an AVL data body `buf[start, end)`: codec id, N1, N1 records, N2 — the part of a TCP
 * frame the CRC covers, and the tail of a UDP datagram. Throws DecodeFailure.
 */
export function decodeAvlBody(
  buf: Uint8Array,
  start: number,
  end: number,
): { codec: AvlCodec; records: TeltonikaRecord[] } {
  if (end - start < 3) throw new DecodeFailure('bad_length', `AVL data of ${end - start} byte(s) is too short`);
  const codec = buf[start];
  if (!isAvlCodec(codec)) {
    throw new DecodeFailure('bad_codec', `unsupported codec 0x${codec.toString(16).padStart(2, '0')}`);
  }
  const n1 = buf[start + 1];
  const n2 = buf[end - 1];
  if (n1 !== n2) throw new DecodeFailure('count_mismatch', `record count ${n1} at the start but ${n2} at the end`);
  const decode = RECORD_DECODERS[codec];
  const r = new Reader(buf, start + 2, end - 1);
  const records: TeltonikaRecord[] = new Array(n1);
  for (let i = 0; i < n1; i++) records[i] = decode(r);
  if (r.pos !== r.end) {
    throw new DecodeFailure('trailing_bytes', `${r.end - r.pos} byte(s) left after ${n1} record(s)`);
  }
  return { codec, records };
}
