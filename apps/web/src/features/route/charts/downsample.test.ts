import { describe, expect, it } from 'vitest';
import { DOWNSAMPLE_ABOVE, bucketSize, downsampleRows } from './downsample';

describe('route chart downsampling', () => {
  it('draws every point up to the threshold, then a few per pixel column', () => {
    expect(bucketSize(DOWNSAMPLE_ABOVE, 1000)).toBe(1);
    expect(bucketSize(268_000, 1000)).toBe(268);
    expect(bucketSize(268_000, 0)).toBe(268_000);
  });

  it('keeps every extreme of every series and the bucket edges', () => {
    const n = 268_000;
    const speed = (i: number) => (i === 123_457 ? 250 : i === 200_001 ? -3 : Math.sin(i / 1000) * 50 + 50);
    const fuel = (i: number) => (i % 5000 === 17 ? null : 300 - i / 1000 + (i === 77_777 ? 80 : 0));
    const rows = downsampleRows(n, [speed, fuel], bucketSize(n, 1200));
    expect(rows.length).toBeLessThan(n / 20);
    const kept = new Set(rows);
    expect(kept.has(123_457)).toBe(true);
    expect(kept.has(200_001)).toBe(true);
    expect(kept.has(77_777)).toBe(true);
    expect(kept.has(0)).toBe(true);
    expect(kept.has(n - 1)).toBe(true);
    for (let k = 1; k < rows.length; k++) expect(rows[k]).toBeGreaterThan(rows[k - 1]);
    // The drawn maximum and minimum are those of the full series.
    let max = -Infinity;
    let min = Infinity;
    for (const r of rows) {
      max = Math.max(max, speed(r));
      min = Math.min(min, speed(r));
    }
    expect(max).toBe(250);
    expect(min).toBe(-3);
  });

  it('returns every index with a bucket of one', () => {
    expect(Array.from(downsampleRows(4, [], 1))).toEqual([0, 1, 2, 3]);
  });
});
