import { describe, expect, it } from 'vitest';
import { reuseShift, type DrawnView } from './dotCanvas';

const keys = ['#1098ad|riding|0'];
const view = (over: Partial<DrawnView> = {}): DrawnView => ({
  transform: [0.01, 0, 0, -0.01, 400, 300],
  size: [1000, 700],
  ratio: 1,
  keys,
  ...over,
});
const moved = (dx: number, dy: number) => view({ transform: [0.01, 0, 0, -0.01, 400 + dx, 300 + dy] });

describe('dot layer redraws', () => {
  it('only shifts the last drawing when the view moved within the margin, also once the move ended', () => {
    // The frame after a drag ends asks the same question as the frames during it.
    expect(reuseShift(view(), moved(120, -40), 160)).toEqual([120, -40]);
    expect(reuseShift(view(), view(), 160)).toEqual([0, 0]);
  });

  it('draws again past the margin, at another scale or size, with other dots, or the first time', () => {
    expect(reuseShift(view(), moved(160, 0), 160)).toBeNull();
    expect(reuseShift(view(), moved(0, -200), 160)).toBeNull();
    expect(reuseShift(view(), view({ transform: [0.02, 0, 0, -0.02, 400, 300] }), 160)).toBeNull();
    expect(reuseShift(view(), view({ size: [1200, 700] }), 160)).toBeNull();
    expect(reuseShift(view(), view({ ratio: 2 }), 160)).toBeNull();
    expect(reuseShift(view(), view({ keys: [...keys] }), 160)).toBeNull();
    expect(reuseShift(null, view(), 160)).toBeNull();
  });
});
