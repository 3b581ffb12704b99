import { describe, expect, it } from 'vitest';
import { isInside, onCursorMove, onLockChange, toggleLock } from './viewPolicy';

const view = [0, 0, 100, 100] as const;

describe('route map view policy', () => {
  it('without a lock recentres only when the point leaves the visible extent', () => {
    const base = { fitLock: false, centreLock: false, view };
    expect(onCursorMove({ ...base, point: [50, 50] })).toEqual({ kind: 'none' });
    expect(onCursorMove({ ...base, point: [120, 50] })).toEqual({ kind: 'centre', at: [120, 50] });
    // Inside the view but within the 5 % margin of its edge counts as leaving.
    expect(onCursorMove({ ...base, point: [98, 50] })).toEqual({ kind: 'centre', at: [98, 50] });
    expect(onCursorMove({ ...base, point: [50, 50], view: null })).toEqual({ kind: 'none' });
    expect(onCursorMove({ ...base, point: null })).toEqual({ kind: 'none' });
  });

  it('follows every point under the centre lock and refits under the fit lock', () => {
    expect(onCursorMove({ fitLock: false, centreLock: true, view, point: [50, 50] })).toEqual({
      kind: 'centre',
      at: [50, 50],
    });
    expect(onCursorMove({ fitLock: true, centreLock: false, view, point: [50, 50] })).toEqual({ kind: 'fit' });
  });

  it('applies a lock when it is switched on, nothing when switched off', () => {
    const inputs = { fitLock: true, centreLock: false, view, point: [1, 2] as [number, number] };
    expect(onLockChange(inputs, 'fit')).toEqual({ kind: 'fit' });
    expect(onLockChange({ ...inputs, fitLock: false }, 'fit')).toEqual({ kind: 'none' });
    expect(onLockChange({ ...inputs, centreLock: true }, 'centre')).toEqual({ kind: 'centre', at: [1, 2] });
  });

  it('keeps at most one lock on', () => {
    expect(toggleLock({ fitLock: false, centreLock: true }, 'fit')).toEqual({ fitLock: true, centreLock: false });
    expect(toggleLock({ fitLock: true, centreLock: false }, 'fit')).toEqual({ fitLock: false, centreLock: false });
    expect(toggleLock({ fitLock: true, centreLock: false }, 'centre')).toEqual({ fitLock: false, centreLock: true });
  });

  it('tests the margin on both axes', () => {
    expect(isInside([50, 3], view)).toBe(false);
    expect(isInside([50, 50], view, 0)).toBe(true);
  });
});
