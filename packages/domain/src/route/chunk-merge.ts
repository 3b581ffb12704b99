import { placesOf } from './chunk-build';
import type { RoutePoints } from '../api/route';
import { EncodedColumns, type RouteColumns } from './chunk-codec';
import {
  dutyFactor,
  gprsActive,
  instantUse,
  perHour,
  perHundredKm,
  rpmSoFar,
  runningMax,
  stepDiff,
  type ConnectionSpan,
} from './derive';

/**
 * Joining pieces of route (cached days, ranges computed on the fly) into one range, and the
 * values that depend on the whole range. Each piece's engine values count from its own start
 * (`startRange`); the joined range counts from the range start, as one engine pass over it
 * would (docs/route.md 'Chunks'):
 * - additive values (road, times in states, fuel used, input/output counts and seconds on) add
 *   the previous pieces' last value (unknown counts as 0 there; an unknown value stays unknown);
 * - running min/max (temperatures) take the min/max with the previous pieces' last value;
 * - the last on-period of an input/output (iNlt, oNlt) keeps the previous pieces' value until
 *   the piece's first switch-on (a piece starting with the input off begins at 0);
 * - coordinates unknown before the range's first fix take that first fix.
 */

const ADDITIVE = /^(sumrg|sumth|rt|st|ht|et|plu|flu|[io]\d+(c|st))$/;
const RUN_MIN = /^t\d+min$/;
const RUN_MAX = /^t\d+max$/;
const LAST_PERIOD = /^([io]\d+)lt$/;

export type MergeRule = 'add' | 'min' | 'max' | 'period' | 'plain';

export function mergeRule(field: string): MergeRule {
  if (ADDITIVE.test(field)) return 'add';
  if (RUN_MIN.test(field)) return 'min';
  if (RUN_MAX.test(field)) return 'max';
  if (LAST_PERIOD.test(field)) return 'period';
  return 'plain';
}

/** Rounds to the field's places (what the wire keeps). */
function rounder(field: string) {
  const s = 10 ** placesOf(field);
  return (v: number) => Math.round(v * s) / s;
}

/** The last number (not NaN) of a[from, to), else `fallback`. */
function lastNumber(a: Float64Array, from: number, to: number, fallback: number): number {
  for (let i = to - 1; i >= from; i--) if (a[i] === a[i]) return a[i];
  return fallback;
}

/**
 * The rule of a field applied in place to one piece already written at a[at, at + n) (NaN where
 * it has no value), after `base` (the previous pieces' last number, NaN: none). Without a base,
 * and for plain fields (most of a month's columns), the piece stays as it is; the rules only
 * loop where a base changes values. `counts`: the piece's own switch-on counts (period rule).
 */
function mergeInPlace(
  a: Float64Array,
  at: number,
  n: number,
  rule: MergeRule,
  base: number,
  scale: number,
  counts: () => Float64Array | undefined,
): void {
  if (rule === 'plain' || base !== base) return;
  const end = at + n;
  if (rule === 'add') {
    // The commonest loop (road, times, fuel, counts over 30 of a month's 31 days), kept plain.
    for (let i = at; i < end; i++) {
      const v = a[i];
      if (v === v) a[i] = Math.round((v + base) * scale) / scale;
    }
    return;
  }
  const c = rule === 'period' ? counts() : undefined;
  let switched = false;
  for (let i = at; i < end; i++) {
    let v = a[i];
    if (rule === 'min') v = v !== v || base < v ? base : v;
    else if (rule === 'max') v = v !== v || base > v ? base : v;
    else {
      if (!switched && (v > 0 || (c !== undefined && c[i - at] > 0))) switched = true;
      if (!switched) v = base;
    }
    a[i] = v;
  }
}

/** A piece of route as the join reads it: decoded columns, or encoded ones (chunk-codec.ts EncodedColumns). */
export interface JoinPiece {
  n: number;
  numNames(): string[];
  textNames(): string[];
  /** The piece's numbers into out[at, at + n); false (nothing written) when it has none. */
  numbersInto(name: string, out: Float64Array, at: number): boolean;
  numbers(name: string): Float64Array | undefined;
  text(name: string): (string | null)[] | undefined;
}

const decodedPiece = (p: RouteColumns): JoinPiece => ({
  n: p.n,
  numNames: () => Object.keys(p.num),
  textNames: () => Object.keys(p.text),
  numbersInto(name, out, at) {
    const src = p.num[name];
    if (src) out.set(src.subarray(0, p.n), at);
    return !!src;
  },
  numbers: (name) => p.num[name],
  text: (name) => p.text[name],
});

/**
 * `num[name]` computed by `make` on its first read and kept (a plain, writable property from
 * then on): the viewer's first render reads 46 of a month's 66 columns, the rest may never be.
 */
function lazyColumn(num: Record<string, Float64Array>, name: string, make: () => Float64Array): void {
  const keep = (value: Float64Array) =>
    Object.defineProperty(num, name, { value, writable: true, configurable: true, enumerable: true });
  Object.defineProperty(num, name, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      keep(value);
      return value;
    },
    set: keep,
  });
}

