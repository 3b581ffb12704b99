import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes';
import {
  IMEI_ACCEPT,
  IMEI_REJECT,
  decodeCodec12Frame,
  encodeAck,
  encodeCodec12Command,
  encodeCodec12Response,
  encodeImeiReply,
} from './codec12';
import { createTeltonikaStream } from './frame';
import { TV } from './test-vectors';

describe('Codec 12 encoder', () => {
  it('reproduces the PROTOCOLS.md command frames byte for byte', () => {
    expect(toHex(encodeCodec12Command('getinfo'))).toBe(TV.tv6.toLowerCase());
    expect(toHex(encodeCodec12Command('setdigout 11'))).toBe(TV.tv8.toLowerCase());
    expect(toHex(encodeCodec12Command('setdigout 1'))).toBe(TV.tv8on.toLowerCase());
    expect(toHex(encodeCodec12Command('setdigout 0'))).toBe(TV.tv8off.toLowerCase());
    expect(toHex(encodeCodec12Command('getver'))).toBe(TV.tv8getver.toLowerCase());
    expect(toHex(encodeCodec12Command(fromHex('03030000000185E8')))).toBe(TV.tv8hex.toLowerCase());
  });

  it('a response built by the encoder equals TV-7', () => {
    const text =
      'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:30 GPS:1 SAT:0 RS:3 RF:65 SF:1 MD:0';
    expect(toHex(encodeCodec12Response(text))).toBe(TV.tv7.toLowerCase());
  });
});

describe('Codec 12 decoder', () => {
  it('decodes TV-7 as a response', () => {
    const m = decodeCodec12Frame(fromHex(TV.tv7));
    expect(m).toMatchObject({ kind: 'codec12', type: 'response', isHex: false });
    if ('text' in m) expect(m.text.startsWith('INI:2019/7/22 7:22 RTC:')).toBe(true);
  });

  it('round-trips any printable text and any bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (t) => {
        expect(decodeCodec12Frame(encodeCodec12Response(t))).toMatchObject({ type: 'response', text: t, isHex: false });
        expect(decodeCodec12Frame(encodeCodec12Command(t))).toMatchObject({ type: 'command', text: t });
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const m = decodeCodec12Frame(encodeCodec12Response(b));
        if (!('payload' in m)) throw new Error('expected a message');
        expect(m.payload).toEqual(b);
      }),
    );
  });

  it('reports errors instead of throwing', () => {
    const f = fromHex(TV.tv6);
    f[f.length - 1] ^= 1;
    expect(decodeCodec12Frame(f)).toMatchObject({ error: { code: 'bad_crc' } });
    expect(decodeCodec12Frame(fromHex(TV.tv6).subarray(0, 20))).toMatchObject({ error: { code: 'bad_length' } });
    expect(decodeCodec12Frame(new Uint8Array(3))).toMatchObject({ error: { code: 'bad_length' } });
    expect(decodeCodec12Frame(fromHex(TV.tv2))).toMatchObject({ error: { code: 'bad_codec' } });
  });

  it('reports an unknown message type as unsupported (not an error) and rejects a size that disagrees', () => {
    // type 0x0D (camera) and a size field off by one, both with valid CRCs
    const rebuild = (mutate: (f: Uint8Array) => void) => {
      const f = encodeCodec12Command('getinfo');
      mutate(f);
      const dv = new DataView(f.buffer);
      const l = dv.getUint32(4);
      let crc = 0;
      for (let i = 8; i < 8 + l; i++) {
        crc ^= f[i];
        for (let b = 0; b < 8; b++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
      }
      dv.setUint32(8 + l, crc);
      return f;
    };
    const camera = { kind: 'unsupported', codec: 0x0c, type: 0x0d, reason: 'Codec 12 message type 0x0d' };
    expect(decodeCodec12Frame(rebuild((f) => (f[10] = 0x0d)))).toMatchObject(camera);
    expect(decodeCodec12Frame(rebuild((f) => (f[14] = 8)))).toMatchObject({ error: { code: 'bad_length' } });
    // The stream reports it and goes on: the next frame is decoded.
    const s = createTeltonikaStream({ expectImei: false });
    expect(s.push(rebuild((f) => (f[10] = 0x0d)))).toMatchObject([camera]);
    expect(s.push(fromHex(TV.tv2))).toMatchObject([{ kind: 'avl', records: [{ eventIoId: 1 }] }]);
    expect(s.error).toBeNull();
  });
});

describe('acknowledgements', () => {
  it('AVL ACK is the 4-byte big-endian record count', () => {
    expect(toHex(encodeAck(1))).toBe('00000001');
    expect(toHex(encodeAck(3))).toBe('00000003');
    expect(toHex(encodeAck(0x01020304))).toBe('01020304');
  });
  it('IMEI answer is one raw byte', () => {
    expect([...IMEI_ACCEPT]).toEqual([1]);
    expect([...IMEI_REJECT]).toEqual([0]);
    expect([...encodeImeiReply(true)]).toEqual([1]);
    expect([...encodeImeiReply(false)]).toEqual([0]);
  });
});
