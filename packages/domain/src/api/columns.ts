/**
 * Compact columnar form of big arrays (DESIGN §6): route points travel as one packed column per
 * field, then HTTP compression. Each column picks the smallest of three shapes:
 * - `c`: every value the same (a counter that never moved, an absent thermometer);
 * - `r`: runs of equal values (flags, driver ids, states that change rarely);
 * - `d`: numbers as integer deltas at a fixed scale (coordinates, times, cumulative counters),
 *   where consecutive points differ by small numbers that compress well.
 * Values are numbers, strings or null. Decoding is exact for `c` and `r`; `d` rounds each value
 * to 1/scale, which is the precision the encoder was asked for.
 */

export type PackedValue = number | string | null;

export type PackedColumn =
  | { k: 'c'; v: PackedValue }
  | { k: 'r'; v: PackedValue[]; n: number[] }
  /** Deltas of round(value × s); null entries are nulls and leave the running value as it was. */
  | { k: 'd'; s: number; d: (number | null)[] };

export interface PackedColumns {
  /** Number of rows. */
  n: number;
  c: Record<string, PackedColumn>;
}

/** Decimal places per field the encoder keeps: scale = 10^places. Fields not listed keep 0. */
export type ColumnPlaces = Record<string, number>;

function runs(values: ArrayLike<PackedValue>): { v: PackedValue[]; n: number[] } {
  const v: PackedValue[] = [];
  const n: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (v.length > 0 && v[v.length - 1] === x) n[n.length - 1]++;
    else {
      v.push(x);
      n.push(1);
    }
  }
  return { v, n };
}

function deltas(values: ArrayLike<PackedValue>, scale: number): (number | null)[] | null {
  const d: (number | null)[] = new Array(values.length);
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (x === null) {
      d[i] = null;
      continue;
    }
    if (typeof x !== 'number' || !Number.isFinite(x)) return null;
    const q = Math.round(x * scale);
    d[i] = q - last;
    last = q;
  }
  return d;
}

/** Packs one column; `places` decimal places are kept for numbers in the delta shape. */
export function packColumn(values: ArrayLike<PackedValue>, places = 0): PackedColumn {
  if (values.length === 0) return { k: 'c', v: null };
  const r = runs(values);
  if (r.v.length === 1) return { k: 'c', v: r.v[0] };
  // A run costs two entries, a delta one: runs win when values repeat for long stretches.
  if (r.v.length * 2 <= values.length) return { k: 'r', ...r };
  const s = 10 ** places;
  const d = deltas(values, s);
  return d ? { k: 'd', s, d } : { k: 'r', ...r };
}

/**
 * Unpacks one column into `n` values. The array grows by push: a preallocated `new Array(n)` of a
 * route-month's size starts in V8's dictionary mode, and Chromium's fill() left it so — reading a
 * point of such a column took milliseconds (a 57 ms task in the eco view's playback, bench
 * eco-browser).
 */
export function unpackColumn(col: PackedColumn, n: number): PackedValue[] {
  const out: PackedValue[] = [];
  if (col.k === 'c') {
    for (let i = 0; i < n; i++) out.push(col.v);
    return out;
  }
  if (col.k === 'r') {
    for (let j = 0; j < col.v.length && out.length < n; j++)
      for (let m = 0; m < col.n[j] && out.length < n; m++) out.push(col.v[j]);
    while (out.length < n) out.push(null);
    return out;
  }
  let running = 0;
  for (let i = 0; i < n; i++) {
    const x = col.d[i];
    if (x === null || x === undefined) out.push(null);
    else {
      running += x;
      out.push(running / col.s);
    }
  }
  return out;
}

/** Packs rows given as one array per field. Every array must have `n` entries. */
export function packColumns(
  n: number,
  fields: Record<string, ArrayLike<PackedValue>>,
  places: ColumnPlaces = {},
): PackedColumns {
  const c: Record<string, PackedColumn> = {};
  for (const [name, values] of Object.entries(fields)) {
    if (values.length !== n) throw new Error(`packColumns: ${name} has ${values.length} values, expected ${n}`);
    c[name] = packColumn(values, places[name] ?? 0);
  }
  return { n, c };
}

/** Unpacks every column: one array per field, `n` values each. */
export function unpackColumns(packed: PackedColumns): Record<string, PackedValue[]> {
  const out: Record<string, PackedValue[]> = {};
  for (const [name, col] of Object.entries(packed.c)) out[name] = unpackColumn(col, packed.n);
  return out;
}
