import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes';
import { codec7RecordArb } from './arbitraries';
import { CODEC7_EPOCH_MS } from './codec7';
import { encodeAvlFrame, encodeImeiFrame } from './encode';
import { createTeltonikaStream, decodeTeltonikaFrame } from './frame';
import { teltonikaMapperFor } from './io-map';
import { TV } from './test-vectors';
import type { TeltonikaMessage, TeltonikaRecord } from './types';

function avl(m: TeltonikaMessage) {
  if (m.kind !== 'avl') throw new Error(JSON.stringify(m));
  return m;
}

describe('Codec 7 (GH3000)', () => {
  it('decodes a real frame: seconds since 2007 with priority bits, float coordinates, masked GPS fields', () => {
    const m = avl(decodeTeltonikaFrame(fromHex(TV.tv7gh)));
    expect(m.codec).toBe(0x07);
    expect(m.records.map((r) => new Date(r.time).toISOString())).toEqual([
      '2015-11-10T21:35:46.000Z',
      '2015-11-10T21:51:47.000Z',
      '2015-11-10T22:06:34.000Z',
      '2015-11-10T22:09:39.000Z',
    ]);
    const [noGps, fix] = m.records;
    expect(noGps).toMatchObject({ priority: 1, lat: 0, lon: 0, satellites: 0 });
    expect(noGps.gpsMask).toBeUndefined();
    expect(noGps.io).toEqual(new Map([[240, 1]]));
    expect(fix).toMatchObject({
      gpsMask: 0x1f,
      lat: 44.791306,
      lon: 18.479759,
      altitude: 141,
      speed: 2,
      satellites: 9,
    });
    // the last record: signal and operator only, then IO in the 1-, 2- and 4-byte groups
    expect(m.records[3].gpsExtra).toEqual({ gsmSignal: 26, operator: 21803 });
    expect(Object.fromEntries(m.records[3].io)).toEqual({ 1: 100, 221: 0, 240: 1, 244: 0, 67: 4108, 5: 5 });
  });

  it('reads the cell element (LAC, cell id) of the GPS mask', () => {
    const m = avl(decodeTeltonikaFrame(fromHex(TV.tv7ghCell)));
    expect(m.records).toHaveLength(2);
    expect(m.records[0]).toMatchObject({ gpsMask: 0x3f, lat: 44.440189, lon: 26.093126, altitude: 61, satellites: 5 });
    expect(m.records[0].gpsExtra).toEqual({ lac: 100, cellId: 33791 });
    expect(new Date(m.records[0].time).toISOString()).toBe('2013-07-31T22:30:35.000Z');
  });

  it('maps records with the GH id list: battery, movement, no fix without coordinates', () => {
    const map = teltonikaMapperFor(0x07);
    const [noGps, fix, , last] = avl(decodeTeltonikaFrame(fromHex(TV.tv7gh))).records.map(map);
    expect(noGps).toMatchObject({ valid: false, movement: true });
    expect(fix).toMatchObject({ valid: true, lat: 44.791306, speed: 2, satellites: 9 });
    expect(last).toMatchObject({ valid: false, batteryPercent: 100, batteryVoltage: 4108, movement: true });
    expect(last.extra).toMatchObject({ gsmSignal: 26, operator: 21803, button: 0, roaming: 0, uptime: 5, priority: 1 });
    // The FMB table would have read id 1 as digital input 1 and 67 the same: the family matters.
    expect(teltonikaMapperFor(0x08)(avl(decodeTeltonikaFrame(fromHex(TV.tv7gh))).records[3]).inputs).toBe(1);
  });

  it('is acknowledged like the other codecs: the stream hands over the records, the frame is re-encodable', () => {
    const s = createTeltonikaStream();
    const msgs = s.push(new Uint8Array([...encodeImeiFrame('356307042441013'), ...fromHex(TV.tv7gh)]));
    expect(msgs.map((m) => m.kind)).toEqual(['imei', 'avl']);
    expect(avl(msgs[1]).records).toHaveLength(4);
    for (const hex of [TV.tv7gh, TV.tv7ghCell]) {
      const m = avl(decodeTeltonikaFrame(fromHex(hex)));
      expect(toHex(encodeAvlFrame(0x07, m.records))).toBe(hex.toLowerCase());
    }
  });

  it('random Codec 7 records come back equal', () => {
    fc.assert(
      fc.property(fc.array(codec7RecordArb(), { minLength: 1, maxLength: 5 }), (records: TeltonikaRecord[]) => {
        expect(avl(decodeTeltonikaFrame(encodeAvlFrame(0x07, records))).records).toEqual(records);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to encode what Codec 7 cannot carry', () => {
    const rec: TeltonikaRecord = {
      time: CODEC7_EPOCH_MS + 1500,
      priority: 0,
      lat: 0,
      lon: 0,
      altitude: 0,
      angle: 0,
      satellites: 0,
      speed: 0,
      eventIoId: 0,
      io: new Map(),
    };
    expect(() => encodeAvlFrame(0x07, [rec])).toThrow(RangeError); // not a whole second
    expect(() => encodeAvlFrame(0x07, [{ ...rec, time: CODEC7_EPOCH_MS, io: new Map([[300, 1]]) }])).toThrow(
      RangeError,
    );
  });
});
