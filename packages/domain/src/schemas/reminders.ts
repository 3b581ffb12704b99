import { z } from 'zod';
import { formNumberField } from '../numbers/number-field';
import { formBoolean } from './index';
import { MONIT_MSG } from './monit';
import { formRecordId, isDateTimeText, type OptionItem } from './drivers';

/**
 * The reminder record (issue 17, spec 3 §2.6, §3.7, §5, §7 'Reminders'): the save body, the
 * option lists, and the Polish messages the server answers and the form shows. Form values
 * arrive as text (decimal commas allowed); dates as 'YYYY-MM-DD HH:mm:ss' in the company's zone.
 */
export const REMINDER_MSG = {
  nameRequired: 'Nazwa przypomnienia jest wymagana.',
  nameLong: 'Nazwa przypomnienia może mieć najwyżej 100 znaków.',
  target: 'Wybierz, czego dotyczy przypomnienie.',
  vehicleRequired: 'Nazwa obiektu jest wymagana',
  driverRequired: 'Wybierz kierowcę.',
  type: 'Wybierz typ przypomnienia.',
  dateRequired: 'Data jest wymagana',
  dateFormat: MONIT_MSG.dateFormat,
  counter: 'Podaj stan licznika od 0 do 9999999.',
  kmRequired: 'Podaj stan licznika km z dnia ostatniego stanu.',
  mthRequired: 'Podaj stan licznika motogodzin z dnia ostatniego stanu.',
  condition: 'Włącz przypomnienie według daty lub według przebiegu / motogodzin.',
  timeValue: 'Podaj liczbę dni, miesięcy lub lat (od 1 do 9999).',
  timeUnit: 'Wybierz jednostkę: dni, miesiące lub lata.',
  timePrev: 'Podaj liczbę dni od 0 do 9999.',
  workValue: 'Podaj wartość od 0,1 do 9999999.',
  workUnit: 'Wybierz: kilometry lub motogodziny.',
  workPrev: 'Wartość „przypomnij wcześniej” musi być od 0 do wartości warunku.',
  workDriver: 'Przypomnienie dla kierowcy może mieć tylko warunek daty.',
  description: 'Opis musi mieć od 2 do 100 znaków.',
  notFound: 'Nie znaleziono przypomnienia.',
  vehicleNotFound: 'Nie znaleziono pojazdu.',
  driverNotFound: 'Nie znaleziono kierowcy.',
} as const;

/** remind_targets (spec 3 §3.7). */
export const REMIND_TARGETS: readonly OptionItem[] = [
  { value: 1, text: 'Pojazd' },
  { value: 2, text: 'Kierowca' },
];
/** remind_times: the time condition's unit (spec 3 §9). */
export const REMIND_TIMES: readonly OptionItem[] = [
  { value: 1, text: 'dni' },
  { value: 2, text: 'miesięcy' },
  { value: 3, text: 'lat' },
];
/** remind_works: the work condition's counter. */
export const REMIND_WORKS: readonly OptionItem[] = [
  { value: 1, text: 'km' },
  { value: 2, text: 'mth' },
];
/** The counters' limit (spec 3 §9: counter max 9999999). */
export const REMINDER_COUNTER_MAX = 9_999_999;

/**
 * An optional number of the form by THE number rule (strict): '' / absent is null, a decimal
 * comma is a dot, a fraction in a whole-number field is refused; others keep two decimals.
 */
const formNumber = (message: string, field: keyof typeof REMINDER_NUMBER_RULES) =>
  formNumberField(REMINDER_NUMBER_RULES[field], message);

const rule = (min: number, max: number, whole = false) => ({ decimals: whole ? 0 : 2, min, max });

