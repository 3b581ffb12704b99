import fc from 'fast-check';
import type { LiveState } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import type { InspectionChips } from './inspection-level';
import { monitBaseBytes, writeClockJson } from './monit-bytes';
import {
  monitBaseJson,
  monitClockJson,
  monitPlaceJson,
  monitStaticJson,
  monitVehicleJson,
  monitVehicleObject,
  type MonitEnv,
  type MonitSource,
} from './monit-record';
import { createRecordCache } from './record-cache';
import { buildVehicleDisplay } from './vehicle-display';
import { zoneFormatter } from '../../time/zone-format';

const NOW = Date.UTC(2026, 2, 29, 10, 0, 0);
const env: MonitEnv = {
  now: NOW,
  format: zoneFormatter('Europe/Warsaw'),
  driverName: (code) => (code === '00AB' ? 'Jan Kowalski' : null),
};

function live(over: Partial<LiveState> = {}): LiveState {
  return {
    dt: NOW - 120_000,
    lat: 51.1,
    lon: 17.03,
    gps: true,
    key: true,
    state: 'drive',
    since: NOW - 600_000,
    let: 480,
    v: 54.26,
    th: 53,
    r: 1450,
    azh: 271.6,
    alt: 120,
    sat: 11,
    f: 210.44,
    pl1: 210.44,
    pl2: null,
    t: 12.5,
    al: 27.81,
    al_a: false,
    bat: 4.1,
    alp: null,
    pow: false,
    g: 21,
    ant: 0,
    caseOpen: false,
    ckm: 123_456.7,
    cmth: 3_600_123.4,
    e1: null,
    e2: null,
    tpc: null,
    tv: null,
    tpm: null,
    temps: [-18.44, 4.06, ...Array(14).fill(null)],
    inputs: 0b101,
    outputs: 0b10,
    d1: '00AB',
    d2: '1000000647835001',
    ...over,
  };
}

const settings = JSON.stringify({
  inputs: [
    { active: true, description: 'Stacyjka', type: null },
    { active: false },
    { active: true, description: 'Drzwi', type: 2 },
  ],
  outputs: [{ active: false }, { active: true, description: 'Blokada', type: 7 }],
  thermometers: [{ active: true, name: 'Komora', min: -24, max: -16 }, { active: false }],
});

const source = (over: Partial<MonitSource> = {}): MonitSource => ({
  id: 7,
  regno: 'DW 2R905',
  vtp: 1,
  iconId: 4,
  iconColor: '#1098ad',
  phone: '+48 600 100 200',
  live: live(),
  display: buildVehicleDisplay(1, settings),
  ...over,
});

const chips: InspectionChips = {
  p: [
    undefined,
    { level: 1, id: 11, status: null, name: 'Olej' },
    undefined,
    { level: 2, id: 12, status: 2, name: null },
  ],
  w: [{ level: 0, id: 13 }],
};

/**
 * Every member name of the contract. monitBase is typed as the contract minus these groups, so a
 * new member there fails the build until it is written.
 */
const range = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
const CONTRACT_KEYS = [
  ...'id regno dt age lat lon geo key v th r f t vtp let ant g gps pow al al_a alp ckm cmth e1 e2 azh d1 d2 d1p d2p bp poiname tpc tv tpm icon_id vehicle_icon_color oldPointDate'.split(
    ' ',
  ),
  ...range(8).flatMap((k) => [`i${k}`, `it${k}`, `id${k}`]),
  ...range(4).flatMap((k) => [`o${k}`, `ot${k}`, `od${k}`]),
  ...range(16).flatMap((k) => [`t${k}`, `td${k}`, `td_max${k}`, `td_min${k}`]),
  ...range(12).flatMap((k) => [`ins${k}`, `insid${k}`, `inssid${k}`, `inscn${k}`]),
  ...range(8).flatMap((k) => [`insw${k}`, `inswid${k}`]),
].sort();
const BASE_KEYS = CONTRACT_KEYS.filter(
  (k) => !/\d$/.test(k) || k === 'e1' || k === 'e2' || k === 'd1' || k === 'd2' || k === 'd1p' || k === 'd2p',
);

