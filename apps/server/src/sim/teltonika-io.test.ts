import { emptyPosition, type Position } from '@namiar/domain/telemetry';
import { createTeltonikaStream, encodeAvlFrame, mapTeltonikaRecord } from '@namiar/protocols';
import { describe, expect, it } from 'vitest';
import { createVehicleSimulation } from './behaviour';
import { DEMO_FLEET } from './fleet';
import { DAY_MS } from './local-time';
import { RAIL_IO, positionToRecord } from './teltonika-io';

const START = Date.UTC(2026, 10, 9, 0);

/** Everything but `extra` and the rail values (whole units on the wire, see RAIL_IO). */
function comparable(p: Position) {
  const {
    extra: _extra,
    energy1: _e1,
    energy2: _e2,
    tractionCounter: _c,
    tractionVoltage: _v,
    tractionPower: _w,
    ...rest
  } = p;
  return rest;
}

describe('positionToRecord', () => {
  it('round-trips a simulated day of every vehicle through the protocols decoder and mapper', () => {
    for (const spec of DEMO_FLEET) {
      const ps = createVehicleSimulation(spec, 3, START).next(START + DAY_MS);
      const records = ps.map((p) => positionToRecord(p, spec.load?.axles));
      // Through the wire: Codec 8E frames of up to 40 records, decoded by the TCP stream decoder.
      const stream = createTeltonikaStream({ expectImei: false });
      const decoded = [];
      for (let i = 0; i < records.length; i += 40) {
        for (const m of stream.push(encodeAvlFrame(0x8e, records.slice(i, i + 40)))) {
          if (m.kind !== 'avl') throw new Error(`unexpected ${m.kind}`);
          decoded.push(...m.records);
        }
      }
      expect(decoded.length).toBe(ps.length);
      const back = decoded.map((r) => mapTeltonikaRecord(r));
      // Compared as JSON for speed; the first difference is shown field by field.
      const i = back.findIndex((b, k) => JSON.stringify(comparable(b)) !== JSON.stringify(comparable(ps[k])));
      if (i >= 0) expect(comparable(back[i]), `${spec.regno} record ${i}`).toEqual(comparable(ps[i]));
      const extras = (list: Position[], key: string) => list.map((p) => p.extra[key] ?? null);
      expect(extras(back, 'eventIo')).toEqual(extras(ps, 'eventIo'));
      if (spec.rail) {
        // The protocols table maps the private rail ids (RAIL_IO) to the Position fields.
        const whole = (v: number | null) => (v === null ? null : Math.max(0, Math.round(v)));
        for (const key of Object.keys(RAIL_IO) as (keyof typeof RAIL_IO)[]) {
          expect(
            back.map((p) => p[key]),
            key,
          ).toEqual(ps.map((p) => whole(p[key])));
        }
      }
    }
  }, 60_000);

  it('maps drivers, temperatures, harsh events and tonnage to the table ids', () => {
    const p = emptyPosition(START, 52.1, 21.2);
    p.driver1 = '0000001A2B3C4D01';
    p.driver2 = '1000000647835001';
    p.temperatures = [-19.7, null, 4.5];
    p.harsh = 'brake';
    p.tonnage = 37.23;
    p.ignition = true;
    p.inputs = 0b101;
    const rec = positionToRecord(p, 5);
    expect(rec.io.get(78)).toBe(0x014d3c2b1a000000n);
    expect(rec.io.get(72)).toBe(-197);
    expect(rec.io.has(73)).toBe(false);
    expect(rec.io.get(74)).toBe(45);
    expect(rec.io.get(253)).toBe(2);
    expect([118, 119, 120, 121, 122].reduce((s, id) => s + Number(rec.io.get(id)), 0)).toBe(37_230);
    expect([rec.io.get(1), rec.io.get(2), rec.io.get(3)]).toEqual([1, 0, 1]);
    expect(rec.priority).toBe(1);
    const back = mapTeltonikaRecord(rec);
    expect(back.driver1).toBe(p.driver1);
    expect(back.driver2).toBe(p.driver2);
    expect(back.temperatures).toEqual([-19.7, null, 4.5]);
    expect(back.tonnage).toBe(37.23);
    expect(back.harsh).toBe('brake');
  });
});