/** The reminder form's number fields (the web's inputs read the same rules). */
export const REMINDER_NUMBER_RULES = {
  last_km_counter: rule(0, REMINDER_COUNTER_MAX),
  last_mth_counter: rule(0, REMINDER_COUNTER_MAX),
  remind_time_condition_value: rule(1, 9999, true),
  rtc_prev_value: rule(0, 9999, true),
  remind_work_condition_value: rule(0.1, REMINDER_COUNTER_MAX),
  remind_work_condition_prev_value: rule(0, REMINDER_COUNTER_MAX),
} as const;

const optionOf = (options: readonly OptionItem[], message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = Number(String(v).trim());
    if (!options.some((o) => o.value === n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** An optional id of a select ('' / '0' / absent: none). */
const optionalId = (message: string) =>
  z
    .union([z.string({ error: message }).max(20, { error: message }), z.number({ error: message })], {
      error: message,
    })
    .optional()
    .transform((v, ctx) => {
      const text = String(v ?? '').trim();
      if (text === '' || text === '0') return null;
      if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    });

const text = (max: number) =>
  z.string({ error: REMINDER_MSG.description }).max(max * 4, { error: REMINDER_MSG.description });

/** `POST /app/reminders/save` (spec 3 §3.7, §5). */
export const reminderSaveBody = z
  .object({
    rid: formRecordId(REMINDER_MSG.notFound),
    name: z
      .string({ error: REMINDER_MSG.nameRequired })
      .max(400, { error: REMINDER_MSG.nameLong })
      .transform((v) => v.trim()),
    remind_target_id: optionOf(REMIND_TARGETS, REMINDER_MSG.target),
    vehicle_code: optionalId(REMINDER_MSG.vehicleRequired),
    driver_code: optionalId(REMINDER_MSG.driverRequired),
    remind_type_id: optionalId(REMINDER_MSG.type),
    last_state_date: z
      .string({ error: REMINDER_MSG.dateRequired })
      .max(40, { error: REMINDER_MSG.dateFormat })
      .optional()
      .transform((v) => (v ?? '').trim()),
    last_km_counter: formNumber(REMINDER_MSG.counter, 'last_km_counter'),
    last_mth_counter: formNumber(REMINDER_MSG.counter, 'last_mth_counter'),
    remind_time_condition_exist: formBoolean,
    remind_time_condition_value: formNumber(REMINDER_MSG.timeValue, 'remind_time_condition_value'),
    remind_time_condition_id: optionOf(REMIND_TIMES, REMINDER_MSG.timeUnit).optional().default(1),
    rtc_prev_value: formNumber(REMINDER_MSG.timePrev, 'rtc_prev_value'),
    remind_work_condition_exist: formBoolean,
    remind_work_condition_value: formNumber(REMINDER_MSG.workValue, 'remind_work_condition_value'),
    remind_work_condition_id: optionOf(REMIND_WORKS, REMINDER_MSG.workUnit).optional().default(1),
    remind_work_condition_prev_value: formNumber(REMINDER_MSG.workPrev, 'remind_work_condition_prev_value'),
    description: text(100)
      .optional()
      .transform((v) => (v ?? '').trim() || null),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (b.name === '') issue('name', REMINDER_MSG.nameRequired);
    else if (b.name.length > 100) issue('name', REMINDER_MSG.nameLong);
    if (b.remind_target_id === 1 && b.vehicle_code === null) issue('vehicle_code', REMINDER_MSG.vehicleRequired);
    if (b.remind_target_id === 2 && b.driver_code === null) issue('driver_code', REMINDER_MSG.driverRequired);
    if (b.remind_type_id === null) issue('remind_type_id', REMINDER_MSG.type);
    if (b.last_state_date === '') issue('last_state_date', REMINDER_MSG.dateRequired);
    else if (!isDateTimeText(b.last_state_date)) issue('last_state_date', REMINDER_MSG.dateFormat);
    if (!b.remind_time_condition_exist && !b.remind_work_condition_exist) {
      issue('remind_time_condition_exist', REMINDER_MSG.condition);
    }
    if (b.remind_time_condition_exist && b.remind_time_condition_value === null) {
      issue('remind_time_condition_value', REMINDER_MSG.timeValue);
    }
    if (b.remind_work_condition_exist) {
      if (b.remind_target_id === 2) issue('remind_work_condition_exist', REMINDER_MSG.workDriver);
      else if (b.remind_work_condition_value === null) issue('remind_work_condition_value', REMINDER_MSG.workValue);
      else {
        if (b.remind_work_condition_id === 1 && b.last_km_counter === null)
          issue('last_km_counter', REMINDER_MSG.kmRequired);
        if (b.remind_work_condition_id === 2 && b.last_mth_counter === null) {
          issue('last_mth_counter', REMINDER_MSG.mthRequired);
        }
        if ((b.remind_work_condition_prev_value ?? 0) > b.remind_work_condition_value) {
          issue('remind_work_condition_prev_value', REMINDER_MSG.workPrev);
        }
      }
    }
    if (b.description !== null && (b.description.length < 2 || b.description.length > 100)) {
      issue('description', REMINDER_MSG.description);
    }
  });
export type ReminderSaveBody = z.infer<typeof reminderSaveBody>;

export const reminderListBody = z.object({ gridSchema: formBoolean });
export const reminderDetailsBody = z.object({ rid: formRecordId(REMINDER_MSG.notFound) });
export const reminderDeleteBody = z.object({ rid: formRecordId(REMINDER_MSG.notFound) });
export const reminderCountersBody = z.object({
  vid: formRecordId(REMINDER_MSG.vehicleNotFound),
  date: z
    .string({ error: REMINDER_MSG.dateRequired })
    .max(40, { error: REMINDER_MSG.dateFormat })
    .refine((v) => isDateTimeText(v.trim()), { error: REMINDER_MSG.dateFormat })
    .transform((v) => v.trim()),
});

/** A row of `/app/reminders`. */
export interface ReminderListRow {
  rid: number;
  name: string;
  remind_target: string;
  object_name: string;
  remind_type_name: string;
  last_state_date: string | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  /** 'co 12 miesięcy (30 dni wcześniej)' or ''. */
  time_condition: string;
  /** 'co 15 000 km (1 000 wcześniej)' or ''. */
  work_condition: string;
  /** The time condition's due date, YYYY-MM-DD HH:mm:ss, or null. */
  due_date: string | null;
  /** km or mth left to the work condition (negative: overrun), null without a counter. */
  work_left: number | null;
  /** 'Oczekuje', 'Do wykonania' or 'Zakończone'. */
  status: string;
  description: string | null;
}

export const REMINDER_STATUS = { waiting: 'Oczekuje', due: 'Do wykonania', done: 'Zakończone' } as const;

/** The reminder of `/app/reminders/details` (rid 0: a new reminder). */
export interface ReminderRecord {
  rid: number;
  name: string;
  remind_target_id: number;
  vehicle_code: number | null;
  driver_code: number | null;
  remind_type_id: number | null;
  last_state_date: string | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  remind_time_condition_exist: boolean;
  remind_time_condition_value: number | null;
  remind_time_condition_id: number;
  rtc_prev_value: number | null;
  remind_work_condition_exist: boolean;
  remind_work_condition_value: number | null;
  remind_work_condition_id: number;
  remind_work_condition_prev_value: number | null;
  description: string | null;
}

export interface ReminderTypeOption extends OptionItem {
  /** 1 vehicle, 2 driver: the editor offers the types of the chosen target. */
  target: number;
}

export interface ReminderDetailsAnswer {
  reminder: ReminderRecord;
  vehicles: OptionItem[];
  drivers: OptionItem[];
  remind_times: readonly OptionItem[];
  remind_types: ReminderTypeOption[];
  remind_works: readonly OptionItem[];
  remind_targets: readonly OptionItem[];
}

export interface ReminderCountersAnswer {
  counters: { km: number | null; mth: number | null; date: string };
}
