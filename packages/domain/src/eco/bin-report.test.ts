import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../time';
import { buildEcoReportFromDays, ecoDaysHaveEnergy } from './bin-report';
import { buildEcoReport, type EcoBuildOptions } from './build';
import { ECO_DAY_MS, ecoDay, type EcoDay } from './minutes';
import type { EcoRecord } from './records';

const TZ = 'Europe/Warsaw';
const at = (text: string) => parseDateTime(text, TZ)!;

/** The pieces of a range's records as the server makes them: per UTC day, stored as JSON text. */
function pieces(records: readonly EcoRecord[]): EcoDay[] {
  const out: EcoDay[] = [];
  let i = 0;
  while (i < records.length) {
    const day = Math.floor(records[i].t / ECO_DAY_MS);
    let j = i;
    while (j < records.length && Math.floor(records[j].t / ECO_DAY_MS) === day) j++;
    out.push(JSON.parse(JSON.stringify(ecoDay(records.slice(i, j)))) as EcoDay);
    i = j;
  }
  return out;
}

function options(records: readonly EcoRecord[], kw: number | null): EcoBuildOptions {
  return {
    timeZone: TZ,
    power: [
      { year: 2026, months: Array.from({ length: 12 }, (_, k) => (kw === null ? null : kw + k * 10)) },
      { year: 2027, months: Array.from({ length: 12 }, () => kw) },
    ],
    counterNumber: 'LE-7',
    hasEnergy: records.some((r) => r.e1 !== null),
  };
}

function expectSame(records: EcoRecord[], kw: number | null = 900) {
  const o = options(records, kw);
  const days = pieces(records);
  expect(ecoDaysHaveEnergy(days)).toBe(o.hasEnergy);
  for (const type of ['report1', 'report15'] as const) {
    const ref = buildEcoReport(type, records, o);
    const got = buildEcoReportFromDays(type, days, o);
    expect(got.answer).toEqual(ref.answer);
    expect(got.rows).toEqual(ref.rows);
  }
}

/** One step of the record generator: how far the next record is, and what it reads. */
const stepArb = fc.record({
  gap: fc.oneof(
    { weight: 8, arbitrary: fc.constant(10_000) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 600_000 }) },
    { weight: 2, arbitrary: fc.constant(-1) }, // to the next minute start exactly
    { weight: 1, arbitrary: fc.constant(-15) }, // to the next quarter start exactly
    { weight: 1, arbitrary: fc.integer({ min: 3_600_000, max: 3 * ECO_DAY_MS }) },
    { weight: 1, arbitrary: fc.constant(-86_400) }, // to the next UTC day start exactly
  ),
  v: fc.oneof(
    fc.constant(0),
    fc.constant(3),
    fc.constant(2.9),
    fc.integer({ min: 0, max: 1400 }).map((x) => x / 10),
    fc.double({ min: 0, max: 160, noNaN: true }),
  ),
  key: fc.constantFrom(true, true, true, false, null),
  gps: fc.constantFrom(true, true, true, false),
  zeroFix: fc.boolean().map((b) => b && Math.random() < 0.05),
  dLat: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
  dLon: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
  e1: fc.oneof(
    { weight: 8, arbitrary: fc.double({ min: 0, max: 9, noNaN: true }).map((x) => ({ add: x })) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 500, noNaN: true }).map((x) => ({ set: x })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 9 }).map((x) => ({ add: x / 1000 })) },
  ),
  e2: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 2000 }).map((x) => ({ add: x / 1000 })) },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant({ set: 0 }) },
  ),
  vol: fc.oneof(fc.constant(null), fc.integer({ min: 2500, max: 4000 }), fc.double({ min: 0, max: 4000, noNaN: true })),
});

/** Starts near the Warsaw DST changes, UTC midnights and ordinary moments. */
const startArb = fc.oneof(
  fc.constantFrom(
    at('2026-03-29 00:30:00'),
    at('2026-10-25 01:59:50'),
    at('2026-10-24 23:58:00'),
    Date.UTC(2026, 0, 31, 23, 59, 0),
    Date.UTC(2026, 5, 30, 23, 50, 0),
  ),
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 1) }),
);

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

function generate(start: number, steps: Step[]): EcoRecord[] {
  const out: EcoRecord[] = [];
  let t = start;
  let lat = 52.2;
  let lon = 21.0;
  let e1: number | null = 100_000.5;
  let e2: number | null = 2_000;
  for (const s of steps) {
    if (out.length > 0) {
      if (s.gap === -1) t = Math.floor(t / 60_000) * 60_000 + 60_000;
      else if (s.gap === -15) t = Math.floor(t / 900_000) * 900_000 + 900_000;
      else if (s.gap === -86_400) t = Math.floor(t / ECO_DAY_MS) * ECO_DAY_MS + ECO_DAY_MS;
      else t += s.gap;
    }
    lat += s.dLat;
    lon += s.dLon;
    const r1: number | null = s.e1 === null ? null : 'set' in s.e1 ? s.e1.set : (e1 ?? 100_000) + s.e1.add;
    if (r1 !== null) e1 = r1;
    const r2: number | null = s.e2 === null ? null : 'set' in s.e2 ? s.e2.set : (e2 ?? 2_000) + s.e2.add;
    if (r2 !== null) e2 = r2;
    out.push({
      t,
      lat: s.zeroFix ? 0 : lat,
      lon: s.zeroFix ? 0 : lon,
      v: s.v,
      gps: s.gps,
      key: s.key,
      e1: r1,
      e2: r2,
      pow: null,
      vol: s.vol,
      gsm: null,
      al: null,
      d1: null,
      d2: null,
    });
  }
  return out;
}

describe('eco reports from stored days (bin-report) equal the record path', () => {
  it('for random record sequences: gaps of days, nulls, counter resets, points on minute starts, DST days', () => {
    fc.assert(
      fc.property(
        startArb,
        fc.array(stepArb, { minLength: 1, maxLength: 400 }),
        fc.constantFrom(900, 1, null),
        (start, steps, kw) => {
          expectSame(generate(start, steps), kw);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for a dense day across the autumn DST change, cut mid-day at both ends', () => {
    const start = at('2026-10-24 13:17:43');
    const recs: EcoRecord[] = [];
    let e1 = 5_000;
    for (let k = 0; k < 3 * 8640; k++) {
      e1 += k % 97 === 0 ? -3 : 0.25 + (k % 7) * 0.125;
      recs.push({
        t: start + k * 10_000,
        lat: 52 + k * 1e-5,
        lon: 21 + k * 1e-5,
        v: (k % 50) * 2.2,
        gps: k % 211 !== 0,
        key: k % 500 < 450 ? true : k % 500 < 480 ? false : null,
        e1: k % 13 === 0 ? null : e1,
        e2: k % 17 === 0 ? null : k,
        pow: null,
        vol: k % 5 === 0 ? null : 3000 + (k % 300),
        gsm: null,
        al: null,
        d1: null,
        d2: null,
      });
    }
    expectSame(recs);
    expectSame(recs.slice(1234, recs.length - 777));
  });

  it('a vehicle without energy counters answers the driving statistics only', () => {
    const recs = generate(at('2026-05-01 10:00:00'), [
      ...Array.from({ length: 30 }, () => ({
        gap: 10_000,
        v: 40,
        key: true,
        gps: true,
        zeroFix: false,
        dLat: 0.001,
        dLon: 0,
        e1: null,
        e2: null,
        vol: null,
      })),
    ]);
    expect(recs.every((r) => r.e1 === null)).toBe(true);
    expectSame(recs);
  });

  it('nothing at all', () => {
    expectSame([]);
  });
});
