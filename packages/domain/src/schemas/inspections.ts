import { z } from 'zod';
import { formNumberField } from '../numbers/number-field';
import type { NumberRule } from '../numbers/number-text';
import { isRecordId } from './ids';
import { formBoolean } from './index';

/**
 * Inspections (spec 3 §2.9, §3.9, §4, §5, §7 'Inspections'): the list type, the edit and
 * perform bodies and the Polish messages the server answers and the forms show. Dates arrive as
 * 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') in the company's zone; numbers as text.
 */
export const INSPECTION_MSG = {
  vehicleRequired: 'Nazwa obiektu jest wymagana',
  nameRequired: 'Nazwa przeglądu jest wymagana',
  nameTooLong: 'Nazwa przeglądu może mieć najwyżej 10 znaków',
  levelRequired: 'Numer przeglądu jest wymagany',
  dateRequired: 'Data przeglądu jest wymagana',
  description: 'Opis musi mieć od 2 do 100 znaków',
  performLevelRequired: 'Brak wybranego bieącego poziomu',
  performDateRequired: 'Data jest wymagana',
  number: 'Podaj liczbę nie mniejszą niż 0',
  type: 'Nieznany rodzaj przeglądu',
  notFound: 'Nie znaleziono przeglądu.',
  vehicleNotFound: 'Nie znaleziono pojazdu.',
  levelTaken: 'Pojazd ma już niewykonany przegląd na tym poziomie.',
  cannotPerform: 'Tego przeglądu nie można wykonać ani zatrzymać (jest wstrzymany).',
  cannotResume: 'Wznowić można tylko zatrzymany przegląd.',
} as const;

/** List types ep/ew and perform types pp/pw; each names a kind: 'p' periodic, 'w' work-time. */
export const inspectionType = z.enum(['ep', 'ew', 'pp', 'pw'], { error: INSPECTION_MSG.type });
export type InspectionType = z.infer<typeof inspectionType>;
export const inspectionKind = (t: InspectionType): 'p' | 'w' => (t === 'ep' || t === 'pp' ? 'p' : 'w');

const id = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, c) => {
    const n = Number(String(v).trim());
    if (String(v).trim() === '' || (n !== 0 && !isRecordId(n))) {
      c.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/**
 * The inspection form's number fields (spec 3 §3.9), by THE number rule: days are whole (the
 * web rounds 7,5 to 8, a body with 7.5 is refused: issue 27 had 'Przypomnij dni wcześniej' 7,5
 * stored as 75); km and engine hours keep one decimal.
 */
export const INSPECTION_NUMBER_RULES = {
  last_km_counter: { decimals: 1, min: 0, max: 1e9 },
  last_mth_counter: { decimals: 1, min: 0, max: 1e9 },
  remind_time_condition_value: { decimals: 0, min: 0, max: 99_999 },
  rtc_prev_value: { decimals: 0, min: 0, max: 99_999 },
  rdc_value: { decimals: 1, min: 0, max: 1e9 },
  rdc_prev_value: { decimals: 1, min: 0, max: 1e9 },
  remind_mth_condition_value: { decimals: 1, min: 0, max: 1e9 },
  rmc_prev_value: { decimals: 1, min: 0, max: 1e9 },
} as const satisfies Record<string, NumberRule>;

const optNumber = (field: keyof typeof INSPECTION_NUMBER_RULES) => formNumberField(INSPECTION_NUMBER_RULES[field]);

const dateText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: message });

const description = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || (v.length >= 2 && v.length <= 100), { error: INSPECTION_MSG.description });

export const inspectionListBody = z.object({ gridSchema: formBoolean, type: inspectionType, done: formBoolean });
export const inspectionDetailsBody = z.object({
  iid: id(INSPECTION_MSG.notFound),
  type: inspectionType,
  done: z.string().optional(),
});
export const inspectionDeleteBody = z.object({ iid: id(INSPECTION_MSG.notFound), type: inspectionType });
export const inspectionCountersBody = z.object({
  date: dateText(INSPECTION_MSG.dateRequired),
  vid: id(INSPECTION_MSG.vehicleRequired),
  inspection_level_type_id: z.string().optional(),
  type: inspectionType,
});
export const inspectionLevelTypesBody = z.object({
  vid: id(INSPECTION_MSG.vehicleRequired),
  type: inspectionType,
  iid: z.string().optional(),
});
export const inspectionPerformBody = z.object({ type: inspectionType, iid: z.string().optional() });

export const inspectionSaveBody = z.object({
  iid: id(INSPECTION_MSG.notFound).optional(),
  type: inspectionType,
  vehicle_code: id(INSPECTION_MSG.vehicleRequired),
  custom_name: z
    .string({ error: INSPECTION_MSG.nameRequired })
    .trim()
    .min(1, { error: INSPECTION_MSG.nameRequired })
    .max(10, { error: INSPECTION_MSG.nameTooLong }),
  inspection_level_type_id: id(INSPECTION_MSG.levelRequired),
  inspection_date: dateText(INSPECTION_MSG.dateRequired),
  description,
  last_km_counter: optNumber('last_km_counter'),
  last_mth_counter: optNumber('last_mth_counter'),
  remind_time_condition_exist: formBoolean,
  remind_time_condition_id: z.enum(['1', '2', '3', '']).optional(),
  remind_time_condition_value: optNumber('remind_time_condition_value'),
  rtc_prev_value: optNumber('rtc_prev_value'),
  rdc_exist: formBoolean,
  rdc_value: optNumber('rdc_value'),
  rdc_prev_value: optNumber('rdc_prev_value'),
  remind_mth_condition_exist: formBoolean,
  remind_mth_condition_value: optNumber('remind_mth_condition_value'),
  rmc_prev_value: optNumber('rmc_prev_value'),
});
export type InspectionSaveBody = z.infer<typeof inspectionSaveBody>;

export const inspectionPsaveBody = z.object({
  iid: id(INSPECTION_MSG.performLevelRequired),
  vehicle_code: id(INSPECTION_MSG.vehicleRequired),
  date: dateText(INSPECTION_MSG.performDateRequired),
  description,
  repeat: formBoolean,
  type: inspectionType,
  // Further inspections of the vehicle performed with it, joined by '|'.
  addids: z
    .string()
    .optional()
    .transform((v, c) => {
      const parts = (v ?? '').split('|').filter((s) => s.trim() !== '');
      const ids = parts.map(Number);
      if (ids.some((n) => !isRecordId(n))) {
        c.addIssue({ code: 'custom', message: INSPECTION_MSG.performLevelRequired });
        return z.NEVER;
      }
      return ids;
    }),
  performtypeid: z.enum(['1', '2', '3'], { error: INSPECTION_MSG.type }).transform(Number),
});
export type InspectionPsaveBody = z.infer<typeof inspectionPsaveBody>;
