import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes';
import { codecArb, recordsArb } from './arbitraries';
import { decodeTeltonikaFrame } from './frame';
import { TV } from './test-vectors';
import { decodeTeltonikaUdp, encodeTeltonikaUdp, encodeTeltonikaUdpAck } from './udp';

describe('Teltonika UDP', () => {
  it('TV-15: decodes the wiki datagram', () => {
    const d = decodeTeltonikaUdp(fromHex(TV.tv15));
    if ('error' in d) throw new Error(d.error.message);
    expect(d.packetId).toBe(0xcafe);
    expect(d.avlPacketId).toBe(5);
    expect(d.imei).toBe('352093086403655');
    expect(d.codec).toBe(0x08);
    expect(d.records).toHaveLength(1);
    const r = d.records[0];
    expect(new Date(r.time).toISOString()).toBe('2019-06-13T06:23:26.000Z');
    expect(r.eventIoId).toBe(1);
    expect(Object.fromEntries(r.io)).toEqual({ 21: 3, 1: 1, 66: 23996 });
  });

  it('TV-15: answer is 0005CAFE010501', () => {
    expect(toHex(encodeTeltonikaUdpAck(0xcafe, 5, 1)).toUpperCase()).toBe('0005CAFE010501');
  });

  it('the 8E twin of TV-15 (AVL packet id 7, TV-4 IO with id17=157) has length 0x5F and answer 0005CAFE010701', () => {
    const tv4 = decodeTeltonikaFrame(fromHex(TV.tv4));
    if (tv4.kind !== 'avl') throw new Error('TV-4');
    tv4.records[0].io.set(17, 157);
    const dgram = encodeTeltonikaUdp(0xcafe, 7, '352093086403655', 0x8e, tv4.records);
    expect(toHex(dgram.subarray(0, 6)).toUpperCase()).toBe('005FCAFE0107');
    const d = decodeTeltonikaUdp(dgram);
    if ('error' in d) throw new Error(d.error.message);
    expect(d.records[0].io.get(17)).toBe(157);
    expect(toHex(encodeTeltonikaUdpAck(d.packetId, d.avlPacketId, d.records.length)).toUpperCase()).toBe(
      '0005CAFE010701',
    );
  });

  it('round-trips random records of every codec', () => {
    fc.assert(
      fc.property(
        codecArb.chain((c) => fc.tuple(fc.constant(c), recordsArb(c, 3))),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0, max: 0xff }),
        ([codec, records], packetId, avlId) => {
          const d = decodeTeltonikaUdp(encodeTeltonikaUdp(packetId, avlId, '356307042441013', codec, records));
          expect(d).toEqual({ packetId, avlPacketId: avlId, imei: '356307042441013', codec, records });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports bad lengths, IMEIs and bodies instead of throwing', () => {
    const ok = fromHex(TV.tv15);
    expect(decodeTeltonikaUdp(ok.subarray(0, ok.length - 1))).toMatchObject({ error: { code: 'bad_length' } });
    expect(decodeTeltonikaUdp(ok.subarray(0, 5))).toMatchObject({ error: { code: 'bad_length' } });
    const badImei = ok.slice();
    badImei[10] = 0x41;
    expect(decodeTeltonikaUdp(badImei)).toMatchObject({ error: { code: 'bad_imei' } });
    const badCount = ok.slice();
    badCount[badCount.length - 1] = 2;
    expect(decodeTeltonikaUdp(badCount)).toMatchObject({ error: { code: 'count_mismatch' } });
    const badCodec = ok.slice();
    badCodec[23] = 0x0c;
    expect(decodeTeltonikaUdp(badCodec)).toMatchObject({ error: { code: 'bad_codec' } });
  });

  it('random and corrupted datagrams never throw', () => {
    const ok = fromHex(TV.tv15);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const d = decodeTeltonikaUdp(b);
        if ('error' in d) expect(d.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 255 }), (at, x) => {
        const b = ok.slice();
        b[at % b.length] ^= x;
        decodeTeltonikaUdp(b); // must not throw
      }),
      { numRuns: 2000 },
    );
  });
});
