import { integer } from '@namiar/domain';

/**
 * THE Polish plural of the interface (issue 27: '4 punktów' in the area editor): the noun form a
 * count takes by Intl.PluralRules('pl') — 1 punkt, 2–4 punkty, 5–21 punktów (12–14 too),
 * 22–24 punkty, 0 punktów. Every count printed with a noun goes through here.
 */
export interface PluralForms {
  /** 1 */
  one: string;
  /** 2–4, 22–24, ... (not 12–14) */
  few: string;
  /** 0, 5–21, 25–31, ... */
  many: string;
}

const rules = new Intl.PluralRules('pl');

/** The noun form for a whole count (a fraction reads like 'many'). */
export function pluralForm(count: number, forms: PluralForms): string {
  if (!Number.isInteger(count)) return forms.many;
  const kind = rules.select(count);
  return kind === 'one' ? forms.one : kind === 'few' ? forms.few : forms.many;
}

/** The count, grouped by thousands, with its noun: '1 punkt', '4 punkty', '1 000 punktów'. */
export function countOf(count: number, forms: PluralForms): string {
  return `${integer(count)} ${pluralForm(count, forms)}`;
}

/** Nouns counted in the records. */
export const NOUNS = {
  point: { one: 'punkt', few: 'punkty', many: 'punktów' },
  item: { one: 'pozycja', few: 'pozycje', many: 'pozycji' },
  parameter: { one: 'parametr', few: 'parametry', many: 'parametrów' },
  vehicle: { one: 'pojazd', few: 'pojazdy', many: 'pojazdów' },
} as const satisfies Record<string, PluralForms>;
