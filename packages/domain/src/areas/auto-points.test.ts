import { describe, expect, it } from 'vitest';
import {
  AUTO_POINT_RADIUS_M,
  autoPointCandidates,
  autoPointName,
  autoPointSettings,
  geocodedAddressFields,
  inputEventType,
  type AutoPointEvent,
  type AutoPointSettings,
} from './auto-points';
import type { GeoShape } from '../geo/shapes';
import { AREAS_MSG, poiSaveBody } from '../schemas/areas';

const T0 = Date.parse('2026-03-10T08:00:00Z');
const MIN = 60_000;
const HERE = { lat: 52.4, lon: 16.9 };
/** About 1.1 km north of HERE. */
const THERE = { lat: 52.41, lon: 16.9 };

const ev = (type: number, fromMin: number, toMin: number | null, at = HERE): AutoPointEvent => ({
  type,
  from: T0 + fromMin * MIN,
  to: toMin === null ? null : T0 + toMin * MIN,
  ...at,
});

const settings = (over: Partial<AutoPointSettings>): AutoPointSettings => ({
  stopMs: null,
  haltMs: null,
  inputs: null,
  ...over,
});

const run = (s: AutoPointSettings, events: AutoPointEvent[], extra: { nowMin?: number; areas?: GeoShape[] } = {}) =>
  autoPointCandidates({ settings: s, events, now: T0 + (extra.nowMin ?? 600) * MIN, areas: extra.areas ?? [] });

describe('autoPointSettings', () => {
  it('reads the editor values: flags with their times, chosen inputs and or/and', () => {
    expect(
      autoPointSettings({
        autosolidtf__stop: true,
        auto_solid_stop_time: 600,
        autosolidtf__halt: false,
        auto_solid_halt_time: 300,
        autosolidtf__inputs: true,
        auto_solid_input_time: 120,
        autosolidtf__input2: true,
        autosolidtf__input5: true,
        autosolid_orand: 2,
      }),
    ).toEqual({ stopMs: 600_000, haltMs: null, inputs: { ms: 120_000, chosen: [2, 5], all: true } });
  });

  it('is null when every flag is off, and a flag without a time or inputs without a choice does nothing', () => {
    expect(autoPointSettings({})).toBeNull();
    expect(autoPointSettings({ auto_solid_stop_time: 600, autosolidtf__input1: true })).toBeNull();
    expect(autoPointSettings({ autosolidtf__stop: true, auto_solid_stop_time: null })).toBeNull();
    expect(autoPointSettings({ autosolidtf__stop: true, auto_solid_stop_time: 0 })).toBeNull();
    expect(autoPointSettings({ autosolidtf__inputs: true, auto_solid_input_time: 60 })).toBeNull();
  });

  it("reads 'or' when or/and is unset", () => {
    const s = autoPointSettings({ autosolidtf__inputs: true, auto_solid_input_time: 60, autosolidtf__input1: true });
    expect(s?.inputs).toEqual({ ms: 60_000, chosen: [1], all: false });
  });
});

