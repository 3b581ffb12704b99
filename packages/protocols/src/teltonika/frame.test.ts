import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes';
import { concat, codecArb, recordsArb, splitAt } from './arbitraries';
import { crc16Ibm } from './crc';
import { encodeAvlFrame, encodeImeiFrame } from './encode';
import { createTeltonikaStream, decodeTeltonikaFrame } from './frame';
import { TV } from './test-vectors';
import type { AvlCodec, TeltonikaMessage, TeltonikaRecord } from './types';

const iso = (ms: number) => new Date(ms).toISOString();

function avl(msg: TeltonikaMessage): Extract<TeltonikaMessage, { kind: 'avl' }> {
  if (msg.kind !== 'avl') throw new Error(`expected avl, got ${JSON.stringify(msg)}`);
  return msg;
}

function feed(chunks: Uint8Array[], opts?: Parameters<typeof createTeltonikaStream>[0]): TeltonikaMessage[] {
  const s = createTeltonikaStream(opts);
  return chunks.flatMap((c) => s.push(c));
}

const IMEI = '356307042441013';

describe('CRC-16/IBM', () => {
  it('has the catalogue check value 0xBB3D for "123456789"', () => {
    expect(crc16Ibm(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
  });
  it('matches the stored CRC of TV-2', () => {
    const f = fromHex(TV.tv2);
    expect(crc16Ibm(f, 8, f.length - 4)).toBe(0xc7cf);
  });
});

describe('PROTOCOLS.md §4 vectors through the stream decoder', () => {
  it('TV-1: IMEI handshake', () => {
    expect(feed([fromHex(TV.tv1)])).toEqual([{ kind: 'imei', imei: '356307042441013' }]);
  });

  const afterImei = (hex: string) => {
    const msgs = feed([fromHex(TV.tv1), fromHex(hex)]);
    expect(msgs[0]).toEqual({ kind: 'imei', imei: '356307042441013' });
    expect(msgs).toHaveLength(2);
    return msgs[1];
  };

  it('TV-2: Codec 8, one record, all IO groups', () => {
    const m = avl(afterImei(TV.tv2));
    expect(m.codec).toBe(0x08);
    expect(m.crcValid).toBe(true);
    expect(m.records).toHaveLength(1);
    const r = m.records[0];
    expect(r.time).toBe(1560161086000);
    expect(iso(r.time)).toBe('2019-06-10T10:04:46.000Z');
    expect([r.priority, r.lat, r.lon, r.altitude, r.angle, r.satellites, r.speed]).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(r.eventIoId).toBe(1);
    expect([...r.io]).toEqual([
      [21, 3],
      [1, 1],
      [66, 24079],
      [241, 24602],
      [78, 0],
    ]);
    expect(r.ioSize).toEqual(
      new Map([
        [21, 1],
        [1, 1],
        [66, 2],
        [241, 4],
        [78, 8],
      ]),
    );
  });

  it('TV-3: Codec 8, two records; and wiki example 2', () => {
    const m = avl(afterImei(TV.tv3));
    expect(m.records.map((r) => [iso(r.time), r.eventIoId, r.io.get(1)])).toEqual([
      ['2019-06-10T10:01:01.000Z', 1, 0],
      ['2019-06-10T10:01:19.000Z', 1, 1],
    ]);
    const b = avl(afterImei(TV.tv3b)).records[0];
    expect(iso(b.time)).toBe('2019-06-10T10:05:36.000Z');
    expect(Object.fromEntries(b.io)).toEqual({ 21: 3, 1: 1, 66: 24080 });
  });

  it('TV-4: Codec 8E', () => {
    const m = avl(afterImei(TV.tv4));
    expect(m.codec).toBe(0x8e);
    const r = m.records[0];
    expect(iso(r.time)).toBe('2019-06-10T11:36:32.000Z');
    expect(r.priority).toBe(1);
    expect(r.satellites).toBe(0);
    expect(r.eventIoId).toBe(1);
    expect(Object.fromEntries(r.io)).toEqual({ 1: 1, 17: 29, 16: 22949000, 11: 893700218, 14: 500686954 });
    expect(r.ioSize?.get(11)).toBe(8);
  });

  it('TV-5: Codec 16 with generation type', () => {
    const m = avl(afterImei(TV.tv5));
    expect(m.codec).toBe(0x10);
    expect(m.records).toHaveLength(2);
    const [a, b] = m.records;
    expect([iso(a.time), iso(b.time)]).toEqual(['2019-07-10T12:06:54.000Z', '2019-07-10T12:06:55.000Z']);
    for (const r of m.records) {
      expect(r.priority).toBe(0);
      expect(r.eventIoId).toBe(0x0b);
      expect(r.generationType).toBe(5);
      expect(r.io.get(1)).toBe(0);
      expect(r.io.get(3)).toBe(0);
      expect(r.io.get(66)).toBe(22074);
    }
    expect([a.io.get(11), b.io.get(11)]).toEqual([39, 38]);
  });

  it('TV-6/TV-8: Codec 12 commands decode as commands', () => {
    expect(afterImei(TV.tv6)).toMatchObject({ kind: 'codec12', type: 'command', text: 'getinfo', isHex: false });
    expect(afterImei(TV.tv8)).toMatchObject({ kind: 'codec12', type: 'command', text: 'setdigout 11' });
    expect(afterImei(TV.tv8on)).toMatchObject({ text: 'setdigout 1' });
    expect(afterImei(TV.tv8off)).toMatchObject({ text: 'setdigout 0' });
    expect(afterImei(TV.tv8getver)).toMatchObject({ text: 'getver' });
    const hex = afterImei(TV.tv8hex);
    expect(hex).toMatchObject({ kind: 'codec12', type: 'command', text: '03030000000185e8', isHex: true });
  });

  it('TV-7: Codec 12 response text', () => {
    const m = afterImei(TV.tv7);
    expect(m).toMatchObject({
      kind: 'codec12',
      type: 'response',
      isHex: false,
      text: 'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:30 GPS:1 SAT:0 RS:3 RF:65 SF:1 MD:0',
    });
    if (m.kind === 'codec12') expect(m.payload).toHaveLength(136);
  });

  it('binary Codec 12 response is shown as hex', () => {
    expect(afterImei(TV.tv8binResponse)).toMatchObject({
      kind: 'codec12',
      type: 'response',
      isHex: true,
      text: '010300010015d5c5',
    });
  });

  it('TV-9: FMB record with a fix', () => {
    const r = avl(afterImei(TV.tv9)).records[0];
    expect(iso(r.time)).toBe('2019-01-04T12:27:19.000Z');
    expect([r.lat, r.lon, r.altitude, r.angle, r.satellites, r.speed, r.eventIoId]).toEqual([
      48.1523066, 16.3745183, 190, 198, 15, 83, 0,
    ]);
    expect(r.io.size).toBe(15);
    expect(Object.fromEntries(r.io)).toEqual({
      240: 1,
      21: 3,
      200: 0,
      1: 1,
      29: 0,
      252: 0,
      66: 14233,
      24: 83,
      205: 63501,
      206: 17007,
      67: 3976,
      25: 3000,
      86: 3000,
      241: 23201,
      16: 2656224,
    });
  });

  it('TV-10: moving vehicle', () => {
    const r = avl(afterImei(TV.tv10)).records[0];
    expect(iso(r.time)).toBe('2017-09-25T03:17:54.000Z');
    expect([r.lat, r.lon, r.altitude, r.angle, r.satellites, r.speed]).toEqual([
      56.8255366, 60.4544333, 311, 95, 18, 95,
    ]);
    expect(Object.fromEntries(r.io)).toEqual({
      239: 1,
      240: 1,
      80: 1,
      21: 3,
      200: 0,
      69: 1,
      181: 11,
      182: 6,
      66: 14375,
      24: 95,
      205: 1402,
      206: 6611,
      67: 3927,
      68: 0,
    });
  });

  it('TV-11: Codec 8E with a VIN in the NX group', () => {
    const r = avl(afterImei(TV.tv11)).records[0];
    expect(iso(r.time)).toBe('2018-11-05T10:26:18.000Z');
    expect([r.lat, r.lon, r.altitude, r.angle, r.satellites, r.speed]).toEqual([
      54.6708533, 25.2545883, 141, 259, 8, 0,
    ]);
    expect(r.io.size).toBe(20);
    expect([r.io.get(17), r.io.get(18), r.io.get(19)]).toEqual([990, 229, 18]);
    const vin = r.io.get(256);
    expect(vin).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(vin as Uint8Array)).toBe('1A1JC5444R7252367');
    expect(r.ioSize?.has(256)).toBe(false);
  });

  it('TV-12: Codec 8E with ids above 255 (EYE temperature)', () => {
    const r = avl(afterImei(TV.tv12)).records[0];
    expect(iso(r.time)).toBe('2024-11-06T10:57:17.000Z');
    expect([r.lat, r.lon, r.satellites]).toEqual([-6.2906716, 106.8097266, 4]);
    expect(r.io.get(10800)).toBe(0xfb5d);
    expect(r.ioSize?.get(10800)).toBe(2);
    expect(r.io.get(10804)).toBe(73);
    expect(r.io.get(10808)).toBe(0);
  });

  it('TV-13: negative coordinates', () => {
    const r = avl(afterImei(TV.tv13)).records[0];
    expect(iso(r.time)).toBe('2021-02-04T14:00:26.000Z');
    expect([r.priority, r.lon, r.lat, r.altitude, r.angle, r.satellites, r.speed]).toEqual([
      1, -10, -25, 156, 157, 5, 15,
    ]);
    expect(r.eventIoId).toBe(155);
    expect(r.io.get(155)).toBe(1);
  });

  it('TV-14: three records newest first, first without fix', () => {
    const m = avl(afterImei(TV.tv14));
    expect(m.records.map((r) => iso(r.time))).toEqual([
      '2022-08-12T20:54:20.000Z',
      '2022-08-12T10:54:18.000Z',
      '2022-08-12T10:53:23.000Z',
    ]);
    const [a, b, c] = m.records;
    expect([a.satellites, a.altitude, a.angle]).toEqual([0, 0, 0]);
    expect([a.lat, a.lon]).toEqual([b.lat, b.lon]);
    expect([b.lat, b.lon]).toEqual([55.9511166, 23.291255]);
    expect(a.io.get(69)).toBe(4);
    expect(a.io.get(200)).toBe(1);
    expect(c.speed).toBe(8);
    expect(c.io.get(239)).toBe(1);
  });

  it('Traccar Codec 8 frame (TV-N3 neighbour with its CRC intact) decodes', () => {
    const r = avl(afterImei(TV.tvN3ok)).records[0];
    expect(iso(r.time)).toBe('2013-07-17T06:34:09.140Z');
    expect([r.lat, r.lon]).toEqual([54.6990336, 25.2618832]);
  });
});

describe('PROTOCOLS.md §4.3 negative vectors', () => {
  it('TV-N1: Codec 16 frame with an edited body is rejected as bad_crc', () => {
    const msgs = feed([fromHex(TV.tv1), fromHex(TV.tvN1)]);
    expect(msgs[1]).toEqual({
      kind: 'error',
      error: { code: 'bad_crc', message: expect.stringMatching(/09a5.*a6de/) },
    });
  });

  it('TV-N1 with acceptBadCrc parses as PROTOCOLS.md describes (2 records) and is flagged', () => {
    const m = avl(feed([fromHex(TV.tv1), fromHex(TV.tvN1)], { acceptBadCrc: true })[1]);
    expect(m.crcValid).toBe(false);
    expect(m.codec).toBe(0x10);
    expect(m.records).toHaveLength(2);
    expect(iso(m.records[0].time)).toBe('2013-07-17T06:34:09.140Z');
    expect([m.records[0].lat, m.records[0].lon]).toEqual([54.6990336, 25.2618832]);
  });

  it('TV-N2: data length 0 is an immediate bad_length (no waiting, no over-read)', () => {
    const s = createTeltonikaStream();
    s.push(fromHex(TV.tv1));
    // only the first 8 bytes: the length field alone must be enough to reject
    const msgs = s.push(fromHex(TV.tvN2).subarray(0, 8));
    expect(msgs).toEqual([{ kind: 'error', error: { code: 'bad_length', message: expect.any(String) } }]);
    expect(s.error?.code).toBe('bad_length');
    expect(s.push(fromHex(TV.tv2))).toEqual([]); // dead after an error
  });

  it('TV-N3: two IO ids changed, old CRC kept: bad_crc (4837 vs 3FCA)', () => {
    const m = decodeTeltonikaFrame(fromHex(TV.tvN3));
    expect(m).toEqual({ kind: 'error', error: { code: 'bad_crc', message: expect.stringMatching(/3fca.*4837/) } });
  });
});

describe('stream framing', () => {
  const frames = [fromHex(TV.tv1), fromHex(TV.tv2), Uint8Array.of(0xff), fromHex(TV.tv7), fromHex(TV.tv11)];
  const all = concat(...frames);
  const expected = feed(frames);

  it('decodes IMEI, AVL, keepalive, Codec 12 and 8E frames in order', () => {
    expect(expected.map((m) => m.kind)).toEqual(['imei', 'avl', 'keepalive', 'codec12', 'avl']);
  });

  it('gives the same messages for everything in one chunk', () => {
    expect(feed([all])).toEqual(expected);
  });

  it('gives the same messages when split at every position', () => {
    for (let i = 0; i <= all.length; i++) {
      expect(feed([all.subarray(0, i), all.subarray(i)])).toEqual(expected);
    }
  });

  it('gives the same messages one byte at a time', () => {
    const s = createTeltonikaStream();
    const got: TeltonikaMessage[] = [];
    for (let i = 0; i < all.length; i++) got.push(...s.push(all.subarray(i, i + 1)));
    expect(got).toEqual(expected);
    expect(s.buffered).toBe(0);
  });

  it('does not keep a reference to the caller chunk (leftover bytes are copied)', () => {
    const s = createTeltonikaStream();
    const chunk = all.slice(0, 40); // IMEI + part of TV-2
    expect(s.push(chunk)).toHaveLength(1);
    const rest = all.slice(40, frames[0].length + frames[1].length);
    chunk.fill(0xaa); // caller reuses its buffer
    const msgs = s.push(rest);
    expect(msgs).toEqual([expected[1]]);
  });

  it('needs no IMEI frame with expectImei: false', () => {
    expect(feed([fromHex(TV.tv2)], { expectImei: false })).toEqual([expected[1]]);
  });

  it('rejects an AVL frame sent before the IMEI', () => {
    expect(feed([fromHex(TV.tv2)])).toEqual([{ kind: 'error', error: expect.objectContaining({ code: 'bad_imei' }) }]);
  });

  it('rejects IMEI frames with non-digits or impossible lengths', () => {
    expect(feed([fromHex('000F3335363330373034323434313031' + '41')])[0]).toMatchObject({
      kind: 'error',
      error: { code: 'bad_imei' },
    });
    expect(feed([fromHex('0003313233')])[0]).toMatchObject({ error: { code: 'bad_imei' } });
    expect(feed([fromHex('4745')])[0]).toMatchObject({ error: { code: 'bad_imei' } }); // "GE" of an HTTP request
  });

  it('rejects an announced frame above maxFrameBytes as soon as the length is known', () => {
    const big = fromHex('00000000' + '7fffffff');
    expect(feed([encodeImeiFrame(IMEI), big])[1]).toMatchObject({ kind: 'error', error: { code: 'too_large' } });
    const f = fromHex(TV.tv14); // 243 bytes
    expect(feed([f], { expectImei: false, maxFrameBytes: 242 })[0]).toMatchObject({ error: { code: 'too_large' } });
    expect(feed([f], { expectImei: false, maxFrameBytes: 243 })[0]).toMatchObject({ kind: 'avl' });
  });

  it('rejects a non-zero preamble on the first bad byte', () => {
    const s = createTeltonikaStream({ expectImei: false });
    expect(s.push(Uint8Array.of(0, 0, 1))).toMatchObject([{ kind: 'error', error: { code: 'bad_preamble' } }]);
  });

  it('reports count_mismatch, truncated_record and trailing_bytes (with valid CRCs)', () => {
    const withBody = (bodyHex: string) => {
      const body = fromHex(bodyHex);
      const f = new Uint8Array(body.length + 12);
      const dv = new DataView(f.buffer);
      dv.setUint32(4, body.length);
      f.set(body, 8);
      dv.setUint32(8 + body.length, crc16Ibm(body));
      return decodeTeltonikaFrame(f);
    };
    const tv2body = TV.tv2.slice(16, -8);
    expect(withBody(tv2body.slice(0, -2) + '02')).toMatchObject({ error: { code: 'count_mismatch' } });
    // A sound frame of a codec we do not know is reported, not an error: the device stays connected.
    expect(withBody('0b' + tv2body.slice(2))).toMatchObject({ kind: 'unsupported', codec: 0x0b });
    expect(withBody(tv2body.slice(0, 40) + '01')).toMatchObject({ error: { code: 'truncated_record' } });
    expect(withBody(tv2body.slice(0, -2) + '0001')).toMatchObject({ error: { code: 'trailing_bytes' } });
    expect(withBody('0801' + '01')).toMatchObject({ error: { code: 'truncated_record' } });
    expect(withBody('080000')).toMatchObject({ kind: 'avl', records: [] });
  });
});

describe('encoder round trip', { timeout: 60_000 }, () => {
  const roundTrip = (codec: AvlCodec, records: TeltonikaRecord[]) => {
    const frame = encodeAvlFrame(codec, records);
    const m = avl(feed([encodeImeiFrame(IMEI), frame])[1]);
    expect(m.codec).toBe(codec);
    expect(m.records).toEqual(records);
  };

  it('reproduces TV-2, TV-4, TV-5, TV-11 byte for byte from their decoded records', () => {
    for (const hex of [TV.tv2, TV.tv3, TV.tv4, TV.tv5, TV.tv9, TV.tv11, TV.tv12, TV.tv13, TV.tv14]) {
      const m = avl(decodeTeltonikaFrame(fromHex(hex)));
      expect(toHex(encodeAvlFrame(m.codec, m.records))).toBe(hex.toLowerCase());
    }
  });

  it('encodeImeiFrame reproduces TV-1', () => {
    expect(toHex(encodeImeiFrame('356307042441013'))).toBe(TV.tv1.toLowerCase());
  });

  it('random records of every codec come back equal', () => {
    fc.assert(
      fc.property(
        codecArb.chain((codec) => fc.tuple(fc.constant(codec), recordsArb(codec))),
        ([codec, records]) => roundTrip(codec, records),
      ),
      { numRuns: 300 },
    );
  });

  it('random chunkings of IMEI + two merged frames give the same messages', () => {
    fc.assert(
      fc.property(
        codecArb.chain((codec) => fc.tuple(fc.constant(codec), recordsArb(codec), recordsArb(codec))),
        fc.array(fc.nat(), { maxLength: 12 }),
        ([codec, a, b], cuts) => {
          const bytes = concat(encodeImeiFrame(IMEI), encodeAvlFrame(codec, a), encodeAvlFrame(codec, b));
          const msgs = feed(
            splitAt(
              bytes,
              cuts.map((c) => c % (bytes.length + 1)),
            ),
          );
          expect(msgs).toHaveLength(3);
          expect(avl(msgs[1]).records).toEqual(a);
          expect(avl(msgs[2]).records).toEqual(b);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an encoded frame split at every position decodes the same', () => {
    const records = fc.sample(recordsArb(0x8e, 3), { numRuns: 1, seed: 42 })[0];
    const bytes = concat(encodeImeiFrame(IMEI), encodeAvlFrame(0x8e, records));
    for (let i = 0; i <= bytes.length; i++) {
      const msgs = feed([bytes.subarray(0, i), bytes.subarray(i)]);
      expect(msgs).toHaveLength(2);
      expect(avl(msgs[1]).records).toEqual(records);
    }
  });

  it('encoder picks the smallest width when no ioSize is given, and two-complements negatives', () => {
    const rec: TeltonikaRecord = {
      time: 1700000000000,
      priority: 0,
      lon: 21.0122287,
      lat: 52.2296756,
      altitude: -5,
      angle: 90,
      satellites: 9,
      speed: 50,
      eventIoId: 0,
      io: new Map<number, number | bigint>([
        [239, 1],
        [66, 12800],
        [16, 123456],
        [78, 2n ** 60n],
        [72, -55],
      ]),
    };
    const back = avl(decodeTeltonikaFrame(encodeAvlFrame(0x08, [rec]))).records[0];
    expect(back.altitude).toBe(-5);
    expect(back.ioSize).toEqual(
      new Map([
        [239, 1],
        [72, 1],
        [66, 2],
        [16, 4],
        [78, 8],
      ]),
    );
    expect(back.io.get(78)).toBe(2n ** 60n);
    expect(back.io.get(72)).toBe(256 - 55);
  });

  it('refuses what the codec cannot carry', () => {
    const rec: TeltonikaRecord = {
      time: 0,
      priority: 0,
      lon: 0,
      lat: 0,
      altitude: 0,
      angle: 0,
      satellites: 0,
      speed: 0,
      eventIoId: 0,
      io: new Map([[256, 1]]),
    };
    expect(() => encodeAvlFrame(0x08, [rec])).toThrow(RangeError);
    expect(() => encodeAvlFrame(0x10, [{ ...rec, io: new Map([[1, new Uint8Array(2)]]) }])).toThrow(RangeError);
  });
});

describe('robustness (property tests)', { timeout: 60_000 }, () => {
  const codes = new Set([
    'bad_crc',
    'too_large',
    'bad_length',
    'bad_preamble',
    'bad_codec',
    'count_mismatch',
    'truncated_record',
    'trailing_bytes',
    'bad_imei',
  ]);

  const checkErrorShape = (msgs: TeltonikaMessage[]) => {
    const errors = msgs.filter((m) => m.kind === 'error');
    expect(errors.length).toBeLessThanOrEqual(1);
    if (errors.length === 1) {
      expect(msgs[msgs.length - 1]).toBe(errors[0]);
      const e = errors[0].kind === 'error' ? errors[0].error : null;
      expect(codes.has(e!.code)).toBe(true);
      expect(e!.message.length).toBeGreaterThan(0);
    }
  };

  it('random bytes never throw, with or without a preceding IMEI', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 6 }), (withImei, chunks) => {
        const s = createTeltonikaStream();
        const msgs: TeltonikaMessage[] = [];
        if (withImei) msgs.push(...s.push(encodeImeiFrame(IMEI)));
        for (const c of chunks) msgs.push(...s.push(c));
        checkErrorShape(msgs);
        if (s.error) expect(s.push(fromHex(TV.tv2))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('random bytes after a valid preamble+length never throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), (body) => {
        const frame = new Uint8Array(8 + body.length);
        new DataView(frame.buffer).setUint32(4, body.length - 4);
        frame.set(body, 8);
        const msgs = feed([frame], { expectImei: false });
        checkErrorShape(msgs);
        expect(msgs.every((m) => m.kind === 'error')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('random bodies with a valid CRC never throw and yield a record list or a clear error', () => {
    fc.assert(
      fc.property(fc.constantFrom(0x08, 0x8e, 0x10, 0x0c), fc.uint8Array({ maxLength: 300 }), (codec, rest) => {
        const body = concat(Uint8Array.of(codec), rest);
        const f = new Uint8Array(body.length + 12);
        const dv = new DataView(f.buffer);
        dv.setUint32(4, body.length);
        f.set(body, 8);
        dv.setUint32(8 + body.length, crc16Ibm(body));
        const m = decodeTeltonikaFrame(f);
        if (m.kind === 'error') expect(codes.has(m.error.code)).toBe(true);
        else expect(['avl', 'codec12']).toContain(m.kind);
      }),
      { numRuns: 3000 },
    );
  });

  it('truncated frames wait for more bytes (no message, no error)', () => {
    fc.assert(
      fc.property(
        codecArb.chain((codec) => fc.tuple(fc.constant(codec), recordsArb(codec))),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([codec, records], where) => {
          const frame = encodeAvlFrame(codec, records);
          const cut = Math.floor(where * (frame.length - 1));
          const s = createTeltonikaStream({ expectImei: false });
          expect(s.push(frame.subarray(0, cut))).toEqual([]);
          expect(s.error).toBeNull();
          expect(s.buffered).toBe(cut);
          expect(s.push(frame.subarray(cut))).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a flipped byte never yields records: an error, or a wait when the header changed', () => {
    fc.assert(
      fc.property(
        codecArb.chain((codec) => fc.tuple(fc.constant(codec), recordsArb(codec))),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        ([codec, records], at, xor) => {
          const frame = encodeAvlFrame(codec, records).slice();
          const i = at % frame.length;
          frame[i] ^= xor;
          const s = createTeltonikaStream({ expectImei: false });
          const msgs = s.push(frame);
          checkErrorShape(msgs);
          expect(msgs.some((m) => m.kind === 'avl')).toBe(false);
          if (!s.error) {
            // only a damaged header can make the decoder wait: a changed length field, or a
            // first byte turned into 0xFF (a keepalive, then a shifted header)
            expect((i >= 4 && i < 8) || (i === 0 && frame[0] === 0xff)).toBe(true);
            expect(msgs.every((m) => m.kind === 'keepalive')).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('regression: a first byte flipped to 0xFF is a keepalive, then the shifted header waits', () => {
    const frame = encodeAvlFrame(0x8e, [
      {
        time: 0,
        priority: 0,
        lon: 0,
        lat: 0,
        altitude: 0,
        angle: 0,
        satellites: 0,
        speed: 0,
        eventIoId: 0,
        io: new Map(),
      },
    ]);
    frame[0] = 0xff;
    const s = createTeltonikaStream({ expectImei: false });
    expect(s.push(frame)).toEqual([{ kind: 'keepalive' }]);
    expect(s.error).toBeNull();
  });

  it('huge or tiny length fields give too_large / bad_length from the 8-byte header alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (l) => {
        const head = new Uint8Array(8);
        new DataView(head.buffer).setUint32(4, l);
        const msgs = feed([head], { expectImei: false });
        if (l < 3) expect(msgs).toMatchObject([{ error: { code: 'bad_length' } }]);
        else if (l + 12 > 65536) expect(msgs).toMatchObject([{ error: { code: 'too_large' } }]);
        else expect(msgs).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Node Buffer input', () => {
  it('variable-length values and Codec 12 payloads are copies, not views of the caller buffer', async () => {
    const { Buffer } = await import('node:buffer');
    const vin = Buffer.from(fromHex(TV.tv11));
    const m = decodeTeltonikaFrame(vin);
    const resp = Buffer.from(fromHex(TV.tv7));
    const c = decodeTeltonikaFrame(resp);
    vin.fill(0);
    resp.fill(0);
    expect(new TextDecoder().decode(avl(m).records[0].io.get(256) as Uint8Array)).toBe('1A1JC5444R7252367');
    expect(c.kind === 'codec12' && new TextDecoder().decode(c.payload).startsWith('INI:')).toBe(true);
  });
});
