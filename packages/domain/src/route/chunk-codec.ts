/**
 * Binary columnar form of route points (docs/route.md 'Chunks'): what a cached day of route
 * (route_chunks.data) and every part of a route answer hold before deflate. Numbers are kept
 * at a fixed number of decimal places as integers q = round(x × 10^places) and written as
 * zig-zag varint deltas; text columns as a dictionary and one varint index per row. Repeated
 * values become repeated bytes, which deflate packs to almost nothing.
 *
 * Layout: varint version (1), varint n, varint column count; per column: name (varint length,
 * then one varint per UTF-16 unit), varint kind, varint places, varint payload length, payload.
 * Kinds: 0 all null; 1 one value for every row (payload: one token); 2 deltas (n tokens);
 * 3 text (dictionary size, strings, then n indexes, 0 = null). A number token is 0 for null,
 * else zigzag(q − previous q) + 1; null leaves the previous q as it was.
 */

/** Point columns: numbers as Float64Arrays (NaN = null), text as arrays; `places` per numeric column. */
export interface RouteColumns {
  n: number;
  num: Record<string, Float64Array>;
  places: Record<string, number>;
  text: Record<string, (string | null)[]>;
}

export const emptyColumns = (n = 0): RouteColumns => ({ n, num: {}, places: {}, text: {} });

const VERSION = 1;
const TWO_31 = 2 ** 31;

