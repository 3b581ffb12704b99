import { describe, expect, it } from 'vitest';
import { thermometerState } from '.';

describe('thermometerState', () => {
  it('none without a reading', () => {
    expect(thermometerState(null, -5, 5, 0)).toEqual({ kind: 'none', value: null });
  });

  it('over above max, under below min, normal at the limits, one decimal', () => {
    expect(thermometerState(5.01, -5, 5, 0)).toEqual({ kind: 'over', value: 5 });
    expect(thermometerState(5, -5, 5, 0)).toEqual({ kind: 'normal', value: 5 });
    expect(thermometerState(-5, -5, 5, 0)).toEqual({ kind: 'normal', value: -5 });
    expect(thermometerState(-5.26, -5, 5, 0)).toEqual({ kind: 'under', value: -5.3 });
    expect(thermometerState(-18.24, null, null, 0)).toEqual({ kind: 'normal', value: -18.2 });
  });

  it('type 14: -51 or lower and 301 to under 2000 is a broken sensor, 2000 or more no sensor', () => {
    expect(thermometerState(-51, null, null, 14).kind).toBe('broken');
    expect(thermometerState(-50.9, null, null, 14).kind).toBe('normal');
    expect(thermometerState(300.9, null, 100, 14).kind).toBe('over');
    expect(thermometerState(301, null, null, 14).kind).toBe('broken');
    expect(thermometerState(1999.9, null, null, 14).kind).toBe('broken');
    expect(thermometerState(2000, null, null, 14)).toEqual({ kind: 'missing', value: null });
  });

  it('other types: only 2000 or more is a sentinel (no sensor), as in the engine', () => {
    expect(thermometerState(2000, null, null, 0).kind).toBe('missing');
    expect(thermometerState(3000, -5, 5, 1).kind).toBe('missing');
    expect(thermometerState(-60, -30, 5, 0)).toEqual({ kind: 'under', value: -60 });
    expect(thermometerState(350, null, null, 1)).toEqual({ kind: 'normal', value: 350 });
  });
});
