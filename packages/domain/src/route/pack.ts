import { packColumn, type PackedColumn, type PackedValue } from '../api/columns';

/**
 * A numeric column packed in whichever shape of api/columns.ts is shorter as JSON text —
 * `packColumn` decides by entry count, which sends long runs of absolute values (a cumulative
 * counter that stands still at stops, coordinates while parked) where small deltas are shorter.
 * Values must already be rounded to `places`; non-finite numbers fall back to `packColumn`.
 */
export function packNumbers(values: readonly (number | null)[], places: number): PackedColumn {
  const n = values.length;
  if (n === 0) return packColumn(values, places);
  const s = 10 ** places;
  const point = places > 0 ? 1 : 0;
  let runs = 0;
  let runCost = 0;
  let deltaCost = 0;
  let last = 0;
  let prev: number | null | undefined;
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (x !== null && !Number.isFinite(x)) return packColumn(values as readonly PackedValue[], places);
    if (i === 0 || x !== prev) {
      runs++;
      runCost += (x === null ? 4 : intLength(Math.round(x * s)) + point) + 3;
    }
    prev = x;
    if (x === null) deltaCost += 5;
    else {
      const q = Math.round(x * s);
      deltaCost += intLength(q - last) + 1;
      last = q;
    }
  }
  if (runs === 1) return { k: 'c', v: values[0] };
  if (runCost < deltaCost) {
    const v: PackedValue[] = [];
    const c: number[] = [];
    for (let i = 0; i < n; i++) {
      if (i > 0 && values[i] === values[i - 1]) c[c.length - 1]++;
      else {
        v.push(values[i]);
        c.push(1);
      }
    }
    return { k: 'r', v, n: c };
  }
  const d: (number | null)[] = new Array(n);
  last = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (x === null) d[i] = null;
    else {
      const q = Math.round(x * s);
      d[i] = q - last;
      last = q;
    }
  }
  return { k: 'd', s, d };
}

/** Characters of an integer's decimal text, sign included. */
function intLength(q: number): number {
  let a = q < 0 ? -q : q;
  let len = q < 0 ? 2 : 1;
  while (a >= 10) {
    a = Math.floor(a / 10);
    len++;
  }
  return len;
}
