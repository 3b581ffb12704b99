import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthScript, simulateVehicle, simulatedConfig } from '../engine/simulate';
import { initialState, processRange } from '../engine/step';
import { startRange } from '../engine/live';
import type { EngineState } from '../engine/types';
import type { Position } from '../telemetry';
import { buildColumns, placesOf } from './chunk-build';
import { EncodedColumns, decodeColumns, encodeColumns, type RouteColumns } from './chunk-codec';
import { deriveRange, joinParts, joinPieces, mergeRoute, mergeRule } from './chunk-merge';

const f = (...v: number[]) => Float64Array.from(v);
const cols = (n: number, num: Record<string, Float64Array>, text: Record<string, (string | null)[]> = {}) => {
  const places: Record<string, number> = {};
  for (const k of Object.keys(num)) places[k] = placesOf(k);
  return { n, num, places, text } as RouteColumns;
};

describe('route columns codec', () => {
  it('round-trips numbers at their places, nulls, constants, big values and text', () => {
    const c = cols(
      4,
      {
        dtValue: f(1_767_225_600_000, 1_767_225_610_000, 1_767_225_620_000, 1_767_225_630_000),
        lat: f(52.229701, 52.229702, NaN, 52.1),
        v: f(12.3, -4.5, 0, 1e6),
        none: f(NaN, NaN, NaN, NaN),
        same: f(7, 7, 7, 7),
        t1: f(-18.2, NaN, -18.2, 3),
      },
      { state: ['drive', 'drive', null, 'stop'], d1: [null, 'ABC', 'Żółw', null] },
    );
    const back = decodeColumns(encodeColumns(c));
    expect(back.n).toBe(4);
    for (const k of Object.keys(c.num)) expect(Array.from(back.num[k]), k).toEqual(Array.from(c.num[k]));
    expect(back.text).toEqual(c.text);
    expect(back.places.lat).toBe(6);
  });

  it('reads only the columns asked for and refuses broken data', () => {
    const bytes = encodeColumns(cols(2, { a: f(1, 2), b: f(3, 4) }, { s: ['x', 'y'] }));
    const part = decodeColumns(bytes, new Set(['b', 's']));
    expect(Object.keys(part.num)).toEqual(['b']);
    expect(part.text.s).toEqual(['x', 'y']);
    expect(() => decodeColumns(bytes.subarray(0, bytes.length - 3))).toThrow(/truncated/);
    expect(() => decodeColumns(Uint8Array.of(9))).toThrow(/version/);
  });

  it('round-trips any values kept at 0–6 places', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -1e9, max: 1e9 }), { nil: null }), { maxLength: 50 }),
        fc.integer({ min: 0, max: 6 }),
        (qs, places) => {
          const a = Float64Array.from(qs, (q) => (q === null ? NaN : q / 10 ** places));
          const c: RouteColumns = { n: a.length, num: { x: a }, places: { x: places }, text: {} };
          expect(Array.from(decodeColumns(encodeColumns(c)).num.x)).toEqual(Array.from(a));
        },
      ),
    );
  });
});

