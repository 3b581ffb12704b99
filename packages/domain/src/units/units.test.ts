import { describe, expect, it } from 'vitest';
import { decimal, hms } from './index';

describe('decimal', () => {
  it('rounds to the given count of decimals and uses the Polish decimal comma', () => {
    expect(decimal(12.345, 1)).toBe('12,3');
    expect(decimal(12.355, 2)).toBe('12,36');
    expect(decimal(7, 2)).toBe('7,00');
    expect(decimal(1234.5, 0)).toBe('1235');
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
});

describe('hms', () => {
  it('writes hours, minutes and seconds with two-digit minutes and seconds', () => {
    expect(hms(0)).toBe('0:00:00');
    expect(hms(59)).toBe('0:00:59');
    expect(hms(3600 + 5 * 60 + 9)).toBe('1:05:09');
  });

  it('does not wrap hours at a day and floors a fraction', () => {
    expect(hms(27 * 3600 + 3 * 60 + 9)).toBe('27:03:09');
    expect(hms(61.9)).toBe('0:01:01');
  });
});
