import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes';
import { encodeAvlFrame, encodeImeiFrame } from './encode';
import { createTeltonikaStream, decodeTeltonikaFrame } from './frame';
import { TV } from './test-vectors';
import { encodeCodec13, encodeTextFrame } from './text-codecs';
import type { TeltonikaRecord } from './types';

const AT = Date.parse('2026-05-04T06:15:42Z');
const CARD = 'GTSL|6|1|0|0000123456789|1|';

describe('Codec 13, 14, 15: texts the device sends on its own', () => {
  it("reads the wiki's Codec 13 example: 8-byte millisecond timestamp counted in the size", () => {
    expect(decodeTeltonikaFrame(fromHex(TV.tv13wiki))).toEqual({
      kind: 'text',
      codec: 0x0d,
      type: 0x06,
      time: 0x16c0a81c320,
      imei: null,
      text: 'getinfo',
      payload: fromHex('676574696e666f'),
      isHex: false,
    });
  });

  it("reads a real device's layout: 4-byte seconds not counted in the size (a card reader's text)", () => {
    const f = encodeCodec13(AT, `${CARD}\r\n`, { timestamp: 'seconds', type: 0x05 });
    // size field = text length only, as in Traccar's device capture `0D 01 05 00000010 56E92422 …`
    expect(toHex(f.subarray(8, 15))).toBe('0d01050000001d');
    expect(decodeTeltonikaFrame(f)).toMatchObject({ kind: 'text', codec: 0x0d, type: 5, time: AT, text: CARD });
    // and the 8-byte form built by our encoder reproduces the wiki vector byte for byte
    expect(toHex(encodeCodec13(0x16c0a81c320, 'getinfo', { timestamp: 'ms' }))).toBe(TV.tv13wiki.toLowerCase());
  });

  it('reads a 4-byte timestamp counted in the size, and binary text as hex', () => {
    const stamp = fromHex('69f8398e'); // 2026-05-04T06:15:42Z in seconds
    const f = encodeTextFrame(0x0d, 0x06, 4 + 3, [stamp, Uint8Array.of(1, 2, 0xff)]);
    expect(decodeTeltonikaFrame(f)).toMatchObject({ kind: 'text', time: AT, text: '0102ff', isHex: true });
  });

  it('reads Codec 15 (timestamp and IMEI) and a Codec 14 answer (IMEI)', () => {
    expect(decodeTeltonikaFrame(fromHex(TV.tv15wiki))).toMatchObject({
      kind: 'text',
      codec: 0x0f,
      type: 0x0b,
      time: Date.parse('2023-11-08T10:40:36Z'),
      imei: '123456789123456',
      text: 'Hello!',
    });
    const imei = fromHex('0352093081452251');
    const answer = encodeTextFrame(0x0e, 0x06, 8 + 6, [imei, new TextEncoder().encode('FW:1.0')]);
    expect(decodeTeltonikaFrame(answer)).toMatchObject({
      kind: 'text',
      codec: 0x0e,
      imei: '352093081452251',
      text: 'FW:1.0',
    });
    const nack = encodeTextFrame(0x0e, 0x11, 8, [imei]);
    expect(decodeTeltonikaFrame(nack)).toMatchObject({ kind: 'text', type: 0x11, text: '' });
  });

  it('reports a sound text frame whose sizes fit no layout as unsupported, not as an error', () => {
    const odd = encodeTextFrame(0x0d, 0x06, 99, [new Uint8Array(10)]);
    expect(decodeTeltonikaFrame(odd)).toMatchObject({ kind: 'unsupported', codec: 0x0d, type: 6 });
    expect(decodeTeltonikaFrame(encodeTextFrame(0x0f, 0x0b, 5, [new Uint8Array(5)]))).toMatchObject({
      kind: 'unsupported',
      codec: 0x0f,
    });
  });

  it('keeps the stream going: a text between AVL frames, and the next frame is decoded', () => {
    const rec: TeltonikaRecord = {
      time: AT + 1000,
      priority: 0,
      lat: 52.2,
      lon: 21.0,
      altitude: 100,
      angle: 0,
      satellites: 9,
      speed: 0,
      eventIoId: 0,
      io: new Map([[239, 1]]),
    };
    const s = createTeltonikaStream();
    const bytes = [encodeImeiFrame('356307042441013'), encodeCodec13(AT, CARD), encodeAvlFrame(0x08, [rec, rec])];
    const msgs = bytes.flatMap((b) => s.push(b));
    expect(msgs.map((m) => m.kind)).toEqual(['imei', 'text', 'avl']);
    expect(s.error).toBeNull();
  });
});