/** One numeric column of the joined range: each piece written (decoded) at its place, then its rule applied. */
function joinColumn(parts: readonly JoinPiece[], n: number, name: string): Float64Array {
  const a = new Float64Array(n);
  const rule = mergeRule(name);
  const scale = 10 ** placesOf(name);
  const count = LAST_PERIOD.exec(name)?.[1];
  let last = NaN;
  let at = 0;
  for (const p of parts) {
    if (!p.numbersInto(name, a, at)) a.fill(NaN, at, at + p.n);
    mergeInPlace(a, at, p.n, rule, last, scale, () => (count ? p.numbers(`${count}c`) : undefined));
    last = lastNumber(a, at, at + p.n, last);
    at += p.n;
  }
  if (name === 'lat' || name === 'lon') {
    // Coordinates unknown before the range's first fix take that fix.
    let first = 0;
    while (first < n && a[first] !== a[first]) first++;
    if (first < n) a.fill(a[first], 0, first);
  }
  return a;
}

/**
 * Joins pieces in time order into one range counted from the first piece's start. A numeric
 * column is joined on its first read (`lazyColumn`): each piece's column is written (decoded,
 * for encoded pieces) straight into the joined one, then its rule applied there.
 */
export function joinPieces(parts: readonly JoinPiece[]): RouteColumns {
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const out: RouteColumns = { n, num: {}, places: {}, text: {} };
  const numNames = new Set(parts.flatMap((p) => p.numNames()));
  const textNames = new Set(parts.flatMap((p) => p.textNames()));
  for (const name of numNames) {
    lazyColumn(out.num, name, () => joinColumn(parts, n, name));
    out.places[name] = placesOf(name);
  }
  for (const name of textNames) {
    const a: (string | null)[] = [];
    for (const p of parts) {
      const src = p.text(name);
      for (let i = 0; i < p.n; i++) a.push(src ? src[i] : null);
    }
    out.text[name] = a;
  }
  return out;
}

/** Joins decoded pieces (joinPieces). */
export const joinParts = (parts: readonly RouteColumns[]): RouteColumns => joinPieces(parts.map(decodedPiece));

export interface DeriveContext {
  connections: readonly ConnectionSpan[];
  /** Open connections count as open up to this moment. */
  now: number;
}

const nan = (n: number) => new Float64Array(n).fill(NaN);

/**
 * Adds the values that depend on the whole range (docs/route.md 'How the points are computed'
 * 5): rg, th, flus, vmax, emax, ea, df, plk, flk, plm, flm, plmm, flmm, fluavg, gprsActive and
 * etVal (= cmt), each computed on its first read (a missing source counts as all null).
 */
export function deriveRange(cols: RouteColumns, ctx: DeriveContext): RouteColumns {
  const { n, num } = cols;
  const get = (f: string) => num[f] ?? nan(n);
  /** A new field, computed on its first read (`lazyColumn`) into a fresh array rounded in place to its places. */
  const set = (f: string, make: () => Float64Array) => {
    const round = rounder(f);
    lazyColumn(num, f, () => {
      const a = make();
      for (let i = 0; i < n; i++) if (a[i] === a[i]) a[i] = round(a[i]);
      return a;
    });
    cols.places[f] = placesOf(f);
  };
  let rpm: ReturnType<typeof rpmSoFar> | null = null;
  const rpmOf = () => (rpm ??= rpmSoFar(get('r'), get('engine')));
  set('rg', () => stepDiff(get('sumrg')));
  set('th', () => stepDiff(get('sumth')));
  set('flus', () => stepDiff(get('flu')));
  set('vmax', () => runningMax(get('v')));
  set('emax', () => rpmOf().emax);
  set('ea', () => rpmOf().ea);
  set('df', () => {
    const [rt, et] = [get('rt'), get('et')];
    const df = new Float64Array(n);
    for (let i = 0; i < n; i++) df[i] = dutyFactor(rt[i], et[i]);
    return df;
  });
  set('plk', () => perHundredKm(get('plu'), get('sumrg')));
  set('flk', () => perHundredKm(get('flu'), get('sumrg')));
  set('plm', () => perHour(get('plu'), get('et')));
  set('flm', () => perHour(get('flu'), get('et')));
  set('plmm', () => instantUse(get('dtValue'), get('plu')));
  set('flmm', () => instantUse(get('dtValue'), get('flu')));
  set('fluavg', () => perHour(get('flu'), get('rt')));
  set('gprsActive', () => Float64Array.from(gprsActive(get('dtValue'), ctx.connections, ctx.now)));
  set('etVal', () => Float64Array.from(get('cmt')));
  return cols;
}

/** One range from its pieces, with every point field of api/route.ts. */
export function mergeRoute(parts: readonly RouteColumns[], ctx: DeriveContext): RouteColumns {
  return deriveRange(joinParts(parts), ctx);
}

/**
 * The points of a route answer (api/route.ts RoutePoints) as one range with every field;
 * `inflated[k]` is part k's data after base64 and deflate-raw decoding.
 */
export function readRoutePoints(points: RoutePoints, inflated: readonly Uint8Array[]): RouteColumns {
  // Each part's columns are decoded straight into the joined ones: no per-part arrays to copy.
  const parts = inflated.map((bytes) => new EncodedColumns(bytes));
  return deriveRange(joinPieces(parts), {
    connections: points.conn.map(([from, to]) => ({ from, to })),
    now: points.now,
  });
}

/** One field's values as the viewer reads them: numbers or null, text, all null when absent. */
export function fieldValues(cols: RouteColumns, field: string): (number | string | null)[] {
  const text = cols.text[field];
  if (text) return text;
  const out = new Array<number | null>(cols.n);
  const a = cols.num[field];
  if (!a) return out.fill(null);
  for (let i = 0; i < cols.n; i++) out[i] = a[i] === a[i] ? a[i] : null;
  return out;
}
