/** The arrays the previous derived record handed out, reused while their contents are the same. */
export interface DerivedCache {
  t: readonly (number | null)[] | null;
  tmin: readonly (number | null)[] | null;
  tmax: readonly (number | null)[] | null;
  ic: readonly number[] | null;
  ist: readonly number[] | null;
  ilt: readonly number[] | null;
  oc: readonly number[] | null;
  ost: readonly number[] | null;
  olt: readonly number[] | null;
}

export const newCache = (): DerivedCache => ({
  t: null,
  tmin: null,
  tmax: null,
  ic: null,
  ist: null,
  ilt: null,
  oc: null,
  ost: null,
  olt: null,
});

/** `src` divided by `div` (null stays null): the previous array when equal, else a new one. */
export function reuse<T extends number | null>(
  prev: readonly T[] | null,
  src: readonly T[],
  div: number,
): readonly T[] {
  const n = src.length;
  if (prev && prev.length === n) {
    let same = true;
    for (let i = 0; i < n; i++) {
      const v = src[i];
      if (prev[i] !== (v === null || div === 1 ? v : (v as number) / div)) {
        same = false;
        break;
      }
    }
    if (same) return prev;
  }
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) {
    const v = src[i];
    out[i] = (v === null || div === 1 ? v : (v as number) / div) as T;
  }
  return out;
}
