import { z } from 'zod';
import { MSG } from '../messages';
import { REPORT_TYPES } from '../permissions';
import { formBoolean } from './index';
import { formDateTime } from './monit';

export * from '../reports';

/**
 * The per-type report call (spec 2 §3.3, §7 'POST {per-type report url}'): `POST /app/{type}`
 * with type, name, ids, from_date, to_date, options, summary, gridSchema, form-encoded. Rules
 * and limits: docs/reports.md.
 */
export const REPORT_MSG = {
  type: 'Nieznany rodzaj raportu.',
  typeMismatch: 'Rodzaj raportu nie zgadza się z adresem wywołania.',
  ids: 'Nieprawidłowa lista obiektów: podaj identyfikatory oddzielone znakiem |.',
  noIds: 'Wybierz min. jeden obiekt',
  tooManyIds: (max: number) => `Raport może obejmować najwyżej ${max} obiektów.`,
  vehicleForeign: 'Wybrane pojazdy nie są dostępne dla Twojego konta. Odśwież listę i spróbuj ponownie.',
  driverForeign: 'Wybrani kierowcy nie są dostępni dla Twojego konta. Odśwież listę i spróbuj ponownie.',
  poiForeign: 'Wybrane punkty nie są dostępne dla Twojego konta. Odśwież listę i spróbuj ponownie.',
  rangeTooLong: (days: number) => `Raport może obejmować najwyżej ${days} dni. Wybierz krótszy zakres.`,
  options: 'Nieprawidłowe opcje raportu.',
  name: MSG.tooLong(200),
  notAvailable: 'Ten rodzaj raportu nie jest jeszcze dostępny.',
  summaryOnly: 'Ten raport jest dostępny tylko jako zestawienie zbiorcze.',
} as const;

/**
 * The longest report: 31 days and one hour (a month plus a DST change), like the route whose
 * stored days the reports read (the default range, month to date, always fits).
 */
export const REPORT_MAX_DAYS = 31;
export const REPORT_MAX_MS = (REPORT_MAX_DAYS * 24 + 1) * 3_600_000;
/** Objects of one request (the summary of a big fleet). */
export const REPORT_MAX_IDS = 1000;

export const REPORT_IDS: readonly string[] = REPORT_TYPES.map((r) => r.id);

const optionFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', '']), z.literal(0), z.literal(1)], {
    error: REPORT_MSG.options,
  })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);

const OPTION_KEYS = [
  'shift_1',
  'shift_2',
  'shift_3',
  'input_1',
  'input_2',
  'input_3',
  'input_4',
  'output_1',
  'output_2',
  'output_3',
  'output_4',
  'halt_too',
  'onlySummary',
] as const;
type OptionKey = (typeof OPTION_KEYS)[number];

/** The builder's options (spec 2 §3.3): shifts I–III, inputs 1–4, outputs 1–4, halts too, only the summary. */
export const reportOptions = z.strictObject(
  Object.fromEntries(OPTION_KEYS.map((k) => [k, optionFlag])) as Record<OptionKey, typeof optionFlag>,
  { error: REPORT_MSG.options },
);
export type ReportOptions = z.infer<typeof reportOptions>;

/** `options` as JSON text (or an object in a JSON body); absent: all off. */
const optionsField = z
  .union([z.string({ error: REPORT_MSG.options }), z.record(z.string(), z.unknown())], { error: REPORT_MSG.options })
  .optional()
  .transform((v, ctx) => {
    let value: unknown = v ?? {};
    if (typeof v === 'string') {
      if (v.length > 2000) value = null;
      else if (v.trim() === '') value = {};
      else
        try {
          value = JSON.parse(v);
        } catch {
          value = null;
        }
    }
    const parsed = reportOptions.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: REPORT_MSG.options });
      return z.NEVER;
    }
    return parsed.data;
  });

/** Ids joined by '|' (a single id for one object), each a positive integer, no repeats kept. */
const reportIds = z
  .union([z.string({ error: REPORT_MSG.ids }), z.number({ error: REPORT_MSG.ids })], { error: REPORT_MSG.ids })
  .transform((raw, ctx) => {
    const text = String(raw).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REPORT_MSG.noIds });
      return z.NEVER;
    }
    const parts = text.split('|').map((s) => s.trim());
    if (parts.length > REPORT_MAX_IDS) {
      ctx.addIssue({ code: 'custom', message: REPORT_MSG.tooManyIds(REPORT_MAX_IDS) });
      return z.NEVER;
    }
    if (parts.some((s) => !/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: REPORT_MSG.ids });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

/**
 * The form body. Option flags may come as JSON in `options` or as form fields of their own
 * (shift_1=1&...); a flag set either way is set.
 */
export const reportBody = z
  .object({
    type: z.string({ error: REPORT_MSG.type }).trim().max(64, { error: REPORT_MSG.type }).optional(),
    name: z.string({ error: REPORT_MSG.name }).max(200, { error: REPORT_MSG.name }).optional(),
    ids: reportIds,
    from_date: formDateTime,
    to_date: formDateTime,
    options: optionsField,
    summary: formBoolean,
    gridSchema: formBoolean,
    ...Object.fromEntries(OPTION_KEYS.map((k) => [k, optionFlag.optional()])),
  })
  .transform((b) => {
    const options = { ...b.options };
    for (const k of OPTION_KEYS) {
      const own = (b as Record<string, unknown>)[k];
      if (own === true) options[k] = true;
    }
    return {
      type: b.type,
      name: b.name ?? '',
      ids: b.ids,
      from_date: b.from_date,
      to_date: b.to_date,
      options,
      summary: b.summary,
      gridSchema: b.gridSchema,
    };
  });
export type ReportBody = z.output<typeof reportBody>;
