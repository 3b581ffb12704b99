import { describe, expect, it } from 'vitest';
import { unpackColumn } from '../api/columns';
import { packNumbers } from './pack';

describe('numeric column packing', () => {
  it('sends a counter that moves every point as deltas', () => {
    const values = Array.from({ length: 100 }, (_, i) => 1_000_000 + i * 7);
    const col = packNumbers(values, 0);
    expect(col.k).toBe('d');
    expect(unpackColumn(col, 100)).toEqual(values);
  });

  it('sends big absolute values that repeat in long stretches as runs, exactly', () => {
    const values = [...Array(50).fill(52.123456), ...Array(50).fill(52.2), null, null];
    const col = packNumbers(values, 6);
    expect(col.k).toBe('r');
    expect(unpackColumn(col, values.length)).toEqual(values);
  });

  it('prefers deltas to runs of absolute values when those are longer', () => {
    // stands for 3 points, then moves: runs would repeat 7-digit values
    const values = Array.from({ length: 90 }, (_, i) => 5_000_000 + Math.floor(i / 3) * 3);
    expect(packNumbers(values, 0).k).toBe('d');
  });

  it('handles no values, one value, nulls only and non-finite numbers', () => {
    expect(packNumbers([], 1)).toEqual({ k: 'c', v: null });
    expect(packNumbers([4.5], 1)).toEqual({ k: 'c', v: 4.5 });
    expect(packNumbers([null, null], 1)).toEqual({ k: 'c', v: null });
    const col = packNumbers([1, Infinity, 2, 3], 0);
    expect(unpackColumn(col, 4)).toEqual([1, Infinity, 2, 3]);
  });

  it('round-trips negative values and nulls inside deltas', () => {
    const values = [-1.5, null, -0.5, 2.25, null, 3];
    const col = packNumbers(values, 2);
    expect(unpackColumn(col, values.length)).toEqual(values);
  });
});
