/** Small helpers shared by the people and GPRS reports. */

/** Metres as km with metre precision (the grid shows one decimal; sums stay exact). */
export const kmOf = (metres: number) => Math.round(metres) / 1000 + 0;

/** The number of distinct non-null values. */
export function distinct<T>(values: Iterable<T | null>): number {
  const seen = new Set<T>();
  for (const v of values) if (v !== null) seen.add(v);
  return seen.size;
}

/** Where a span with a known length ends: its end, or (still running) its start plus its length. */
export const spanEnd = (from: number, to: number | null, seconds: number) => to ?? from + seconds * 1000;
