/**
 * Number texts shared by every screen and every export (DESIGN §2 units/): pure, numbers in,
 * Polish notation out — the decimal comma, thousands grouped with a non-breaking space (so a
 * number never wraps inside itself), one duration format. What a missing value reads ('', '--')
 * stays with the caller.
 */

/** The thousands separator: U+00A0, a space that never breaks a line. */
export const THOUSANDS_SEPARATOR = '\u00a0';

/** The day words of a duration past 24 hours (Polish: 1 dzień, 2 dni, 5 dni, 22 dni). */
export const DURATION_DAY_WORDS = { one: 'dzień', many: 'dni' } as const;

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/**
 * A number with a fixed count of decimals, the Polish decimal comma and grouped thousands
 * ('12 345,6'; '-0,0' reads '0,0'). Magnitudes toFixed cannot write in digits (1e21 and over)
 * are written as JavaScript does.
 */
export function decimal(value: number, digits: number): string {
  const text = value.toFixed(digits);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-') && /[1-9]/.test(text);
  const [integer, fraction] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(integer)}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** At most `digits` decimals, trailing zeros left out ('97', '97,3', '1 234,5'). */
export function decimalUpTo(value: number, digits: number): string {
  const text = decimal(value, digits);
  return text.includes(',') ? text.replace(/,?0+$/, '') : text;
}

/** A whole count with grouped thousands ('123 456'), rounded first. */
export function integer(value: number): string {
  return decimal(Math.round(value), 0);
}

/**
 * Whole seconds as the one duration format of the product: 'h:mm:ss' below a day
 * ('7:03:09'), 'N dni h:mm:ss' from a day on ('1 dzień 3:03:09', '2 dni 0:00:00'). A fraction
 * is floored; the caller decides what a missing or negative value reads.
 */
export function duration(seconds: number): string {
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const clock = `${Math.floor((s % 86_400) / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (days < 1) return clock;
  return `${days} ${days === 1 ? DURATION_DAY_WORDS.one : DURATION_DAY_WORDS.many} ${clock}`;
}