describe('joining pieces', () => {
  it('names the rule of each field', () => {
    expect(['sumrg', 'et', 'plu', 'i3c', 'o1st', 't2min', 't16max', 'i1lt', 'v', 'ckm'].map(mergeRule)).toEqual([
      'add',
      'add',
      'add',
      'add',
      'add',
      'min',
      'max',
      'period',
      'plain',
      'plain',
    ]);
  });

  it('adds, takes min/max and keeps the last on-period across pieces', () => {
    const a = cols(2, { sumrg: f(5, 10), t1min: f(-3, -4), t1max: f(NaN, 2), i1c: f(1, 1), i1lt: f(30, 30) });
    const b = cols(3, {
      sumrg: f(0, 7, NaN),
      t1min: f(NaN, -1, -9),
      t1max: f(1, 5, 5),
      i1c: f(0, 1, 1),
      i1lt: f(0, 0, 4),
    });
    const j = joinParts([a, b]);
    expect(Array.from(j.num.sumrg)).toEqual([5, 10, 10, 17, NaN]);
    expect(Array.from(j.num.t1min)).toEqual([-3, -4, -4, -4, -9]);
    expect(Array.from(j.num.t1max)).toEqual([NaN, 2, 2, 5, 5]);
    expect(Array.from(j.num.i1c)).toEqual([1, 1, 1, 2, 2]);
    expect(Array.from(j.num.i1lt)).toEqual([30, 30, 30, 0, 4]);
  });

  it('fills coordinates before the first fix with it, and a column a piece lacks with nulls', () => {
    const j = joinParts([cols(2, { lat: f(NaN, NaN) }), cols(2, { lat: f(NaN, 51.5), t3: f(1, 2) })]);
    expect(Array.from(j.num.lat)).toEqual([51.5, 51.5, 51.5, 51.5]);
    expect(Array.from(j.num.t3)).toEqual([NaN, NaN, 1, 2]);
  });
});

/** joinParts' rules point by point, as they read (the reference for its copying shortcuts). */
function joinByPoint(parts: RouteColumns[], name: string): number[] {
  const rule = mergeRule(name);
  const scale = 10 ** placesOf(name);
  const out: number[] = [];
  let last = NaN;
  for (const p of parts) {
    const base = last;
    let switched = false;
    for (let i = 0; i < p.n; i++) {
      let v = p.num[name]?.[i] ?? NaN;
      if (rule === 'add') v = v === v && base === base ? Math.round((v + base) * scale) / scale : v;
      else if (rule === 'min') v = v !== v ? base : base === base && base < v ? base : v;
      else if (rule === 'max') v = v !== v ? base : base === base && base > v ? base : v;
      else if (rule === 'period') {
        if (!switched && (v > 0 || (p.num.i1c?.[i] ?? 0) > 0)) switched = true;
        if (!switched && base === base) v = base;
      }
      out.push(v);
      if (v === v) last = v;
    }
  }
  return out;
}

describe('joining pieces, any values', () => {
  const FIELDS = ['sumrg', 't1min', 't1max', 'i1c', 'i1lt', 'v'];
  const value = fc.oneof(
    fc.constant(NaN),
    fc.integer({ min: -50, max: 500 }).map((x) => x / 10),
  );
  const piece = fc
    .integer({ min: 0, max: 6 })
    .chain((n) =>
      fc
        .record(Object.fromEntries(FIELDS.map((k) => [k, fc.option(fc.array(value, { minLength: n, maxLength: n }))])))
        .map((num) => cols(n, Object.fromEntries(Object.entries(num).flatMap(([k, v]) => (v ? [[k, f(...v)]] : []))))),
    );
  it('equal the rules applied point by point', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (parts) => {
        const j = joinParts(parts);
        for (const name of Object.keys(j.num))
          if (name !== 'lat' && name !== 'lon') expect(Array.from(j.num[name])).toEqual(joinByPoint(parts, name));
      }),
    );
  });

  it('join and derive a column only when it is first read, once', () => {
    const decoded: string[] = [];
    const parts = [0, 1].map((k) => {
      const e = new EncodedColumns(encodeColumns(cols(2, { sumrg: f(k, k + 1), v: f(10, 20), dtValue: f(k, k + 1) })));
      return {
        n: e.n,
        numNames: () => e.numNames(),
        textNames: () => e.textNames(),
        numbersInto(name: string, out: Float64Array, at: number) {
          decoded.push(name);
          return e.numbersInto(name, out, at);
        },
        numbers: (name: string) => e.numbers(name),
        text: (name: string) => e.text(name),
      };
    });
    const j = deriveRange(joinPieces(parts), { connections: [], now: 0 });
    expect(Object.keys(j.num)).toContain('rg');
    expect(decoded).toEqual([]);
    expect(Array.from(j.num.vmax)).toEqual([10, 20, 20, 20]);
    expect(decoded).toEqual(['v', 'v']);
    expect(Array.from(j.num.rg)).toEqual([0, 1, 1, 1]); // sumrg joined: 0, 1, 2, 3
    expect(j.num.v).toBe(j.num.v);
    expect(decoded).toEqual(['v', 'v', 'sumrg', 'sumrg']);
    // Still an ordinary property: it can be replaced.
    j.num.v = f(1, 2, 3, 4);
    expect(Array.from(j.num.v)).toEqual([1, 2, 3, 4]);
  });

  it('join the same decoded straight from their encoded bytes as decoded first', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (parts) => {
        const bytes = parts.map((p) =>
          encodeColumns({ ...p, text: { place: Array.from({ length: p.n }, () => 'A') } }),
        );
        const decoded = joinParts(bytes.map((b) => decodeColumns(b)));
        const encoded = joinPieces(bytes.map((b) => new EncodedColumns(b)));
        expect(encoded).toEqual(decoded);
      }),
    );
  });
});