/** Every base member present; group members only when not null (api/monit.ts: absent = null). */
function expectContractShape(v: object) {
  const keys = Object.keys(v);
  for (const k of BASE_KEYS) expect(keys).toContain(k);
  for (const k of keys) expect(CONTRACT_KEYS).toContain(k);
  for (const [k, value] of Object.entries(v)) if (!BASE_KEYS.includes(k)) expect(value, k).not.toBeNull();
}

describe('monit record', () => {
  it('fills every member of MonitVehicle from the live state and the configuration', () => {
    const v = monitVehicleObject(source(), { geo: 'PL, Wrocław', poiname: 'Baza Wrocław', chips }, env);
    expectContractShape(v);
    // Not configured or no reading: left out of the answer.
    for (const k of ['i2', 'o1', 't2', 'ins1', 'it1', 'insw2'] as const) expect(v[k], k).toBeUndefined();
    expect(v).toMatchObject({
      id: 7,
      regno: 'DW 2R905',
      dt: '2026-03-29 11:58:00',
      age: 120,
      key: 1,
      v: 54.3,
      f: 210.4,
      let: 600,
      azh: 272,
      al: 27.81,
      ckm: 123_457,
      cmth: 3_600_123,
      d1: 'Jan Kowalski',
      d1p: '00AB',
      d2: '1000000647835001',
      d2p: '1000000647835001',
      geo: 'PL, Wrocław',
      poiname: 'Baza Wrocław',
      bp: '+48 600 100 200',
      oldPointDate: 0,
      // inputs 1 and 3 configured: 1 on (bit 0), 3 on (bit 2); 2 not configured
      i1: 1,
      i3: 1,
      it3: 2,
      id1: 'Stacyjka',
      id3: 'Drzwi',
      o2: 1,
      od2: 'Blokada',
      ot2: 7,
      t1: -18.4,
      td1: 'Komora',
      td_min1: -24,
      td_max1: -16,
      ins2: 1,
      insid2: 11,
      inscn2: 'Olej',
      ins4: 2,
      inssid4: 2,
      insw1: 0,
      inswid1: 13,
    });
  });

  it('keeps a vehicle without any point, with nulls and the no-data level', () => {
    const v = monitVehicleObject(source({ live: null }), { geo: null, poiname: null, chips: null }, env);
    expectContractShape(v);
    expect(v).toMatchObject({ dt: null, age: null, lat: null, key: 0, v: 0, oldPointDate: 0 });
    expect(v.i1).toBeUndefined();
    expect(v.t1).toBeUndefined();
    expect(v.td1).toBe('Komora'); // configuration is known even without data
  });

  it('marks old data by the domain rule', () => {
    const old = monitVehicleObject(
      source({ live: live({ dt: NOW - 20 * 60_000 }) }),
      { geo: null, poiname: null, chips: null },
      env,
    );
    expect(old.oldPointDate).toBe(1);
  });

  it('writes the same record as JSON text as the object form (property)', () => {
    const nul = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
    const num = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    const liveArb = fc.record({
      dt: nul(fc.integer({ min: NOW - 86_400_000, max: NOW })),
      since: nul(fc.integer({ min: NOW - 86_400_000, max: NOW })),
      key: fc.boolean(),
      v: fc.double({ min: 0, max: 200, noNaN: true }),
      th: nul(num),
      f: nul(num),
      al: nul(num),
      alp: nul(fc.integer({ min: 0, max: 100 })),
      g: nul(fc.integer({ min: 0, max: 31 })),
      ant: fc.integer({ min: 0, max: 3 }),
      inputs: fc.integer({ min: 0, max: 255 }),
      outputs: fc.integer({ min: 0, max: 15 }),
      temps: fc.array(nul(num), { minLength: 16, maxLength: 16 }),
      d1: nul(fc.string({ maxLength: 20 })),
      d2: nul(fc.constantFrom('00AB', '1000000647835001', 'ż"\\')),
      e1: nul(num),
      // Every other member the base part writes straight from the live state.
      lat: nul(fc.double({ min: -90, max: 90, noNaN: true })),
      lon: nul(fc.double({ min: -180, max: 180, noNaN: true })),
      r: nul(num),
      t: nul(num),
      e2: nul(num),
      tpc: nul(num),
      tv: nul(num),
      tpm: nul(num),
      azh: fc.double({ min: 0, max: 360, noNaN: true }),
      ckm: fc.double({ min: 0, max: 1e9, noNaN: true }),
      gps: fc.boolean(),
      pow: fc.boolean(),
      al_a: fc.boolean(),
    });
    fc.assert(
      fc.property(
        nul(liveArb),
        // Any UTF-16 (Polish letters, U+0080–U+00FF, astral, lone surrogates) for the byte writer.
        fc.string({ maxLength: 30, unit: 'binary' }),
        nul(fc.string({ maxLength: 30, unit: 'binary' })),
        fc.boolean(),
        nul(fc.string({ maxLength: 16 })),
        (l, regno, geo, withChips, phone) => {
          const src = source({ regno, phone, live: l ? live(l) : null });
          const extras = { geo, poiname: geo, chips: withChips ? chips : null };
          expect(JSON.parse(monitVehicleJson(src, extras, env))).toEqual(
            JSON.parse(JSON.stringify(monitVehicleObject(src, extras, env))),
          );
          // The bytes the answer is written with are the text's, byte for byte.
          expect(monitBaseBytes(src, env).equals(Buffer.from(monitBaseJson(src, env)))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('writes the base part as the same UTF-8 bytes as its text, whatever the letters', () => {
    for (const name of ['Łódź ó Ó', 'é\u0080\u00ff', 'ż"\\', '🚚 \ud800', 'x'.repeat(20_000) + 'ó']) {
      const src = source({ regno: name, phone: name, live: live({ d1: name }) });
      expect(monitBaseBytes(src, env).equals(Buffer.from(monitBaseJson(src, env)))).toBe(true);
      const place = createRecordCache().placeJson(src.id, name, name);
      expect(place.equals(Buffer.from(monitPlaceJson({ geo: name, poiname: name })))).toBe(true);
    }
  });

  it('writes the clock part into a buffer as the same text as monitClockJson (property)', () => {
    const out = Buffer.alloc(200);
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            dt: fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
            since: fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
            let: fc.double({ min: -1e7, max: 1e12, noNaN: true }),
          }),
          { nil: null },
        ),
        fc.integer({ min: 0, max: 4e12 }),
        fc.constantFrom(1, 2, 3, 4, 5, 13),
        (l, now, vtp) => {
          const src = source({ vtp, live: l ? live(l) : null });
          const at = 7;
          const end = writeClockJson(src, { ...env, now }, out, at);
          expect(out.toString('latin1', at, end)).toBe(monitClockJson(src, { ...env, now }));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('record cache', () => {
  const text = (parts: Buffer[]) => Buffer.concat(parts).toString('utf8');

  it('writes a new live state into the record as it is written, so the poll finds it ready', () => {
    const records = createRecordCache();
    const first = source({ live: live() });
    records.staticJson(first, env, 'Jan Kowalski', null);
    const moved = live({ lat: 52.2, lon: 21.01, v: 80, d1: null });
    records.prepare(first.id, moved);
    expect(records.renders()).toBe(2);
    const parts = records.staticJson({ ...first, live: moved }, env, null, null);
    expect(records.renders()).toBe(2);
    // The same text a poll would have written (place members apart, after the base).
    const polled = source({ live: moved });
    expect(text([parts[0], Buffer.from(monitPlaceJson({ geo: null, poiname: null })), ...parts.slice(1)])).toBe(
      monitStaticJson(polled, { geo: null, poiname: null }, env),
    );
  });

  it('writes the record again when the poll differs from what it was prepared with', () => {
    const records = createRecordCache();
    const first = source({ live: live() });
    records.staticJson(first, env, 'Jan Kowalski', null);
    const moved = live({ lat: 52.2 });
    records.prepare(first.id, moved);
    const other = { ...env, format: zoneFormatter('UTC') };
    const parts = records.staticJson({ ...first, live: moved }, other, 'Jan Kowalski', null);
    expect(records.renders()).toBe(3);
    expect(text(parts)).toBe(text([monitBaseBytes({ ...first, live: moved }, other), ...parts.slice(1)]));
  });

  it('prepares nothing for a vehicle no poll has written', () => {
    const records = createRecordCache();
    records.prepare(1, live());
    expect(records.renders()).toBe(0);
  });
});
