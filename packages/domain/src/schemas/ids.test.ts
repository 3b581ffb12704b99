import { describe, expect, it } from 'vitest';
import { MAX_ID, isCleanText, isRecordId, uncleanTextPath } from './ids';

describe('ids and texts of every call (issue 28 §3)', () => {
  it('takes ids within the integer columns only', () => {
    expect(isRecordId(1)).toBe(true);
    expect(isRecordId(MAX_ID)).toBe(true);
    for (const n of [0, -1, 1.5, MAX_ID + 1, 1e308, Number.NaN]) expect(isRecordId(n)).toBe(false);
  });

  it('finds a NUL or an unpaired surrogate anywhere in a body, and lets real characters through', () => {
    expect(isCleanText('Zażółć gęślą jaźń 🚚')).toBe(true);
    for (const s of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d']) expect(isCleanText(s)).toBe(false);
    expect(uncleanTextPath({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(uncleanTextPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(uncleanTextPath({ a: 'ok', n: 1, z: null })).toBeNull();
    expect(uncleanTextPath('plain')).toBeNull();
  });
});