/** The engine over `positions` from a fresh state, cut at `cuts`, each piece started with startRange. */
function pieces(positions: Position[], cuts: number[]): RouteColumns[] {
  const config = simulatedConfig();
  let state: EngineState = startRange(initialState(config));
  const bounds = [0, ...cuts, positions.length];
  const out: RouteColumns[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    if (k > 0) state = startRange(state);
    const piece = positions.slice(bounds[k], bounds[k + 1]);
    const fixBefore = state.fix ? { lat: state.fix.lat, lon: state.fix.lon } : null;
    const run = processRange(state, piece, config, { derived: true });
    const receivedAt = piece.map((p) => p.time + 1000);
    out.push(buildColumns(piece, run.derived, { config, receivedAt, fixBefore }));
    state = run.state;
  }
  return out;
}

const RATIOS = new Set(['plk', 'flk', 'plm', 'flm', 'plmm', 'flmm', 'fluavg']);

describe('merged pieces equal one engine pass over the range', () => {
  const positions = simulateVehicle(monthScript(2, 11), { start: Date.UTC(2026, 2, 1), interval: 60, seed: 5 });
  const ctx = { connections: [{ from: positions[10].time, to: positions[400].time }], now: positions.at(-1)!.time };
  const whole = deriveRange(pieces(positions, [])[0], ctx);

  it('for any cuts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: positions.length - 1 }), { maxLength: 5 }), (raw) => {
        const cuts = [...raw].sort((a, b) => a - b);
        const merged = mergeRoute(pieces(positions, cuts), ctx);
        expect(merged.n).toBe(whole.n);
        expect(Object.keys(merged.num).sort()).toEqual(Object.keys(whole.num).sort());
        const wrong: string[] = [];
        for (const [name, a] of Object.entries(whole.num)) {
          const b = merged.num[name];
          // Sums of values rounded per piece may differ from the rounded whole by a unit per
          // cut (two for differences of sums); ratios of such sums by a little more.
          // Averages and rates divide such sums by short roads and times (0.01 l over 60 s is 0.6 l/h).
          const ratio = RATIOS.has(name);
          // rg and th are differences of whole metres.
          const unit = name === 'rg' || name === 'th' ? 1 : 10 ** -placesOf(name);
          const tolerance = 2 * (cuts.length + 1) * unit + (ratio ? 1.3 : 0);
          for (let i = 0; i < a.length; i++) {
            const ok =
              a[i] !== a[i] ? b[i] !== b[i] : Math.abs(b[i] - a[i]) <= tolerance + Math.abs(a[i]) * (ratio ? 0.05 : 0);
            if (!ok && wrong.length < 12) wrong.push(`${cuts} ${name}[${i}]: ${b[i]} instead of ${a[i]}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(merged.text).toEqual(whole.text);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
