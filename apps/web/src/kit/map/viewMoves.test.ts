import { describe, expect, it } from 'vitest';
import { FIT_PADDING_PX } from './constants';
import { fitPadding } from './viewMoves';

describe('fit padding', () => {
  it("leaves room for the vehicle's bubble under the track's end and the map's buttons above it", () => {
    const [top, right, bottom, left] = fitPadding([1000, 600]);
    expect(bottom).toBeGreaterThanOrEqual(90);
    expect(top).toBeGreaterThanOrEqual(60);
    expect(Math.min(left, right)).toBeGreaterThanOrEqual(70);
    expect(fitPadding(undefined)).toEqual([...FIT_PADDING_PX]);
  });

  it('gives each side at most a quarter of a small map', () => {
    expect(fitPadding([200, 160])).toEqual([40, 50, 40, 50]);
  });
});
