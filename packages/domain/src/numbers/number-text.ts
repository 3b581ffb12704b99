/**
 * THE rule for a number typed into a form (spec 3 §5 "decimal commas are converted to dots"),
 * shared by the web's one number input and the server's schemas, so a typed figure is read the
 * same way on both sides and never turns into another one (issue 27: 'Promień' 250,7 was
 * stored as 2507 because a comma was dropped).
 *
 * - a decimal comma or point; one of them at most;
 * - spaces (also the non-breaking ones the product prints) only as thousands separators, in
 *   groups of three digits ('1 000', '12 345,5'); anywhere else they are refused;
 * - a leading '+' or '-'; '-0' is 0;
 * - exponents ('1e3'), letters and any other character are refused with a message: nothing is
 *   ever dropped silently;
 * - a whole-number field rounds a fraction half away from zero, as the vehicle editor always
 *   did (87,5 → 88) — or, in 'strict' mode (the server reading a body), refuses it: a client
 *   that sends 250.7 for a whole number gets a message, not 251;
 * - a field with decimals refuses more of them than it keeps, with a message saying how many
 *   (a typed 12,345 l is not silently 12,35 l; trailing zeros are no decimals);
 * - then the field's min and max, with a Polish message naming them.
 *
 * Pure; the rounding works on the decimal digits (no binary floating point on the way).
 */

/** What a number field accepts. */
export interface NumberRule {
  /** Decimals kept (0: a whole number). Undefined: any. */
  decimals?: number;
  min?: number;
  max?: number;
}

export type NumberParse = { ok: true; value: number | null } | { ok: false; message: string };

/** The thousands separators a user may type or paste: space, NBSP, narrow NBSP, thin space. */
const SPACES = /[\u0020\u00a0\u202f\u2009]/g;
/** Sign, digits in groups (or one run), an optional fraction after ',' or '.'. */
const SHAPE = /^([+-]?)(\d{1,3}(?: \d{3})+|\d*)(?:[.,](\d*))?$/;

/** A number as a user reads it: decimal comma, no grouping ('1234,5'; '-0' is '0'). */
function plain(n: number): string {
  const text = String(n === 0 ? 0 : n);
  return /e/i.test(text) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}
const polish = (n: number) => plain(n).replace('.', ',');

export const NUMBER_MSG = {
  notNumber: 'Wpisz liczbę cyframi, np. 12,5 (dozwolony przecinek dziesiętny i spacje między tysiącami).',
  whole: 'Wpisz liczbę całkowitą (bez części dziesiętnej).',
  decimals: (d: number) => `Wpisz liczbę z najwyżej ${d} ${d === 1 ? 'miejscem' : 'miejscami'} po przecinku.`,
  range: (min: number, max: number) => `Wpisz liczbę od ${polish(min)} do ${polish(max)}.`,
  atLeast: (min: number) => `Wpisz liczbę nie mniejszą niż ${polish(min)}.`,
  atMost: (max: number) => `Wpisz liczbę nie większą niż ${polish(max)}.`,
} as const;

/** The message for a value outside the rule's bounds. */
export function rangeMessage(rule: NumberRule): string {
  const { min, max } = rule;
  if (min !== undefined && max !== undefined) return NUMBER_MSG.range(min, max);
  if (min !== undefined) return NUMBER_MSG.atLeast(min);
  return NUMBER_MSG.atMost(max ?? 0);
}

/** Round the decimal digits `int.frac` to `decimals`, half away from zero, as text. */
function roundDigits(int: string, frac: string, decimals: number): string {
  if (frac.length <= decimals) return frac === '' ? int : `${int}.${frac}`;
  const kept = (int + frac.slice(0, decimals)).replace(/^0+(?=\d)/, '') || '0';
  const up = frac.charCodeAt(decimals) >= 53; // '5'
  let digits = kept;
  if (up) {
    // Add one to the last kept digit, carrying to the left.
    const arr = digits.split('');
    let i = arr.length - 1;
    while (i >= 0) {
      if (arr[i] === '9') {
        arr[i] = '0';
        i--;
      } else {
        arr[i] = String(Number(arr[i]) + 1);
        break;
      }
    }
    digits = (i < 0 ? '1' : '') + arr.join('');
  }
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

/**
 * A typed text as the field's number: `{ ok, value }` (null for an empty field) or
 * `{ ok: false, message }` in Polish. 'round' (the form) rounds a fraction of a whole-number
 * field; 'strict' (a request body) refuses it.
 */
export function parseNumberText(input: string, rule: NumberRule, mode: 'round' | 'strict' = 'round'): NumberParse {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (trimmed.length > 40) return { ok: false, message: NUMBER_MSG.notNumber };
  const text = trimmed.replace(SPACES, ' ');
  const m = SHAPE.exec(text);
  if (!m) return { ok: false, message: NUMBER_MSG.notNumber };
  const [, sign, intGroups, frac = ''] = m;
  const int = intGroups.replace(/ /g, '');
  if (int === '' && frac === '') return { ok: false, message: NUMBER_MSG.notNumber };
  const decimals = rule.decimals;
  const tooPrecise = decimals !== undefined && frac.replace(/0+$/, '').length > decimals;
  if (tooPrecise && (mode === 'strict' || decimals > 0)) {
    return { ok: false, message: decimals === 0 ? NUMBER_MSG.whole : NUMBER_MSG.decimals(decimals) };
  }
  const digits =
    decimals === undefined
      ? frac === ''
        ? int || '0'
        : `${int || '0'}.${frac}`
      : roundDigits(int || '0', frac, decimals);
  let value = Number(digits);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MSG.notNumber };
  if (sign === '-') value = -value;
  if (value === 0) value = 0; // '-0' is 0
  if ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max)) {
    return { ok: false, message: rangeMessage(rule) };
  }
  return { ok: true, value };
}

/** A stored number as the input shows it: decimal comma, no grouping ('1234,5'); null is ''. */
export function numberInputText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : polish(value);
}
