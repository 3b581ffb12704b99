import { z } from 'zod';
import { parseDateTime } from '../time';
import { formBoolean } from './index';
import { MONIT_MSG } from './monit';

/**
 * The driver record (spec 3 §2.2, §3.3, §4, §7 'Drivers'): the save body with its delimited
 * lists, the option lists, the PESEL rule, and the Polish messages the server answers and the
 * form shows. Form values arrive as text; dates as 'YYYY-MM-DD HH:mm:ss' in the company's zone.
 */
export const DRIVER_MSG = {
  nameRequired: 'Imię kierowcy jest wymagane.',
  surnameRequired: 'Nazwisko kierowcy jest wymagane.',
  pesel: 'Numer PESEL musi mieć 11 cyfr z poprawną datą urodzenia i cyfrą kontrolną.',
  peselTaken: (name: string) => `Ten numer PESEL ma już kierowca ${name}.`,
  phone: 'Numer telefonu może zawierać cyfry, spacje i myślniki, z + na początku (6–20 znaków).',
  postalCode: 'Kod pocztowy może zawierać cyfry, litery, spacje i myślnik (najwyżej 10 znaków).',
  dateFormat: MONIT_MSG.dateFormat,
  recruitedOrder: 'Data końca zatrudnienia nie może być wcześniejsza niż data zatrudnienia.',
  status: 'Wybierz status kierowcy z listy.',
  type: 'Wybierz typ kierowcy z listy.',
  licenseCategory: 'Wybierz kategorie prawa jazdy z listy (np. B, C, C+E).',
  history: 'Nieprawidłowa historia identyfikatorów. Odśwież dane kierowcy i spróbuj ponownie.',
  historyIdentifier: 'Wybierz identyfikator.',
  historyFrom: 'Data od jest wymagana.',
  historyOrder: 'Data do nie może być wcześniejsza niż data od.',
  historyUnknownIdentifier: 'Wybrany identyfikator nie istnieje. Odśwież dane kierowcy i spróbuj ponownie.',
  historySelfOverlap: (no: string) =>
    `Identyfikator ${no} ma w historii kierowcy nakładające się okresy. Popraw daty od i do.`,
  historyTaken: (no: string, name: string, period: string) =>
    `Identyfikator ${no} jest w tym czasie przypisany do kierowcy ${name} (${period}).`,
  workStatuses: 'Nieprawidłowa lista statusów pracy. Odśwież dane kierowcy i spróbuj ponownie.',
  notFound: 'Nie znaleziono kierowcy.',
} as const;

export interface OptionItem {
  value: number;
  text: string;
}

/** driver_status_id: where the driver stands with the company. */
export const DRIVER_STATUSES: readonly OptionItem[] = [
  { value: 1, text: 'Zatrudniony' },
  { value: 2, text: 'Urlop' },
  { value: 3, text: 'Zwolnienie lekarskie' },
  { value: 4, text: 'Niezatrudniony' },
];

/** driver_type_id. */
export const DRIVER_TYPES: readonly OptionItem[] = [
  { value: 1, text: 'Kierowca' },
  { value: 2, text: 'Kierowca zmiennik' },
  { value: 3, text: 'Kierowca-mechanik' },
  { value: 4, text: 'Pomocnik kierowcy' },
];

/**
 * The work statuses (tab 'Status pracy'): what a driver may report from the cab (a driver
 * terminal or app); the active ones are offered to him. A new driver has all of them.
 */
export const WORK_STATUSES: readonly OptionItem[] = [
  { value: 1, text: 'Jazda' },
  { value: 2, text: 'Inna praca' },
  { value: 3, text: 'Dyspozycyjność' },
  { value: 4, text: 'Odpoczynek' },
  { value: 5, text: 'Przerwa' },
  { value: 6, text: 'Załadunek' },
  { value: 7, text: 'Rozładunek' },
  { value: 8, text: 'Tankowanie' },
];

/** Polish driving licence categories (ustawa o kierujących pojazdami, art. 6). */
export const DRIVING_LICENSE_CATEGORIES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B1',
  'B',
  'B+E',
  'C1',
  'C1+E',
  'C',
  'C+E',
  'D1',
  'D1+E',
  'D',
  'D+E',
  'T',
] as const;

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/**
 * A PESEL: 11 digits, a real birth date (the month carries the century: +80 for the 1800s,
 * +0 for the 1900s, +20, +40, +60 for the 2000s, 2100s, 2200s) and the check digit.
 */
export function peselValid(pesel: string): boolean {
  if (!/^\d{11}$/.test(pesel)) return false;
  const d = [...pesel].map(Number);
  const sum = PESEL_WEIGHTS.reduce((s, w, i) => s + w * d[i], 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return false;
  const yy = d[0] * 10 + d[1];
  const mm = d[2] * 10 + d[3];
  const dd = d[4] * 10 + d[5];
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)];
  const month = mm % 20;
  if (century === undefined || month < 1 || month > 12) return false;
  const date = new Date(Date.UTC(century + yy, month - 1, dd));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === dd;
}

