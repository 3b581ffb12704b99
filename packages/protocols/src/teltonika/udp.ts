import { DecodeFailure, toDecodeError, type DecodeError } from '../errors';
import { decodeAvlBody } from './avl';
import { encodeAvlBody } from './encode';
import type { AvlCodec, TeltonikaRecord } from './types';

/** One decoded Teltonika UDP datagram (PROTOCOLS.md §2). */
export interface TeltonikaUdpPacket {
  /** 2-byte packet id, echoed in the answer. */
  packetId: number;
  /** 1-byte AVL packet id (sequence), echoed in the answer. */
  avlPacketId: number;
  imei: string;
  codec: AvlCodec;
  records: TeltonikaRecord[];
}

/**
 * Decodes one datagram: length (2), packet id (2), unused byte (1), AVL packet id (1), IMEI
 * length (2), IMEI, codec, N, records, N. There is no CRC over UDP. Never throws.
 */
export function decodeTeltonikaUdp(packet: Uint8Array): TeltonikaUdpPacket | { error: DecodeError } {
  try {
    if (packet.length < 8) throw new DecodeFailure('bad_length', `datagram of ${packet.length} byte(s) is too short`);
    const length = (packet[0] << 8) | packet[1];
    if (length !== packet.length - 2) {
      throw new DecodeFailure('bad_length', `length field ${length} but ${packet.length - 2} byte(s) follow it`);
    }
    const packetId = (packet[2] << 8) | packet[3];
    const avlPacketId = packet[5];
    const imeiLen = (packet[6] << 8) | packet[7];
    if (imeiLen < 8 || imeiLen > 17) throw new DecodeFailure('bad_imei', `IMEI length ${imeiLen} is outside 8..17`);
    const bodyStart = 8 + imeiLen;
    if (bodyStart + 3 > packet.length) throw new DecodeFailure('bad_length', 'datagram ends before the AVL data');
    let imei = '';
    for (let i = 8; i < bodyStart; i++) {
      const c = packet[i];
      if (c < 0x30 || c > 0x39)
        throw new DecodeFailure('bad_imei', `IMEI contains a non-digit byte 0x${c.toString(16)}`);
      imei += String.fromCharCode(c);
    }
    const { codec, records } = decodeAvlBody(packet, bodyStart, packet.length);
    return { packetId, avlPacketId, imei, codec, records };
  } catch (e) {
    return { error: toDecodeError(e) };
  }
}

/** The server's answer: 00 05, packet id, 01, AVL packet id, accepted record count. */
export function encodeTeltonikaUdpAck(packetId: number, avlPacketId: number, count: number): Uint8Array {
  return Uint8Array.of(0x00, 0x05, (packetId >> 8) & 0xff, packetId & 0xff, 0x01, avlPacketId & 0xff, count & 0xff);
}

/** Builds a datagram as a device sends it (emulator and tests). */
export function encodeTeltonikaUdp(
  packetId: number,
  avlPacketId: number,
  imei: string,
  codec: AvlCodec,
  records: readonly TeltonikaRecord[],
): Uint8Array {
  const body = encodeAvlBody(codec, records);
  const total = 8 + imei.length + body.length;
  if (total - 2 > 0xffff) throw new RangeError('datagram too large');
  const out = new Uint8Array(total);
  out[0] = ((total - 2) >> 8) & 0xff;
  out[1] = (total - 2) & 0xff;
  out[2] = (packetId >> 8) & 0xff;
  out[3] = packetId & 0xff;
  out[4] = 0x01;
  out[5] = avlPacketId & 0xff;
  out[6] = (imei.length >> 8) & 0xff;
  out[7] = imei.length & 0xff;
  for (let i = 0; i < imei.length; i++) out[8 + i] = imei.charCodeAt(i) & 0xff;
  out.set(body, 8 + imei.length);
  return out;
}