class Writer {
  buf = new Uint8Array(1024);
  len = 0;
  private room(extra: number) {
    if (this.len + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.len + extra));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  /** A non-negative integer (up to 2^53). */
  uint(v: number) {
    this.room(8);
    const b = this.buf;
    if (v < TWO_31) {
      while (v >= 0x80) {
        b[this.len++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      b[this.len++] = v;
      return;
    }
    while (v >= 0x80) {
      b[this.len++] = (v % 128) | 0x80;
      v = Math.floor(v / 128);
    }
    b[this.len++] = v;
  }
  /** A number token: null → 0, else zigzag(delta) + 1. */
  token(delta: number | null) {
    if (delta === null) this.uint(0);
    else this.uint((delta >= 0 ? delta * 2 : -delta * 2 - 1) + 1);
  }
  str(s: string) {
    this.uint(s.length);
    for (let i = 0; i < s.length; i++) this.uint(s.charCodeAt(i));
  }
  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

class Reader {
  pos = 0;
  constructor(readonly b: Uint8Array) {}
  uint(): number {
    const b = this.b;
    let v = 0;
    let mul = 1;
    for (;;) {
      if (this.pos >= b.length) throw new Error('route columns: truncated data');
      const x = b[this.pos++];
      v += (x & 0x7f) * mul;
      if (x < 0x80) return v;
      mul *= 128;
    }
  }
  str(): string {
    const len = this.uint();
    let s = '';
    for (let i = 0; i < len; i++) s += String.fromCharCode(this.uint());
    return s;
  }
}

function allSame(q: Float64Array): boolean {
  for (let i = 1; i < q.length; i++) if (!Object.is(q[i], q[0])) return false;
  return true;
}

function numberPayload(values: Float64Array, places: number): { kind: number; payload: Uint8Array } {
  const s = 10 ** places;
  const n = values.length;
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) q[i] = values[i] === values[i] ? Math.round(values[i] * s) : NaN;
  const w = new Writer();
  if (n > 0 && allSame(q)) {
    if (q[0] !== q[0]) return { kind: 0, payload: new Uint8Array(0) };
    w.token(q[0]);
    return { kind: 1, payload: w.done() };
  }
  let last = 0;
  for (let i = 0; i < n; i++) {
    const x = q[i];
    if (x !== x) w.token(null);
    else {
      w.token(x - last);
      last = x;
    }
  }
  return { kind: 2, payload: w.done() };
}

function textPayload(values: readonly (string | null)[]): Uint8Array {
  const dict = new Map<string, number>();
  for (const v of values) if (v !== null && !dict.has(v)) dict.set(v, dict.size + 1);
  const w = new Writer();
  w.uint(dict.size);
  for (const k of dict.keys()) w.str(k);
  for (const v of values) w.uint(v === null ? 0 : dict.get(v)!);
  return w.done();
}

/** Encodes columns (every column must have `n` rows). */
export function encodeColumns(cols: RouteColumns): Uint8Array {
  const w = new Writer();
  const names = [...Object.keys(cols.num), ...Object.keys(cols.text)];
  w.uint(VERSION);
  w.uint(cols.n);
  w.uint(names.length);
  for (const [name, values] of Object.entries(cols.num)) {
    if (values.length !== cols.n) throw new Error(`route columns: ${name} has ${values.length} rows, not ${cols.n}`);
    const places = cols.places[name] ?? 0;
    const { kind, payload } = numberPayload(values, places);
    w.str(name);
    w.uint(kind);
    w.uint(places);
    w.uint(payload.length);
    w.bytes(payload);
  }
  for (const [name, values] of Object.entries(cols.text)) {
    if (values.length !== cols.n) throw new Error(`route columns: ${name} has ${values.length} rows, not ${cols.n}`);
    const payload = textPayload(values);
    w.str(name);
    w.uint(3);
    w.uint(0);
    w.uint(payload.length);
    w.bytes(payload);
  }
  return w.done();
}

/** n values of a numeric column into out[offset, offset + n) (NaN for null). */
function decodeNumbers(
  r: Reader,
  kind: number,
  n: number,
  places: number,
  out: Float64Array = new Float64Array(n),
  offset = 0,
): Float64Array {
  const s = 10 ** places;
  if (kind === 0) return out.fill(NaN, offset, offset + n);
  if (kind === 1) {
    const t = r.uint();
    return out.fill(t === 0 ? NaN : unzig(t - 1) / s, offset, offset + n);
  }
  // Most tokens are one or two bytes (small deltas, repeated values): those are read inline
  // with integer operations, the rest through Reader.uint; the values are the same either way.
  const b = r.b;
  let pos = r.pos;
  let q = 0;
  for (let i = offset, end = offset + n; i < end; i++) {
    const x = b[pos];
    let t: number;
    if (x < 0x80) {
      t = x;
      pos += 1;
    } else if (x !== undefined && b[pos + 1] < 0x80) {
      t = (x & 0x7f) | (b[pos + 1] << 7);
      pos += 2;
    } else {
      r.pos = pos;
      t = r.uint();
      pos = r.pos;
    }
    if (t === 0) out[i] = NaN;
    else {
      const z = t - 1;
      q += z < 0x40000000 ? ((z & 1) === 0 ? z >>> 1 : -((z + 1) >>> 1)) : unzig(z);
      out[i] = q / s;
    }
  }
  r.pos = pos;
  return out;
}

const unzig = (z: number) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

function decodeText(r: Reader, n: number): (string | null)[] {
  const size = r.uint();
  const dict: (string | null)[] = [null];
  for (let k = 0; k < size; k++) dict.push(r.str());
  const out = new Array<string | null>(n);
  for (let i = 0; i < n; i++) out[i] = dict[r.uint()] ?? null;
  return out;
}

/** Decodes columns; with `wanted`, only those columns are read (the others are skipped). */
export function decodeColumns(bytes: Uint8Array, wanted?: ReadonlySet<string>): RouteColumns {
  const e = new EncodedColumns(bytes);
  const cols = emptyColumns(e.n);
  const read = (name: string) => !wanted || wanted.has(name);
  for (const name of e.numNames().filter(read)) {
    cols.num[name] = e.numbers(name)!;
    cols.places[name] = e.places(name)!;
  }
  for (const name of e.textNames().filter(read)) cols.text[name] = e.text(name)!;
  return cols;
}

/** Where one column of encoded points is: its kind, places and payload position. */
interface ColumnAt {
  kind: number;
  places: number;
  at: number;
}

/**
 * Encoded points with their column headers read and no value decoded yet: a column is decoded
 * when asked for, straight into the caller's array (a route's joined column, chunk-merge.ts).
 */
export class EncodedColumns {
  readonly n: number;
  private readonly columns = new Map<string, ColumnAt>();

  constructor(private readonly bytes: Uint8Array) {
    const r = new Reader(bytes);
    const version = r.uint();
    if (version !== VERSION) throw new Error(`route columns: unknown version ${version}`);
    this.n = r.uint();
    const count = r.uint();
    for (let c = 0; c < count; c++) {
      const name = r.str();
      const kind = r.uint();
      const places = r.uint();
      const length = r.uint();
      this.columns.set(name, { kind, places, at: r.pos });
      r.pos += length;
    }
  }

  numNames(): string[] {
    return [...this.columns].filter(([, c]) => c.kind !== 3).map(([name]) => name);
  }

  textNames(): string[] {
    return [...this.columns].filter(([, c]) => c.kind === 3).map(([name]) => name);
  }

  /** A numeric column's decimal places (undefined when absent). */
  places(name: string): number | undefined {
    return this.columns.get(name)?.places;
  }

  /** A numeric column into out[offset, offset + n); false (nothing written) when absent. */
  numbersInto(name: string, out: Float64Array, offset: number): boolean {
    const c = this.columns.get(name);
    if (!c || c.kind === 3) return false;
    const r = new Reader(this.bytes);
    r.pos = c.at;
    decodeNumbers(r, c.kind, this.n, c.places, out, offset);
    return true;
  }

  numbers(name: string): Float64Array | undefined {
    const out = new Float64Array(this.n);
    return this.numbersInto(name, out, 0) ? out : undefined;
  }

  text(name: string): (string | null)[] | undefined {
    const c = this.columns.get(name);
    if (!c || c.kind !== 3) return undefined;
    const r = new Reader(this.bytes);
    r.pos = c.at;
    return decodeText(r, this.n);
  }
}