/** A record id sent by an editor: the record's id, or 0 / '' / 'new' for a new record. */
export const formRecordId = (message: string) =>
  z.union([z.string({ error: message }), z.number({ error: message })]).transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '' || text === 'new') return 0;
    if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

/** An optional text: trimmed, '' and absent are null. */
const optionalText = (max: number, pattern?: RegExp, message?: string) =>
  z
    .string()
    .max(max * 4)
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      if (text === '') return null;
      if (text.length > max || (pattern && !pattern.test(text))) {
        ctx.addIssue({ code: 'custom', message: message ?? `Maksymalna długość to ${max} znaków.` });
        return z.NEVER;
      }
      return text;
    });

/** A valid 'YYYY-MM-DD HH:mm:ss' (a real calendar moment), or '' / absent for none. */
export const isDateTimeText = (text: string) =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) && parseDateTime(text, 'UTC') !== null;

const optionalDateTime = z
  .string({ error: DRIVER_MSG.dateFormat })
  .max(40, { error: DRIVER_MSG.dateFormat })
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim();
    if (text === '') return null;
    if (!isDateTimeText(text)) {
      ctx.addIssue({ code: 'custom', message: DRIVER_MSG.dateFormat });
      return z.NEVER;
    }
    return text;
  });

const optionId = (options: readonly OptionItem[], message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = Number(String(v).trim());
    if (!options.some((o) => o.value === n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** One entry of the driver's identifier history (tab 'Identyfikator'). */
export interface DriverHistoryEntry {
  /** The entry's key: the stored entry's id, or the time-based code a new entry got (spec 3 §4). */
  code: string;
  /** The identifier (iid). */
  identification_id: number;
  from_date: string;
  to_date: string | null;
  active: boolean;
}

/** `code^identification_id^from_date^to_date^active` entries joined by '|' (spec 3 §7). */
export function formatDriverHistory(
  entries: readonly {
    code: string;
    identification_id: number | null;
    from_date: string | null;
    to_date: string | null;
    active: boolean;
  }[],
): string {
  return entries
    .map((e) => [e.code, e.identification_id ?? '', e.from_date ?? '', e.to_date ?? '', e.active ? '1' : '0'].join('^'))
    .join('|');
}

/** `id^active` entries joined by '|' (spec 3 §7: work_statuses reduced to id and active). */
export function formatWorkStatuses(entries: readonly { id: number; active: boolean }[]): string {
  return entries.map((e) => `${e.id}^${e.active ? '1' : '0'}`).join('|');
}

/** Most identifier history entries a driver keeps. */
export const DRIVER_HISTORY_MAX = 200;

const flag = (text: string) =>
  text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : null;

/**
 * Parses driver_history; a field's problem is reported at `driver_history.<n>.<field>`, so the
 * form shows it next to that entry's field.
 */
const driverHistoryField = z
  .string({ error: DRIVER_MSG.history })
  .max(DRIVER_HISTORY_MAX * 80, { error: DRIVER_MSG.history })
  .optional()
  .transform((v, ctx) => {
    // Absent: the history stays as it is (a client that does not edit it); '': no entries.
    if (v === undefined) return null;
    const text = v.trim();
    if (text === '') return [] as DriverHistoryEntry[];
    const parts = text.split('|');
    const entries: DriverHistoryEntry[] = [];
    const codes = new Set<string>();
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path });
    if (parts.length > DRIVER_HISTORY_MAX) {
      issue([], DRIVER_MSG.history);
      return z.NEVER;
    }
    parts.forEach((part, i) => {
      const f = part.split('^').map((s) => s.trim());
      const active = f.length === 5 ? flag(f[4]) : null;
      if (f.length !== 5 || !/^\d{1,16}$/.test(f[0]) || codes.has(f[0]) || active === null) {
        issue([], DRIVER_MSG.history);
        return;
      }
      codes.add(f[0]);
      const [code, iid, from, to] = f;
      let ok = true;
      if (!/^\d{1,10}$/.test(iid) || Number(iid) < 1) {
        issue([i, 'identification_id'], DRIVER_MSG.historyIdentifier);
        ok = false;
      }
      if (from === '') {
        issue([i, 'from_date'], DRIVER_MSG.historyFrom);
        ok = false;
      } else if (!isDateTimeText(from)) {
        issue([i, 'from_date'], DRIVER_MSG.dateFormat);
        ok = false;
      }
      if (to !== '' && !isDateTimeText(to)) {
        issue([i, 'to_date'], DRIVER_MSG.dateFormat);
        ok = false;
      } else if (ok && to !== '' && to < from) {
        issue([i, 'to_date'], DRIVER_MSG.historyOrder);
        ok = false;
      }
      if (ok) entries.push({ code, identification_id: Number(iid), from_date: from, to_date: to || null, active });
    });
    return entries;
  });

const workStatusesField = z
  .string({ error: DRIVER_MSG.workStatuses })
  .max(2000, { error: DRIVER_MSG.workStatuses })
  .optional()
  .transform((v, ctx) => {
    // Absent: the statuses stay as they are; a status left out of the list is not active.
    if (v === undefined) return null;
    const text = v.trim();
    if (text === '') return [] as { id: number; active: boolean }[];
    const out: { id: number; active: boolean }[] = [];
    for (const part of text.split('|')) {
      const [id, active, ...rest] = part.split('^').map((s) => s.trim());
      const on = flag(active ?? '');
      if (rest.length > 0 || on === null || !WORK_STATUSES.some((w) => String(w.value) === id)) {
        ctx.addIssue({ code: 'custom', message: DRIVER_MSG.workStatuses });
        return z.NEVER;
      }
      if (out.some((o) => o.id === Number(id))) continue;
      out.push({ id: Number(id), active: on });
    }
    return out;
  });

const licenseCategories = z
  .string({ error: DRIVER_MSG.licenseCategory })
  .max(200, { error: DRIVER_MSG.licenseCategory })
  .optional()
  .transform((v, ctx) => {
    const parts = (v ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    if (parts.some((p) => !(DRIVING_LICENSE_CATEGORIES as readonly string[]).includes(p))) {
      ctx.addIssue({ code: 'custom', message: DRIVER_MSG.licenseCategory });
      return z.NEVER;
    }
    // In the order of the law's list, each once.
    const set = new Set(parts);
    const joined = DRIVING_LICENSE_CATEGORIES.filter((c) => set.has(c)).join(',');
    return joined === '' ? null : joined;
  });

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .max(400, { error: 'Maksymalna długość to 100 znaków.' })
    .transform((v, ctx) => {
      const text = v.trim();
      if (text === '') ctx.addIssue({ code: 'custom', message });
      else if (text.length > 100) ctx.addIssue({ code: 'custom', message: 'Maksymalna długość to 100 znaków.' });
      return text;
    });

/** `POST /app/drivers/save` (spec 3 §3.3, §7). */
export const driverSaveBody = z
  .object({
    did: formRecordId(DRIVER_MSG.notFound),
    name: requiredName(DRIVER_MSG.nameRequired),
    surname: requiredName(DRIVER_MSG.surnameRequired),
    phone_no: optionalText(20, /^\+?[0-9][0-9 -]{4,18}[0-9]$/, DRIVER_MSG.phone),
    pesel: optionalText(11, /^\d{11}$/, DRIVER_MSG.pesel).refine((p) => p === null || peselValid(p), {
      error: DRIVER_MSG.pesel,
    }),
    driver_status_id: optionId(DRIVER_STATUSES, DRIVER_MSG.status).optional().default(1),
    driver_type_id: optionId(DRIVER_TYPES, DRIVER_MSG.type).optional().default(1),
    recruited_from_date: optionalDateTime,
    recruited_to_date: optionalDateTime,
    adress: optionalText(200),
    postal_code: optionalText(10, /^[0-9A-Za-z][0-9A-Za-z -]*$/, DRIVER_MSG.postalCode),
    city: optionalText(100),
    driving_license_no: optionalText(32),
    driving_license_category: licenseCategories,
    driver_history: driverHistoryField,
    work_statuses: workStatusesField,
  })
  .superRefine((b, ctx) => {
    if (b.recruited_from_date && b.recruited_to_date && b.recruited_to_date < b.recruited_from_date) {
      ctx.addIssue({ code: 'custom', message: DRIVER_MSG.recruitedOrder, path: ['recruited_to_date'] });
    }
  });
export type DriverSaveBody = z.infer<typeof driverSaveBody>;

export const driverListBody = z.object({ gridSchema: formBoolean });
export const driverDetailsBody = z.object({ did: formRecordId(DRIVER_MSG.notFound) });
export const driverDeleteBody = z.object({ did: formRecordId(DRIVER_MSG.notFound) });

/** A row of `/app/drivers`. */
export interface DriverRow {
  did: number;
  name: string;
  surname: string;
  /** Identifiers the driver holds now, comma-joined. */
  identifiers: string;
  phone_no: string | null;
  pesel: string | null;
  driver_status: string;
  driver_type: string;
  city: string | null;
  driving_license_category: string | null;
  recruited_from_date: string | null;
}

/** A history entry as the editor shows it (the identifier's number for entries of a lost card). */
export interface DriverHistoryItem {
  code: string;
  identification_id: number | null;
  identification_no: string;
  from_date: string | null;
  to_date: string | null;
  active: boolean;
}

/** The driver of `/app/drivers/details` (did 0: a new driver). */
export interface DriverRecord {
  did: number;
  name: string;
  surname: string;
  phone_no: string | null;
  pesel: string | null;
  driver_status_id: number;
  driver_type_id: number;
  recruited_from_date: string | null;
  recruited_to_date: string | null;
  adress: string | null;
  postal_code: string | null;
  city: string | null;
  driving_license_no: string | null;
  driving_license_category: string | null;
  driver_history: DriverHistoryItem[];
  work_statuses: { id: number; name: string; active: boolean }[];
}

export interface DriverDetailsAnswer {
  driver: DriverRecord;
  driver_statuses: readonly OptionItem[];
  driver_types: readonly OptionItem[];
  /** The company's identifiers to choose from (value: iid, text: its number). */
  driver_ids: OptionItem[];
}
