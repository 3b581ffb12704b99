import { parseNumberText } from '../numbers/number-text';
import { formatDateTime } from '../time';

/**
 * Ordered (contract) power of rail vehicles (spec 3 §2.14, §3.14, §5, §9; spec 2 §3.5 'po'):
 * per vehicle, one card per year from 2019 with twelve monthly values in kW. Pure rules shared
 * by the editor, the server and the eco-driving reports (the transgression report compares the
 * measured average power with the month's ordered power).
 */

export const POWER_MIN_YEAR = 2019;
export const POWER_MAX_YEAR = 2100;
/** Highest monthly value accepted, kW (a traction substation feeds tens of MW at most). */
export const POWER_MAX_KW = 1_000_000;
export const POWER_MONTHS = 12;

export const POWER_MSG = {
  /** Spec 3 §5, §8, word for word. */
  yearTaken: (year: number) => `Rok ${year} juz jest przypisany`,
  year: `Rok musi być liczbą całkowitą od ${POWER_MIN_YEAR} do ${POWER_MAX_YEAR}.`,
  month: 'Moc zamówiona to liczba od 0 do 1 000 000 kW, najwyżej 3 miejsca po przecinku.',
  format: 'Nieprawidłowe dane mocy zamówionej. Odśwież stronę i spróbuj ponownie.',
  vehicle: 'Wybierz pojazd.',
  notFound: 'Nie znaleziono pojazdu.',
} as const;

/** One card: the year and its twelve monthly values in kW (null: no value ordered that month). */
export interface PowerYear {
  year: number;
  months: (number | null)[];
}

/** A monthly value in kW: three decimals (whole watts), 0 to POWER_MAX_KW. */
export const KW_RULE = { decimals: 3, min: 0, max: POWER_MAX_KW } as const;

/** A monthly value as typed ('1500', '1 500,5', '') → kW or null; undefined when invalid (THE number rule, strict). */
export function parseKw(text: string): number | null | undefined {
  const r = parseNumberText(text, KW_RULE, 'strict');
  return r.ok ? r.value : undefined;
}

/** kW ↔ the stored integer watts (no float drift in the database). */
export const kwToWatts = (kw: number) => Math.round(kw * 1000);
export const wattsToKw = (w: number) => w / 1000;

/** The save string of spec 3 §3.14: entries by '|', each the year and the 12 values by '^'. */
export function formatPowerString(years: readonly PowerYear[]): string {
  return years
    .map((y) => [String(y.year), ...Array.from({ length: POWER_MONTHS }, (_, i) => y.months[i] ?? '')].join('^'))
    .join('|');
}

export interface PowerIssue {
  /** The editor's field: [card index, 'year'] or [card index, 'months', month index]; [] for the whole. */
  path: (string | number)[];
  message: string;
}

/** Parses the save string; every problem with the field it belongs to (nothing half-read). */
export function parsePowerString(text: string): { years: PowerYear[]; issues: PowerIssue[] } {
  const years: PowerYear[] = [];
  const issues: PowerIssue[] = [];
  if (text.trim() === '') return { years, issues };
  const seen = new Set<number>();
  text.split('|').forEach((entry, i) => {
    const parts = entry.split('^');
    if (parts.length !== 1 + POWER_MONTHS) {
      issues.push({ path: [], message: POWER_MSG.format });
      return;
    }
    const yearText = parts[0].trim();
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(year >= POWER_MIN_YEAR && year <= POWER_MAX_YEAR))
      issues.push({ path: [i, 'year'], message: POWER_MSG.year });
    else if (seen.has(year)) issues.push({ path: [i, 'year'], message: POWER_MSG.yearTaken(year) });
    seen.add(year);
    const months = parts.slice(1).map((m, k) => {
      const v = parseKw(m);
      if (v === undefined) issues.push({ path: [i, 'months', k], message: POWER_MSG.month });
      return v ?? null;
    });
    years.push({ year, months });
  });
  return { years, issues };
}

/**
 * Adding a card (spec 3 §4, §5): refused for a year below 2019 (or not a year) and for a year
 * that has a card; otherwise the card (empty months) is appended in year order and the year
 * input moves to the next year.
 */
export function addPowerYear(
  years: readonly PowerYear[],
  year: number,
): { ok: true; years: PowerYear[]; next: number } | { ok: false; message: string } {
  if (!Number.isInteger(year) || year < POWER_MIN_YEAR || year > POWER_MAX_YEAR)
    return { ok: false, message: POWER_MSG.year };
  if (years.some((y) => y.year === year)) return { ok: false, message: POWER_MSG.yearTaken(year) };
  const card: PowerYear = { year, months: Array.from({ length: POWER_MONTHS }, () => null) };
  return { ok: true, years: [...years, card].sort((a, b) => a.year - b.year), next: year + 1 };
}

/** The year the editor offers to add: after the last card, else the current year (not before 2019). */
export function nextPowerYear(years: readonly PowerYear[], currentYear: number): number {
  if (years.length === 0) return Math.max(POWER_MIN_YEAR, currentYear);
  return Math.max(...years.map((y) => y.year)) + 1;
}

/** The ordered power, kW, of a vehicle's cards for a month (1–12), or null when none is ordered. */
export function orderedPowerKw(years: readonly PowerYear[], year: number, month: number): number | null {
  return years.find((y) => y.year === year)?.months[month - 1] ?? null;
}

/** The ordered power in force at a moment (the month of the company's zone), or null. */
export function orderedPowerAt(years: readonly PowerYear[], epochMs: number, timeZone: string): number | null {
  const text = formatDateTime(epochMs, timeZone);
  return orderedPowerKw(years, Number(text.slice(0, 4)), Number(text.slice(5, 7)));
}
