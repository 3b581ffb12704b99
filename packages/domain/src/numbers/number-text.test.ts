import { describe, expect, it } from 'vitest';
import { NUMBER_MSG, numberInputText, parseNumberText } from './number-text';
import { formNumberField } from './number-field';

const whole = { decimals: 0 };
const ok = (value: number | null) => ({ ok: true, value });

describe('parseNumberText (spec 3 §5, issue 27)', () => {
  it('reads a decimal comma as a dot and never drops it', () => {
    expect(parseNumberText('250,7', { decimals: 1 })).toEqual(ok(250.7));
    expect(parseNumberText('5,5', { decimals: 2 })).toEqual(ok(5.5));
    expect(parseNumberText('5.5', { decimals: 2 })).toEqual(ok(5.5));
  });

  it('rounds a whole-number field half away from zero, as the vehicle editor (87,5 → 88)', () => {
    expect(parseNumberText('87,5', whole)).toEqual(ok(88));
    expect(parseNumberText('250,7', whole)).toEqual(ok(251));
    expect(parseNumberText('5,5', whole)).toEqual(ok(6));
    expect(parseNumberText('7,5', whole)).toEqual(ok(8));
    expect(parseNumberText('7,4', whole)).toEqual(ok(7));
    expect(parseNumberText('-87,5', whole)).toEqual(ok(-88));
    expect(parseNumberText('99,5', whole)).toEqual(ok(100));
    expect(parseNumberText('0,49999999999999999', whole)).toEqual(ok(0));
  });

  it('refuses more decimals than a decimal field keeps, never rounding them away', () => {
    expect(parseNumberText('12,345', { decimals: 2 })).toEqual({ ok: false, message: NUMBER_MSG.decimals(2) });
    expect(parseNumberText('9,99', { decimals: 1 })).toEqual({ ok: false, message: NUMBER_MSG.decimals(1) });
    expect(parseNumberText('12,340', { decimals: 2 })).toEqual(ok(12.34));
    expect(parseNumberText('12,3', { decimals: 2 })).toEqual(ok(12.3));
  });

  it('accepts spaces and non-breaking spaces as thousands separators only', () => {
    expect(parseNumberText('1 000', whole)).toEqual(ok(1000));
    expect(parseNumberText('1\u00a0000', whole)).toEqual(ok(1000));
    expect(parseNumberText('12\u202f345,5', { decimals: 1 })).toEqual(ok(12345.5));
    expect(parseNumberText('1 234 567', whole)).toEqual(ok(1234567));
    expect(parseNumberText('10 00', whole)).toEqual({ ok: false, message: NUMBER_MSG.notNumber });
    expect(parseNumberText('1 0', whole).ok).toBe(false);
  });

  it("reads '-0' as 0 and an empty field as null", () => {
    const r = parseNumberText('-0', whole);
    expect(r).toEqual(ok(0));
    expect(Object.is(r.ok && r.value, -0)).toBe(false);
    expect(parseNumberText('  ', whole)).toEqual(ok(null));
    expect(parseNumberText('+5', whole)).toEqual(ok(5));
  });

  it('refuses exponents, letters, two separators and lone signs with a message', () => {
    for (const text of ['1e3', 'abc', '12a', '5,5,5', '1.000,5', '-', '+', ',', '0x10', 'Infinity', 'NaN', '5-']) {
      expect(parseNumberText(text, whole), text).toEqual({ ok: false, message: NUMBER_MSG.notNumber });
    }
  });

  it('checks min and max after rounding, with the bounds in Polish notation', () => {
    expect(parseNumberText('0,4', { decimals: 0, min: 1, max: 250 })).toEqual({
      ok: false,
      message: 'Wpisz liczbę od 1 do 250.',
    });
    expect(parseNumberText('-1', { decimals: 1, min: 0 })).toEqual({
      ok: false,
      message: 'Wpisz liczbę nie mniejszą niż 0.',
    });
    expect(parseNumberText('10,5', { decimals: 1, max: 10.25 })).toEqual({
      ok: false,
      message: 'Wpisz liczbę nie większą niż 10,25.',
    });
    expect(parseNumberText('250,4', { decimals: 0, min: 1, max: 250 })).toEqual(ok(250));
  });

  it('in strict mode (a request body) refuses what the form would round', () => {
    expect(parseNumberText('250,7', whole, 'strict')).toEqual({ ok: false, message: NUMBER_MSG.whole });
    expect(parseNumberText('250,0', whole, 'strict')).toEqual(ok(250));
    expect(parseNumberText('1,234', { decimals: 2 }, 'strict')).toEqual({
      ok: false,
      message: NUMBER_MSG.decimals(2),
    });
    expect(parseNumberText('1,23', { decimals: 2 }, 'strict')).toEqual(ok(1.23));
  });

  it('shows a stored number with a decimal comma', () => {
    expect(numberInputText(1234.5)).toBe('1234,5');
    expect(numberInputText(-0)).toBe('0');
    expect(numberInputText(null)).toBe('');
    expect(numberInputText(1e21)).toBe('1000000000000000000000');
  });
});

describe('formNumberField (server bodies)', () => {
  const field = formNumberField({ decimals: 0, min: 1, max: 100_000 });
  it('refuses a fraction in a whole-number field instead of storing another number', () => {
    expect(field.safeParse('250,7').success).toBe(false);
    expect(field.safeParse(250.7).success).toBe(false);
    expect(field.safeParse('2507').data).toBe(2507);
    expect(field.safeParse('').data).toBe(null);
    expect(field.safeParse(undefined).data).toBe(null);
    expect(field.safeParse('1e3').success).toBe(false);
  });
  it('uses the schema message when one is given', () => {
    const r = formNumberField({ decimals: 0 }, 'Promień!').safeParse('abc');
    expect(r.error?.issues[0].message).toBe('Promień!');
  });
});
