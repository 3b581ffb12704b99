import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, decimalUpTo, duration, integer } from './index';

const NB = '\u00a0';

describe('decimal', () => {
  it('rounds to the given count of decimals and uses the Polish decimal comma', () => {
    expect(decimal(12.345, 1)).toBe('12,3');
    expect(decimal(12.355, 2)).toBe('12,36');
    expect(decimal(7, 2)).toBe('7,00');
    expect(decimal(999.5, 0)).toBe(`1${NB}000`);
  });

  it('groups thousands with a non-breaking space, from the first thousand on', () => {
    expect(decimal(1234.5, 0)).toBe(`1${NB}235`);
    expect(decimal(1234.56, 2)).toBe(`1${NB}234,56`);
    expect(decimal(1234567.8, 1)).toBe(`1${NB}234${NB}567,8`);
    expect(decimal(-98765.4321, 3)).toBe(`-98${NB}765,432`);
    expect(decimal(999, 0)).toBe('999');
  });

  it('keeps the sign of negative values', () => {
    expect(decimal(-3.25, 1)).toBe('-3,3');
    expect(decimal(-0.6, 0)).toBe('-1');
  });

  it('never shows a negative zero', () => {
    expect(decimal(-0.01, 1)).toBe('0,0');
    expect(decimal(-0.4, 0)).toBe('0');
    expect(decimal(-0, 2)).toBe('0,00');
  });

  it('reads back as the number it was given, rounded (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        const text = decimal(v, d);
        expect(text).not.toMatch(/[ .]/);
        const back = Number(text.replaceAll(NB, '').replace(',', '.'));
        expect(Math.abs(back - v)).toBeLessThanOrEqual(0.5 * 10 ** -d + 1e-6 * Math.abs(v));
      }),
    );
  });
});

describe('integer', () => {
  it('rounds and groups', () => {
    expect(integer(123456.6)).toBe(`123${NB}457`);
    expect(integer(12)).toBe('12');
  });
});

describe('duration', () => {
  it('writes hours, minutes and seconds with two-digit minutes and seconds', () => {
    expect(duration(0)).toBe('0:00:00');
    expect(duration(59)).toBe('0:00:59');
    expect(duration(3600 + 5 * 60 + 9)).toBe('1:05:09');
    expect(duration(23 * 3600 + 59 * 60 + 59)).toBe('23:59:59');
  });

  it("writes a day and more as 'N dni h:mm:ss' (one day: 'dzień')", () => {
    expect(duration(86_400)).toBe('1 dzień 0:00:00');
    expect(duration(27 * 3600 + 3 * 60 + 9)).toBe('1 dzień 3:03:09');
    expect(duration(2 * 86_400 + 5)).toBe('2 dni 0:00:05');
    expect(duration(689 * 3600)).toBe('28 dni 17:00:00');
  });

  it('floors a fraction', () => {
    expect(duration(61.9)).toBe('0:01:01');
  });
});

describe('decimalUpTo', () => {
  it('writes at most the given decimals, without trailing zeros, grouped', () => {
    expect(decimalUpTo(97, 1)).toBe('97');
    expect(decimalUpTo(97.25, 1)).toBe('97,3');
    expect(decimalUpTo(97.04, 1)).toBe('97');
    expect(decimalUpTo(1234.5, 1)).toBe('1\u00a0234,5');
    expect(decimalUpTo(182340, 1)).toBe('182\u00a0340');
    expect(decimalUpTo(-10.9, 1)).toBe('-10,9');
    expect(decimalUpTo(100, 2)).toBe('100');
  });
});
