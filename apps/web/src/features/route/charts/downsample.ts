/**
 * Downsampling of the route charts: 268k points stay interactive when each pixel column
 * draws a handful of points instead of hundreds. Every bucket keeps its first and last point
 * and, for every series, the points of its minimum and maximum, so no peak or dip is lost
 * (a refuelling, a speeding spike). Rows are real point indices: a click still names the
 * point it shows.
 */

/** Below this many visible points every point is drawn. */
export const DOWNSAMPLE_ABOVE = 20_000;

/** Points per bucket for a window of `visible` points on `widthPx` pixel columns. */
export function bucketSize(visible: number, widthPx: number): number {
  if (visible <= DOWNSAMPLE_ABOVE) return 1;
  return Math.max(1, Math.floor(visible / Math.max(1, widthPx)));
}

export type ValueAt = (index: number) => number | null;

/** Point indices to draw: all of them for bucket 1, else the extremes of every bucket. */
export function downsampleRows(n: number, series: readonly ValueAt[], bucket: number): Int32Array {
  if (bucket <= 1) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }
  const out: number[] = [];
  const picks: number[] = [];
  for (let a = 0; a < n; a += bucket) {
    const b = Math.min(n, a + bucket) - 1;
    picks.length = 0;
    picks.push(a, b);
    for (const at of series) {
      let minI = -1;
      let maxI = -1;
      let min = Infinity;
      let max = -Infinity;
      for (let i = a; i <= b; i++) {
        const v = at(i);
        if (v === null) continue;
        if (v < min) {
          min = v;
          minI = i;
        }
        if (v > max) {
          max = v;
          maxI = i;
        }
      }
      if (minI >= 0) picks.push(minI, maxI);
    }
    picks.sort((p, q) => p - q);
    for (let k = 0; k < picks.length; k++) if (k === 0 || picks[k] !== picks[k - 1]) out.push(picks[k]);
  }
  return Int32Array.from(out);
}
