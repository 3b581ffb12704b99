import { COMMON_PASSWORD_WORDS } from './common-passwords';

/** Shortest password a person may set (issue 28 §2): ten characters, nothing else required. */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_MSG = {
  short: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
  common: 'To hasło jest zbyt popularne lub łatwe do odgadnięcia. Wybierz inne.',
  personal: 'Hasło nie może składać się z loginu ani nazwy firmy.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MSG;

const COMMON = new Set(COMMON_PASSWORD_WORDS);

/** Letter swaps people make to look clever ('P@ssw0rd'): undone before the list is asked. */
const SWAPS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Runs along the keyboard rows and the alphabet that people type as 'random'. */
const RUNS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz', 'qwertzuiop'];

/** Lower case, Polish letters without their marks, so 'Hasło' and 'haslo' are one word. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');
}

/** The password without the digits and signs around its letters ('zaq12wsx!!' → 'zaq12wsx'). */
function trimmed(password: string): string {
  return fold(password).replace(/^[^a-z]+|[^a-z]+$/g, '');
}

/** The word at the password's heart: trimmed, swaps undone ('P@ssw0rd2024' → 'password'). */
function core(password: string): string {
  return [...trimmed(password)].map((c) => SWAPS[c] ?? c).join('');
}

/** A password made of one short piece repeated ('abcabcabc', '1111111111', 'ababababab'). */
function repeated(text: string): boolean {
  for (let size = 1; size <= 3; size++) {
    const piece = text.slice(0, size);
    if (piece.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true;
  }
  return false;
}

/** A stretch of a keyboard row or the alphabet, forwards or backwards ('1234567890', 'poiuytrewq'). */
function run(text: string): boolean {
  return RUNS.some((r) => r.includes(text) || [...r].reverse().join('').includes(text));
}

/** Whether the password is, at heart, one of the words people pick. */
function isCommon(password: string): boolean {
  const folded = fold(password);
  const heart = core(password);
  if (heart.length < 4) return true; // digits and signs with at most a short word: '1234567890', '2024!!!!!!'
  if (COMMON.has(heart) || COMMON.has(folded) || COMMON.has(trimmed(password))) return true;
  // Two words people pick side by side ('haslohaslo', 'adminadmin1', 'polskalech').
  for (let i = 3; i <= heart.length - 3; i++) {
    if (COMMON.has(heart.slice(0, i)) && COMMON.has(heart.slice(i))) return true;
  }
  return repeated(folded) || run(folded) || repeated(heart);
}

/**
 * What is wrong with a new password, or null (the user editor, the CLI and the demo accounts'
 * configured password all ask this). Existing passwords still sign in: the rule is for setting
 * one. `names` are the account's own words (login, company login), which a password may not be.
 */
export function passwordProblem(password: string, names: readonly string[] = []): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'short';
  const heart = core(password);
  const folded = fold(password);
  if (names.some((n) => n.length >= 3 && (core(n) === heart || fold(n) === folded))) return 'personal';
  return isCommon(password) ? 'common' : null;
}