describe('autoPointCandidates', () => {
  const stop10 = settings({ stopMs: 10 * MIN });

  it('takes a stop that lasted the threshold (exactly is enough), at its start, and not a shorter one', () => {
    expect(run(stop10, [ev(1, 0, 10), ev(1, 30, 39, THERE)])).toEqual([{ ...HERE, time: T0, reason: 'stop' }]);
  });

  it('gives nothing with every flag off, and ignores the kinds whose flag is off', () => {
    expect(run(settings({}), [ev(1, 0, 60), ev(2, 70, 130), ev(9, 140, 200)])).toEqual([]);
    expect(run(settings({ haltMs: MIN }), [ev(1, 0, 60)])).toEqual([]);
    expect(run(settings({ haltMs: MIN }), [ev(2, 0, 60)])).toEqual([{ ...HERE, time: T0, reason: 'halt' }]);
  });

  it('gives nothing inside an existing own point, of any shape', () => {
    const circle: GeoShape = { shape: 1, ...HERE, radius: 300, poly: null };
    const square: GeoShape = {
      shape: 2,
      lat: null,
      lon: null,
      radius: null,
      poly: [
        [52.405, 16.89],
        [52.405, 16.91],
        [52.415, 16.91],
        [52.415, 16.89],
      ],
    };
    const events = [ev(1, 0, 60), ev(1, 100, 160, THERE)];
    expect(run(stop10, events, { areas: [circle] })).toEqual([{ ...THERE, time: T0 + 100 * MIN, reason: 'stop' }]);
    expect(run(stop10, events, { areas: [circle, square] })).toEqual([]);
  });

  it('makes one point of several stops at one place, the earliest', () => {
    const near = { lat: HERE.lat + 0.0005, lon: HERE.lon };
    expect(run(stop10, [ev(1, 200, 260, near), ev(1, 0, 60)])).toEqual([{ ...HERE, time: T0, reason: 'stop' }]);
    expect(AUTO_POINT_RADIUS_M).toBe(100);
  });

  it('counts an open stop up to the last record, and an ongoing one once it reaches the threshold', () => {
    expect(run(stop10, [ev(1, 0, null)], { nowMin: 9 })).toEqual([]);
    expect(run(stop10, [ev(1, 0, null)], { nowMin: 10 })).toHaveLength(1);
    const ongoing = (state: string) => ({ state, since: T0, ...THERE });
    const at = (nowMin: number, state = 'stop') =>
      autoPointCandidates({ settings: stop10, events: [], now: T0 + nowMin * MIN, ongoing: ongoing(state), areas: [] });
    expect(at(9)).toEqual([]);
    expect(at(11)).toEqual([{ ...THERE, time: T0, reason: 'stop' }]);
    expect(at(11, 'halt')).toEqual([]);
    expect(at(11, 'drive')).toEqual([]);
  });

  it("inputs 'or': any chosen input on long enough; inputs not chosen do not count", () => {
    const s = settings({ inputs: { ms: 5 * MIN, chosen: [2, 3], all: false } });
    expect(run(s, [ev(inputEventType(1), 0, 60)])).toEqual([]);
    expect(run(s, [ev(inputEventType(2), 0, 4), ev(inputEventType(3), 10, 15, THERE)])).toEqual([
      { ...THERE, time: T0 + 10 * MIN, reason: 'inputs' },
    ]);
  });

  it("inputs 'and': all chosen inputs on at the same time for the threshold, placed where the last came on", () => {
    const s = settings({ inputs: { ms: 5 * MIN, chosen: [1, 2], all: true } });
    // Each long enough alone, but together only 4 minutes.
    expect(run(s, [ev(9, 0, 10), ev(10, 6, 20)])).toEqual([]);
    expect(run(s, [ev(9, 0, 10), ev(10, 4, 20, THERE)])).toEqual([{ ...THERE, time: T0 + 4 * MIN, reason: 'inputs' }]);
    // One chosen input never on: nothing.
    expect(run(s, [ev(9, 0, 60)])).toEqual([]);
    // Still on together at the last record.
    expect(run(s, [ev(9, 0, null), ev(10, 1, null)], { nowMin: 7 })).toHaveLength(1);
  });

  it('skips events without a position', () => {
    expect(run(stop10, [{ type: 1, from: T0, to: T0 + 60 * MIN, lat: null, lon: null }])).toEqual([]);
  });
});

describe("the own point save's 'Zweryfikowany'", () => {
  const body = { name: 'A', lat: '52', lon: '21', radius: '100' };
  it("reads the checkbox; a save without it is a person's, so verified", () => {
    expect(poiSaveBody.parse({ ...body, verified: 'false' }).verified).toBe(false);
    expect(poiSaveBody.parse({ ...body, verified: '1' }).verified).toBe(true);
    expect(poiSaveBody.parse(body).verified).toBe(true);
  });
  it('refuses anything else with the Polish field message', () => {
    const r = poiSaveBody.safeParse({ ...body, verified: 'tak' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['verified', AREAS_MSG.verified]]);
  });
});

describe('names and addresses', () => {
  it('names the point by vehicle and local start time (minutes)', () => {
    expect(autoPointName('PO 12345', Date.parse('2026-03-10T08:05:30Z'), 'Europe/Warsaw')).toBe(
      'Punkt automatyczny PO 12345 2026-03-10 09:05',
    );
  });

  it("takes the address fields from Nominatim's answer", () => {
    expect(
      geocodedAddressFields({ address: { road: 'Polna', house_number: 7, postcode: '60-001', town: 'Swarzędz' } }),
    ).toEqual({ address: 'Polna', address_no: '7', postal_code: '60-001', city: 'Swarzędz' });
    expect(geocodedAddressFields(null)).toEqual({ address: '', address_no: '', postal_code: '', city: '' });
  });
});
