import { z } from 'zod';
import { formBoolean } from './index';
import { DRIVER_MSG, formRecordId, isDateTimeText, type OptionItem } from './drivers';

/**
 * Energy counters (spec 3 §2.13, §3.13, §5, §7 'Counters'): the energy meters of electric rail
 * vehicles, a register of the company. A vehicle names its meter in the vehicle editor
 * (power_counter_id); the meter's number is the c_no of the eco-driving energy entries
 * (spec 2 §3.5).
 */
export const COUNTER_MSG = {
  numberRequired: 'Numer licznika jest wymagany.',
  numberTaken: 'Licznik o tym numerze już istnieje.',
  text: (max: number) => `Maksymalna długość to ${max} znaków.`,
  gsmNumber: 'Numer karty SIM może zawierać tylko cyfry (najwyżej 20).',
  descriptionLength: 'Opis musi mieć od 2 do 1000 znaków.',
  commentsLength: 'Uwagi muszą mieć od 2 do 1000 znaków.',
  status: 'Wybierz status licznika z listy.',
  dateFormat: DRIVER_MSG.dateFormat,
  notFound: 'Nie znaleziono licznika.',
  /** The vehicle is named only to a user who sees it. */
  deleteAssigned: (regNo: string | null) =>
    `Licznik jest przypisany do pojazdu${regNo ? ` ${regNo}` : ''}. Odłącz go w edycji pojazdu (Licznik energii), a potem usuń.`,
} as const;

/** active_status_id of a counter. */
export const COUNTER_STATUSES: readonly OptionItem[] = [
  { value: 1, text: 'Aktywny' },
  { value: 2, text: 'Nieaktywny' },
  { value: 3, text: 'W legalizacji' },
];

/** Description and comments: 2 to 1000 characters (spec 3 §5, §9); empty is none. */
export const COUNTER_TEXT_MIN = 2;
export const COUNTER_TEXT_MAX = 1000;

const optionalText = (max: number, message: string, min = 1, pattern?: RegExp) =>
  z
    .string({ error: message })
    .max(max * 4, { error: message })
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      if (text === '') return null;
      if (text.length < min || text.length > max || (pattern && !pattern.test(text))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });

/** `POST /app/counters/save`: the fields of tabs 'Ogólne' and 'Opisy'. */
export const counterSaveBody = z.object({
  cid: formRecordId(COUNTER_MSG.notFound),
  number: z
    .string({ error: COUNTER_MSG.numberRequired })
    .max(256, { error: COUNTER_MSG.text(32) })
    .transform((v, ctx) => {
      const text = v.trim();
      if (text === '') ctx.addIssue({ code: 'custom', message: COUNTER_MSG.numberRequired });
      else if (text.length > 32) ctx.addIssue({ code: 'custom', message: COUNTER_MSG.text(32) });
      return text;
    }),
  manufacturer: optionalText(64, COUNTER_MSG.text(64)),
  model: optionalText(64, COUNTER_MSG.text(64)),
  soft_version: optionalText(32, COUNTER_MSG.text(32)),
  gsm_number: optionalText(20, COUNTER_MSG.gsmNumber, 1, /^\d+$/),
  valid_date: z
    .string({ error: COUNTER_MSG.dateFormat })
    .max(40, { error: COUNTER_MSG.dateFormat })
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      if (text === '') return null;
      if (!isDateTimeText(text)) {
        ctx.addIssue({ code: 'custom', message: COUNTER_MSG.dateFormat });
        return z.NEVER;
      }
      return text;
    }),
  active_status_id: z.union([z.string(), z.number()], { error: COUNTER_MSG.status }).transform((v, ctx) => {
    const n = Number(String(v).trim());
    if (!COUNTER_STATUSES.some((s) => s.value === n)) {
      ctx.addIssue({ code: 'custom', message: COUNTER_MSG.status });
      return z.NEVER;
    }
    return n;
  }),
  description: optionalText(COUNTER_TEXT_MAX, COUNTER_MSG.descriptionLength, COUNTER_TEXT_MIN),
  comments: optionalText(COUNTER_TEXT_MAX, COUNTER_MSG.commentsLength, COUNTER_TEXT_MIN),
});
export type CounterSaveBody = z.infer<typeof counterSaveBody>;

export const counterListBody = z.object({ gridSchema: formBoolean });
export const counterDetailsBody = z.object({ cid: formRecordId(COUNTER_MSG.notFound) });
export const counterDeleteBody = z.object({ cid: formRecordId(COUNTER_MSG.notFound) });

/** The counter as the editor holds it (spec 3 §3.13). */
export interface CounterRecord {
  cid: number;
  number: string;
  manufacturer: string;
  model: string;
  soft_version: string;
  gsm_number: string;
  valid_date: string;
  active_status_id: number;
  description: string;
  comments: string;
}

/** A row of `/app/counters`: the counter, its status's name and the vehicles that carry it. */
export interface EnergyCounterRow extends CounterRecord {
  active_status: string;
  reg_no: string;
}

export interface CounterDetailsAnswer {
  counter: CounterRecord;
  counter_statuses: readonly OptionItem[];
  /** The vehicles whose editor names this counter (power_counter_id). */
  vehicles: { vid: number; reg_no: string }[];
}
